// The visitor's choice of language, once made: following the offer of the French page, dismissing it,
// or using the header's language switch (either way); or the offer, once made. Kept in localStorage so the offer is never made
// again; nothing else reads it (there is no automatic redirect, the address alone decides the language).
import { readStored, writeStored } from '../../lib/web-storage'
import type { Locale } from '../../shared/locales'

export const LANGUAGE_CHOICE_KEY = 'maple-pathways:language-choice'

/**
 * A language chosen (the offer followed, the switch used), the offer dismissed, or merely made: it is
 * made once, and ignoring it keeps the language the visitor reads.
 */
export type LanguageChoice = Locale | 'dismissed' | 'offered'

/** Storage refused (private mode, full, blocked): the offer may come back, nothing else is lost. */
export function rememberLanguageChoice(choice: LanguageChoice): void {
  writeStored('local', LANGUAGE_CHOICE_KEY, choice)
}

/**
 * Unreadable storage counts as a choice made: nothing could be remembered either, so the offer would
 * come back on every page; it is not made at all.
 */
export const languageChoiceMade = (): boolean => readStored('local', LANGUAGE_CHOICE_KEY) !== null

/** The language a browser prefers, by its first choice: 'fr' for fr, fr-CA, fr-FR…; else undefined. */
export function preferredLocale(languages: readonly string[]): Locale | undefined {
  const first = languages[0]?.toLowerCase()
  if (!first) return undefined
  if (first === 'fr' || first.startsWith('fr-')) return 'fr'
  if (first === 'en' || first.startsWith('en-')) return 'en'
  return undefined
}
