import { env } from '../../config/env'
import { LOCALES, pathIn } from '../../shared/locales'

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

/** The contact page in each language: /contact, and its French twin /fr/contact (the same form). */
const CONTACT_PAGES = LOCALES.map((locale) => pathIn(locale, '/contact'))

/**
 * docs/specification.md §5: a message may be sent only from exactly `${VITE_SITE_URL}/contact` or the
 * local site's /contact, or the same page in French (/fr/contact). Any other path, query string, hash
 * or host is refused.
 */
export function isAllowedContactAddress(href: string, siteUrl: string = env.siteUrl): boolean {
  return [siteUrl, ...LOCAL_SITE_ORIGINS].some((origin) => CONTACT_PAGES.some((page) => href === `${origin}${page}`))
}

/**
 * What a link may add that means nothing to the page: campaign tags, and the click ids of ad networks,
 * social networks, search results and mailing tools.
 */
const TRACKING_PARAM =
  /^(?:utm_\w+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|twclid|ttclid|li_fat_id|igshid|srsltid|mc_cid|mc_eid|_hsenc|_hsmi|mkt_tok|yclid|_gl)$/i

/**
 * The contact page's query once the page has dropped what it read and what means nothing to it: ''
 * for the plain page, from which a message may be sent. A service's link (`subject`) leaves the plain
 * page, whatever came with it; otherwise the tracking parameters go (Facebook adds `fbclid` to every
 * link it opens) and anything else stays, and the form refuses to send from there.
 */
export function queryLeftOnContact(params: URLSearchParams): string {
  if (params.has('subject')) return ''
  return asQuery(new URLSearchParams([...params].filter(([key]) => !TRACKING_PARAM.test(key))))
}

/** `?a=1`, or '' (URLSearchParams' own `size` is too new for Safari 16). */
export const asQuery = (params: URLSearchParams) => {
  const text = params.toString()
  return text ? `?${text}` : ''
}
