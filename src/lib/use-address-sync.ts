import { useCallback, useEffect, useRef } from 'react'
import { useSearchParams, type URLSearchParamsInit } from 'react-router-dom'

/** Typing pauses this long before the address catches up. */
export const ADDRESS_SYNC_DELAY_MS = 300

/**
 * Writes search and filter values into the address (a replace-navigation, so typing does not flood
 * the history) once typing pauses: a router navigation per keystroke re-rendered the whole screen and
 * held every key up on a slow phone. The inputs own their values meanwhile.
 */
export function useAddressSync(): (params: URLSearchParamsInit) => void {
  const [, setParams] = useSearchParams()
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // Leaving the screen drops a pending write: it would navigate back to this one.
  useEffect(() => () => clearTimeout(timer.current), [])
  return useCallback(
    (params: URLSearchParamsInit) => {
      clearTimeout(timer.current)
      timer.current = setTimeout(
        () => setParams(params, { replace: true, preventScrollReset: true }),
        ADDRESS_SYNC_DELAY_MS,
      )
    },
    [setParams],
  )
}
