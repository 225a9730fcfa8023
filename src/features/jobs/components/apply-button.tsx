import { Button } from '../../../components/button'
import { useLocale } from '../../../i18n/translatable'
import { langAttributeOf } from '../../../shared/content-language'
import type { Job } from '../../../shared/models'
import { useJobsContent } from '../use-jobs-content'

interface ApplyButtonProps {
  job: Job
  onApply: (job: Job) => void
}

/**
 * Apply, which a screen reader names with the job's title (a board has many Apply buttons). The title
 * is words of the button's own, not an aria-label, so it keeps the job's language (a screen reader
 * reads an English title on a French page with an English voice) and a page translator reaches it.
 */
export function ApplyButton({ job, onApply }: ApplyButtonProps) {
  const { jobsContent } = useJobsContent()
  const lang = langAttributeOf(job, useLocale())
  return (
    <Button onClick={() => onApply(job)}>
      {/* The name whole in the hidden words: Chrome puts a space before a positioned element's words. */}
      <span aria-hidden="true">{jobsContent.apply}</span>
      <span className="visually-hidden">
        {jobsContent.apply}
        {jobsContent.titleSeparator}
        <span lang={lang}>{job.title}</span>
      </span>
    </Button>
  )
}
