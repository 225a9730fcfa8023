import { Button } from '../../../components/button'
import type { Job } from '../../../shared/models'
import { setJobSaved } from '../my-jobs'
import { useJobsContent } from '../use-jobs-content'
import { JobActionLabel } from './job-action-label'
import styles from './save-job-button.module.css'

/**
 * Save, a toggle (pressed: the job is saved), named with the job's title as Apply is. Its words stay
 * 'Save' either way, as a toggle's must; the filled mark and the pressed state tell it is saved. Not
 * shown where scripts are off (it keeps the job on the device).
 */
export function SaveJobButton({
  job,
  saved,
  onSave = setJobSaved,
  describedBy,
}: {
  job: Job
  saved: boolean
  /** Keeps the job (true) or lets it go; the store's own by default. */
  onSave?: (job: Job, keep: boolean) => unknown
  /** The id of what tells this job from others of the same title (a card's place). */
  describedBy?: string
}) {
  const { jobsContent } = useJobsContent()
  return (
    <Button
      variant="secondary"
      className={`${styles.save} script-only`}
      aria-pressed={saved}
      aria-describedby={describedBy}
      onClick={() => void onSave(job, !saved)}
    >
      <BookmarkIcon filled={saved} />
      <JobActionLabel action={jobsContent.save} job={job} />
    </Button>
  )
}

function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M6 3h12a1 1 0 0 1 1 1v17l-7-4.5L5 21V4a1 1 0 0 1 1-1z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  )
}
