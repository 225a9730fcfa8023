import { PageMeta } from '../../components/page-meta'
import { paths } from '../../config/paths'
import { JobBoard } from '../../features/jobs/components/job-board'
import { useJobsContent } from '../../features/jobs/use-jobs-content'

export function Component() {
  const { jobsContent } = useJobsContent()
  return (
    <>
      <PageMeta title={jobsContent.pageTitle} description={jobsContent.pageDescription} path={paths.jobs} />
      <JobBoard />
    </>
  )
}
