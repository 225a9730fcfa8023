import { useLocale } from '../../../i18n/translatable'
import { langAttributeOf } from '../../../shared/content-language'
import type { Job } from '../../../shared/models'
import { useJobsContent } from '../use-jobs-content'

/**
 * A job's button's words ('Apply', 'Save'), which a screen reader names with the job's title (a board
 * has many such buttons: 'Apply: Welder'). The title is words of the button's own, not an aria-label,
 * so it keeps the job's language (a screen reader reads an English title on a French page with an
 * English voice) and a page translator reaches it.
 */
export function JobActionLabel({ action, job }: { action: string; job: Job }) {
  const { jobsContent } = useJobsContent()
  const lang = langAttributeOf(job, useLocale())
  return (
    <>
      {/* The name whole in the hidden words: Chrome puts a space before a positioned element's words. */}
      <span aria-hidden="true">{action}</span>
      <span className="visually-hidden">
        {action}
        {jobsContent.colon}
        <span lang={lang}>{job.title}</span>
      </span>
    </>
  )
}
