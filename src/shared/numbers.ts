// Numbers as each of the site's languages writes them, without Intl: the first Intl call on a page loads
// the ICU locale data (100–250 ms on a phone; src/lib/locale-free.ts). Here rather than in lib/ so the
// content modules, which import only shared/ and config/, can write their counts with it. Tested
// against Intl's 'en-CA' and 'fr-CA' output (src/lib/locale-free.test.ts).
import type { Locale } from './locales'

/** The thousands separator, and the space French puts before a unit ('85 000 $', '50 %'): a no-break space in fr-CA, as Intl writes it. */
export const NUMBER_SPACE = { en: ',', fr: '\u00a0' } as const satisfies Record<Locale, string>

export interface NumberOptions {
  /** Digits after the decimal mark, exactly (rounded); none by default. */
  fractionDigits?: number
}

/**
 * '85,000' / '41.50' in English and '85 000' / '41,50' in French, as `Intl.NumberFormat('en-CA' |
 * 'fr-CA', { minimumFractionDigits: n, maximumFractionDigits: n })` writes them: both group from 1 000.
 */
export function formatNumber(value: number, locale: Locale, { fractionDigits = 0 }: NumberOptions = {}): string {
  if (!Number.isFinite(value)) return String(value)
  const [whole = '0', fraction] = Math.abs(value).toFixed(fractionDigits).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, NUMBER_SPACE[locale])
  const sign = value < 0 && /[1-9]/.test(`${whole}${fraction ?? ''}`) ? '-' : ''
  return `${sign}${grouped}${fraction === undefined ? '' : `${locale === 'fr' ? ',' : '.'}${fraction}`}`
}

/** A count as the page's language writes it: '1,200' / '1 200'. */
export const formatCount = (count: number, locale: Locale): string => formatNumber(count, locale)
