// The public jobs as the board of each language reads them, and their early fetch. Apart from
// list-public-jobs.ts (the backend call itself), which tests replace.
import { fetchListEarly, type ListFetcher } from '../../../lib/early-list-fetch'
import { DEFAULT_CONTENT_LANGUAGE } from '../../../shared/content-language'
import type { ContentLanguage, Job } from '../../../shared/models'
import { listPublicJobs } from './list-public-jobs'

const fetchers: Record<ContentLanguage, ListFetcher<Job>> = {
  en: ({ onPage }) => listPublicJobs({ language: 'en', onPage }),
  fr: ({ onPage }) => listPublicJobs({ language: 'fr', onPage }),
}

/**
 * The public jobs, `language`'s first: the same function each time (an early fetch is matched by it).
 * Both languages' boards read the same jobs, so they share one saved copy ('jobs'), which the board
 * puts in its own order when it draws it.
 */
export const publicJobsIn = (language: ContentLanguage): ListFetcher<Job> => fetchers[language]

/** Starts reading the public jobs before the job board is drawn; usePublicJobs takes the fetch over. */
export const fetchPublicJobsEarly = (language: ContentLanguage = DEFAULT_CONTENT_LANGUAGE): void =>
  fetchListEarly('jobs', publicJobsIn(language))
