import { describe, expect, it } from 'vitest'
import { absoluteUrl } from '../config/site-url'
import { site } from '../content/site'
import { site as siteFr } from '../content/site.fr'
import {
  breadcrumbsData,
  inPageLanguage,
  organizationData,
  organizationReference,
  websiteData,
} from './structured-data'

const french = 'fr' as const

describe('inPageLanguage', () => {
  it("gives the site's pages at their French addresses on a French page; files, identifiers, the company and other sites as they are", () => {
    const data = inPageLanguage(
      {
        '@type': 'Article',
        url: absoluteUrl('/news/a'),
        mainEntityOfPage: absoluteUrl('/news/a'),
        image: [absoluteUrl('/images/a.jpg')],
        publisher: organizationReference(),
      },
      french,
    )
    expect(data).toEqual({
      '@type': 'Article',
      url: absoluteUrl('/fr/news/a'),
      mainEntityOfPage: absoluteUrl('/fr/news/a'),
      image: [absoluteUrl('/images/a.jpg')],
      publisher: {
        '@type': 'LocalBusiness',
        '@id': absoluteUrl('/#organization'),
        name: 'Maple Pathways Immigration',
        url: absoluteUrl('/'),
        logo: absoluteUrl('/icons/pwa-512.png'),
      },
      inLanguage: 'fr-CA',
    })
  })

  it('leaves an address already in French, and a language the data names, as they are', () => {
    const data = { '@type': 'Article', url: absoluteUrl('/fr/news/a'), inLanguage: 'en-CA' }
    expect(inPageLanguage(data, french)).toEqual(data)
  })

  it("describes the company in the page's language, its address as the page writes it, at its one home page", () => {
    const organization = inPageLanguage(organizationData(siteFr), french)
    expect(organization).toMatchObject({
      url: absoluteUrl('/'),
      description: siteFr.description,
      address: {
        // With plain spaces: a listing matches the address as text (the page keeps 'bureau 5600' together).
        streetAddress: '100, rue King Ouest, bureau 5600',
        addressLocality: site.contact.city,
        postalCode: site.contact.postalCode,
      },
    })
    expect(organization).not.toHaveProperty('inLanguage')
    expect(organizationData(site)).toMatchObject({
      url: absoluteUrl('/'),
      description: site.description,
      address: { streetAddress: site.contact.streetAddress },
    })
  })

  it('names the site, as search results show it', () => {
    expect(websiteData(site)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Maple Pathways Immigration',
      alternateName: 'Maple Pathways',
      url: absoluteUrl('/'),
    })
  })

  it('gives breadcrumbs their French addresses, and changes nothing on an English page but inLanguage', () => {
    const crumbs = breadcrumbsData([
      { name: 'Accueil', path: '/' },
      { name: 'Nouvelles', path: '/news' },
    ])
    expect(inPageLanguage(crumbs, french).itemListElement.map((item) => item.item)).toEqual([
      absoluteUrl('/fr'),
      absoluteUrl('/fr/news'),
    ])
    expect(inPageLanguage(crumbs, 'en')).toEqual(crumbs)
    expect(inPageLanguage(organizationData(site), 'en')).toEqual(organizationData(site))
  })
})
