import { afterEach, describe, expect, it, vi } from 'vitest'
import { normalizeDate } from './dates'

describe('normalizeDate', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it.each([
    ['2026-02-28', '2026-02-28T00:00:00.000+00:00'],
    ['2024-02-29', '2024-02-29T00:00:00.000+00:00'],
    ['2026-05-01T10:00:00.000+02:00', '2026-05-01T08:00:00.000+00:00'],
    ['2026-12-31 23:59', '2026-12-31T23:59:00.000+00:00'],
  ])('writes %s as Appwrite does', (value, written) => {
    expect(normalizeDate(value)).toBe(written)
  })

  it("reads a time without an offset as UTC, whatever the server's zone", () => {
    vi.stubEnv('TZ', 'America/Vancouver')
    expect(normalizeDate('2026-07-01T09:30')).toBe('2026-07-01T09:30:00.000+00:00')
    expect(normalizeDate('2026-07-01T09:30-07:00')).toBe('2026-07-01T16:30:00.000+00:00')
  })

  it.each(['2026-02-31', '2025-02-29', '2026-04-31T10:00:00Z', '2026-13-01', '2026-00-10', '2026-01-00', '1', 'soon'])(
    'refuses %s, which is no date (rather than rolling it over to another day)',
    (value) => {
      expect(normalizeDate(value)).toBeUndefined()
    },
  )

  it("refuses a date outside MariaDB's range (1000-01-01 to 9999-12-31 23:59:59), as Appwrite does", () => {
    expect(normalizeDate('0999-12-31')).toBeUndefined()
    expect(normalizeDate('1000-01-01')).toBe('1000-01-01T00:00:00.000+00:00')
    // The moment counts too: an offset may carry a date out of the range.
    expect(normalizeDate('1000-01-01T00:00:00+01:00')).toBeUndefined()
    expect(normalizeDate('9999-12-31T23:00:00-05:00')).toBeUndefined()
    expect(normalizeDate('9999-12-31T23:59:59Z')).toBe('9999-12-31T23:59:59.000+00:00')
  })
})
