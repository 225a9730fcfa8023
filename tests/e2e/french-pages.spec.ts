import { expect, test, type Page } from '@playwright/test'
import { loadSeedData } from '../../server/seed/seed-data'
import { recordLanguage } from '../../src/shared/content-language'
import { SITE_URL } from './support/addresses'
import { errorsOf } from './support/hydration'
import { waitForServiceWorker } from './support/pwa'
import { setOffline } from './support/offline'

// The French pages as built HTML (scripts/prerender-plugin.ts), served at their /fr addresses by the
// site server: each in French from its first byte (lang, title, the page in each language, link
// previews), and each becomes the app without an error; the sitemap names them; offline, what a French
// visitor opened opens again, in French.

const seed = loadSeedData()
const frenchPost = seed.blog.find((post) => post.visibility.includes('localhost') && recordLanguage(post) === 'fr')!
const englishPost = seed.blog.find((post) => post.visibility.includes('localhost') && recordLanguage(post) === 'en')!
const frenchJob = seed.jobs.find((job) => job.isPublic && recordLanguage(job) === 'fr')!
const englishJob = seed.jobs.find((job) => job.isPublic && recordLanguage(job) === 'en')!

/**
 * Each French page, its English twin, and for a post's or job's page its title (its own, in the
 * language it was written in, in either frame) and that language. Any other French page's title is not
 * its twin's.
 */
const PAGES: [french: string, english: string, record?: { title: string; language: 'en' | 'fr' }][] = [
  ['/fr', '/'],
  ['/fr/about', '/about'],
  ['/fr/services', '/services'],
  ['/fr/services/express-entry', '/services/express-entry'],
  ['/fr/contact', '/contact'],
  ['/fr/accessibility', '/accessibility'],
  ['/fr/news', '/news'],
  [`/fr/news/${frenchPost.$id}`, `/news/${frenchPost.$id}`, { title: frenchPost.title, language: 'fr' }],
  [`/fr/news/${englishPost.$id}`, `/news/${englishPost.$id}`, { title: englishPost.title, language: 'en' }],
  ['/fr/jobs', '/jobs'],
  [`/fr/jobs/${frenchJob.$id}`, `/jobs/${frenchJob.$id}`, { title: frenchJob.title, language: 'fr' }],
  [`/fr/jobs/${englishJob.$id}`, `/jobs/${englishJob.$id}`, { title: englishJob.title, language: 'en' }],
]

const ENTITIES: Record<string, string> = { '&amp;': '&', '&#x27;': "'", '&quot;': '"', '&lt;': '<', '&gt;': '>' }
/** The HTML's title, as text. */
const titleOf = (html: string) =>
  /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&(?:amp|#x27|quot|lt|gt);/g, (entity) => ENTITIES[entity]!)

async function headOf(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    alternates: Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    ),
    alternateCount: document.querySelectorAll('link[rel="alternate"][hreflang]').length,
    ogLocale: document.querySelector('meta[property="og:locale"]')?.getAttribute('content'),
    ogLocaleAlternate: document.querySelector('meta[property="og:locale:alternate"]')?.getAttribute('content'),
    ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content') ?? null,
    manifest: document.querySelector('link[rel="manifest"]')?.getAttribute('href'),
    feeds: [...document.querySelectorAll('link[rel="alternate"][type="application/atom+xml"]')].map((link) =>
      link.getAttribute('href'),
    ),
  }))
}

test.describe('French pages, built', () => {
  for (const [french, english, record] of PAGES) {
    test(`${french} is served built, in French, with its alternates, and becomes the app`, async ({
      page,
      request,
    }) => {
      const englishHtml = await (await request.get(english)).text()
      const errors = errorsOf(page)
      const response = await page.goto(french)
      expect(response?.status()).toBe(200)
      const html = await response!.text()
      // Built: the screen is in the HTML, in French from the first byte.
      expect(html).toContain(`data-prerendered="${french}"`)
      expect(html).toMatch(/^<!doctype html>\s*<html lang="fr-CA">/)
      // A job's title names its place too ('Soudeur ou soudeuse – Québec (Québec)'); these records' titles
      // are too long for a search result to show the site's name after them as well (PageMeta).
      if (record) {
        const title = titleOf(html)!
        expect(french.includes('/jobs/') ? title.split(' – ')[0] : title).toBe(record.title)
        expect(title).not.toContain('|')
      } else {
        expect(titleOf(html)).toMatch(/ \| Maple Pathways Immigration$/)
        expect(titleOf(html)).not.toBe(titleOf(englishHtml))
      }
      await expect(page.locator('#root[data-app="ready"]')).toBeAttached()
      await page.waitForLoadState('networkidle')
      const head = await headOf(page)
      // A post or job is indexed at its page in its own language: the other frame's copy names it.
      const own = `${SITE_URL}${record?.language === 'en' ? english : french}`
      expect(head).toMatchObject({
        lang: 'fr-CA',
        canonical: own,
        ogUrl: own,
        alternates: record
          ? { [`${record.language}-CA`]: own, [record.language]: own, 'x-default': own }
          : {
              'en-CA': `${SITE_URL}${english}`,
              en: `${SITE_URL}${english}`,
              'fr-CA': `${SITE_URL}${french}`,
              fr: `${SITE_URL}${french}`,
              'x-default': `${SITE_URL}${english}`,
            },
        alternateCount: record ? 3 : 5,
        // A post or job is in one language, its own, whichever frame shows it.
        ogLocale: record ? `${record.language}_CA` : 'fr_CA',
        ogLocaleAlternate: record ? undefined : 'en_CA',
        manifest: '/manifest.fr.webmanifest',
        feeds: [`${SITE_URL}/fr/feed.xml`, `${SITE_URL}/fr/jobs/feed.xml`],
      })
      // One of each once the app has it (no tag left twice by the hand-over).
      await expect(page.locator('head title')).toHaveCount(1)
      expect(await page.title()).toBe(titleOf(html))
      expect(errors).toEqual([])
    })
  }

  test('each language’s news and jobs feeds are served as XML, the news starting with its newest post', async ({
    request,
  }) => {
    for (const [address, language, prefix] of [
      ['/feed.xml', 'en', ''],
      ['/fr/feed.xml', 'fr', '/fr'],
    ] as const) {
      const newest = seed.blog
        .filter((post) => post.visibility.includes('localhost') && recordLanguage(post) === language)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!
      const response = await request.get(address)
      expect(response.status(), address).toBe(200)
      expect(response.headers()['content-type'], address).toMatch(/^application\/(?:atom\+)?xml/)
      const feed = await response.text()
      expect(feed).toMatch(
        /^<\?xml version="1\.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom"/,
      )
      expect(/<entry>.*?<id>([^<]*)<\/id>/.exec(feed)?.[1], address).toBe(`${SITE_URL}${prefix}/news/${newest.$id}`)
    }
    // The jobs' feeds too, served beside the jobs' pages (not taken for a job whose id is 'feed.xml').
    for (const [address, prefix] of [
      ['/jobs/feed.xml', ''],
      ['/fr/jobs/feed.xml', '/fr'],
    ] as const) {
      const response = await request.get(address)
      expect(response.headers()['content-type'], address).toMatch(/^application\/(?:atom\+)?xml/)
      expect(await response.text()).toContain(`<id>${SITE_URL}${prefix}/jobs/feed.xml</id>`)
    }
  })

  test('an unknown French address answers 404 with the French not-found page, which becomes the app', async ({
    page,
  }) => {
    const errors = errorsOf(page)
    const response = await page.goto('/fr/aucune-page')
    expect(response?.status()).toBe(404)
    const html = await response!.text()
    expect(html).toMatch(/^<!doctype html>\s*<html lang="fr-CA">/)
    expect(titleOf(html)).toMatch(/^Page introuvable \| /)
    await expect(page.locator('#root[data-app="ready"]')).toBeAttached()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/introuvable/i)
    const head = await headOf(page)
    expect(head).toMatchObject({ lang: 'fr-CA', canonical: null, alternateCount: 0, ogLocale: 'fr_CA' })
    // The browser reports the status itself; nothing else.
    expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([])
  })

  test('/fr/ leads to /fr, and a French post added after the build opens in the French shell', async ({ page }) => {
    await page.goto('/fr/')
    await expect(page).toHaveURL(`${SITE_URL}/fr`)
    const response = await page.goto('/fr/news/pas-encore-construit')
    expect(response?.status()).toBe(404)
    expect(await response!.text()).toMatch(/^<!doctype html>\s*<html lang="fr-CA">/)
    await expect(page.locator('#root[data-app="ready"]')).toBeAttached()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr-CA')
  })

  test('the English pages stay English, and name their French twins', async ({ page }) => {
    await page.goto('/about')
    await expect(page.locator('#root[data-app="ready"]')).toBeAttached()
    expect(await headOf(page)).toMatchObject({
      lang: 'en-CA',
      canonical: `${SITE_URL}/about`,
      alternates: { 'en-CA': `${SITE_URL}/about`, 'fr-CA': `${SITE_URL}/fr/about`, 'x-default': `${SITE_URL}/about` },
      ogLocale: 'en_CA',
      ogLocaleAlternate: 'fr_CA',
      manifest: '/manifest.webmanifest',
    })
  })

  test('the French manifest names the app in French, its shortcuts leading to French pages', async ({ request }) => {
    const manifest = (await (await request.get('/manifest.fr.webmanifest')).json()) as {
      lang: string
      start_url: string
      id: string
      shortcuts: { name: string; url: string }[]
    }
    expect(manifest).toMatchObject({ lang: 'fr-CA', start_url: '/fr', id: '/fr' })
    expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual([
      '/fr/news',
      '/fr/jobs',
      '/fr/jobs?saved=1',
      '/fr/contact',
    ])
    expect(manifest.shortcuts.map((shortcut) => shortcut.name)).toEqual([
      'Nouvelles',
      'Emplois',
      'Emplois enregistrés',
      'Nous joindre',
    ])
  })
})

test('the sitemap lists each page in both languages with its alternates, a post or job at its own language’s page', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
  const entries = [
    ...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>[^<]+<\/lastmod>)?((?:<xhtml:link [^>]+\/>)*)<\/url>/g),
  ]
  const byAddress = new Map(entries.map(([, loc, links]) => [loc!, links!]))
  expect(entries.length).toBe(sitemap.match(/<url>/g)?.length)
  for (const [french, english, record] of PAGES) {
    if (record) {
      const own = record.language === 'en' ? english : french
      expect(byAddress.get(`${SITE_URL}${own}`), own).toBe(
        [`${record.language}-CA`, record.language, 'x-default']
          .map((hreflang) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${SITE_URL}${own}"/>`)
          .join(''),
      )
      expect(byAddress.has(`${SITE_URL}${own === english ? french : english}`)).toBe(false)
      continue
    }
    for (const address of [french, english]) {
      const links = byAddress.get(`${SITE_URL}${address}`)
      expect(links, address).toBeDefined()
      expect(links).toContain(`<xhtml:link rel="alternate" hreflang="en-CA" href="${SITE_URL}${english}"/>`)
      expect(links).toContain(`<xhtml:link rel="alternate" hreflang="fr-CA" href="${SITE_URL}${french}"/>`)
      expect(links).toContain(`<xhtml:link rel="alternate" hreflang="fr" href="${SITE_URL}${french}"/>`)
      expect(links).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE_URL}${english}"/>`)
    }
  }
})

test.describe('French offline', () => {
  test.describe.configure({ timeout: 90_000 })
  test.afterEach(async ({ context }) => setOffline(context, false))

  test('a French page opened once opens again offline, in French; so does any French screen', async ({
    page,
    context,
  }) => {
    await page.goto('/fr/news')
    await expect(page.locator('#root[data-app="ready"]')).toBeAttached()
    const heading = await page.getByRole('heading', { level: 1 }).innerText()
    await waitForServiceWorker(page)
    // The worker kept the French code and this page at install: the page was open, in French.
    await expect
      .poll(() => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('french-')).length))
      .toBe(2)

    await setOffline(context, true)
    await page.reload()
    await expect(page.locator('#root[data-app="ready"]')).toBeAttached()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr-CA')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)

    // Never opened: the French shell, drawn in French from the kept code.
    await page.goto('/fr/about')
    await expect(page.locator('#root[data-app="ready"]')).toBeAttached()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr-CA')
    await expect(page.getByRole('navigation').first().getByRole('link', { name: 'Accueil' })).toBeVisible()
    // A service's page, never opened either.
    await page.goto('/fr/services/pr-renewal')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Renouvellement de la carte RP')
    await expect(page.getByRole('link', { name: 'Retour aux services' })).toHaveAttribute('href', '/fr/services')
  })

  test("an English visitor's worker keeps no French", async ({ page }) => {
    await page.goto('/about')
    await waitForServiceWorker(page)
    await page.waitForLoadState('networkidle')
    const french = await page.evaluate(async () => {
      const names = (await caches.keys()).filter((name) => name.startsWith('french-'))
      const entries = await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).length))
      return entries.reduce((sum, count) => sum + count, 0)
    })
    expect(french).toBe(0)
    const precached = await page.evaluate(async () => {
      const names = await caches.keys()
      const precache = names.find((name) => name.includes('precache'))!
      return (await (await caches.open(precache)).keys()).map((request) => new URL(request.url).pathname)
    })
    expect(precached).toContain('/fr/shell.html')
    expect(precached.filter((path) => /\.fr-[\w-]+\.js$/.test(path))).toEqual([])
  })

  test('a French page an English visitor opens offline says so in French, without asking for its words again and again, and leads to the English page', async ({
    page,
    context,
  }) => {
    await page.goto('/about')
    await waitForServiceWorker(page)
    await page.waitForLoadState('networkidle')
    const frenchCode: string[] = []
    page.on('request', (request) => {
      if (/\.fr-[\w-]+\.js$/.test(new URL(request.url()).pathname)) frenchCode.push(request.url())
    })
    await setOffline(context, true)
    await page.goto('/fr/about')
    await expect(page.getByRole('heading', { level: 1, name: 'Cette page n’a pas pu s’ouvrir' })).toBeVisible()
    await expect(page.getByText(/Vous êtes hors ligne, et cette page n’est pas encore enregistrée/)).toBeVisible()
    // A few attempts (the words, then the screen's), and no more: it looped, hundreds of times a second.
    await page.waitForTimeout(500)
    const asked = frenchCode.length
    await page.waitForTimeout(1_500)
    expect(frenchCode.length).toBe(asked)
    expect(asked).toBeLessThanOrEqual(3 * new Set(frenchCode).size)
    // Chromium may report 'online' for a moment while still offline, as a link is followed: the page
    // stays (a reload cancelled the visitor's navigation, in 2 of 12 runs).
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true))
    await page.evaluate(() => window.dispatchEvent(new Event('online')))
    await page.waitForTimeout(1_500)
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true)
    // A plain link to the same page in English, whose words the device has.
    await page.getByRole('link', { name: 'Lire cette page en anglais' }).click()
    await expect(page).toHaveURL(`${SITE_URL}/about`)
    await expect(page.locator('#root[data-app="ready"]')).toBeAttached()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Pathway to a New Life in Canada')
  })

  test('a French page that could not open offline opens by itself once the connection is back', async ({
    page,
    context,
  }) => {
    await page.goto('/about')
    await waitForServiceWorker(page)
    await setOffline(context, true)
    await page.goto('/fr/about')
    await expect(page.getByRole('heading', { level: 1, name: 'Cette page n’a pas pu s’ouvrir' })).toBeVisible()
    await setOffline(context, false)
    await expect(page.locator('#root[data-app="ready"]')).toBeAttached()
    await expect(page).toHaveURL(`${SITE_URL}/fr/about`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre parcours vers une nouvelle vie au Canada')
  })
})

test.describe('pop-up titles on a phone', () => {
  test.use({ viewport: { width: 320, height: 720 } })

  /** The words of a heading that the layout splits across two lines. */
  const splitWords = (heading: ReturnType<Page['locator']>) =>
    heading.evaluate((element) => {
      const split: string[] = []
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of node.textContent!.matchAll(/\S+/g)) {
          const range = document.createRange()
          range.setStart(node, word.index)
          range.setEnd(node, word.index + word[0].length)
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
          if (lines.size > 1) split.push(word[0])
        }
      }
      return split
    })

  for (const [path, learnMore] of [
    ['/services', /^Learn More/],
    ['/fr/services', /^En savoir plus/],
  ] as const) {
    test(`${path}: no service's title splits a word at 320 px (French words are longer)`, async ({ page }) => {
      await page.goto(path)
      await expect(page.locator('#root[data-app="ready"]')).toHaveCount(1)
      const buttons = page.getByRole('button', { name: learnMore })
      const count = await buttons.count()
      expect(count).toBe(22)
      const split: string[] = []
      for (let i = 0; i < count; i++) {
        await buttons.nth(i).click()
        const dialog = page.getByRole('dialog')
        split.push(...(await splitWords(dialog.getByRole('heading', { level: 2 }))))
        await page.keyboard.press('Escape')
        await expect(dialog).toHaveCount(0)
      }
      expect(split).toEqual([])
    })
  }
})
