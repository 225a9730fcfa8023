// The French pages of the test build, read as a search engine reads them (no script run): every
// page of the English site again under /fr, in French from the first byte, each naming its twin in
// the other language; the French shell, not-found page and manifest; the sitemap's alternates.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { FRENCH_MANIFEST_FILE, FRENCH_SHELL_FILE, PRERENDERED_ROUTES, routeIn } from '../../scripts/prerender-plugin'
import { loadSeedData } from '../../server/seed/seed-data'
import { recordLanguage } from '../../src/shared/content-language'
import { NOT_FOUND_MARK } from '../../src/shared/site-addresses'
import { boardOrder } from '../support/board-order'
import { TEST_BUILD_DIR, TEST_SITE_PORT } from '../support/test-build'

const SITE = `http://localhost:${TEST_SITE_PORT}`
const read = (file: string) => readFileSync(join(TEST_BUILD_DIR, file), 'utf8')
const documentOf = (file: string) => new JSDOM(read(file)).window.document
const seed = loadSeedData()
const frenchPosts = seed.blog
  .filter((post) => post.visibility.includes('localhost') && recordLanguage(post) === 'fr')
  .sort((a, b) => b.createdAt.localeCompare(a.createdAt))

describe('the French pages', () => {
  const routes = PRERENDERED_ROUTES.map((route) => routeIn('fr', route))

  it('are the English pages under /fr: /fr is fr.html, the others in fr/', () => {
    expect(routes.map((route) => [route.path, route.file])).toEqual([
      ['/fr', 'fr.html'],
      ['/fr/home', 'fr/home.html'],
      ['/fr/about', 'fr/about.html'],
      ['/fr/services', 'fr/services.html'],
      ['/fr/contact', 'fr/contact.html'],
      ['/fr/accessibility', 'fr/accessibility.html'],
      ['/fr/news', 'fr/news.html'],
      ['/fr/jobs', 'fr/jobs.html'],
    ])
  })

  it('each say fr-CA, link the French manifest, and name both languages with English the default', () => {
    for (const { path, file } of routes) {
      const html = read(file)
      expect(html, file).toMatch(/^<!doctype html>\s*<html lang="fr-CA">/)
      expect(html, file).toContain(`<link rel="manifest" href="/${FRENCH_MANIFEST_FILE}">`)
      expect(html, file).toContain(`data-prerendered="${path}"`)
      const english = path === '/fr/home' ? '/' : path.replace(/^\/fr/, '') || '/'
      const french = path === '/fr/home' ? '/fr' : path
      expect(html, file).toContain(`<link rel="alternate" hreflang="en-CA" href="${SITE}${english}"/>`)
      expect(html, file).toContain(`<link rel="alternate" hreflang="fr-CA" href="${SITE}${french}"/>`)
      // For a French reader outside Canada too, and an English one.
      expect(html, file).toContain(`<link rel="alternate" hreflang="fr" href="${SITE}${french}"/>`)
      expect(html, file).toContain(`<link rel="alternate" hreflang="en" href="${SITE}${english}"/>`)
      expect(html, file).toContain(`<link rel="alternate" hreflang="x-default" href="${SITE}${english}"/>`)
      const document = new JSDOM(html).window.document
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href'), file).toBe(`${SITE}${french}`)
      expect(document.querySelector('meta[property="og:locale"]')?.getAttribute('content'), file).toBe('fr_CA')
    }
  })

  it("show link previews the share picture with the company's tagline in French", () => {
    expect(documentOf('fr/about.html').querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      `${SITE}/images/share.fr.jpg`,
    )
    expect(existsSync(join(TEST_BUILD_DIR, 'images/share.fr.jpg'))).toBe(true)
  })

  it('/fr/news holds the French posts, linking to their French pages', () => {
    const root = documentOf('fr/news.html').getElementById('root')!
    for (const post of frenchPosts.slice(0, 6)) {
      expect(root.textContent).toContain(post.title)
      expect(root.querySelector(`a[href="/fr/news/${post.$id}"]`), post.$id).not.toBeNull()
    }
  })

  it('every post and job of either language has a French page, as it has an English one', () => {
    // Files only: each language's news has as many numbered pages (news/page/) as its own posts fill.
    const pagesIn = (folder: string) =>
      readdirSync(join(TEST_BUILD_DIR, folder), { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name)
        .sort()
    for (const folder of ['news', 'jobs']) expect(pagesIn(`fr/${folder}`), folder).toEqual(pagesIn(folder))
  })

  it("lead from /fr/jobs through every public job by 'Afficher plus d’emplois', French first, each page in French", () => {
    const seen: string[] = []
    let pages = 0
    for (let path: string | undefined = '/fr/jobs'; path; pages += 1) {
      const document = documentOf(`${path.slice(1)}.html`)
      expect(document.documentElement.lang, path).toBe('fr-CA')
      if (pages > 0) expect(document.title, path).toBe(`Emplois, page ${pages + 1} | Maple Pathways Immigration`)
      seen.push(...[...document.querySelectorAll('#root article h2 a')].map((link) => link.getAttribute('href')!))
      const next = document.querySelector('#root a[rel="next"]')
      if (next) expect(next.textContent).toBe('Afficher plus d’emplois')
      path = next?.getAttribute('href') ?? undefined
    }
    const jobs = boardOrder(
      seed.jobs.filter((job) => job.isPublic),
      'fr',
    )
    expect(seen).toEqual(jobs.map((job) => `/fr/jobs/${job.$id}`))
    expect(pages).toBeGreaterThan(1)
  })

  it('the French not-found page stands for every unknown French address, in French', () => {
    const document = documentOf('fr/404.html')
    expect(document.documentElement.lang).toBe('fr-CA')
    expect(document.getElementById('root')?.dataset.prerendered).toBe(NOT_FOUND_MARK)
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex')
    expect(document.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(0)
  })

  it('the French shell opens any French address in French: lang, the French home page title, no page data', () => {
    const html = read(FRENCH_SHELL_FILE)
    expect(html).toMatch(/^<!doctype html>\s*<html lang="fr-CA">/)
    expect(html).not.toContain('id="built-data"')
    expect(new JSDOM(html).window.document.title).toBe(documentOf('fr.html').title)
    expect(read('shell.html')).toMatch(/^<!doctype html>\s*<html lang="en-CA">/)
    // Opened at its own address (/shell on a static host), neither shell asks to be indexed.
    for (const shell of ['shell.html', FRENCH_SHELL_FILE])
      expect(
        new JSDOM(read(shell)).window.document.querySelector('meta[name="robots"]')?.getAttribute('content'),
        shell,
      ).toBe('noindex')
  })

  /** The files a page's code loader requests. */
  const requestedBy = (file: string) =>
    (/<script data-entry="[^"]*" data-chunks="([^"]*)"[^>]*>/.exec(read(file))?.[1] ?? '').split(' ')
  /** The French content modules among the files a page's code loader requests, by name. */
  const twinsRequestedBy = (file: string) =>
    requestedBy(file)
      .map((chunk) => /\/([\w-]+)\.fr-[\w-]+\.js$/.exec(chunk)?.[1])
      .filter(Boolean)
      .sort()
  /** The English words modules among them: the French twins' names without '.fr' (words modules' chunk names). */
  const englishWordsRequestedBy = (file: string, names: readonly (string | undefined)[]) =>
    requestedBy(file)
      .map((chunk) => /\/([\w-]+)-[\w-]{8}\.js$/.exec(chunk)?.[1])
      .filter((name) => names.includes(name))
      .sort()

  it("fetch the French words they draw with together with their code, and only a French page's code does", () => {
    // The frame's words (site, navigation, errors: content/frame.fr.ts) and the notices' (offline-content).
    const frame = ['frame', 'offline-content']
    expect(twinsRequestedBy('fr/jobs.html')).toEqual([...frame, 'jobs-content'].sort())
    expect(twinsRequestedBy('fr/news.html')).toEqual([...frame, 'news-content'].sort())
    expect(twinsRequestedBy('fr.html')).toEqual([...frame, 'home-content'].sort())
    // The contact queue's words come with the queue's code, in a quiet moment after the first view.
    expect(twinsRequestedBy('fr/contact.html')).toEqual([...frame, 'contact-content', 'contact-outbox'].sort())
    for (const file of ['index.html', 'jobs.html', 'news.html', 'contact.html'])
      expect(twinsRequestedBy(file)).toEqual([])
    // The shell preloads the app's own code: in French, the frame's words too.
    const preloadedTwins = (file: string) => read(file).match(/<link rel="modulepreload"[^>]*\.fr-[\w-]+\.js"/g) ?? []
    expect(preloadedTwins(FRENCH_SHELL_FILE)).toHaveLength(frame.length)
    expect(preloadedTwins('shell.html')).toEqual([])
  })

  it('never fetch the English words they replace, while an English page fetches its own with its code', () => {
    const pairs = [
      ['index.html', 'fr.html'],
      ['about.html', 'fr/about.html'],
      ['services.html', 'fr/services.html'],
      ['news.html', 'fr/news.html'],
      ['jobs.html', 'fr/jobs.html'],
    ] as const
    for (const [english, french] of pairs) {
      const words = twinsRequestedBy(french)
      expect(words, french).toContain('frame')
      expect(englishWordsRequestedBy(french, words), french).toEqual([])
      expect(englishWordsRequestedBy(english, words), english).toEqual(words)
    }
  })

  it('say in French, as an English page says in English, when a tap needed the code and it could not come', () => {
    const failed = (file: string) => documentOf(file).querySelector('script[data-entry]')?.getAttribute('data-failed')
    expect(failed('fr/contact.html')).toBe(
      'Une partie de cette page n’a pas pu être téléchargée, et cette action n’a pas abouti. Vérifiez votre connexion, puis réessayez.',
    )
    expect(failed('contact.html')).toBe(
      'Part of this page could not be downloaded, so that did not work. Check your connection, then try again.',
    )
  })

  it('the French manifest is the same app in French, an app of its own', () => {
    const manifest = JSON.parse(read(FRENCH_MANIFEST_FILE)) as Record<string, unknown>
    const english = JSON.parse(read('manifest.webmanifest')) as Record<string, unknown>
    expect(manifest).toMatchObject({ id: '/fr', start_url: '/fr', lang: 'fr-CA', scope: '/', name: english.name })
    expect(manifest.icons).toEqual(english.icons)
    expect(manifest.description).not.toBe(english.description)
    // Its install dialog shows the French home page, at the sizes it states.
    const shots = manifest.screenshots as { src: string; sizes: string }[]
    expect(shots.map((shot) => shot.src)).toEqual(['/screenshots/wide.fr.png', '/screenshots/narrow.fr.png'])
    for (const shot of shots) {
      const png = readFileSync(join(TEST_BUILD_DIR, shot.src))
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, shot.src).toBe(shot.sizes)
    }
  })
})

describe('the pages of the site, in both languages', () => {
  it('have descriptions that fit a search result (160 characters; longer ones are cut)', () => {
    for (const locale of ['en', 'fr'] as const)
      for (const { file } of PRERENDERED_ROUTES.map((route) => routeIn(locale, route))) {
        const description = documentOf(file).querySelector('meta[name="description"]')?.getAttribute('content')
        expect(description?.length, file).toBeGreaterThan(50)
        expect(description!.length, `${file}: ${description}`).toBeLessThanOrEqual(160)
      }
  })

  it("have titles that end with the site's name; a post's or job's only where both fit a search result (60 characters)", () => {
    const pages = readdirSync(TEST_BUILD_DIR, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.html') && !['shell.html', 'fr/shell.html'].includes(file),
    )
    // Read with a pattern, not a DOM: some 400 pages, and a DOM each took over 30 s on CI's machine.
    const entities: Record<string, string> = { '&amp;': '&', '&#x27;': "'", '&quot;': '"', '&lt;': '<', '&gt;': '>' }
    const decode = (text: string) => text.replace(/&(?:amp|#x27|quot|lt|gt);/g, (entity) => entities[entity]!)
    let recordsAlone = 0
    for (const file of pages) {
      const html = read(file)
      const title = decode(/<title>([^<]*)<\/title>/.exec(html)![1]!)
      const own = decode(/<meta property="og:title" content="([^"]*)"/.exec(html)![1]!)
      const withSiteName = `${own} | Maple Pathways Immigration`
      const isRecord = /^(fr\/)?(news|jobs)\//.test(file)
      expect(title, file).toBe(isRecord && withSiteName.length > 60 ? own : withSiteName)
      if (title === own) recordsAlone++
    }
    // The demo data has short and long titles: both ways are in the build.
    expect(recordsAlone).toBeGreaterThan(0)
    expect(recordsAlone).toBeLessThan(pages.filter((file) => /^(fr\/)?(news|jobs)\//.test(file)).length)
  })
})

describe("a post or job in the other language's frame", () => {
  const englishJob = seed.jobs.find((job) => job.isPublic && recordLanguage(job) === 'en')!
  const frenchPost = frenchPosts[0]!
  const englishPost = seed.blog.find((post) => post.visibility.includes('localhost') && recordLanguage(post) === 'en')!
  const headOf = (file: string) => {
    const document = documentOf(file)
    return {
      lang: document.documentElement.lang,
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content'),
      alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map(
        (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
      ),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap(
        (script) => JSON.parse(script.textContent!) as Record<string, unknown>[],
      ),
    }
  }

  it('names its page in its own language as canonical, and no translation (its words are not translated)', () => {
    const own = `${SITE}/jobs/${englishJob.$id}`
    expect(headOf(`fr/jobs/${englishJob.$id}.html`)).toMatchObject({
      lang: 'fr-CA',
      canonical: own,
      ogUrl: own,
      alternates: [`en-CA ${own}`, `en ${own}`, `x-default ${own}`],
    })
    expect(headOf(`jobs/${englishJob.$id}.html`)).toMatchObject({
      canonical: own,
      alternates: [`en-CA ${own}`, `en ${own}`, `x-default ${own}`],
    })
  })

  it("a French post at its English address: canonical and alternates are the French page's, which alone carries its Article", () => {
    const own = `${SITE}/fr/news/${frenchPost.$id}`
    const head = headOf(`news/${frenchPost.$id}.html`)
    expect(head).toMatchObject({
      lang: 'en-CA',
      canonical: own,
      alternates: [`fr-CA ${own}`, `fr ${own}`, `x-default ${own}`],
    })
    expect(head.jsonLd.map((item) => item['@type'])).toEqual(['BreadcrumbList'])
    expect(headOf(`fr/news/${frenchPost.$id}.html`).jsonLd.find((item) => item['@type'] === 'Article')).toMatchObject({
      url: own,
      mainEntityOfPage: own,
      inLanguage: 'fr-CA',
    })
  })

  it('an English post in the French frame: no Article there, which would name the French address against its canonical', () => {
    const own = `${SITE}/news/${englishPost.$id}`
    const head = headOf(`fr/news/${englishPost.$id}.html`)
    expect(head).toMatchObject({ lang: 'fr-CA', canonical: own, ogUrl: own })
    expect(head.jsonLd.map((item) => item['@type'])).toEqual(['BreadcrumbList'])
    expect(headOf(`news/${englishPost.$id}.html`).jsonLd.find((item) => item['@type'] === 'Article')).toMatchObject({
      url: own,
      mainEntityOfPage: own,
    })
  })
})

describe('the sitemap in both languages', () => {
  const sitemap = read('sitemap.xml')
  const entries = [
    ...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>[^<]+<\/lastmod>)?((?:<xhtml:link [^>]+\/>)*)<\/url>/g),
  ]

  it('lists each page in both languages with its five alternates; a post or job once, in its own language', () => {
    const isRecord = (loc: string) => /\/(news|jobs)\/[^/]+$/.test(loc)
    const pages = entries.filter(([, loc]) => !isRecord(loc!)).map(([, loc]) => loc!)
    const english = pages.filter((loc) => !loc.startsWith(`${SITE}/fr`))
    const french = pages.filter((loc) => loc.startsWith(`${SITE}/fr`))
    expect(
      french.map((loc) => loc.replace(`${SITE}/fr`, SITE).replace(new RegExp(`^${SITE}$`), `${SITE}/`)).sort(),
    ).toEqual([...english].sort())
    for (const [, loc, links] of entries) {
      if (!isRecord(loc!)) {
        expect(links!.match(/<xhtml:link /g), loc).toHaveLength(5)
        continue
      }
      // Its own page for every reader; the copy in the other frame is not a translation.
      const language = loc!.startsWith(`${SITE}/fr/`) ? 'fr' : 'en'
      expect(links, loc).toBe(
        [`${language}-CA`, language, 'x-default']
          .map((hreflang) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${loc}"/>`)
          .join(''),
      )
    }
    const frenchPost = frenchPosts[0]!
    expect(entries.map(([, loc]) => loc)).toContain(`${SITE}/fr/news/${frenchPost.$id}`)
    expect(entries.map(([, loc]) => loc)).not.toContain(`${SITE}/news/${frenchPost.$id}`)
    expect(existsSync(join(TEST_BUILD_DIR, 'robots.txt'))).toBe(true)
  })
})
