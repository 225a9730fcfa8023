import { useSearchParams } from 'react-router-dom'
import { PageMeta } from '../../components/page-meta'
import { paths } from '../../config/paths'
import { JobBoard } from '../../features/jobs/components/job-board'
import { filtersFromParams } from '../../features/jobs/job-rules'
import { useJobsContent } from '../../features/jobs/use-jobs-content'
import { useLocale } from '../../i18n/translatable'
import { listPagePath } from '../../shared/list-page-addresses'
import { useListPageNumber } from './list-page-number'

// /jobs and its numbered pages (/jobs/page/2).
export function Component() {
  const { jobsContent } = useJobsContent()
  const locale = useLocale()
  const [params] = useSearchParams()
  const page = useListPageNumber(paths.jobs)
  if (typeof page !== 'number') return page
  const filters = filtersFromParams(params)
  // Searched or filtered, the board starts from its top: the board's page, not a numbered one.
  const numbered = page > 1 && !Object.values(filters).some(Boolean)
  // The saved list is the visitor's own: titled so in the tab and the history, indexed as the board.
  const title = filters.saved ? jobsContent.savedJobs : numbered ? jobsContent.pageTitleOf(page) : jobsContent.pageTitle
  return (
    <>
      <PageMeta
        title={title}
        description={jobsContent.pageDescription}
        path={listPagePath(paths.jobs, numbered ? page : 1)}
        // Each language's board lists the jobs in its own order: its numbered pages are its own.
        writtenIn={numbered ? locale : undefined}
      />
      <JobBoard page={page} />
    </>
  )
}
