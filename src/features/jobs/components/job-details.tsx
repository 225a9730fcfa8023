import { useLocale } from '../../../i18n/translatable'
import { langAttributeOf } from '../../../shared/content-language'
import type { Job } from '../../../shared/models'
import { detailValues, employerOf } from '../job-rules'
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
  const { place, salary, deadline } = detailValues(job, locale, details, placeNames)
  const employer = employerOf(job)
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
        <dd>{place}</dd>
        <dt>{details.industry}</dt>
        <dd lang={lang}>{job.trade}</dd>
        {/* Named only where the client agrees to it; the description speaks of "our client" otherwise. */}
        {employer && (
          <>
            <dt>{details.employer}</dt>
            <dd lang={lang}>{employer}</dd>
          </>
        )}
        <dt>{details.salary}</dt>
        <dd>{salary}</dd>
        <dt>{details.deadline}</dt>
        <dd>{deadline}</dd>
      </dl>
    </section>
  )
}
