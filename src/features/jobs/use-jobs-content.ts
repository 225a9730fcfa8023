// The jobs screens' words in the page's language (src/i18n/translatable.ts): each language's words are a
// download of their own, and a page fetches only its own language's.
import { translatable } from '../../i18n/translatable'

export const useJobsContent = translatable(
  () => import('./jobs-content'),
  () => import('./jobs-content.fr'),
)

/** The words in either language. */
export type JobsContent = ReturnType<typeof useJobsContent>['jobsContent']
