import { describe, expect, it } from 'vitest'
import { endOfOfficeDay, officeDayOf, officeToday, officeUtcOffsetHours } from './office-day'

const HOUR_MS = 3_600_000

/** Intl's reading of an instant in Toronto (its time-zone data), to check the written-out rule against. */
const toronto = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Toronto',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  hourCycle: 'h23',
  timeZoneName: 'shortOffset',
})
const intlReading = (instant: Date) => {
  const parts = Object.fromEntries(toronto.formatToParts(instant).map((part) => [part.type, part.value]))
  return {
    offset: Number(parts.timeZoneName!.replace('GMT', '')),
    day: { year: Number(parts.year), month: Number(parts.month) - 1, day: Number(parts.day) },
  }
}

describe("the office's time (Toronto)", () => {
  it('has the offset Intl gives, every hour of 1990 to 2040 (daylight time from April to October, from March to November since 2007)', () => {
    const wrong: string[] = []
    for (let time = Date.UTC(1990, 0, 1); time < Date.UTC(2041, 0, 1); time += HOUR_MS) {
      const instant = new Date(time)
      if (officeUtcOffsetHours(instant) !== intlReading(instant).offset) wrong.push(instant.toISOString())
    }
    expect(wrong).toEqual([])
  }, 30_000)

  it('reads an instant as the day it is in Toronto: 11:59 pm there is still that day', () => {
    // 11:59 pm on 1 December in Toronto, as the Appwrite console stores it.
    expect(officeDayOf(new Date('2026-12-02T04:59:00.000Z'))).toEqual({ year: 2026, month: 11, day: 1 })
    // 11:59 pm on 30 June, on daylight time.
    expect(officeDayOf(new Date('2026-07-01T03:59:00.000Z'))).toEqual({ year: 2026, month: 5, day: 30 })
    for (let time = Date.UTC(2025, 0, 1, 1); time < Date.UTC(2027, 0, 1); time += 7 * HOUR_MS) {
      const instant = new Date(time)
      if (instant.getUTCHours() === 0) continue // a plain date (below)
      expect(officeDayOf(instant), instant.toISOString()).toEqual(intlReading(instant).day)
    }
  })

  it('reads a plain date (midnight UTC, as the owner guide writes one) as written', () => {
    expect(officeDayOf(new Date('2026-06-30'))).toEqual({ year: 2026, month: 5, day: 30 })
    expect(officeDayOf(new Date('2026-01-01T00:00:00.000+00:00'))).toEqual({ year: 2026, month: 0, day: 1 })
  })

  it("ends a deadline's day at 11:59:59 pm in Toronto, with that evening's offset", () => {
    expect(endOfOfficeDay(new Date('2026-12-31'))).toBe('2026-12-31T23:59:59-05:00')
    expect(endOfOfficeDay(new Date('2026-06-30'))).toBe('2026-06-30T23:59:59-04:00')
    expect(endOfOfficeDay(new Date('2026-12-02T04:59:00.000Z'))).toBe('2026-12-01T23:59:59-05:00')
    // The days the clocks change: 8 March 2026 ends on daylight time, 1 November 2026 on standard time.
    expect(endOfOfficeDay(new Date('2026-03-08'))).toBe('2026-03-08T23:59:59-04:00')
    expect(endOfOfficeDay(new Date('2026-03-07'))).toBe('2026-03-07T23:59:59-05:00')
    expect(endOfOfficeDay(new Date('2026-11-01'))).toBe('2026-11-01T23:59:59-05:00')
    expect(endOfOfficeDay(new Date('2026-10-31'))).toBe('2026-10-31T23:59:59-04:00')
    for (const value of ['2026-03-08', '2026-11-01', '2026-07-15', '2027-01-20']) {
      const end = new Date(endOfOfficeDay(new Date(value)))
      // One second later it is the next day in Toronto.
      expect(intlReading(end).day, value).toEqual(officeDayOf(new Date(value)))
      expect(intlReading(new Date(end.getTime() + 1000)).day, value).not.toEqual(officeDayOf(new Date(value)))
    }
  })

  it("says today's day in Toronto, an instant at midnight UTC included (it is the evening before there)", () => {
    expect(officeToday(new Date('2026-12-02T03:00:00Z'))).toBe('2026-12-01')
    expect(officeToday(new Date('2026-12-02T00:00:00Z'))).toBe('2026-12-01')
    expect(officeToday(new Date('2026-12-02T05:00:00Z'))).toBe('2026-12-02')
    expect(officeToday(new Date('2026-07-01T04:00:00Z'))).toBe('2026-07-01')
  })
})
