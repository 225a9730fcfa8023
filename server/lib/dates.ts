// Appwrite writes dates as ISO 8601 with milliseconds and an explicit offset: 2026-05-01T10:00:00.000+00:00.

export function formatDate(date: Date): string {
  return date.toISOString().replace('Z', '+00:00')
}

export const nowDate = () => formatDate(new Date())

/** Parses an ISO-like date string; returns the Appwrite form or undefined when it is not a date. */
export function normalizeDate(value: string): string | undefined {
  // Date.parse accepts too much (e.g. "1"); require at least a calendar date.
  if (!/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(value)) return undefined
  const time = Date.parse(value.replace(' ', 'T'))
  return Number.isNaN(time) ? undefined : formatDate(new Date(time))
}
