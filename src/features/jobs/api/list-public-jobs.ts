// API call 2 (docs/specification.md §7): only jobs with isPublic = true (filtered by the backend), every page.
// Every language's jobs, those of the board's language first, each newest first: a job seeker reads the
// first screen, and the specification leaves the order open.
import { Query } from 'appwrite'
import { env } from '../../../config/env'
import { listAllDocuments } from '../../../lib/appwrite'
import type { DocumentLister } from '../../../lib/public-reads'
import { DEFAULT_CONTENT_LANGUAGE, languageFirst } from '../../../shared/content-language'
import type { ContentLanguage, Job } from '../../../shared/models'
import { isUsableJob, tidyJob } from '../job-rules'

interface ListPublicJobsOptions {
  /** Whose jobs come first; English (the default) counts jobs with no language as its own. */
  language?: ContentLanguage
  /** Receives the jobs read so far after each page, so the first cards show while the rest loads. */
  onPage?: (jobsSoFar: Job[]) => void
  /** Plain GETs at build time; the SDK's client in the browser. */
  service?: DocumentLister
}

/**
 * Ordered here, not by the backend: an order on `language` would put the jobs without one (null)
 * first or last whatever the language asked. Within each group the backend's order (newest first) stays.
 */
export async function listPublicJobs({
  language = DEFAULT_CONTENT_LANGUAGE,
  onPage,
  service,
}: ListPublicJobsOptions = {}): Promise<Job[]> {
  const jobs = await listAllDocuments<Job>({
    collectionId: env.jobsCollectionId,
    queries: [Query.equal('isPublic', true), Query.orderDesc('$createdAt')],
    keep: isUsableJob,
    tidy: tidyJob,
    onPage: onPage && ((jobsSoFar) => onPage(languageFirst(jobsSoFar, language))),
    service,
  })
  return languageFirst(jobs, language)
}
