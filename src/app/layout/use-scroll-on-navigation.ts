import { useLayoutEffect } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'

/** Where each visited entry of the history was scrolled to, for Back and Forward. */
const scrolledTo = new Map<string, number>()

/**
 * A new screen opens at its top (or at its #fragment); Back and Forward return to where the reader
 * was. A search or filter that only rewrites the query keeps the reader where they are.
 */
export function useScrollOnNavigation(): void {
  const { key, pathname, hash } = useLocation()
  const navigationType = useNavigationType()

  useLayoutEffect(() => {
    if (navigationType === 'POP') {
      const saved = scrolledTo.get(key)
      if (saved !== undefined) window.scrollTo(0, saved)
    } else if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView()
    } else {
      window.scrollTo(0, 0)
    }
    return () => void scrolledTo.set(key, window.scrollY)
    // The query is left out on purpose: typing a search rewrites it on every pause.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname])
}
