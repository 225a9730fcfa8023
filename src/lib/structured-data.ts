// schema.org data that search engines read from the HTML (written out by components/json-ld.tsx).
// Every string is plain text already; addresses are the live site's (config/site-url.ts).
import { absoluteUrl } from '../config/site-url'
import { site } from '../content/site'

/** The company, as the home page describes it, with the contact point the contact page gives. */
export function organizationData() {
  const { contact } = site
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icons/pwa-512.png'),
    description: site.description,
    email: contact.email,
    telephone: contact.phoneHref,
    address: {
      '@type': 'PostalAddress',
      streetAddress: contact.streetAddress,
      addressLocality: contact.city,
      addressRegion: contact.province,
      postalCode: contact.postalCode,
      addressCountry: 'CA',
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: contact.phoneHref,
      email: contact.email,
      areaServed: 'CA',
      availableLanguage: ['English'],
    },
    sameAs: site.social.map((link) => link.href),
  }
}

/** The publisher of posts and the hiring organisation of jobs: the company, briefly. */
export const organizationReference = () => ({
  '@type': 'Organization',
  name: site.name,
  sameAs: absoluteUrl('/'),
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
