import { BreakAfter } from '../../../components/break-after'
import { memo, useId } from 'react'
import { Link } from '../../../components/link'
import { paths } from '../../../config/paths'
import { useLocale } from '../../../i18n/translatable'
import { OPENED_FROM_LIST } from '../../../lib/history-entry'
import { langAttributeOf } from '../../../shared/content-language'
import type { Job } from '../../../shared/models'
import { takesApplications } from '../../../shared/taking-applications'
import { formatSalary } from '../../../lib/locale-free'
import { useOfficeToday } from '../../../lib/use-office-today'
import { placeOf } from '../job-rules'
import { useJobsContent } from '../use-jobs-content'
import { ApplyButton } from './apply-button'
import type { NotListed } from '../my-jobs'
import { JobTiming } from './job-timing'
import { SaveJobButton } from './save-job-button'
import styles from './job-card.module.css'

interface JobCardProps {
  job: Job
  onApply: (job: Job) => void
  /** The visitor saved it. */
  saved: boolean
  /** When the visitor last applied to it from here. */
  sentAt?: number
  onSave: (job: Job, keep: boolean) => void
  /**
   * A saved job shown as it was saved (my-jobs.ts), without Apply: 'gone' from the board (and its page's
   * link), or 'unchecked' against the list at hand.
   */
  notListed?: NotListed
}

/**
 * Title (a link to the job's own page), trade, 'location, province', the salary where one is given,
 * 'New', its last days to apply and when the visitor applied, where they apply, and Apply or
 * 'Not accepting applications' (so too once its deadline has passed), with Save while it is open or
 * saved. Kept cheap: boards can be long.
 */
export const JobCard = memo(function JobCard({ job, onApply, saved, sentAt, onSave, notListed }: JobCardProps) {
  const { jobsContent } = useJobsContent()
  // A job in the other language than the page's says so on its own words (the buttons are the page's).
  const locale = useLocale()
  const lang = langAttributeOf(job, locale)
  const today = useOfficeToday()
  const gone = notListed === 'gone'
  const open = !notListed && takesApplications(job, today)
  const salary = job.salary?.trim()
  // A board may list two Welders: the place tells their links and buttons apart to a screen reader.
  const placeId = useId()
  return (
    <article className={styles.card} data-testid="job-card">
      <h2 className={styles.title} lang={lang}>
        {gone ? (
          <BreakAfter text={job.title} />
        ) : (
          <Link to={paths.job(job.$id)} state={OPENED_FROM_LIST} aria-describedby={placeId}>
            <BreakAfter text={job.title} />
          </Link>
        )}
      </h2>
      <p className={styles.trade} lang={lang}>
        {job.trade}
      </p>
      <p id={placeId} className={styles.place}>
        {placeOf(job, jobsContent.placeNames, locale)}
      </p>
      {/* What it pays, where the employer said: the first thing many compare. */}
      {salary && <p className={styles.salary}>{formatSalary(salary, locale)}</p>}
      {/* A job shown as saved: only when the visitor applied, its timing not being known. */}
      <JobTiming job={job} today={today} sentAt={sentAt} sentOnly={notListed !== undefined} className={styles.timing} />
      <div className={styles.footer}>
        {open ? (
          <ApplyButton job={job} onApply={onApply} describedBy={placeId} />
        ) : notListed === 'unchecked' ? (
          <p className={styles.unchecked}>{jobsContent.savedUnchecked}</p>
        ) : (
          <p className={styles.closed}>{gone ? jobsContent.savedGone : jobsContent.notAccepting}</p>
        )}
        {(open || saved) && <SaveJobButton job={job} saved={saved} onSave={onSave} describedBy={placeId} />}
      </div>
    </article>
  )
})
