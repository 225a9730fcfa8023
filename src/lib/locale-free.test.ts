import { afterEach, describe, expect, it, vi } from 'vitest'
import { compareNames, formatLongDate } from './locale-free'

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

  it('reads the date in UTC when asked (a deadline is the same day everywhere)', () => {
    vi.stubEnv('TZ', 'America/Vancouver')
    for (const value of samples) {
      expect(formatLongDate(value, { utc: true })).toBe(
        new Date(value).toLocaleDateString('en-CA', { dateStyle: 'long', timeZone: 'UTC' }),
      )
    }
    expect(formatLongDate('2026-03-31T23:30:00-05:00', { utc: true })).toBe('April 1, 2026')
  })

  it('answers undefined for a value that is not a date, so the screen can say it is unknown', () => {
    expect(formatLongDate('next spring')).toBeUndefined()
    expect(formatLongDate('')).toBeUndefined()
    expect(formatLongDate('2026-02-31T00:00:00Z')).toBe('March 3, 2026')
  })

  it('writes a far-future date like any other', () => {
    expect(formatLongDate('9999-12-31T12:00:00.000+00:00', { utc: true })).toBe('December 31, 9999')
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
