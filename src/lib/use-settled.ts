import { useEffect, useState } from 'react'

/**
 * `value` once it has stopped changing for `ms` (an empty value at once): what a live region says of a
 * search being typed, heard when the typing pauses rather than at each key, which the screen reader is
 * already echoing.
 */
export function useSettled(value: string, ms = 700): string {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), value === '' ? 0 : ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}
