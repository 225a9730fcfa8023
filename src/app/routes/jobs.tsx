import { useSearchParams } from 'react-router-dom'
import { PageMeta } from '../../components/page-meta'
import { paths } from '../../config/paths'
import { JobBoard } from '../../features/jobs/components/job-board'
import { filtersFromParams } from '../../features/jobs/job-rules'
import { useJobsContent } from '../../features/jobs/use-jobs-content'

export function Component() {
  const { jobsContent } = useJobsContent()
  // The saved list is the visitor's own: titled so in the tab and the history, indexed as the board.
  const [params] = useSearchParams()
  const title = filtersFromParams(params).saved ? jobsContent.savedJobs : jobsContent.pageTitle
  return (
    <>
      <PageMeta title={title} description={jobsContent.pageDescription} path={paths.jobs} />
      <JobBoard />
    </>
  )
}
