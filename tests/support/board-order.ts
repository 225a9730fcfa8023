// The job board's order (src/features/jobs/api/list-public-jobs.ts): the page's language first, each
// language newest first.
import { languageFirst } from '../../src/shared/content-language'
import type { ContentLanguage } from '../../src/shared/models'

export const boardOrder = <T extends { $createdAt: string; language?: ContentLanguage | null }>(
  jobs: readonly T[],
  language: ContentLanguage = 'en',
): T[] =>
  languageFirst(
    [...jobs].sort((a, b) => Date.parse(b.$createdAt) - Date.parse(a.$createdAt)),
    language,
  )
