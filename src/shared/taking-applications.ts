// Whether a job takes applications today: the one rule for the board, the job's page, its JobPosting
// and the tests that pick an open job from the demo data.
import { recordLanguage } from './content-language'
import type { Job } from './models'
import { dayKey, officeDayOf, officeToday } from './office-day'

/**
 * Whether a job takes applications on `today` (officeToday's day): while the owner says so, and until
 * its deadline's day has ended at the office. A deadline that cannot be read closes nothing.
 */
export function takesApplications(
  job: Pick<Job, 'isAcceptingApplications' | 'applicationDeadline'>,
  today: string,
): boolean {
  if (job.isAcceptingApplications !== true) return false
  const deadline = job.applicationDeadline ? new Date(job.applicationDeadline) : null
  return !deadline || Number.isNaN(deadline.getTime()) || dayKey(officeDayOf(deadline)) >= today
}

/** takesApplications, today at the office. */
export const takesApplicationsToday = (job: Pick<Job, 'isAcceptingApplications' | 'applicationDeadline'>): boolean =>
  takesApplications(job, officeToday())

/**
 * The jobs a job's page offers (src/shared/record-neighbours.ts): open ones, the heading says so, in the
 * job's own language, whose reader reads it.
 */
export const openJobsLike =
  (job: Pick<Job, 'language'>, today: string) =>
  (other: Job): boolean =>
    recordLanguage(other) === recordLanguage(job) && takesApplications(other, today)
