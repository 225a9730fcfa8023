// Appwrite writes dates as ISO 8601 with milliseconds and an explicit offset: 2026-05-01T10:00:00.000+00:00.

export function formatDate(date: Date): string {
  return date.toISOString().replace('Z', '+00:00')
}

export const nowDate = () => formatDate(new Date())

/** utopia-php/database's Datetime rule within MariaDB's range (Adapter\MariaDB::getMinDateTime), as Appwrite words it. */
export const DATE_RULE = 'Value must be valid date between 1000-01-01 00:00:00 and 9999-12-31 23:59:59.'
const EARLIEST = Date.UTC(1000, 0, 1)
const LATEST = Date.UTC(9999, 11, 31, 23, 59, 59)

/** Parses an ISO-like date string; returns the Appwrite form or undefined when it is not a date Appwrite stores. */
export function normalizeDate(value: string): string | undefined {
  // Date.parse accepts too much (e.g. "1"); require at least a calendar date.
  if (!/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(value)) return undefined
  // A time without an offset is UTC, as Appwrite reads it (Date.parse would read it in the server's zone).
  const iso = value.replace(' ', 'T')
  const time = Date.parse(iso.includes('T') && !/(Z|[+-]\d{2}:?\d{2})$/.test(iso) ? `${iso}Z` : iso)
  // Date.parse rolls an impossible day over ("2026-02-31" is March 3rd): that is not the date meant.
  const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [number, number, number]
  const calendarDay = new Date(Date.UTC(year, month - 1, day))
  const realDay = calendarDay.getUTCMonth() === month - 1 && calendarDay.getUTCDate() === day
  // Within MariaDB's range as written and as the moment it names (an offset may carry it out).
  const inRange = year >= 1000 && time >= EARLIEST && time <= LATEST
  return Number.isNaN(time) || !realDay || !inRange ? undefined : formatDate(new Date(time))
}
