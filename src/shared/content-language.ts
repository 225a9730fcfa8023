// The language of a blog post or a job, as the backend stores it (appwrite.json: an optional enum
// `language`). Records written before the attribute existed have none, and they are English.
import { HTML_LANG } from './locales'
import type { ContentLanguage } from './models'

/** The values appwrite.json allows, in its order. */
export const CONTENT_LANGUAGES = ['en', 'fr'] as const satisfies readonly ContentLanguage[]

/** What a record without a language is written in. */
export const DEFAULT_CONTENT_LANGUAGE: ContentLanguage = 'en'

export const isContentLanguage = (value: unknown): value is ContentLanguage =>
  (CONTENT_LANGUAGES as readonly unknown[]).includes(value)

/** A record's `language` as appwrite.json allows it: absent, null, or one of its values. */
export const isOptionalContentLanguage = (value: unknown): boolean =>
  value === undefined || value === null || isContentLanguage(value)

/** The language a post or job is written in: its own, or English when it has none. */
export const recordLanguage = (record: { language?: ContentLanguage | null }): ContentLanguage =>
  isContentLanguage(record.language) ? record.language : DEFAULT_CONTENT_LANGUAGE

/**
 * The records in `language` first, then the others, each group in the order given (a stable
 * partition): a list already in that order comes back as it was.
 */
export function languageFirst<T extends { language?: ContentLanguage | null }>(
  records: readonly T[],
  language: ContentLanguage,
): T[] {
  const own: T[] = []
  const others: T[] = []
  for (const record of records) (recordLanguage(record) === language ? own : others).push(record)
  return [...own, ...others]
}

/**
 * The `lang` attribute for a post's or a job's own words on a page in `pageLanguage`: its language's
 * tag (fr-CA, en-CA) when it differs from the page's, so a screen reader reads it with the right voice
 * and a browser hyphenates and translates it rightly; undefined when the page's `lang` already says it.
 */
export function langAttributeOf(
  record: { language?: ContentLanguage | null },
  pageLanguage: ContentLanguage,
): string | undefined {
  const language = recordLanguage(record)
  return language === pageLanguage ? undefined : HTML_LANG[language]
}
