// Dates and sorted names without Intl. The first Intl call on a page (toLocaleDateString,
// localeCompare, Intl.Collator…) loads the ICU locale data: 100–250 ms on a phone (measured in
// Chromium at 4× CPU slowdown), a long task of its own in the middle of the first render. The site
// is in Canadian English only, so the few formats it needs are written out here; their tests
// check them against Intl's 'en-CA' output.

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

interface LongDateOptions {
  /** Read the date in UTC rather than the reader's time zone (calendar dates such as deadlines). */
  utc?: boolean
}

/** The date a record's value names, or undefined when it names none (an unreadable value). */
export function readableDate(value: string | null | undefined): Date | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date
}

/**
 * 'January 5, 2026', as `toLocaleDateString('en-CA', { dateStyle: 'long' })` writes it; undefined for a
 * value that is not a date (the caller says it is unknown).
 */
export function formatLongDate(value: string, { utc = false }: LongDateOptions = {}): string | undefined {
  const date = readableDate(value)
  if (!date) return undefined
  const [year, month, day] = utc
    ? [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()]
    : [date.getFullYear(), date.getMonth(), date.getDate()]
  return `${MONTHS[month]} ${day}, ${year}`
}

// Letters without their accents (é → e + a combining mark, then the mark dropped), in lower case.
const sortKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/**
 * Orders names as a reader expects, like `localeCompare(b, 'en-CA')` does for place names: accents and
 * case do not move a name (Île-des-Chênes among the I's, not after Z), and only break ties.
 */
export function compareNames(a: string, b: string): number {
  return byCodeUnits(sortKey(a), sortKey(b)) || byCodeUnits(a, b)
}
