import { useEffect } from 'react'
import type { AnnouncedNotice, SetAnnouncements } from '../components/app-notices'

/**
 * How long a notice's words stay in its region once said: long enough for a screen reader to read them
 * out (React Aria's announcer keeps its own as long).
 */
export const ANNOUNCED_FOR_MS = 7_000

/**
 * Says `words` in the stack's standing region for `notice` as they come or change ('' says nothing),
 * and takes them out when they go. `arrival` tells the same words said anew (a second message sent
 * with the subject of the first) from words still standing.
 */
export function useAnnouncement(
  announce: SetAnnouncements,
  notice: AnnouncedNotice,
  words: string,
  arrival: unknown = words,
): void {
  useEffect(() => {
    if (!words) return
    const say = (said: string) => announce((announcements) => ({ ...announcements, [notice]: said }))
    say(words)
    // Then emptied: a screen reader user browsing the stack meets the words once, in the notice's box
    // beside its buttons.
    const timer = setTimeout(() => say(''), ANNOUNCED_FOR_MS)
    return () => {
      clearTimeout(timer)
      say('')
    }
  }, [announce, notice, words, arrival])
}
