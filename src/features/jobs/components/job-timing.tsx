import { formatLongDate } from '../../../lib/locale-free'
import { useLocale } from '../../../i18n/translatable'
import type { Job } from '../../../shared/models'
import { jobTiming } from '../job-rules'
import { useJobsContent } from '../use-jobs-content'
import styles from './job-timing.module.css'

interface JobTimingProps {
  job: Job
  /** The office's day the card or page is drawn for. */
  today: string
  /** When the visitor last sent an application for it from this device (my-jobs.ts). */
  sentAt?: number
  /** Only when the visitor applied: a job shown as it was saved, whose dates no list confirms. */
  sentOnly?: boolean
  className?: string
}

/**
 * 'New' and an open job's last days to apply ('Closes in 3 days'), where they apply on `today`
 * (jobTiming), and 'Applied on …' for a job applied to from here: what job seekers scan a board for.
 * Nothing otherwise.
 */
export function JobTiming({ job, today, sentAt, sentOnly = false, className }: JobTimingProps) {
  const { jobsContent } = useJobsContent()
  const locale = useLocale()
  const { isNew, daysLeft } = sentOnly ? { isNew: false, daysLeft: undefined } : jobTiming(job, today)
  const sentOn = sentAt === undefined ? undefined : formatLongDate(sentAt, { locale })
  const phrases = [
    isNew && (
      <span key="new" className={styles.new}>
        {jobsContent.newJob}
      </span>
    ),
    daysLeft !== undefined && (
      <span key="closing" className={styles.closing}>
        {jobsContent.closesIn(daysLeft)}
      </span>
    ),
    sentOn && (
      <span key="sent" className={styles.sent}>
        {jobsContent.applicationSent(sentOn)}
      </span>
    ),
  ].filter(Boolean)
  if (phrases.length === 0) return null
  return (
    <p className={className ? `${styles.timing} ${className}` : styles.timing}>
      {/* Read and copied as phrases ('New Closes in 3 days'), not one word. */}
      {phrases.flatMap((phrase, index) => (index === 0 ? [phrase] : [' ', phrase]))}
    </p>
  )
}
