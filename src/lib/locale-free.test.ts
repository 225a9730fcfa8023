import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  compareNames,
  formatCount,
  formatDollars,
  formatLongDate,
  formatNumber,
  formatSalary,
  savedAtParts,
} from './locale-free'

describe('formatLongDate', () => {
  // Every month, both ends of a month, leap days, and times near midnight where the zone matters.
  const samples = [
    '2026-01-05T10:00:00Z',
    '2024-02-29T12:00:00Z',
    '1999-12-31T23:59:59Z',
    '2000-01-01T00:00:00Z',
    '2026-11-22T03:30:00-05:00',
    '2025-06-30',
    ...Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2025, month, 15, 18)).toISOString()),
  ]

  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it("writes a date as Intl's Canadian English long format does, in the reader's time zone", () => {
    // Node reads TZ again when it changes: a zone behind UTC, so late-evening dates fall on another day.
    vi.stubEnv('TZ', 'America/Vancouver')
    expect(formatLongDate('2026-01-06T03:00:00Z')).toBe('January 5, 2026')
    for (const value of samples) {
      expect(formatLongDate(value)).toBe(new Date(value).toLocaleDateString('en-CA', { dateStyle: 'long' }))
    }
  })

  it("reads the office's day when asked, whatever the reader's time zone (a record's date)", () => {
    vi.stubEnv('TZ', 'America/Vancouver')
    for (const value of samples.filter((sample) => new Date(sample).getUTCHours() !== 0)) {
      expect(formatLongDate(value, { atOffice: true })).toBe(
        new Date(value).toLocaleDateString('en-CA', { dateStyle: 'long', timeZone: 'America/Toronto' }),
      )
    }
    // 11:30 pm in Toronto (daylight time) is still that day there; it is 1 April in UTC.
    expect(formatLongDate('2026-03-31T23:30:00-04:00', { atOffice: true })).toBe('March 31, 2026')
    // A plain date is the day it names.
    expect(formatLongDate('2025-06-30', { atOffice: true })).toBe('June 30, 2025')
    expect(formatLongDate('2000-01-01T00:00:00Z', { atOffice: true })).toBe('January 1, 2000')
  })

  it('answers undefined for a value that is not a date, so the screen can say it is unknown', () => {
    expect(formatLongDate('next spring')).toBeUndefined()
    expect(formatLongDate('')).toBeUndefined()
    expect(formatLongDate('2026-02-31T00:00:00Z')).toBe('March 3, 2026')
  })

  it('writes a far-future date like any other', () => {
    expect(formatLongDate('9999-12-31T12:00:00.000+00:00', { atOffice: true })).toBe('December 31, 9999')
  })
})

describe('compareNames', () => {
  const places = [
    'Toronto',
    'Montréal',
    'Montreal East',
    'Québec City',
    'Quesnel',
    'Île-des-Chênes',
    'Iqaluit',
    'Ottawa',
    'Saint-Jean-sur-Richelieu',
    'St. Albert',
    'St. John’s',
    'Sainte-Julie',
    'Trois-Rivières',
    'Écully',
    'Edmonton',
    'Lévis',
    'Lethbridge',
    'Newfoundland and Labrador',
    'New Brunswick',
    'Nova Scotia',
    'Prince Edward Island',
    'British Columbia',
    'Yukon',
    'Northwest Territories',
    'Nunavut',
  ]

  it("sorts place and province names as Intl's Canadian English collation does", () => {
    const collator = new Intl.Collator('en-CA')
    expect([...places].sort(compareNames)).toEqual([...places].sort(collator.compare))
  })

  it('sets accented names among their letters, not after Z', () => {
    expect(['Zurich', 'Île-des-Chênes', 'Halifax'].sort(compareNames)).toEqual(['Halifax', 'Île-des-Chênes', 'Zurich'])
  })

  it('gives names that differ only by accents or case a fixed order', () => {
    expect(compareNames('Montreal', 'Montréal')).toBeLessThan(0)
    expect(compareNames('Montréal', 'Montreal')).toBeGreaterThan(0)
    expect(compareNames('Calgary', 'Calgary')).toBe(0)
  })
})

describe('French (Canada) formats', () => {
  const dates = [
    '2026-01-05T10:00:00Z',
    '2026-05-01T12:00:00Z',
    '2024-02-29T12:00:00Z',
    '1999-12-31T23:59:59Z',
    '2000-01-01T00:00:00Z',
    // Evening in Toronto, the next day in UTC: the office's day is the earlier one.
    '2025-03-01T03:00:00Z',
    ...Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2025, month, 1, 18)).toISOString()),
    ...Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2025, month, 15, 18)).toISOString()),
  ]
  /** The office's day as Intl reads it: a plain date (midnight UTC) as written, any other instant in Toronto. */
  const officeZone = (value: string) => (new Date(value).getTime() % 86_400_000 === 0 ? 'UTC' : 'America/Toronto')
  // Intl writes the first of a month '1 mai'; Canadian French writes '1er mai'.
  const withFirst = (intl: string) => intl.replace(/^1 /, '1er ')

  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it("writes a long date as Intl's fr-CA does, with '1er' for the first of a month", () => {
    vi.stubEnv('TZ', 'America/Montreal')
    expect(formatLongDate('2026-01-05T12:00:00Z', { locale: 'fr' })).toBe('5 janvier 2026')
    expect(formatLongDate('2026-05-01T12:00:00Z', { locale: 'fr', atOffice: true })).toBe('1er mai 2026')
    expect(formatLongDate('2026-08-15T12:00:00Z', { locale: 'fr', atOffice: true })).toBe('15 août 2026')
    for (const value of dates) {
      expect(formatLongDate(value, { locale: 'fr' })).toBe(
        withFirst(new Date(value).toLocaleDateString('fr-CA', { dateStyle: 'long' })),
      )
      expect(formatLongDate(value, { locale: 'fr', atOffice: true })).toBe(
        withFirst(new Date(value).toLocaleDateString('fr-CA', { dateStyle: 'long', timeZone: officeZone(value) })),
      )
    }
    expect(formatLongDate('bientôt', { locale: 'fr' })).toBeUndefined()
  })

  const numbers = [0, 7, 999, 1000, 1200, 12_345, 85_000, 999_999, 1_000_000, 123_456_789, -4200, 41.5, 0.5, 1234.567]

  it("writes numbers as Intl's en-CA and fr-CA do", () => {
    expect(formatNumber(85_000, 'fr')).toBe('85\u00a0000')
    expect(formatNumber(85_000, 'en')).toBe('85,000')
    for (const locale of ['en', 'fr'] as const) {
      const intl = `${locale}-CA`
      for (const value of numbers) {
        for (const fractionDigits of [0, 2]) {
          const options = { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }
          expect(formatNumber(value, locale, { fractionDigits }), `${value} ${intl}`).toBe(
            new Intl.NumberFormat(intl, options).format(value),
          )
        }
      }
      for (const count of [0, 1, 2, 999, 1000, 1200, 10_000]) {
        expect(formatCount(count, locale)).toBe(new Intl.NumberFormat(intl).format(count))
      }
    }
  })

  it("writes dollar amounts as Intl's en-CA and fr-CA currency formats do", () => {
    expect(formatDollars(85_000, 'fr')).toBe('85\u00a0000\u00a0$')
    expect(formatDollars(85_000, 'en')).toBe('$85,000')
    for (const locale of ['en', 'fr'] as const) {
      for (const value of numbers.filter((n) => n >= 0)) {
        for (const fractionDigits of [0, 2]) {
          const intl = new Intl.NumberFormat(`${locale}-CA`, {
            style: 'currency',
            currency: 'CAD',
            minimumFractionDigits: fractionDigits,
            maximumFractionDigits: fractionDigits,
          })
          expect(formatDollars(value, locale, { fractionDigits }), `${value} ${locale}`).toBe(intl.format(value))
        }
      }
    }
  })

  it('writes a salary in French as the job bank does, and leaves English and free text as written', () => {
    const money = (value: number, fractionDigits: number) =>
      new Intl.NumberFormat('fr-CA', {
        style: 'currency',
        currency: 'CAD',
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      }).format(value)
    expect(formatSalary('$41.50–$46.50 per hour', 'fr')).toBe(`${money(41.5, 2)} à ${money(46.5, 2)} de l’heure`)
    expect(formatSalary('$71,000–$81,000 per year', 'fr')).toBe(`${money(71_000, 0)} à ${money(81_000, 0)} par année`)
    expect(formatSalary('$71,000–$81,000 per year', 'fr')).toBe('71\u00a0000\u00a0$ à 81\u00a0000\u00a0$ par année')
    expect(formatSalary('$85000', 'fr')).toBe('85\u00a0000\u00a0$')
    expect(formatSalary('$60,000 - $70,000 per year', 'fr')).toBe('60\u00a0000\u00a0$ à 70\u00a0000\u00a0$ par année')
    expect(formatSalary('Competitive', 'fr')).toBe('Competitive')
    expect(formatSalary('Selon l’expérience', 'fr')).toBe('Selon l’expérience')
    expect(formatSalary('$41.50–$46.50 per hour', 'en')).toBe('$41.50–$46.50 per hour')
  })
})

describe('savedAtParts: when a saved list was saved', () => {
  it('gives the saved time as "22 Nov 2026" and "14:05", for the list\'s words to say', () => {
    expect(savedAtParts(new Date(2026, 10, 22, 14, 5).getTime())).toEqual(['22 Nov 2026', '14:05'])
    expect(savedAtParts(new Date(2027, 0, 3, 9, 0).getTime())).toEqual(['3 Jan 2027', '09:00'])
  })

  it("gives it as Canadian French writes it on a French page, its months as Intl's fr-CA abbreviates them", () => {
    expect(savedAtParts(new Date(2026, 10, 22, 14, 5).getTime(), 'fr')).toEqual(['22 nov. 2026', '14\u00a0h\u00a005'])
    expect(savedAtParts(new Date(2027, 4, 1, 9, 0).getTime(), 'fr')).toEqual(['1er mai 2027', '9\u00a0h'])
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(2026, month, 15, 8, 30)
      const intl = date.toLocaleDateString('fr-CA', { day: 'numeric', month: 'short', year: 'numeric' })
      expect(savedAtParts(date.getTime(), 'fr')).toEqual([intl, '8\u00a0h\u00a030'])
    }
  })
})
