import { Modal } from '../../../components/modal'
import { formatLongDate } from '../../../lib/locale-free'
import type { Job } from '../../../shared/models'
import { placeOf } from '../job-rules'
import { jobsContent } from '../jobs-content'
import { ApplicationForm, type ApplicationDraft } from './application-form'
import styles from './apply-modal.module.css'

interface ApplyModalProps {
  job: Job
  onClose: () => void
  /** What was typed and chosen when the modal last closed, and where changes go (see ApplicationForm). */
  draft: ApplicationDraft
  onDraftChange: (draft: ApplicationDraft) => void
}

const { details } = jobsContent

/** Deadlines are calendar dates: shown as written, whatever the reader's time zone. */
const formatDeadline = (value: string) => formatLongDate(value, { utc: true }) ?? details.unknownDate

/** The job's details and the application form (docs/specification.md §2). */
export function ApplyModal({ job, onClose, draft, onDraftChange }: ApplyModalProps) {
  const salary = job.salary?.trim()
  const deadline = job.applicationDeadline?.trim()
  return (
    <Modal open onClose={onClose} title={job.title} closeLabel="Close the application form">
      <section aria-label={details.heading}>
        <dl className={styles.details}>
          <dt>{details.title}</dt>
          <dd>{job.title}</dd>
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
      <ApplicationForm job={job} onClose={onClose} draft={draft} onDraftChange={onDraftChange} />
    </Modal>
  )
}
