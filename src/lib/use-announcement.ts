import { useEffect, useState, type Dispatch, type SetStateAction } from 'react'

/**
 * How long words stay in their region once said: long enough for a screen reader to read them out
 * (React Aria's announcer keeps its own as long).
 */
export const ANNOUNCED_FOR_MS = 7_000

/** What each of a screen's standing status regions says now, by the region's name. */
export type Announcements<Region extends string> = Partial<Record<Region, string>>

/**
 * Says `words` in the standing status region `region` as they come or change ('' says nothing), and
 * takes them out when they go. Those regions are on the page before their words (a screen reader may
 * say nothing of one that arrives with them, WCAG 4.1.3), visually hidden beside the box that shows
 * the same words. `arrival` tells the same words said anew (a second message sent with the subject of
 * the first) from words still standing.
 */
export function useAnnouncement<Region extends string>(
  announce: Dispatch<SetStateAction<Announcements<Region>>>,
  region: Region,
  words: string,
  arrival: unknown = words,
): void {
  useEffect(() => {
    if (!words) return
    const say = (said: string) => announce((announcements) => ({ ...announcements, [region]: said }))
    // A moment later, after the region's emptying by the words before: the same words said anew are
    // a change a screen reader hears.
    const saying = setTimeout(() => say(words))
    // Then emptied: a screen reader user browsing the page meets the words once, in their box beside
    // its buttons.
    const emptying = setTimeout(() => say(''), ANNOUNCED_FOR_MS)
    return () => {
      clearTimeout(saying)
      clearTimeout(emptying)
      say('')
    }
  }, [announce, region, words, arrival])
}

const none: readonly never[] = []

/**
 * The items of `items` that were not among them at the previous render (by `key`), those of the first
 * render included, kept until the next arrive: a message just sent, to be said once as its notice
 * comes.
 */
export function useArrivals<Item>(items: readonly Item[], key: (item: Item) => string): readonly Item[] {
  // Compared by their keys, not the array: a list made afresh at each render is no change.
  const keys = items.map(key)
  const [before, setBefore] = useState<readonly string[]>(none)
  const [arrived, setArrived] = useState<readonly Item[]>(none)
  if (keys.join('\n') !== before.join('\n')) {
    setBefore(keys)
    const news = items.filter((item) => !before.includes(key(item)))
    if (news.length > 0) setArrived(news)
  }
  return arrived
}
