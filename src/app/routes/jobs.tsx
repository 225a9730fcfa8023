import { Navigate, useParams, useSearchParams } from 'react-router-dom'
import { PageMeta } from '../../components/page-meta'
import { paths } from '../../config/paths'
import { JobBoard } from '../../features/jobs/components/job-board'
import { filtersFromParams } from '../../features/jobs/job-rules'
import { useJobsContent } from '../../features/jobs/use-jobs-content'
import { useLocale } from '../../i18n/translatable'
import { pageNumberOf } from '../../shared/list-batches'
import { listPagePath } from '../../shared/list-page-addresses'
import { NotFoundScreen } from './not-found'

// /jobs and its numbered pages (/jobs/page/2).
export function Component() {
  const { jobsContent } = useJobsContent()
  const locale = useLocale()
  const { page: segment } = useParams()
  // The saved list is the visitor's own: titled so in the tab and the history, indexed as the board.
  const [params] = useSearchParams()
  const page = segment === undefined ? 1 : pageNumberOf(segment)
  if (page === undefined) return segment === '1' ? <Navigate to={paths.jobs} replace /> : <NotFoundScreen />
  const title = filtersFromParams(params).saved
    ? jobsContent.savedJobs
    : page > 1
      ? jobsContent.pageTitleOf(page)
      : jobsContent.pageTitle
  return (
    <>
      <PageMeta
        title={title}
        description={jobsContent.pageDescription}
        path={listPagePath(paths.jobs, page)}
        // Each language's board lists the jobs in its own order: its numbered pages are its own.
        writtenIn={page > 1 ? locale : undefined}
      />
      <JobBoard page={page} />
    </>
  )
}
