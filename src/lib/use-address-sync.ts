import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation, useNavigationType, useSearchParams, type URLSearchParamsInit } from 'react-router-dom'
import { isOwnRewrite, OWN_REWRITE, useHistoryLocation } from './history-entry'

/** Typing pauses this long before the address catches up. */
export const ADDRESS_SYNC_DELAY_MS = 300

/**
 * Writes search and filter values into the address (a replace-navigation, so typing does not flood
 * the history) once typing pauses: a router navigation per keystroke re-rendered the whole screen and
 * held every key up on a slow phone. The inputs own their values meanwhile.
 */
export function useAddressSync(): (params: URLSearchParamsInit) => void {
  const [, setParams] = useSearchParams()
  // The history's address moves at once when a link is followed, the router's only once the next screen
  // is drawn.
  const historyLocation = useHistoryLocation()
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const pending = useRef<URLSearchParamsInit | undefined>(undefined)
  /** The entry of the history the pending values were typed in. */
  const typedIn = useRef<string | undefined>(undefined)
  const write = useCallback(() => {
    clearTimeout(timer.current)
    const params = pending.current
    pending.current = undefined
    // Another entry meanwhile: a link followed has changed the address already while this screen still
    // shows (the next one's code may be downloading), or Back and Forward brought another search.
    // Writing now would cancel that navigation, or overwrite the entry returned to.
    if (params === undefined || historyLocation()?.key !== typedIn.current) return
    setParams(params, { replace: true, preventScrollReset: true, state: OWN_REWRITE })
  }, [setParams, historyLocation])
  // A link followed or a button pressed before typing paused (a card tapped at once, Apply opening its
  // form's history entry) writes the search first, into this screen's entry of the history, so Back
  // returns to it. Leaving otherwise drops a pending write: it would navigate back to this one.
  useEffect(() => {
    const beforeLink = (event: MouseEvent) => {
      if (pending.current !== undefined && (event.target as Element | null)?.closest?.('a[href], button')) write()
    }
    document.addEventListener('click', beforeLink, true)
    return () => document.removeEventListener('click', beforeLink, true)
  }, [write])
  useEffect(() => () => clearTimeout(timer.current), [])
  return useCallback(
    (params: URLSearchParamsInit) => {
      typedIn.current = historyLocation()?.key
      pending.current = params
      clearTimeout(timer.current)
      timer.current = setTimeout(write, ADDRESS_SYNC_DELAY_MS)
    },
    [write, historyLocation],
  )
}

/**
 * Values kept in the address (a search, a board's filters): read from it at first, then owned by the
 * inputs (typing never waits for the router; the address follows once typing pauses, as above), and
 * read from it again at a navigation the screen did not make (a link to it, Back, Forward).
 * `fromAddress` counts those readings (and `startOver`'s), for an input that keeps a copy of its own.
 */
export function useAddressState<T>(read: (params: URLSearchParams) => T, write: (value: T) => URLSearchParamsInit) {
  const [params] = useSearchParams()
  const syncAddress = useAddressSync()
  const [value, setValue] = useState(() => read(params))
  const [fromAddress, setFromAddress] = useState(0)
  const location = useLocation()
  const navigationType = useNavigationType()
  const [seenKey, setSeenKey] = useState(location.key)
  if (location.key !== seenKey) {
    setSeenKey(location.key)
    if (!isOwnRewrite(location, navigationType)) {
      setValue(read(params))
      setFromAddress((count) => count + 1)
    }
  }

  const update = (next: T) => {
    setValue(next)
    syncAddress(write(next))
  }
  /** Sets the value as if it came from outside the inputs ('Clear filters'): they start over from it. */
  const startOver = (next: T) => {
    update(next)
    setFromAddress((count) => count + 1)
  }

  return { value, update, startOver, fromAddress }
}
