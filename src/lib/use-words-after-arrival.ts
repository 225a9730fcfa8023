import { useEffect, useState } from 'react'

/**
 * How long a live region that has just arrived waits for its words: a screen reader must know it
 * first, or it may say nothing. React Aria's announcer waits as long: less was unreliable in Safari.
 */
export const REGION_SETTLES_MS = 100

/**
 * For a live region that can only arrive with its notice (one whose code loads once the page is idle,
 * one of a list): null at first, then `words` once the region has been on the page a moment, so a
 * screen reader announces them. What goes with the words (the notice's box, its buttons) shows with them.
 */
export function useWordsAfterArrival<Words>(words: Words): Words | null {
  const [settled, setSettled] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(true), REGION_SETTLES_MS)
    return () => clearTimeout(timer)
  }, [])
  return settled ? words : null
}
