import { useParams } from 'react-router-dom'
import { JobPage } from '../../features/jobs/components/job-page'

// /jobs/:id. The job's page sets its own title, description and structured data.
export function Component() {
  const { id = '' } = useParams()
  return <JobPage jobId={id} />
}
