import { useEffect, useState } from 'react'

/**
 * `value` once it has stopped changing for `ms`, and nothing ('') meanwhile: what a live region says of
 * a search being typed, heard when the typing pauses rather than at each key, which the screen reader is
 * already echoing. An earlier value is never given for a later one.
 */
export function useSettled(value: string, ms = 700): string {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled === value ? value : ''
}
