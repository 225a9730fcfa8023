import type { Job } from '../../../shared/models'
import { jobTiming } from '../job-rules'
import { useJobsContent } from '../use-jobs-content'
import styles from './job-timing.module.css'

/**
 * 'New' and an open job's last days to apply ('Closes in 3 days'), where they apply on `today`
 * (jobTiming): what job seekers scan a board for. Nothing otherwise.
 */
export function JobTiming({ job, today, className }: { job: Job; today: string; className?: string }) {
  const { jobsContent } = useJobsContent()
  const { isNew, daysLeft } = jobTiming(job, today)
  if (!isNew && daysLeft === undefined) return null
  return (
    <p className={className ? `${styles.timing} ${className}` : styles.timing}>
      {isNew && <span className={styles.new}>{jobsContent.newJob}</span>}
      {/* Read and copied as two phrases ('New Closes in 3 days'), not one word. */}
      {isNew && daysLeft !== undefined && ' '}
      {daysLeft !== undefined && <span className={styles.closing}>{jobsContent.closesIn(daysLeft)}</span>}
    </p>
  )
}
