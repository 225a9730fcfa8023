import { describe, expect, it, vi } from 'vitest'
import type { Job } from '../../shared/models'
import {
  checkResume,
  distinctValues,
  filterJobs,
  filtersFromParams,
  filtersToParams,
  isUsableJob,
  jobTiming,
  placeOf,
  resumeNamedForUpload,
  sortJobs,
} from './job-rules'
import { cook, makeJob, nurse, testJobs, welder, welderHelper } from './test-jobs'
import { resumeFile } from './test-resumes'

const file = (size: number, type: string) => resumeFile(size, 'f', type)

describe('checkResume (docs/specification.md §5)', () => {
  it('requires a file', () => {
    expect(checkResume(null)).toBe('noResume')
    expect(checkResume(undefined)).toBe('noResume')
  })

  it('allows application/pdf and application/msword only', () => {
    expect(checkResume(file(10, 'application/pdf'))).toBeNull()
    expect(checkResume(file(10, 'application/msword'))).toBeNull()
    expect(checkResume(file(10, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'))).toBe(
      'wrongType',
    )
    expect(checkResume(file(10, ''))).toBe('wrongType')
  })

  it('takes the type from the name where the browser gave none (some phone pickers), among the allowed only', () => {
    expect(checkResume(resumeFile(10, 'cv.pdf', ''))).toBeNull()
    expect(checkResume(resumeFile(10, 'CV.DOC', 'application/octet-stream'))).toBeNull()
    expect(checkResume(resumeFile(10, 'cv.docx', ''))).toBe('wrongType')
    expect(checkResume(resumeFile(10, 'cv', ''))).toBe('wrongType')
  })

  it('allows up to 2097152 bytes', () => {
    expect(checkResume(file(2097152, 'application/pdf'))).toBeNull()
    expect(checkResume(file(2097153, 'application/pdf'))).toBe('tooLarge')
  })

  it('refuses an empty file, after the type', () => {
    expect(checkResume(file(0, 'application/pdf'))).toBe('emptyFile')
    expect(checkResume(file(0, 'text/plain'))).toBe('wrongType')
  })

  it('reports the type before the size', () => {
    expect(checkResume(file(9_000_000, 'image/png'))).toBe('wrongType')
  })
})

describe('resumeNamedForUpload: the name the bucket checks', () => {
  it("adds the type's extension to a name without it (a PDF renamed on a phone's drive, an RTF typed as Word)", async () => {
    expect(resumeNamedForUpload(resumeFile(10, 'Resume – Jean', 'application/pdf')).name).toBe('Resume – Jean.pdf')
    const chosen = resumeFile(10, 'cv.rtf', 'application/msword')
    const rtf = resumeNamedForUpload(chosen)
    expect([rtf.name, rtf.type]).toEqual(['cv.rtf.doc', 'application/msword'])
    expect(new Uint8Array(await rtf.arrayBuffer())).toEqual(new Uint8Array(await chosen.arrayBuffer()))
  })

  it('keeps a name that has it already, in any case, and the same file', () => {
    for (const [name, type] of [
      ['cv.pdf', 'application/pdf'],
      ['CV.DOC', 'application/msword'],
      ['cv.pdf', ''],
    ] as const) {
      const chosen = resumeFile(10, name, type)
      expect(resumeNamedForUpload(chosen)).toBe(chosen)
    }
  })
})

describe('filterJobs (docs/specification.md §2)', () => {
  it('returns every job with no filter', () => {
    expect(filterJobs(testJobs, { q: '', location: '', province: '' })).toHaveLength(testJobs.length)
  })

  it('combines title search, location and province with AND', () => {
    expect(filterJobs(testJobs, { q: 'WELD', location: '', province: '' })).toEqual([welder, welderHelper])
    expect(filterJobs(testJobs, { q: 'weld', location: 'Toronto', province: '' })).toEqual([welderHelper])
    expect(filterJobs(testJobs, { q: 'weld', location: 'Toronto', province: 'BC' })).toEqual([])
    expect(filterJobs(testJobs, { q: '', location: '', province: 'AB' })).toEqual([cook])
  })

  it('searches the title only', () => {
    expect(filterJobs(testJobs, { q: 'healthcare', location: '', province: '' })).toEqual([])
    expect(filterJobs(testJobs, { q: 'nurse', location: '', province: '' })).toEqual([nurse])
  })
})

describe('filters in the address', () => {
  it('round-trips through the query string, leaving out empty filters', () => {
    const params = filtersToParams({ q: 'cook', location: '', province: 'AB' })
    expect(params.toString()).toBe('q=cook&province=AB')
    expect(filtersFromParams(params)).toEqual({ q: 'cook', location: '', province: 'AB' })
  })

  it('the saved jobs are ?saved=1, with any other filter', () => {
    const params = filtersToParams({ q: 'weld', location: '', province: '', saved: true })
    expect(params.toString()).toBe('q=weld&saved=1')
    expect(filtersFromParams(params)).toEqual({ q: 'weld', location: '', province: '', saved: true })
    expect(filtersFromParams(new URLSearchParams('saved=yes'))).toEqual({ q: '', location: '', province: '' })
  })

  it('the order by closing date is ?sort=closing; any other order asked for is the default', () => {
    const params = filtersToParams({ q: '', location: '', province: 'ON', sort: 'closing' })
    expect(params.toString()).toBe('province=ON&sort=closing')
    expect(filtersFromParams(params)).toEqual({ q: '', location: '', province: 'ON', sort: 'closing' })
    expect(filtersFromParams(new URLSearchParams('sort=salary'))).toEqual({ q: '', location: '', province: '' })
  })
})

describe('sortJobs: by closing date', () => {
  const today = '2026-11-28'
  const job = (id: string, fields: Partial<Job> = {}) => makeJob({ $id: id, title: id, ...fields })
  // In the board's order (newest first).
  const board = [
    job('no-deadline'),
    job('closes-in-december', { applicationDeadline: '2026-12-15' }),
    job('closed-by-owner', { applicationDeadline: '2026-11-30', isAcceptingApplications: false }),
    job('closes-today', { applicationDeadline: '2026-11-28' }),
    job('closed-yesterday', { applicationDeadline: '2026-11-27' }),
    job('also-no-deadline'),
    job('closes-on-the-16th', { applicationDeadline: '2026-12-16' }),
    // 04:59 on the 16th in UTC: the 15th at the office, in Toronto.
    job('closes-late-on-the-15th', { applicationDeadline: '2026-12-15T23:59:00.000-05:00' }),
  ]

  it('puts the open jobs with a deadline first, soonest first; then those without; then those closed', () => {
    expect(sortJobs(board, 'closing', today).map((each) => each.$id)).toEqual([
      'closes-today',
      'closes-in-december',
      'closes-late-on-the-15th',
      'closes-on-the-16th',
      'no-deadline',
      'also-no-deadline',
      'closed-by-owner',
      'closed-yesterday',
    ])
  })

  it('puts the jobs a saved list no longer finds on the board with the closed ones', () => {
    const gone = new Map([['closes-today', 'gone']])
    expect(sortJobs(board, 'closing', today, gone)[0]!.$id).toBe('closes-in-december')
    // With those closed, in the list's order.
    expect(
      sortJobs(board, 'closing', today, gone)
        .slice(-3)
        .map((each) => each.$id),
    ).toEqual(['closed-by-owner', 'closes-today', 'closed-yesterday'])
  })

  it('keeps the list as it is by default', () => {
    expect(sortJobs(board, undefined, today)).toBe(board)
  })

  it('judges open and closed by the day it is given, at the office', () => {
    expect(
      sortJobs(board, 'closing', '2026-11-29')
        .slice(0, 2)
        .map((each) => each.$id),
    ).toEqual(['closes-in-december', 'closes-late-on-the-15th'])
  })
})

describe('distinctValues and placeOf', () => {
  it('lists distinct non-empty values, sorted', () => {
    expect(distinctValues([...testJobs, { ...cook, location: '' }], 'location')).toEqual([
      'Calgary',
      'Hamilton',
      'Toronto',
      'Vancouver',
    ])
  })

  it("writes 'location, province', in French 'location (province)'", () => {
    expect(placeOf(welder)).toBe('Hamilton, ON')
    expect(placeOf({ location: 'Remote', province: '' })).toBe('Remote')
    expect(placeOf({ location: ' ', province: 'Quebec' }, {}, 'fr')).toBe('Quebec')
    const names = { 'Quebec City': 'Québec', Quebec: 'Québec' }
    expect(placeOf({ location: 'Quebec City', province: 'Quebec' }, names, 'fr')).toBe('Québec (Québec)')
    expect(placeOf({ location: 'Hamilton', province: 'Ontario' }, names, 'fr')).toBe('Hamilton (Ontario)')
  })
})

describe('isUsableJob', () => {
  it('takes a job in English or French, or with no language (English)', () => {
    for (const language of ['en', 'fr', null, undefined] as const)
      expect(isUsableJob({ ...welder, language })).toBe(true)
  })

  it('skips a job whose language appwrite.json does not allow, with its warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(isUsableJob({ ...welder, language: 'FR' } as unknown as Job)).toBe(false)
    expect(warn).toHaveBeenCalledWith(`Skipped job "${welder.$id}": its language is missing or not valid.`)
  })
})

describe('jobTiming: new on the board, and the last days to apply', () => {
  const job = {
    $createdAt: '2026-11-20T15:00:00.000Z',
    isAcceptingApplications: true,
    applicationDeadline: '2026-12-04T12:00:00.000Z',
  }

  it('is new for the seven office days from the day it was posted', () => {
    expect(jobTiming(job, '2026-11-20').isNew).toBe(true)
    expect(jobTiming(job, '2026-11-26').isNew).toBe(true)
    expect(jobTiming(job, '2026-11-27').isNew).toBe(false)
    // Posted at 22:30 on the 20th in Toronto (the 21st in UTC): its week at the office ends on the 26th.
    expect(jobTiming({ ...job, $createdAt: '2026-11-21T03:30:00.000Z' }, '2026-11-27').isNew).toBe(false)
    expect(jobTiming({ ...job, $createdAt: 'soon' }, '2026-11-20').isNew).toBe(false)
    // A closed job says it is closed, not new.
    expect(jobTiming({ ...job, isAcceptingApplications: false }, '2026-11-20').isNew).toBe(false)
  })

  it('counts the days left in the deadline’s last week, 0 on its day, none once it is closed', () => {
    expect(jobTiming(job, '2026-11-26').daysLeft).toBeUndefined()
    expect(jobTiming(job, '2026-11-27').daysLeft).toBe(7)
    expect(jobTiming(job, '2026-12-03').daysLeft).toBe(1)
    expect(jobTiming(job, '2026-12-04').daysLeft).toBe(0)
    expect(jobTiming(job, '2026-12-05').daysLeft).toBeUndefined()
    expect(jobTiming({ ...job, isAcceptingApplications: false }, '2026-12-03').daysLeft).toBeUndefined()
    expect(jobTiming({ ...job, applicationDeadline: null }, '2026-12-03').daysLeft).toBeUndefined()
  })

  it('says it in the page’s language', async () => {
    const { jobsContent } = await import('./jobs-content')
    const { jobsContent: french } = await import('./jobs-content.fr')
    expect([0, 1, 3].map(jobsContent.closesIn)).toEqual(['Last day to apply', 'Closes tomorrow', 'Closes in 3 days'])
    expect([0, 1, 3].map(french.closesIn)).toEqual([
      'Dernier jour pour postuler',
      'Se termine demain',
      'Se termine dans 3\u00a0jours',
    ])
  })
})
