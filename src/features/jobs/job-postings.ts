// schema.org JobPosting data for a public job, on the job's own page only (search engines' job-posting
// guidelines put it there, never on a list). Every string is plain text (markup is stripped).
import { paths } from '../../config/paths'
import { absoluteUrl } from '../../config/site-url'
import { site } from '../../content/site'
import { toPlainText } from '../../lib/sanitize'
import { paragraphsOf } from '../../lib/text-html'
import { recordLanguage } from '../../shared/content-language'
import type { Locale } from '../../shared/locales'
import type { Job } from '../../shared/models'
import { endOfOfficeDay } from '../../shared/office-day'
import { readableDate } from '../../lib/locale-free'
import { takesApplications } from '../../shared/taking-applications'
import { employerOf } from './job-rules'

type UnitText = 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR'

// English and French (Canada), as an editor writes a salary or a job in either language. Pay by the
// shift, every two weeks or by the piece has no unit of schema.org's: such a posting gets no baseSalary.
const UNIT_WORDS: [RegExp, UnitText | 'NONE'][] = [
  [
    /\b(shifts?|quarts?|bi-?weekly|fortnight(ly)?|every\s+(two|2|other)\s+weeks?|(aux|toutes\s+les)\s+(deux|2)\s+semaines|semi-?monthly|twice\s+a\s+month|bimensuel(le)?|deux\s+fois\s+par\s+mois|pieces?|pièces?)\b/i,
    'NONE',
  ],
  // Plurals too: '37.5 hours a week' must be read as hours, never lend the pay its 'week'.
  [/\b(hours?|hourly|hrs?|h|heures?|horaire)\b/i, 'HOUR'],
  [/\b(days?|daily|jours?|quotidien)\b/i, 'DAY'],
  [/\b(weeks?|weekly|wks?|semaines?|hebdomadaire)\b/i, 'WEEK'],
  [/\b(months?|monthly|mo|mois|mensuel)\b/i, 'MONTH'],
  // French 'an' only as 'par an' or '/an': in English it is the article ('$25 an hour').
  [/(\b(year|yearly|annum|annual|annually|yr|annuel|annuelle)\b|\bannée|(\bpar\s+|\/\s*)an\b)/i, 'YEAR'],
]

const EMPLOYMENT_WORDS: [RegExp, string][] = [
  [/\b(full[- ]?time|temps plein)\b/i, 'FULL_TIME'],
  [/\b(part[- ]?time|temps partiel)\b/i, 'PART_TIME'],
  // The job's own terms, not the employer's trade ('a mechanical contractor') ...
  [/\b(contract|contractuel(le)?)\b/i, 'CONTRACTOR'],
  // ... nor the workers it welcomes ('temporary foreign workers', « travailleurs étrangers temporaires »).
  [
    /\b(temporary(?!\s+foreign)|seasonal(?!\s+agricultural)|saisonnier|saisonnière)(?![\p{L}])|(?<!étrangers?\s)\btemporaire(?![\p{L}])/iu,
    'TEMPORARY',
  ],
  [/\b(intern|internship|stagiaire)\b/i, 'INTERN'],
]

// A figure as either language writes it: '71,000.50' in English; '71 000,50' in French, whose thousands
// are set apart by a space (often a no-break one) and whose comma marks the cents.
const ENGLISH_AMOUNT = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?`
const FRENCH_AMOUNT = String.raw`(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+),(\d{1,2})(?!\d)|(\d{1,3}(?:[ \u00a0\u202f]\d{3})+)`
const AMOUNT = new RegExp(String.raw`(?:${FRENCH_AMOUNT}|${ENGLISH_AMOUNT})\s*(k\b)?`, 'gi')

/** A currency written just before or after a figure: '$32', '41,50 $', 'CAD 28.50'. */
const CURRENCY_BEFORE = /(\$|\bCAD)\s*$/i
const CURRENCY_AFTER = /^\s*(\$|CAD\b)/i
/** A unit right after a figure, before the range goes on: '/hr', ' per hour', ' an hour', ' de l’heure'. */
const UNIT_AFTER = String.raw`(?:\s*(?:\/|per\b|an?\b|de\s+l['’]|par\b)\s*\p{L}+\.?)?`
/**
 * What joins the two ends of a range: '$25 - 30', '25 à 30 $', '41,50 $ à 46,50 $', '$60,000 to 70,000',
 * '$25/hr - $30/hr'.
 */
const RANGE_JOIN = new RegExp(String.raw`^\s*(?:\$|CAD)?${UNIT_AFTER}\s*(?:[-–—]|to|à|au)\s*(?:\$|CAD)?\s*$`, 'iu')
/** 'between $25 and $30', « entre 25 $ et 30 $ »: 'and' joins a range only after 'between'. */
const BETWEEN = /\b(?:between|entre)\s*(?:\$|CAD)?\s*$/i
const AND_JOIN = /^\s*(?:\$|CAD)?\s*(?:and|et)\s*(?:\$|CAD)?\s*$/i

type Amount = { value: number; start: number; end: number }
const joinedAsRange = (text: string, first: Amount, second: Amount) => {
  const between = text.slice(first.end, second.start)
  return RANGE_JOIN.test(between) || (BETWEEN.test(text.slice(0, first.start)) && AND_JOIN.test(between))
}

/**
 * Amounts in a salary text: '$60,000 - $70,000 per year' → [60000, 70000]; '$65k' → [65000]; '41,50 $' → [41.5].
 * When some figures carry a currency, only those and the other ends of their ranges ('25 à 30 $'):
 * '$18.50/hour, 40 hours/week' pays 18.50, not 18.50 to 40.
 */
function amountsIn(text: string): Amount[] {
  const amounts: { value: number; money: boolean; start: number; end: number }[] = []
  for (const match of text.matchAll(AMOUNT)) {
    const [, frenchWhole, frenchCents, frenchThousands, englishWhole, englishCents, thousand] = match
    const whole = (frenchWhole ?? frenchThousands ?? englishWhole ?? '').replace(/[^\d]/g, '')
    const cents = frenchCents ?? englishCents
    const value = Number(cents ? `${whole}.${cents}` : whole)
    const [start, end] = [match.index, match.index + match[0].length]
    const money = CURRENCY_BEFORE.test(text.slice(0, start)) || CURRENCY_AFTER.test(text.slice(end))
    if (Number.isFinite(value) && value > 0) amounts.push({ value: thousand ? value * 1000 : value, money, start, end })
  }
  // A figure in a range with one in currency is pay too: '$25 - 30', '25 à 30 $'.
  const joined = (i: number) =>
    amounts[i + 1] !== undefined && RANGE_JOIN.test(text.slice(amounts[i]!.end, amounts[i + 1]!.start))
  const inCurrency = amounts.filter(
    ({ money }, i) =>
      money || (joined(i) && amounts[i + 1]!.money) || (i > 0 && joined(i - 1) && amounts[i - 1]!.money),
  )
  return inCurrency.length > 0 ? inCurrency : amounts
}

/**
 * The unit the pay is given in: the first unit word after the figures ('$60,000 a year, 37.5 hours a
 * week' is by the year), else the first anywhere ('per hour: $25').
 */
function unitOf(text: string, after: number): UnitText | 'NONE' | undefined {
  let nearest: { index: number; unit: UnitText | 'NONE' } | undefined
  for (const [pattern, unit] of UNIT_WORDS)
    for (const match of text.matchAll(new RegExp(pattern.source, 'gi')))
      if (match.index >= after && (!nearest || match.index < nearest.index)) nearest = { index: match.index, unit }
  return nearest?.unit ?? UNIT_WORDS.find(([pattern]) => pattern.test(text))?.[1]
}

/**
 * The pay a unit can stand for, in CAD: a unit word that is not the pay's ('$71,000 (37.5 hours/week)')
 * would publish $71,000 a week. Search engines ask the posting's salary to match the page's, so such a
 * posting gets none.
 */
const PLAUSIBLE: Record<UnitText, (max: number) => boolean> = {
  HOUR: (max) => max < 1000,
  DAY: (max) => max >= 50 && max < 5000,
  WEEK: (max) => max >= 200 && max < 20_000,
  MONTH: (max) => max >= 300 && max < 100_000,
  YEAR: (max) => max >= 5000,
}

/** 'Up to $30 an hour' is a ceiling, 'from $25' a floor, not the pay itself. */
const UP_TO = /\b(?:up\s+to|jusqu['’]à)\s*(?:\$|CAD)?\s*$/i
const FROM = /(?<!\p{L})(?:from|starting\s+at|at\s+least|minimum|à\s+partir\s+de|au\s+moins)\s*(?:\$|CAD)?\s*$/iu

/**
 * A MonetaryAmount in CAD; undefined for a salary text with no readable figure ('Competitive'), or
 * whose unit cannot be told ('$500 per shift', '$71,000 (37.5 hours/week)').
 */
export function baseSalaryOf(salary: string) {
  const text = toPlainText(salary).trim()
  const [first, second] = amountsIn(text)
  if (!first) return undefined
  // A range only when written as one ('$25 - 30'): '$25/hour plus a $2,000 bonus' pays 25.
  const pay = second && joinedAsRange(text, first, second) ? [first, second] : [first]
  const amounts = pay.map(({ value }) => value)
  const max = Math.max(...amounts)
  const unitText = unitOf(text, pay.at(-1)!.end) ?? (max < 1000 ? 'HOUR' : 'YEAR')
  if (unitText === 'NONE' || !PLAUSIBLE[unitText](max)) return undefined
  const min = Math.min(...amounts)
  const before = text.slice(0, first.start)
  const bound =
    amounts.length === 1 ? (UP_TO.test(before) ? 'maxValue' : FROM.test(before) ? 'minValue' : 'value') : undefined
  const value =
    amounts.length === 2 && min !== max
      ? { '@type': 'QuantitativeValue', minValue: min, maxValue: max, unitText }
      : { '@type': 'QuantitativeValue', [bound ?? 'value']: max, unitText }
  return { '@type': 'MonetaryAmount', currency: 'CAD', value }
}

export function employmentTypeOf(job: Pick<Job, 'title' | 'description'>): string | undefined {
  const text = `${job.title} ${job.description}`
  return EMPLOYMENT_WORDS.find(([pattern]) => pattern.test(text))?.[1]
}

/**
 * Whether a job's page on a page of `locale` carries its JobPosting on `today`. Search engines list a
 * posting only while it takes applications (a closed one left marked up breaks their job-posting
 * guidelines), and once: on its page in its own language, not again in the other language's frame,
 * whose job text is the same untranslated words.
 */
export const carriesJobPosting = (job: Job, locale: Locale, today: string): boolean =>
  takesApplications(job, today) && recordLanguage(job) === locale

export function jobPostingOf(job: Job) {
  const employmentType = employmentTypeOf(job)
  const deadline = readableDate(job.applicationDeadline)
  const baseSalary = job.salary?.trim() ? baseSalaryOf(job.salary) : undefined
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    identifier: { '@type': 'PropertyValue', name: site.name, value: job.$id },
    title: toPlainText(job.title),
    // As HTML, which Google shows: as plain text its paragraphs and lines ran into one block.
    description: paragraphsOf(toPlainText(job.description ?? '')),
    url: absoluteUrl(paths.job(job.$id)),
    ...(readableDate(job.$createdAt) ? { datePosted: job.$createdAt } : {}),
    ...(deadline ? { validThrough: endOfOfficeDay(deadline) } : {}),
    ...(employmentType ? { employmentType } : {}),
    industry: toPlainText(job.trade ?? ''),
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: toPlainText(job.location ?? ''),
        addressRegion: toPlainText(job.province ?? ''),
        addressCountry: 'CA',
      },
    },
    ...(baseSalary ? { baseSalary } : {}),
    // Applications are made on the job's own page, with no other site in between.
    directApply: true,
    hiringOrganization: hiringOrganizationOf(job),
  }
}

/**
 * The employer, where the job names one. Postings for an unnamed client name none: Google asks an
 * agency hiring for an anonymous employer for 'confidential', not the agency's own name.
 */
function hiringOrganizationOf(job: Pick<Job, 'employer'>) {
  const employer = employerOf(job)
  return employer ? { '@type': 'Organization', name: employer } : 'confidential'
}
