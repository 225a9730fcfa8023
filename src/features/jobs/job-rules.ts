import {
  ALLOWED_RESUME_EXTENSIONS,
  ALLOWED_RESUME_MIME_TYPES,
  MAX_RESUME_BYTES,
  RESUME_HEAD_BYTES,
  resumeContentMatches,
} from '../../shared/resume-rules'
import { isContentLanguage, isOptionalContentLanguage, recordLanguage } from '../../shared/content-language'
import type { Locale } from '../../shared/locales'
import type { ContentLanguage, Job } from '../../shared/models'
import { compareNames, formatLongDate, formatSalary, readableDate } from '../../lib/locale-free'
import { dayKey, officeDayOf } from '../../shared/office-day'
import { takesApplications } from '../../shared/taking-applications'
import { searchNeedle, titleHolds } from '../../lib/title-search'
import { hasRequiredFields, isFlag, isText } from '../../lib/required-fields'

export interface JobFilters {
  /** A substring of the title, whatever the case and the accents. */
  q: string
  location: string
  province: string
  /**
   * Only the jobs written in this language. Without it (the default) the board shows every job, those
   * of the page's language first: most jobs in Canada are open to either language's readers, so a
   * French reader still sees the English ones (and the other way round), after their own.
   */
  language?: ContentLanguage
  /** The saved jobs only (my-jobs.ts), as ?saved=1; the other filters narrow them in turn. */
  saved?: true
  /** The order: the list's own (newest first) by default, or by closing date, soonest first. */
  sort?: 'closing'
}

export const FILTER_KEYS = [
  'q',
  'location',
  'province',
  'language',
  'sort',
] as const satisfies readonly (keyof JobFilters)[]

export function filtersFromParams(params: URLSearchParams): JobFilters {
  const filters: JobFilters = {
    q: params.get('q') ?? '',
    location: params.get('location') ?? '',
    province: params.get('province') ?? '',
  }
  const language = params.get('language')
  if (isContentLanguage(language)) filters.language = language
  if (params.get('saved') === '1') filters.saved = true
  if (params.get('sort') === 'closing') filters.sort = 'closing'
  return filters
}

/** Only the filters in use go into the address, so /jobs stays /jobs until someone filters. */
export function filtersToParams(filters: JobFilters): URLSearchParams {
  const params = new URLSearchParams()
  for (const key of FILTER_KEYS) if (filters[key]) params.set(key, filters[key])
  if (filters.saved) params.set('saved', '1')
  return params
}

/** docs/specification.md §2: title search, location and province, combined with AND. */
export function filterJobs(jobs: readonly Job[], { q, location, province, language }: JobFilters): Job[] {
  const needle = searchNeedle(q)
  if (!needle && !location && !province && !language) return jobs as Job[]
  return jobs.filter(
    (job) =>
      (!location || job.location === location) &&
      (!province || job.province === province) &&
      (!language || recordLanguage(job) === language) &&
      (!needle || titleHolds(job, needle)),
  )
}

/**
 * The jobs in the order `sort` asks, on `today` (officeToday's day). By closing date: the open jobs
 * with a deadline, soonest first; then the open jobs without one; then those no longer taking
 * applications, and the saved ones the board no longer lists (`notListed`). Jobs that tie keep their
 * order in the list.
 */
export function sortJobs(
  jobs: readonly Job[],
  sort: JobFilters['sort'],
  today: string,
  notListed?: ReadonlyMap<string, unknown>,
): readonly Job[] {
  if (sort !== 'closing') return jobs
  const keyed = jobs.map((job, index) => {
    if (!takesApplications(job, today) || notListed?.has(job.$id)) return { job, index, group: 2, day: '' }
    const deadline = readableDate(job.applicationDeadline)
    return deadline ? { job, index, group: 0, day: dayKey(officeDayOf(deadline)) } : { job, index, group: 1, day: '' }
  })
  keyed.sort((a, b) => a.group - b.group || (a.day < b.day ? -1 : a.day > b.day ? 1 : 0) || a.index - b.index)
  return keyed.map(({ job }) => job)
}

/** The distinct non-empty values of a field, sorted for the dropdowns. */
export function distinctValues(jobs: readonly Job[], field: 'location' | 'province'): string[] {
  const values = new Set<string>()
  for (const job of jobs) {
    const value = job[field]
    if (typeof value === 'string' && value.trim()) values.add(value)
  }
  return [...values].sort(compareNames)
}

export type ResumeProblem = 'noResume' | 'wrongType' | 'tooLarge' | 'emptyFile' | 'unreadable'

/**
 * docs/specification.md §5, in its order: present, then type, then size (2097152 bytes is allowed). An
 * empty file, which the backend refuses (Appwrite's storage_file_empty), is caught with the size.
 */
export function checkResume(file: File | null | undefined): ResumeProblem | null {
  if (!file) return 'noResume'
  if (!(ALLOWED_RESUME_MIME_TYPES as readonly string[]).includes(resumeTypeOf(file))) return 'wrongType'
  if (file.size > MAX_RESUME_BYTES) return 'tooLarge'
  if (file.size === 0) return 'emptyFile'
  return null
}

/**
 * The file's type, or, where the browser gave none (some Android pickers give '' or
 * application/octet-stream for a genuine PDF), the one its name's extension gives among the allowed.
 */
export function resumeTypeOf(file: File): string {
  if (file.type && file.type !== 'application/octet-stream') return file.type
  const extension = /\.([^./]+)$/.exec(file.name)?.[1]?.toLowerCase()
  const at = (ALLOWED_RESUME_EXTENSIONS as readonly string[]).indexOf(extension ?? '')
  return at === -1 ? file.type : ALLOWED_RESUME_MIME_TYPES[at]!
}

/**
 * The resume as the bucket takes it: Appwrite checks only the name's extension (pdf, doc), so a PDF
 * whose name has none (a renamed file from a phone's cloud drive) or an RTF typed as Word gets its
 * type's extension added, rather than a refusal after the upload that choosing it again cannot mend.
 */
export function resumeNamedForUpload(file: File): File {
  const type = resumeTypeOf(file)
  const extension = ALLOWED_RESUME_EXTENSIONS[(ALLOWED_RESUME_MIME_TYPES as readonly string[]).indexOf(type)]
  if (!extension || file.name.toLowerCase().endsWith(`.${extension}`)) return file
  return new File([file], `${file.name}.${extension}`, { type, lastModified: file.lastModified })
}

/**
 * After checkResume: whether the file's content is the type its name gives (a program renamed .pdf is
 * 'wrongType', the specification's alert for a file that is not PDF or Word). A file that cannot be
 * read (changed, moved or deleted since it was chosen) is 'unreadable': its upload would fail at every
 * try, and the visitor must choose it again.
 */
export async function checkResumeContent(file: File): Promise<'wrongType' | 'unreadable' | null> {
  let head: Uint8Array
  try {
    head = new Uint8Array(await file.slice(0, RESUME_HEAD_BYTES).arrayBuffer())
  } catch (error) {
    // The browser's own refusal (NotReadableError, NotFoundError); a browser without Blob.arrayBuffer
    // lets the upload try.
    return error instanceof DOMException ? 'unreadable' : null
  }
  return resumeContentMatches(resumeTypeOf(file), head) ? null : 'wrongType'
}

/**
 * A job the board can show: the fields appwrite.json requires are there. Another is skipped with one
 * warning, and the rest of the board shows as usual.
 */
export const isUsableJob = (job: Job): boolean =>
  hasRequiredFields('job', job, {
    title: isText,
    description: isText,
    trade: isText,
    location: isText,
    province: isText,
    isAcceptingApplications: isFlag,
    isPublic: isFlag,
    // Optional; a value appwrite.json does not allow is skipped rather than shown as English.
    language: isOptionalContentLanguage,
  })

/** A value on one line without stray spaces, as it was meant. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim()

/**
 * A job's place as the board compares it: a space left at an end or doubled (a paste into the
 * console) made 'Toronto ' a second Toronto in the dropdown, which the others' filter missed, and a
 * province no translation knew.
 */
export function tidyJob(job: Job): Job {
  const [location, province] = [oneLine(job.location), oneLine(job.province)]
  return location === job.location && province === job.province ? job : { ...job, location, province }
}

/** A place as the page's language names it (`names`: the content's placeNames), else as stored. */
export const placeName = (value: string, names: Readonly<Record<string, string>>): string =>
  Object.hasOwn(names, value) ? names[value]! : value

/**
 * 'location, province', leaving out whichever is empty, each named as the page's language names it
 * (`names`: the content's placeNames; a place not listed is shown as stored). French puts the province
 * in parentheses: 'Montréal (Québec)'.
 */
export function placeOf(
  job: Pick<Job, 'location' | 'province'>,
  names: Readonly<Record<string, string>> = {},
  locale: Locale = 'en',
): string {
  const [place, province] = [job.location, job.province].map((part) => placeName(part, names).trim())
  if (!place || !province) return place || province || ''
  return locale === 'fr' ? `${place} (${province})` : `${place}, ${province}`
}

/** How many office days a job is new on the board, and how many before its deadline are its last. */
const NEW_FOR_DAYS = 7
const LAST_DAYS = 7

/** Office days ('2026-11-28') from one to the other. */
const daysFrom = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000)

export interface JobTiming {
  /** Taking applications, and posted within the last NEW_FOR_DAYS office days. */
  isNew: boolean
  /** Its deadline a week away or nearer (LAST_DAYS office days or fewer): the days left (0: today is the last). */
  daysLeft?: number
}

/**
 * What a card says of an open job's time on `today` (officeToday's day): new, and its last days to
 * apply. A closed job is neither: it says it is closed.
 */
export function jobTiming(
  job: Pick<Job, '$createdAt' | 'isAcceptingApplications' | 'applicationDeadline'>,
  today: string,
): JobTiming {
  if (!takesApplications(job, today)) return { isNew: false }
  const posted = readableDate(job.$createdAt)
  const age = posted ? daysFrom(dayKey(officeDayOf(posted)), today) : undefined
  const isNew = age !== undefined && age >= 0 && age < NEW_FOR_DAYS
  const deadline = readableDate(job.applicationDeadline)
  const daysLeft = deadline ? daysFrom(today, dayKey(officeDayOf(deadline))) : undefined
  return daysLeft !== undefined && daysLeft <= LAST_DAYS ? { isNew, daysLeft } : { isNew }
}

/** The words a job's details fall back on (jobsContent.details). */
interface DetailWords {
  salaryNotSpecified: string
  deadlineNotSpecified: string
  unknownDate: string
}

/**
 * A job's place, salary and deadline as its page writes them in `locale` (JobDetails, and the jobs
 * feed): 'Not specified' where a field is empty; the deadline the office's day.
 */
/** The employer a job names, as the owner wrote it (plain text), or none: the page and its JobPosting say the same. */
export const employerOf = (job: Pick<Job, 'employer'>): string | undefined => job.employer?.trim() || undefined

export function detailValues(
  job: Pick<Job, 'location' | 'province' | 'salary' | 'applicationDeadline'>,
  locale: Locale,
  words: DetailWords,
  placeNames: Readonly<Record<string, string>> = {},
) {
  const salary = job.salary?.trim()
  const deadline = job.applicationDeadline?.trim()
  return {
    place: placeOf(job, placeNames, locale),
    salary: salary ? formatSalary(salary, locale) : words.salaryNotSpecified,
    deadline: deadline
      ? (formatLongDate(deadline, { atOffice: true, locale }) ?? words.unknownDate)
      : words.deadlineNotSpecified,
  }
}
