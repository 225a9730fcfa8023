import { useLocale } from '../../../i18n/translatable'
import { useOfflineList } from '../../../lib/use-offline-list'
import { publicJobsIn } from '../api/jobs-in-language'

/**
 * The public jobs of every language, the page's first (readable offline from its saved copy, one for
 * both languages), with a retry.
 */
export const usePublicJobs = () => useOfflineList('jobs', publicJobsIn(useLocale()), 'Error fetching jobs:')
