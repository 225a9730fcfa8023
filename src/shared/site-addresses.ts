// How the site's addresses are answered, shared by the app's router, the local site server and the
// static-host files, so all three agree.

/** Linked from the pages but not pages of their own (docs/decisions.md): permanent redirects. */
export const REDIRECTS = {
  '/contact-us': '/contact',
  '/get-started': '/contact',
  '/solutions': '/services',
  '/industries': '/services',
  '/learn-more': '/services',
} as const satisfies Record<string, string>

/**
 * A post's or a job's address. One the build wrote is a file of its own; any other (a record added
 * after the build) gets the app shell, which fetches it, with status 200. Every other address that
 * is no page answers 404 with the not-found page.
 */
export const RECORD_PAGE = /^\/(news|jobs)\/([^/]+)$/

/**
 * What the built not-found page (404.html) marks its root with: it stands for every address the app
 * has no screen for, not for one path (src/main.tsx hydrates it wherever the router agrees).
 */
export const NOT_FOUND_MARK = '*'
