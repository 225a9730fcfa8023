// schema.org data that search engines read from the HTML (written out by components/json-ld.tsx).
// Every string is plain text already; addresses are the live site's (config/site-url.ts). The data is
// written with the English pages' addresses; JsonLd gives them in the page's language (inPageLanguage
// below), so a module can build it once, whatever page it ends up on.
import { absoluteUrl } from '../config/site-url'
import { site, type SiteContent } from '../content/site'
import { HTML_LANG, localeOfPath, pathIn, type Locale } from '../shared/locales'

/** The words of the site content (content/site.ts) that its data gives, in the page's language. */
type SiteWords = Pick<SiteContent, 'name' | 'shortName' | 'description' | 'contact' | 'addressLines' | 'social'>

/** The company's one identifier, the same on every page and in both languages: posts and services point to it. */
export const organizationId = () => `${absoluteUrl('/')}#organization`

/**
 * The company, as the home and contact pages describe it in `words`' language: a local business
 * (an office visitors come to), with the contact point the contact page gives.
 */
export function organizationData({ name, description, contact, addressLines, social }: SiteWords) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': organizationId(),
    name,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icons/pwa-512.png'),
    description,
    email: contact.email,
    telephone: contact.phoneHref,
    address: {
      '@type': 'PostalAddress',
      // As the page writes it ('100, rue King Ouest, bureau 5600' on a French page), with plain spaces:
      // the no-break ones that keep 'Suite 5600' together on screen would not match a listing's text.
      streetAddress: addressLines[0].replace(/\u00a0/g, ' '),
      addressLocality: contact.city,
      addressRegion: contact.province,
      postalCode: contact.postalCode,
      addressCountry: 'CA',
    },
    geo: { '@type': 'GeoCoordinates', ...contact.coordinates },
    areaServed: { '@type': 'Country', name: 'Canada' },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: contact.phoneHref,
      email: contact.email,
      areaServed: 'CA',
      availableLanguage: ['English', 'French'],
    },
    sameAs: social.map((link) => link.href),
  }
}

/** The site itself, on its home page: the name search engines show for it in results. */
export const websiteData = ({ name, shortName }: SiteWords) => ({
  '@context': 'https://schema.org',
  '@type': 'WebSite',
  name,
  alternateName: shortName,
  url: absoluteUrl('/'),
})

/**
 * The publisher of posts and the provider of services: the company, briefly, by its identifier, with
 * the type and address the home page gives it (one company, one set of facts).
 */
export const organizationReference = () => ({
  '@type': 'LocalBusiness',
  '@id': organizationId(),
  name: site.name,
  url: absoluteUrl('/'),
  logo: absoluteUrl('/icons/pwa-512.png'),
})

export interface Crumb {
  name: string
  path: string
}

/** Where a page sits: Home › News › the post. */
export function breadcrumbsData(crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  }
}

/** The schema.org types here whose schema has inLanguage (CreativeWork's); Organization, JobPosting and lists have none. */
const WITH_LANGUAGE = new Set(['Article', 'BlogPosting', 'NewsArticle', 'WebPage', 'WebSite', 'CreativeWork'])
/** The properties that name a page of the site: the page in the reader's language (an @id names a thing, not a page). */
const PAGE_ADDRESSES = new Set(['url', 'item', 'mainEntityOfPage'])
/** A file (the logo, a picture), not a page: the same in both languages. */
const FILE = /\.[A-Za-z0-9]+$/

/** An English page's address on the live site as the page of `locale` has it (/news/a → /fr/news/a). */
function addressIn(locale: Locale, value: string): string {
  const home = new URL(absoluteUrl('/'))
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return value
  }
  // Another site's, a file, or already a French page's (a module that wrote it in the page's language).
  if (url.origin !== home.origin || FILE.test(url.pathname) || localeOfPath(url.pathname) !== 'en') return value
  return absoluteUrl(pathIn(locale, `${url.pathname}${url.search}${url.hash}`))
}

/**
 * schema.org data as the page of `locale` gives it: the site's pages at their addresses in that
 * language, and inLanguage (BCP 47, as `<html lang>`) where the type has
 * it and the data names none (a post written in the other language names its own). English data is
 * the same on an English page but for inLanguage.
 */
export function inPageLanguage<T>(data: T, locale: Locale): T {
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit)
    if (value === null || typeof value !== 'object') return value
    // The company's address is its home page, in either language: the same facts for its one @id.
    const company = (value as { '@id'?: unknown })['@id'] === organizationId()
    const entries = Object.entries(value).map(([key, item]) => [
      key,
      PAGE_ADDRESSES.has(key) && typeof item === 'string' && !company ? addressIn(locale, item) : visit(item),
    ])
    const result = Object.fromEntries(entries) as Record<string, unknown>
    const type = result['@type']
    if (typeof type === 'string' && WITH_LANGUAGE.has(type) && !('inLanguage' in result))
      result.inLanguage = HTML_LANG[locale]
    return result
  }
  return visit(data) as T
}
