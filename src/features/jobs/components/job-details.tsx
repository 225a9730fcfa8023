import { formatLongDate } from '../../../lib/locale-free'
import type { Job } from '../../../shared/models'
import { placeOf } from '../job-rules'
import { jobsContent } from '../jobs-content'
import styles from './job-details.module.css'

const { details } = jobsContent

/** Deadlines are calendar dates: shown as written, whatever the reader's time zone. */
const formatDeadline = (value: string) => formatLongDate(value, { utc: true }) ?? details.unknownDate

interface JobDetailsProps {
  job: Job
  /** The modal lists the title among the details; the job's page has it as its heading. */
  withTitle?: boolean
}

/** A job's details (docs/specification.md §2), 'Not specified' where a field is empty. */
export function JobDetails({ job, withTitle = true }: JobDetailsProps) {
  const salary = job.salary?.trim()
  const deadline = job.applicationDeadline?.trim()
  return (
    <section aria-label={details.heading}>
      <dl className={styles.details}>
        {withTitle && (
          <>
            <dt>{details.title}</dt>
            <dd>{job.title}</dd>
          </>
        )}
        <dt>{details.description}</dt>
        <dd className={styles.description}>{job.description}</dd>
        <dt>{details.location}</dt>
        <dd>{placeOf(job)}</dd>
        <dt>{details.industry}</dt>
        <dd>{job.trade}</dd>
        <dt>{details.salary}</dt>
        <dd>{salary || details.notSpecified}</dd>
        <dt>{details.deadline}</dt>
        <dd>{deadline ? formatDeadline(deadline) : details.notSpecified}</dd>
      </dl>
    </section>
  )
}
