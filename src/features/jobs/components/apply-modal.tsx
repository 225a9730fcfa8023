import { BreakAfter } from '../../../components/break-after'
import { Modal } from '../../../components/modal'
import { useLocale } from '../../../i18n/translatable'
import { langAttributeOf } from '../../../shared/content-language'
import type { Job } from '../../../shared/models'
import { useJobsContent } from '../use-jobs-content'
import { applicationEntry } from '../hooks/use-application-draft'
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
  const { jobsContent } = useJobsContent()
  const locale = useLocale()
  // The job's title in its own language (a screen reader's voice), the words around it in the page's.
  const title = (
    <span lang={langAttributeOf(job, locale)}>
      <BreakAfter text={job.title} />
    </span>
  )
  return (
    <Modal
      open
      onClose={onClose}
      title={
        withDetails ? (
          title
        ) : (
          <>
            {jobsContent.apply}
            {jobsContent.colon}
            {title}
          </>
        )
      }
      closeLabel={jobsContent.form.closeLabel}
      entryName={applicationEntry(job)}
    >
      {withDetails && <JobDetails job={job} />}
      <ApplicationForm job={job} onClose={onClose} draft={draft} onDraftChange={onDraftChange} />
    </Modal>
  )
}
