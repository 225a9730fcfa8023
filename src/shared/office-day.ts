// The office's calendar day for a record's date (a post's publication, a job's deadline), written out
// without Intl (src/lib/locale-free.ts says why). A built page must read the same on every reader's
// machine, and the owner enters these dates in Toronto: the Appwrite console turns 11:59 pm on
// 1 December into 04:59 the next day in UTC, which a UTC reading showed as 2 December.

const HOUR_MS = 3_600_000

/** The UTC instant of the `nth` Sunday (1-based) of a month, at `hourUtc`. */
function nthSunday(year: number, month: number, nth: number, hourUtc: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay()
  const day = 1 + ((7 - firstWeekday) % 7) + 7 * (nth - 1)
  return Date.UTC(year, month, day, hourUtc)
}

/** The UTC instant of a month's last Sunday, at `hourUtc`. */
function lastSunday(year: number, month: number, hourUtc: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0))
  return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), hourUtc)
}

/**
 * Toronto's offset from UTC, in hours, at an instant: Eastern Time, on daylight time from 2:00 EST to
 * 2:00 EDT: since 2007 from the second Sunday of March to the first Sunday of November, before that
 * (from 1987, and used for earlier years too) from the first Sunday of April to the last of October.
 */
export function officeUtcOffsetHours(instant: Date): -4 | -5 {
  const year = instant.getUTCFullYear()
  const time = instant.getTime()
  const [start, end] =
    year >= 2007
      ? [nthSunday(year, 2, 2, 7), nthSunday(year, 10, 1, 6)]
      : [nthSunday(year, 3, 1, 7), lastSunday(year, 9, 6)]
  return time >= start && time < end ? -4 : -5
}

export interface CalendarDay {
  year: number
  /** 0 for January, as Date counts. */
  month: number
  day: number
}

/** A value at exactly midnight UTC names a date ('2026-06-30', as the owner guide writes it): read as written. */
const namesADate = (date: Date) => date.getTime() % (24 * HOUR_MS) === 0

/** The calendar day an instant falls on in Toronto. */
function officeDayAt(instant: Date): CalendarDay {
  const local = new Date(instant.getTime() + officeUtcOffsetHours(instant) * HOUR_MS)
  return { year: local.getUTCFullYear(), month: local.getUTCMonth(), day: local.getUTCDate() }
}

/** The calendar day a date names at the office: a plain date as written, any other instant in Toronto's time. */
export function officeDayOf(date: Date): CalendarDay {
  return namesADate(date)
    ? { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() }
    : officeDayAt(date)
}

const twoDigits = (value: number) => String(value).padStart(2, '0')

/** A day as 'YYYY-MM-DD': two of them compare as strings as the days do. */
export const dayKey = ({ year, month, day }: CalendarDay): string =>
  `${String(year).padStart(4, '0')}-${twoDigits(month + 1)}-${twoDigits(day)}`

/** Today at the office (dayKey), whatever the reader's time zone. */
export const officeToday = (now: Date = new Date()): string => dayKey(officeDayAt(now))

/**
 * The last moment of that day at the office, e.g. '2026-06-30T23:59:59-04:00': a deadline is the last
 * day to apply, so a job board lists the job until that day has ended in Toronto.
 */
export function endOfOfficeDay(date: Date): string {
  const { year, month, day } = officeDayOf(date)
  // The offset in force at that day's end: the clocks change only at 06:00–07:00 UTC, so 04:00 UTC the
  // next day (that evening's 11 pm or midnight in Toronto) has it.
  const offset = officeUtcOffsetHours(new Date(Date.UTC(year, month, day + 1, 4)))
  return `${dayKey({ year, month, day })}T23:59:59-${twoDigits(-offset)}:00`
}
