import { Modal } from '../../../components/modal'
import type { Job } from '../../../shared/models'
import { jobsContent } from '../jobs-content'
import { ApplicationForm, type ApplicationDraft } from './application-form'
import { JobDetails } from './job-details'

interface ApplyModalProps {
  job: Job
  onClose: () => void
  /** What was typed and chosen when the modal last closed, and where changes go (see ApplicationForm). */
  draft: ApplicationDraft
  onDraftChange: (draft: ApplicationDraft) => void
  /** The board's modal shows the job's details above the form; the job's page shows them itself. */
  withDetails?: boolean
}

/** The job's details and the application form (docs/specification.md §2). */
export function ApplyModal({ job, onClose, draft, onDraftChange, withDetails = true }: ApplyModalProps) {
  return (
    <Modal
      open
      onClose={onClose}
      title={withDetails ? job.title : `${jobsContent.apply}: ${job.title}`}
      closeLabel="Close the application form"
    >
      {withDetails && <JobDetails job={job} />}
      <ApplicationForm job={job} onClose={onClose} draft={draft} onDraftChange={onDraftChange} />
    </Modal>
  )
}
