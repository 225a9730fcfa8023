import { describe, expect, it } from 'vitest'
import { takesApplications } from './taking-applications'

describe('takesApplications', () => {
  const job = (applicationDeadline: string | null, isAcceptingApplications = true) => ({
    applicationDeadline,
    isAcceptingApplications,
  })

  it("takes them while the owner says so, until the deadline's day has ended at the office", () => {
    expect(takesApplications(job(null), '2026-12-01')).toBe(true)
    expect(takesApplications(job(null, false), '2026-12-01')).toBe(false)
    expect(takesApplications(job('2026-12-01', false), '2026-11-01')).toBe(false)
    expect(takesApplications(job('2026-12-01'), '2026-11-30')).toBe(true)
    expect(takesApplications(job('2026-12-01'), '2026-12-01')).toBe(true)
    expect(takesApplications(job('2026-12-01'), '2026-12-02')).toBe(false)
  })

  it('reads a deadline entered in Toronto as its day there, not in UTC', () => {
    // 11:59 pm on 1 December in Toronto, as the Appwrite console stores it.
    expect(takesApplications(job('2026-12-02T04:59:00.000Z'), '2026-12-01')).toBe(true)
    expect(takesApplications(job('2026-12-02T04:59:00.000Z'), '2026-12-02')).toBe(false)
  })

  it('closes nothing on a deadline it cannot read', () => {
    expect(takesApplications(job('soon'), '2026-12-01')).toBe(true)
  })
})
