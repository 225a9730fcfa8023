import { useOfflineList } from '../../../lib/use-offline-list'
import { listPublicJobs } from '../api/list-public-jobs'

/** The public jobs list (readable offline from its saved copy), with a retry. */
export const usePublicJobs = () => useOfflineList('jobs', listPublicJobs, 'Error fetching jobs:')
