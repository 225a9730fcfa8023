import { Button } from '../../../components/button'
import type { Job } from '../../../shared/models'
import { useJobsContent } from '../use-jobs-content'
import { JobActionLabel } from './job-action-label'

interface ApplyButtonProps {
  job: Job
  onApply: (job: Job) => void
  /** The id of what tells this job from others of the same title (a card's place). */
  describedBy?: string
}

/** Apply, named with the job's title ('Apply: Welder'). Not shown where scripts are off: it opens a form the app draws. */
export function ApplyButton({ job, onApply, describedBy }: ApplyButtonProps) {
  const { jobsContent } = useJobsContent()
  return (
    <Button className="script-only" onClick={() => onApply(job)} aria-describedby={describedBy}>
      <JobActionLabel action={jobsContent.apply} job={job} />
    </Button>
  )
}
