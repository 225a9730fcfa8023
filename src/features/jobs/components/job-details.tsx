import { useLocale } from '../../../i18n/translatable'
import { formatLongDate, formatSalary } from '../../../lib/locale-free'
import { langAttributeOf } from '../../../shared/content-language'
import type { Job } from '../../../shared/models'
import { placeOf } from '../job-rules'
import { useJobsContent } from '../use-jobs-content'
import styles from './job-details.module.css'

interface JobDetailsProps {
  job: Job
  /** The modal lists the title among the details; the job's page has it as its heading. */
  withTitle?: boolean
}

/** A job's details (docs/specification.md §2), 'Not specified' where a field is empty. */
export function JobDetails({ job, withTitle = true }: JobDetailsProps) {
  const locale = useLocale()
  const { details, placeNames } = useJobsContent().jobsContent
  // The job's own words in the other language than the page's say so; the salary and the deadline are
  // written in the page's language.
  const lang = langAttributeOf(job, locale)
  const salary = job.salary?.trim()
  const deadline = job.applicationDeadline?.trim()
  // The office's day, whatever the reader's time zone.
  const formatDeadline = (value: string) => formatLongDate(value, { atOffice: true, locale }) ?? details.unknownDate
  return (
    <section aria-label={details.heading}>
      <dl className={styles.details}>
        {withTitle && (
          <>
            <dt>{details.title}</dt>
            <dd lang={lang}>{job.title}</dd>
          </>
        )}
        <dt>{details.description}</dt>
        <dd className={styles.description} lang={lang}>
          {job.description}
        </dd>
        <dt>{details.location}</dt>
        <dd>{placeOf(job, placeNames, locale)}</dd>
        <dt>{details.industry}</dt>
        <dd lang={lang}>{job.trade}</dd>
        <dt>{details.salary}</dt>
        <dd>{salary ? formatSalary(salary, locale) : details.salaryNotSpecified}</dd>
        <dt>{details.deadline}</dt>
        <dd>{deadline ? formatDeadline(deadline) : details.deadlineNotSpecified}</dd>
      </dl>
    </section>
  )
}
