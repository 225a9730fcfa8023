// How the site's addresses are answered, shared by the app's router, the local site server and the
// static-host files, so all three agree.
import { LOCALES, pathIn } from './locales'

/** Linked from the pages but not pages of their own (docs/decisions.md): permanent redirects. */
export const REDIRECTS = {
  '/contact-us': '/contact',
  '/get-started': '/contact',
  '/solutions': '/services',
  '/industries': '/services',
  '/learn-more': '/services',
} as const satisfies Record<string, string>

/** The aliases in each language, for the servers (the app's router reads a French address without /fr). */
export const REDIRECTS_IN_EVERY_LANGUAGE: readonly (readonly [from: string, to: string])[] = LOCALES.flatMap((locale) =>
  Object.entries(REDIRECTS).map(([from, to]) => [pathIn(locale, from), pathIn(locale, to)] as const),
)

/**
 * A post's or a job's address. One the build wrote is a file of its own; any other gets the app shell,
 * which fetches the record, with status 404: no server can vouch for it until a build writes its page.
 * So a removed or private record is gone for search engines and job aggregators, while a visitor still
 * reads one published after the build. Every other address that is no page answers 404 with the
 * not-found page.
 */
export const RECORD_PAGE = /^\/(news|jobs)\/([^/]+)$/

/**
 * The ids that become files: Appwrite's id characters less the period (so no id names a folder, a
 * hidden file or a parent). A record whose id is anything else is not built; its page still opens
 * through the shell, with status 404, so the sitemap leaves it out.
 */
export const BUILDABLE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,35}$/

/**
 * What the built not-found page (404.html) marks its root with: it stands for every address the app
 * has no screen for, not for one path (src/main.tsx hydrates it wherever the router agrees).
 */
export const NOT_FOUND_MARK = '*'
