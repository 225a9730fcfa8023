import { useEffect, useMemo, useState } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'
import { entryMemory } from './entry-memory'
import { historyEntryId, isOwnRewrite } from './history-entry'
import { useInBrowser } from './use-in-browser'

interface Batches {
  /** The search and filters the count was reached for. */
  key: string
  count: number
  /** Items let in above or among those shown (makeRoomFor). */
  room: number
}

/**
 * How far each visited entry of the history had been shown, for Back and Forward: back from a job
 * opened from the third batch, the board shows three batches again, and the scroll position (kept the
 * same way, use-scroll-on-navigation.ts) finds that job where it was.
 */
const shownAt = entryMemory<Batches>('batches')

/**
 * More new items than this many batches above those on screen: those are let go (further down, after
 * Show more) rather than all the new ones drawn at once to keep them.
 */
const MOST_ROOM_IN_BATCHES = 4

/**
 * Long lists render a batch at a time ('Show more'): filtering a board of thousands stays fast
 * because only the first batch of matches is ever drawn. The count goes back to one batch whenever
 * `resetKey` (the search and filters) changes. `wholeLength` is the list's length when `items` are
 * only its first part so far (a built page's, while the rest is on its way).
 */
export function useBatches<T>(items: readonly T[], resetKey: string, perBatch: number, wholeLength = items.length) {
  const location = useLocation()
  const entry = historyEntryId(location)
  const navigationType = useNavigationType()
  const fresh: Batches = { key: resetKey, count: 1, room: 0 }
  const [batches, setBatches] = useState(() => ({ entry, ...(shownAt.get(entry) ?? fresh) }))
  let base = batches
  if (batches.entry !== entry) {
    // Another entry while the list stays on screen: a link to it (the Jobs link on the board) or Back
    // and Forward show what that entry showed, or one batch; the address catching up with the search
    // keeps what is shown.
    base = isOwnRewrite(location, navigationType) ? { ...batches, entry } : { entry, ...(shownAt.get(entry) ?? fresh) }
    setBatches(base)
  }
  // The render that hydrates a built page draws what the page was built with: one batch. A reloaded
  // page's entry shows what it showed right after.
  const inBrowser = useInBrowser()
  const current = base.key === resetKey ? base : { entry, ...fresh }
  const drawn = inBrowser ? current : { entry, ...fresh }
  const { key, count, room } = current
  useEffect(() => {
    shownAt.set(entry, { key, count, room })
  }, [entry, key, count, room])
  const limit = drawn.count * perBatch + drawn.room
  const shown = useMemo(() => items.slice(0, limit), [items, limit])
  return {
    shown,
    hasMore: shown.length < wholeLength,
    /** 'Show more' asked for items that have not arrived yet. */
    awaitingMore: shown.length < Math.min(limit, wholeLength),
    showMore: () => setBatches({ ...current, count: current.count + 1 }),
    /**
     * The next list puts `added` items above or among those shown: none of those shown drops off the
     * end, unless that would draw more than MOST_ROOM_IN_BATCHES batches of new items.
     */
    makeRoomFor: (added: number) => {
      if (added <= MOST_ROOM_IN_BATCHES * perBatch) setBatches({ ...current, room: current.room + added })
    },
  }
}
