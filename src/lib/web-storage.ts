// Web Storage that may refuse (private mode, a full disk, a blocking policy): a read answers undefined
// then, and a write answers false. Each caller decides what an unusable store means for it.
type Area = 'local' | 'session'

const areaOf = (area: Area): Storage => (area === 'local' ? localStorage : sessionStorage)

/** The stored value, null when there is none, undefined when the store cannot be read. */
export function readStored(area: Area, key: string): string | null | undefined {
  try {
    return areaOf(area).getItem(key)
  } catch {
    return undefined
  }
}

/** Stores `value` (null removes the key). Answers whether the store took it. */
export function writeStored(area: Area, key: string, value: string | null): boolean {
  try {
    if (value === null) areaOf(area).removeItem(key)
    else areaOf(area).setItem(key, value)
    return true
  } catch {
    return false
  }
}

/** The stored JSON value if `isValue` takes it; undefined when there is none, or it cannot be read or parsed. */
export function readStoredJson<Value>(
  area: Area,
  key: string,
  isValue: (value: unknown) => value is Value,
): Value | undefined {
  try {
    const stored: unknown = JSON.parse(readStored(area, key) ?? 'null')
    return isValue(stored) ? stored : undefined
  } catch {
    return undefined
  }
}
