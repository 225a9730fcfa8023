// The site's two languages and their addresses: English where it has always been, French (Canada)
// under /fr/ with the same paths (/fr/news/{id}). Shared by the app, the build, the site server and
// the service worker, so every one of them reads an address's language the same way.
import type { ContentLanguage } from './models'

export type Locale = ContentLanguage

export const LOCALES = ['en', 'fr'] as const satisfies readonly Locale[]
export const DEFAULT_LOCALE: Locale = 'en'

/** The prefix of every French address; the French home page is /fr itself. */
export const FRENCH_PREFIX = '/fr'

/** `<html lang>` and hreflang. */
export const HTML_LANG: Record<Locale, string> = { en: 'en-CA', fr: 'fr-CA' }
/**
 * hreflang: the Canadian page, and the same page for a reader of that language anywhere (a French
 * reader in France or Senegal matches no fr-CA and would be sent the x-default, English). One
 * version per language, so both name it.
 */
export const HREFLANGS: Record<Locale, readonly string[]> = { en: ['en-CA', 'en'], fr: ['fr-CA', 'fr'] }
/** og:locale. */
export const OG_LOCALE: Record<Locale, string> = { en: 'en_CA', fr: 'fr_CA' }

/** The language of the page at `pathname`. */
export const localeOfPath = (pathname: string): Locale =>
  pathname === FRENCH_PREFIX || pathname.startsWith(`${FRENCH_PREFIX}/`) ? 'fr' : 'en'

/** The router's basename for a language. */
export const basenameOf = (locale: Locale): string => (locale === 'fr' ? FRENCH_PREFIX : '/')

/**
 * One leading slash: '//host/x' (or '/\host/x') as a link's target is another site, so an address such
 * as /fr//evil.example would make the language switch lead there.
 */
const onSite = (path: string) => path.replace(/^[/\\]+/, '/')

/** The app's own path for an address of either language: /fr/news → /news, /fr → /. */
export function pathWithoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return onSite(pathname)
  return onSite(pathname.slice(FRENCH_PREFIX.length) || '/')
}

/** An app path (/news, /, /jobs?q=x) as the address of the page in `locale`: /fr/news, /fr, /fr/jobs?q=x. */
export function pathIn(locale: Locale, appPath: string): string {
  const path = onSite(appPath)
  if (locale === 'en') return path
  if (path === '/') return FRENCH_PREFIX
  return `${FRENCH_PREFIX}${path.startsWith('/?') || path.startsWith('/#') ? path.slice(1) : path}`
}

/** The same page in the other language, for any address of either. */
export const otherLocale = (locale: Locale): Locale => (locale === 'en' ? 'fr' : 'en')
