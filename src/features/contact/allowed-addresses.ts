import { env } from '../../config/env'

/**
 * Where the local site runs: the built site (vite preview, npm start) and the dev server, by name and
 * by loopback address (docs/decisions.md, "Live contact page address").
 */
export const LOCAL_SITE_ORIGINS = [
  'http://localhost:4173',
  'http://127.0.0.1:4173',
  'http://localhost:5173',
  'http://127.0.0.1:5173',
] as const

/**
 * docs/specification.md §5: a message may be sent only from exactly `${VITE_SITE_URL}/contact` or the
 * local site's /contact. Any other path, query string, hash or host is refused.
 */
export function isAllowedContactAddress(href: string, siteUrl: string = env.siteUrl): boolean {
  if (href === `${siteUrl}/contact`) return true
  return LOCAL_SITE_ORIGINS.some((origin) => href === `${origin}/contact`)
}
