import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { absoluteUrl } from '../config/site-url'
import { activateLocale, LocaleContext } from '../i18n/translatable'
import { handOverHtmlMeta, PageMeta } from './page-meta'

const headTitles = () => [...document.head.querySelectorAll('title')].map((title) => title.textContent)
const feedLinks = () =>
  [...document.head.querySelectorAll('link[rel="alternate"][type="application/atom+xml"]')].map((link) => [
    link.getAttribute('title'),
    link.getAttribute('href'),
  ])
const headDescriptions = () =>
  [...document.head.querySelectorAll('meta[name="description"]')].map((meta) => meta.getAttribute('content'))

afterEach(() => {
  cleanup()
  document.head.replaceChildren()
})

describe('PageMeta', () => {
  it("replaces the HTML's title and description once handed over: one of each, the screen's", () => {
    document.head.innerHTML = '<title>Site default</title><meta name="description" content="Default words">'
    handOverHtmlMeta()
    // Until a screen's own are drawn, the HTML's stay: a tab is never without a title.
    expect(headTitles()).toEqual(['Site default'])
    render(<PageMeta title="About Us" description="Meet the team" />)
    expect(headTitles()).toEqual(['About Us | Maple Pathways Immigration'])
    expect(headDescriptions()).toEqual(['Meet the team'])
  })

  it("leaves the site name off a post's or job's title too long for a search result with it; never a page's own", () => {
    const { rerender } = render(<PageMeta title="Senior Welder – Hamilton, ON" description="A job" writtenIn="en" />)
    expect(document.title).toBe('Senior Welder – Hamilton, ON | Maple Pathways Immigration')
    // A search result shows about 60 characters: both while they fit, the record's words alone past it.
    rerender(<PageMeta title={'W'.repeat(31)} description="A job" writtenIn="en" />)
    expect(document.title).toHaveLength(60)
    rerender(<PageMeta title={'W'.repeat(32)} description="A job" writtenIn="en" />)
    expect(document.title).toBe('W'.repeat(32))
    const long = 'Bridging Open Work Permits: Keep Working While You Wait'
    rerender(<PageMeta title={long} description="A post" writtenIn="en" />)
    expect(document.title).toBe(long)
    // The preview's title is the record's own either way; its card names the site.
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', long)
    rerender(<PageMeta title="Canadian Immigration Consultants and Lawyers" description="Home" path="/" />)
    expect(document.title).toBe('Canadian Immigration Consultants and Lawyers | Maple Pathways Immigration')
  })

  it('leaves head tags alone when nothing was handed over (a hydrated page owns its own)', () => {
    document.head.innerHTML = '<meta name="description" content="Not React\'s">'
    render(<PageMeta title="Services" description="What we do" />)
    expect(headDescriptions()).toEqual(["Not React's", 'What we do'])
  })

  it('gives a page its canonical address and link-preview tags, absolute on the live site', () => {
    render(<PageMeta title="Jobs" description="Open positions" path="/jobs" />)
    const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content')
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', absoluteUrl('/jobs'))
    expect(content('meta[property="og:url"]')).toBe(absoluteUrl('/jobs'))
    expect(content('meta[property="og:title"]')).toBe('Jobs')
    expect(content('meta[property="og:description"]')).toBe('Open positions')
    expect(content('meta[property="og:type"]')).toBe('website')
    expect(content('meta[property="og:site_name"]')).toBe('Maple Pathways Immigration')
    expect(content('meta[property="og:locale"]')).toBe('en_CA')
    // The default share picture, 1200×630.
    expect(content('meta[property="og:image"]')).toBe(absoluteUrl('/images/share.jpg'))
    expect(content('meta[property="og:image:width"]')).toBe('1200')
    expect(content('meta[property="og:image:height"]')).toBe('630')
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image')
    expect(content('meta[name="twitter:site"]')).toBe('@maplepathways')
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull()
    // Dates are an article's alone.
    expect(document.head.querySelector('meta[property^="article:"]')).toBeNull()
  })

  it("gives a post's preview its dates, which the networks show beside it", () => {
    render(
      <PageMeta
        title="A post"
        description="Words"
        path="/news/p1"
        writtenIn="en"
        type="article"
        published="2026-03-05T14:00:00.000+00:00"
        modified="2026-03-06T09:30:00.000+00:00"
      />,
    )
    const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content')
    expect(content('meta[property="og:type"]')).toBe('article')
    expect(content('meta[property="article:published_time"]')).toBe('2026-03-05T14:00:00.000+00:00')
    expect(content('meta[property="article:modified_time"]')).toBe('2026-03-06T09:30:00.000+00:00')
  })

  it("a record's page names its page in the record's language: canonical, og:url and its only alternate", () => {
    const alternates = () =>
      [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map(
        (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
      )
    // An English page of a French post: the French page is the one to index.
    const { unmount } = render(<PageMeta title="Un article" description="Mots" path="/news/p1" writtenIn="fr" />)
    const own = absoluteUrl('/fr/news/p1')
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', own)
    expect(document.head.querySelector('meta[property="og:url"]')).toHaveAttribute('content', own)
    expect(alternates()).toEqual([`fr-CA ${own}`, `fr ${own}`, `x-default ${own}`])
    // Its link previews say French, and no other language: there is none.
    expect(document.head.querySelector('meta[property="og:locale"]')).toHaveAttribute('content', 'fr_CA')
    expect(document.head.querySelector('meta[property="og:locale:alternate"]')).toBeNull()
    unmount()
    // A page that exists in both languages names both, English the default.
    render(<PageMeta title="Jobs" description="Open positions" path="/jobs" />)
    expect(alternates()).toEqual([
      `en-CA ${absoluteUrl('/jobs')}`,
      `en ${absoluteUrl('/jobs')}`,
      `fr-CA ${absoluteUrl('/fr/jobs')}`,
      `fr ${absoluteUrl('/fr/jobs')}`,
      `x-default ${absoluteUrl('/jobs')}`,
    ])
  })

  it("uses a page's own picture, and asks not to be indexed when it is no page of its own", () => {
    render(<PageMeta title="Post not found" description="Gone" image={{ src: '/images/x.webp', alt: 'X' }} />)
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute(
      'content',
      absoluteUrl('/images/x.webp'),
    )
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull()
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  })

  it("hands over the HTML's link-preview tags and canonical link too: one of each, the screen's", () => {
    document.head.innerHTML =
      `<title>Old</title><link rel="canonical" href="${absoluteUrl('/news/a')}"><meta property="og:title" content="Old">` +
      '<meta property="article:published_time" content="2026-03-05T14:00:00.000+00:00">' +
      `<link rel="alternate" type="application/atom+xml" title="Old feed" href="${absoluteUrl('/feed.xml')}">`
    handOverHtmlMeta()
    render(<PageMeta title="News" description="All posts" path="/news" />)
    expect([...document.head.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href'))).toEqual([
      absoluteUrl('/news'),
    ])
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1)
    // A post's date does not stay on the list it went back to.
    expect(document.head.querySelector('meta[property^="article:"]')).toBeNull()
    expect(feedLinks().map(([title]) => title)).toEqual([
      'Maple Pathways Immigration News',
      'Maple Pathways Immigration Jobs',
    ])
  })

  it('names the page in each language (hreflang, for Canada and for its readers anywhere), English the default, and its locale and the other', () => {
    render(<PageMeta title="About Us" description="Meet the team" path="/about" />)
    const alternates = [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ])
    expect(alternates).toEqual([
      ['en-CA', absoluteUrl('/about')],
      ['en', absoluteUrl('/about')],
      ['fr-CA', absoluteUrl('/fr/about')],
      // A French reader outside Canada (France, Senegal) matches no fr-CA, and would be sent the English page.
      ['fr', absoluteUrl('/fr/about')],
      ['x-default', absoluteUrl('/about')],
    ])
    expect(document.head.querySelector('meta[property="og:locale:alternate"]')).toHaveAttribute('content', 'fr_CA')
  })

  it('on a French page: its French address as canonical and og:url, fr_CA, and the same alternates', async () => {
    await activateLocale('fr')
    try {
      render(
        <LocaleContext value="fr">
          <PageMeta title="À propos" description="L’équipe" path="/" />
        </LocaleContext>,
      )
      const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content')
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', absoluteUrl('/fr'))
      expect(content('meta[property="og:url"]')).toBe(absoluteUrl('/fr'))
      expect(content('meta[property="og:locale"]')).toBe('fr_CA')
      expect(content('meta[property="og:locale:alternate"]')).toBe('en_CA')
      expect(content('meta[property="og:site_name"]')).toBe('Maple Pathways Immigration')
      expect(document.title).toBe('À propos | Maple Pathways Immigration')
      expect(
        [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => link.getAttribute('href')),
      ).toEqual([absoluteUrl('/'), absoluteUrl('/'), absoluteUrl('/fr'), absoluteUrl('/fr'), absoluteUrl('/')])
      expect(feedLinks()).toEqual([
        ['Nouvelles de Maple Pathways Immigration', absoluteUrl('/fr/feed.xml')],
        ['Offres d’emploi de Maple Pathways Immigration', absoluteUrl('/fr/jobs/feed.xml')],
      ])
    } finally {
      await activateLocale('en')
    }
  })

  it('gives no alternates to a screen that is no page of its own', () => {
    render(<PageMeta title="Page not found" description="Gone" />)
    expect(document.head.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(0)
  })

  it("names the news and jobs feeds of the page's language on every page, for feed readers", () => {
    render(<PageMeta title="About Us" description="Meet the team" path="/about" />)
    expect(feedLinks()).toEqual([
      ['Maple Pathways Immigration News', absoluteUrl('/feed.xml')],
      ['Maple Pathways Immigration Jobs', absoluteUrl('/jobs/feed.xml')],
    ])
  })
})
