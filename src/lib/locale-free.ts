// Dates, numbers, amounts and sorted names without Intl. The first Intl call on a page
// (toLocaleDateString, localeCompare, Intl.Collator, Intl.NumberFormat…) loads the ICU locale data:
// 100–250 ms on a phone (measured in Chromium at 4× CPU slowdown), a long task of its own in the middle
// of the first render. The site is in Canadian English and Canadian French, so the few formats it needs
// are written out here for both; their tests check them against Intl's 'en-CA' and 'fr-CA' output.
import { formatNumber, NUMBER_SPACE, type NumberOptions } from '../shared/numbers'
import type { Locale } from '../shared/locales'
import { officeDayOf } from '../shared/office-day'

export { formatCount, formatNumber } from '../shared/numbers'

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

const FRENCH_MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const

interface LongDateOptions {
  /** The day at the office (src/shared/office-day.ts) rather than in the reader's time zone: a record's date. */
  atOffice?: boolean
  /** The page's language (English by default). */
  locale?: Locale
}

/** The date a record's value names, or undefined when it names none (an unreadable value). */
export function readableDate(value: string | null | undefined): Date | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date
}

const readableTime = (time: number): Date | undefined => {
  const date = new Date(time)
  return Number.isNaN(date.getTime()) ? undefined : date
}

/**
 * 'January 5, 2026', as `toLocaleDateString('en-CA', { dateStyle: 'long' })` writes it; in French
 * '5 janvier 2026', as 'fr-CA' writes it, except the first of a month, '1er mai 2026', as Canadian
 * French style guides write it (Intl writes '1 mai'). Undefined for a value that is not a date (the
 * caller says it is unknown).
 */
export function formatLongDate(
  value: string | number,
  { atOffice = false, locale = 'en' }: LongDateOptions = {},
): string | undefined {
  // A number: milliseconds since the epoch (a time the device kept).
  const date = typeof value === 'number' ? readableTime(value) : readableDate(value)
  if (!date) return undefined
  const { year, month, day } = atOffice
    ? officeDayOf(date)
    : { year: date.getFullYear(), month: date.getMonth(), day: date.getDate() }
  if (locale === 'fr') return `${day === 1 ? '1er' : day} ${FRENCH_MONTHS[month]} ${year}`
  return `${MONTHS[month]} ${day}, ${year}`
}

/** '$85,000' / '85 000 $' (Canadian dollars), as Intl's 'en-CA' / 'fr-CA' currency format writes them. */
export function formatDollars(amount: number, locale: Locale, options: NumberOptions = {}): string {
  const figure = formatNumber(Math.abs(amount), locale, options)
  const sign = amount < 0 && /[1-9]/.test(figure) ? '-' : ''
  return locale === 'fr' ? `${sign}${figure}${NUMBER_SPACE.fr}$` : `${sign}$${figure}`
}

const SALARY_AMOUNT = String.raw`\$(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d{2}))?`
/** '$41.50–$46.50 per hour', '$71,000 - $81,000 per year', '$25 per hour': the form the demo content and an editor write. */
const SALARY = new RegExp(
  String.raw`^${SALARY_AMOUNT}(?:\s*[–-]\s*${SALARY_AMOUNT})?(?:\s+(?:per|an|a)\s+(hour|year))?$`,
  'i',
)
const FRENCH_PERIOD = { hour: 'de l’heure', year: 'par année' } as const

/**
 * A job's salary as the page's language writes it. English pages show the text as the employer wrote
 * it. French pages rewrite a salary in the usual form ('$41.50–$46.50 per hour', '$71,000–$81,000 per
 * year') as Canada's job bank writes it in French: '41,50 $ à 46,50 $ de l’heure', '71 000 $ à
 * 81 000 $ par année'; any other text ('Competitive', already French) is shown as written.
 */
export function formatSalary(text: string, locale: Locale): string {
  if (locale === 'en') return text
  const match = SALARY.exec(text.trim())
  if (!match) return text
  const [, fromWhole, fromCents, toWhole, toCents, period] = match
  const amount = (whole: string, cents: string | undefined) =>
    formatDollars(Number(`${whole.replaceAll(',', '')}.${cents ?? '0'}`), 'fr', { fractionDigits: cents ? 2 : 0 })
  const from = amount(fromWhole!, fromCents)
  const range = toWhole === undefined ? from : `${from} à ${amount(toWhole, toCents)}`
  const unit = period ? FRENCH_PERIOD[period.toLowerCase() as keyof typeof FRENCH_PERIOD] : undefined
  return unit ? `${range} ${unit}` : range
}

/** Letters without their accents (é → e + a combining mark, then the mark dropped), in lower case. */
export const withoutAccents = (text: string) =>
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
  return byCodeUnits(withoutAccents(a), withoutAccents(b)) || byCodeUnits(a, b)
}

// The abbreviations Canadian French writes (and Intl's fr-CA 'medium' dates); English's are three letters.
const FRENCH_SHORT_MONTHS = [
  'janv.',
  'févr.',
  'mars',
  'avr.',
  'mai',
  'juin',
  'juill.',
  'août',
  'sept.',
  'oct.',
  'nov.',
  'déc.',
] as const
const two = (n: number) => String(n).padStart(2, '0')

/**
 * When a copy was saved, for the list's words to say (local time, the same in every browser): '22 Nov
 * 2026' and '14:05' (24-hour); in French '22 nov. 2026' and '14 h 05', as Canadian French writes them
 * (the first of the month '1er', on the hour '14 h').
 */
export function savedAtParts(savedAt: number, locale: Locale = 'en'): [date: string, time: string] {
  const d = new Date(savedAt)
  if (locale === 'fr') {
    const day = d.getDate() === 1 ? '1er' : String(d.getDate())
    const minutes = d.getMinutes() === 0 ? '' : `\u00a0${two(d.getMinutes())}`
    return [`${day} ${FRENCH_SHORT_MONTHS[d.getMonth()]} ${d.getFullYear()}`, `${d.getHours()}\u00a0h${minutes}`]
  }
  return [
    `${d.getDate()} ${MONTHS[d.getMonth()]!.slice(0, 3)} ${d.getFullYear()}`,
    `${two(d.getHours())}:${two(d.getMinutes())}`,
  ]
}
