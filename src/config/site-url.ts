// Addresses as the world sees the site: canonical links, link previews and structured data name the
// live origin (VITE_SITE_URL), never the address a build or a preview happens to run at.
import { env } from './env'

/** `path` (or an address already absolute) on the live site. */
export const absoluteUrl = (path: string): string => new URL(path, `${env.siteUrl}/`).href

/** The live site's host name: posts appear only where their visibility list names it (docs/specification.md §5). */
export const siteHostname = (): string =>
  typeof window === 'undefined' ? new URL(env.siteUrl).hostname : window.location.hostname
