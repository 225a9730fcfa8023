import { PageMeta } from '../../components/page-meta'
import { paths } from '../../config/paths'
import { JobBoard } from '../../features/jobs/components/job-board'
import { jobsContent } from '../../features/jobs/jobs-content'

export function Component() {
  return (
    <>
      <PageMeta title={jobsContent.pageTitle} description={jobsContent.pageDescription} path={paths.jobs} />
      <JobBoard />
    </>
  )
}
