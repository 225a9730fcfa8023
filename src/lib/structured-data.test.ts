import { describe, expect, it } from 'vitest'
import { absoluteUrl } from '../config/site-url'
import { site } from '../content/site'
import { breadcrumbsData, inPageLanguage, organizationData } from './structured-data'

const french = { locale: 'fr' as const, siteDescription: 'La description en français' }

describe('inPageLanguage', () => {
  it("gives the site's pages at their French addresses on a French page, files and other sites as they are", () => {
    const data = inPageLanguage(
      {
        '@type': 'Article',
        url: absoluteUrl('/news/a'),
        mainEntityOfPage: absoluteUrl('/news/a'),
        image: [absoluteUrl('/images/a.jpg')],
        publisher: { '@type': 'Organization', sameAs: absoluteUrl('/'), logo: absoluteUrl('/icons/pwa-512.png') },
      },
      french,
    )
    expect(data).toEqual({
      '@type': 'Article',
      url: absoluteUrl('/fr/news/a'),
      mainEntityOfPage: absoluteUrl('/fr/news/a'),
      image: [absoluteUrl('/images/a.jpg')],
      publisher: { '@type': 'Organization', sameAs: absoluteUrl('/'), logo: absoluteUrl('/icons/pwa-512.png') },
      inLanguage: 'fr-CA',
    })
  })

  it('leaves an address already in French, and a language the data names, as they are', () => {
    const data = { '@type': 'Article', url: absoluteUrl('/fr/news/a'), inLanguage: 'en-CA' }
    expect(inPageLanguage(data, french)).toEqual(data)
  })

  it("describes the company in the page's language, its home page the French one", () => {
    const organization = inPageLanguage(organizationData(), french)
    expect(organization).toMatchObject({ url: absoluteUrl('/fr'), description: french.siteDescription })
    expect(organization).not.toHaveProperty('inLanguage')
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
    expect(inPageLanguage(crumbs, { locale: 'en', siteDescription: site.description })).toEqual(crumbs)
    expect(inPageLanguage(organizationData(), { locale: 'en', siteDescription: site.description })).toEqual(
      organizationData(),
    )
  })
})
