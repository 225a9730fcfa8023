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

/**
 * 'January 5, 2026', as `toLocaleDateString('en-CA', { dateStyle: 'long' })` writes it. A value that
 * is not a date is returned as written.
 */
export function formatLongDate(value: string, { utc = false }: LongDateOptions = {}): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return value
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
