// API call 2 (docs/specification.md §7): only jobs with isPublic = true (filtered by the backend), every page.
import { Query } from 'appwrite'
import { env } from '../../../config/env'
import { listAllDocuments } from '../../../lib/appwrite'
import type { DocumentLister } from '../../../lib/public-reads'
import { fetchListEarly } from '../../../lib/early-list-fetch'
import type { Job } from '../../../shared/models'
import { isUsableJob } from '../job-rules'

interface ListPublicJobsOptions {
  /** Receives the jobs read so far after each page, so the first cards show while the rest loads. */
  onPage?: (jobsSoFar: Job[]) => void
  /** Plain GETs at build time; the SDK's client in the browser. */
  service?: DocumentLister
}

export function listPublicJobs({ onPage, service }: ListPublicJobsOptions = {}): Promise<Job[]> {
  return listAllDocuments<Job>({
    collectionId: env.jobsCollectionId,
    queries: [Query.equal('isPublic', true)],
    keep: isUsableJob,
    onPage,
    service,
  })
}

/** Starts reading the public jobs before the job board is drawn; usePublicJobs takes the fetch over. */
export const fetchPublicJobsEarly = (): void => fetchListEarly('jobs', listPublicJobs)
