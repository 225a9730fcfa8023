// The pages built from the backend's public data, read as a search engine, a job aggregator or a link
// preview reads them: the raw HTML of the test build (scripts/test.ts builds it from a backend seeded
// with the demo data), no script run. Content, meta tags, structured data, sitemap and robots.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { fileInside, jobRoute, postRoute, serviceRoute, SHELL_FILE } from '../../scripts/prerender-plugin'
import { loadSeedData } from '../../server/seed/seed-data'
import { site } from '../../src/content/site'
import { SERVICE_TITLES } from '../../src/features/services/specification-services'
import { recordLanguage } from '../../src/shared/content-language'
import { endOfOfficeDay } from '../../src/shared/office-day'
import { JOBS_PER_BATCH, POSTS_PER_BATCH } from '../../src/shared/list-batches'
import { BUILDABLE_ID, NOT_FOUND_MARK, REDIRECTS_IN_EVERY_LANGUAGE } from '../../src/shared/site-addresses'
import { takesApplications } from '../../src/shared/taking-applications'
import { boardOrder } from '../support/board-order'
import { TEST_BUILD_DIR, TEST_SITE_PORT } from '../support/test-build'

const SITE = `http://localhost:${TEST_SITE_PORT}`
const read = (file: string) => readFileSync(join(TEST_BUILD_DIR, file), 'utf8')
const documentOf = (file: string) => new JSDOM(read(file)).window.document
const content = (document: Document, selector: string) => document.head.querySelector(selector)?.getAttribute('content')
type JsonLd = Record<string, unknown>
const jsonLdOf = (document: Document): JsonLd[] =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((script): JsonLd[] => {
    const data = JSON.parse(script.textContent!) as JsonLd | JsonLd[]
    return Array.isArray(data) ? data : [data]
  })
const typesOf = (document: Document) => jsonLdOf(document).map((item) => item['@type'])

// What the backend holds for a visitor: the demo data, as the test build's backend was seeded with it.
// The English site's news lists the English posts only (French ones have their own pages); the job
// board lists every public job.
const seed = loadSeedData()
const visibleInLanguage = (language: 'en' | 'fr') =>
  seed.blog
    .filter((post) => post.visibility.includes('localhost') && recordLanguage(post) === language)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
const visiblePosts = visibleInLanguage('en')
const frenchPosts = visibleInLanguage('fr')
const publicJobs = seed.jobs.filter((job) => job.isPublic)
const draft = seed.jobs.find((job) => !job.isPublic)!
/** The office's day the build ran on (every page carries it): a job is built open or closed as of it. */
const builtOn = (
  JSON.parse(documentOf(jobRoute(publicJobs[0]!.$id).file).getElementById('built-data')!.textContent!) as {
    builtOn: string
  }
).builtOn
const openOnBuildDay = (job: (typeof publicJobs)[number]) => takesApplications(job, builtOn)
const hidden = seed.blog.find((post) => !post.visibility.includes('localhost'))!
/** The built file a static host serves for a page's address (/about → about.html). */
const fileOf = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`)

describe('/news, built with its first posts', () => {
  const document = documentOf('news.html')
  const root = document.getElementById('root')!

  it('holds the first batch of the newest posts as cards linking to their own pages, and no more', () => {
    const titles = [...root.querySelectorAll('[data-testid="post-card"] h2')].map((title) => title.textContent)
    expect(titles).toEqual(visiblePosts.slice(0, POSTS_PER_BATCH).map((post) => post.title))
    for (const post of visiblePosts.slice(0, POSTS_PER_BATCH))
      expect(root.querySelector(`a[href="/news/${post.$id}"]`), post.$id).not.toBeNull()
    expect(root.textContent).not.toContain(hidden.title)
  })

  it('reads as a finished list, as a reader without script sees it: Show more, a link to the next posts, nothing loading', () => {
    expect(visiblePosts.length).toBeGreaterThan(POSTS_PER_BATCH)
    expect(root.querySelector('a[rel="next"]')?.textContent).toBe('Show more posts')
    expect(root.querySelector('a[rel="next"]')?.getAttribute('href')).toBe('/news/page/2')
    expect(root.textContent).not.toContain('Loading blogs...')
    expect(root.querySelector('[aria-busy="true"]')).toBeNull()
  })

  it('has its meta tags and no structured data of a post or job', () => {
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE}/news`)
    expect(content(document, 'meta[property="og:url"]')).toBe(`${SITE}/news`)
    expect(typesOf(document)).toEqual([])
  })
})

describe('a post, built as its own page', () => {
  const post = visiblePosts[0]!
  const document = documentOf(postRoute(post.$id).file)

  it('holds the post: title, byline, picture and text', () => {
    expect(document.querySelector('#root h1')?.textContent).toBe(post.title)
    expect(document.querySelector('#root')?.textContent).toContain(post.author!)
    const text = new JSDOM(post.content).window.document.body.textContent!.replace(/\s+/g, ' ').trim()
    expect(document.querySelector('#root article')?.textContent?.replace(/\s+/g, ' ')).toContain(text.slice(0, 120))
    expect(document.querySelector(`#root img[src="${post.imageUrl}"]`)).not.toBeNull()
  })

  it('has a title, its first sentences as description, a canonical link and an article link preview', () => {
    // Too long for a search result to show the site's name after it as well (PageMeta).
    expect(document.title).toBe(post.title)
    const description = content(document, 'meta[name="description"]')!
    expect(description.length).toBeLessThanOrEqual(160)
    expect(description).toMatch(/[.!?]$/)
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE}/news/${post.$id}`)
    expect(content(document, 'meta[property="og:type"]')).toBe('article')
    expect(content(document, 'meta[property="og:title"]')).toBe(post.title)
    expect(content(document, 'meta[property="og:description"]')).toBe(description)
    // Its own picture, in its copy for link previews (tests/build/pictures.test.ts reads the files).
    expect(content(document, 'meta[property="og:image"]')).toBe(
      `${SITE}${post.imageUrl!.replace(/\.webp$/, '-share.jpg')}`,
    )
    expect(content(document, 'meta[property="og:url"]')).toBe(`${SITE}/news/${post.$id}`)
    expect(Date.parse(content(document, 'meta[property="article:published_time"]')!)).toBe(Date.parse(post.createdAt))
    expect(content(document, 'meta[name="twitter:card"]')).toBe('summary_large_image')
  })

  it('carries Article and BreadcrumbList data, and no JobPosting', () => {
    expect(typesOf(document)).toEqual(['Article', 'BreadcrumbList'])
    const [article] = jsonLdOf(document)
    expect(article).toMatchObject({
      headline: post.title,
      author: { '@type': 'Person', name: post.author },
      image: [`${SITE}${post.imageUrl}`, `${SITE}${post.imageUrl!.replace(/\.webp$/, '-share.jpg')}`],
      mainEntityOfPage: `${SITE}/news/${post.$id}`,
    })
    // As the backend writes the date (+00:00 rather than Z).
    expect(Date.parse(String(article!.datePublished))).toBe(Date.parse(post.createdAt))
  })

  it("names its author by their name alone, the byline's letters after it apart ('Amara Okafor, RCIC')", () => {
    const byConsultant = visiblePosts.find((candidate) => candidate.author?.endsWith(', RCIC'))!
    const page = documentOf(postRoute(byConsultant.$id).file)
    expect(page.querySelector('#root')?.textContent).toContain(byConsultant.author!)
    expect(jsonLdOf(page)[0]!.author).toEqual({
      '@type': 'Person',
      name: byConsultant.author!.replace(/, RCIC$/, ''),
      honorificSuffix: 'RCIC',
    })
  })

  it('exists for every post visible on the site, in either language, and for no other', () => {
    // Files only: the numbered pages of the list are in news/page/.
    const built = readdirSync(join(TEST_BUILD_DIR, 'news'), { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name.replace(/\.html$/, ''))
    expect(built.sort()).toEqual([...visiblePosts, ...frenchPosts].map((p) => p.$id).sort())
  })
})

describe('/jobs, built with its first jobs', () => {
  const html = read('jobs.html')
  const document = documentOf('jobs.html')

  it('holds the first jobs, English first and each language newest first, as cards linking to their own pages', () => {
    const board = boardOrder(publicJobs).slice(0, JOBS_PER_BATCH)
    const cards = [...document.querySelectorAll<HTMLAnchorElement>('#root article h2 a')]
    expect(cards.map((link) => link.getAttribute('href'))).toEqual(board.map((job) => `/jobs/${job.$id}`))
    expect(cards.map((link) => link.textContent)).toEqual(board.map((job) => job.title))
    expect(html).not.toContain(draft.title)
  })

  it('reads as the whole board, as a reader without script sees it: its count and Show more, nothing loading', () => {
    const root = document.getElementById('root')!
    expect(publicJobs.length).toBeGreaterThan(JOBS_PER_BATCH)
    const count = `Showing ${JOBS_PER_BATCH} of ${publicJobs.length} jobs`
    // On show, and in the live region the page starts with (so taking over the page announces nothing).
    const shown = [...root.querySelectorAll('p:not(.visually-hidden)')].map((line) => line.textContent)
    expect(shown).toContain(count)
    const statuses = [...root.querySelectorAll('[role="status"]')].map((status) => status.textContent)
    expect(statuses).toContain(count)
    expect(root.querySelector('a[rel="next"]')?.textContent).toBe('Show more jobs')
    expect(root.querySelector('a[rel="next"]')?.getAttribute('href')).toBe('/jobs/page/2')
    expect(root.textContent).not.toContain('Loading jobs...')
    expect(root.querySelector('[aria-busy="true"]')).toBeNull()
  })

  it('carries no JobPosting data: each posting is on its own page only', () => {
    expect(html).not.toContain('JobPosting')
    expect(typesOf(document)).toEqual([])
  })
})

describe("the lists' numbered pages, as a crawler or a reader without script follows 'Show more'", () => {
  /** From the list's own page, each 'Show more' link in turn: every page's file, and the records it links to. */
  const follow = (listPath: string, recordLink: string) => {
    const visited: { path: string; document: Document; records: string[] }[] = []
    for (let path: string | undefined = listPath; path;) {
      const document = documentOf(fileOf(path))
      const records = [...document.querySelectorAll<HTMLAnchorElement>(`#root ${recordLink}`)].map((link) =>
        link.getAttribute('href')!,
      )
      visited.push({ path, document, records })
      path = document.querySelector('#root a[rel="next"]')?.getAttribute('href') ?? undefined
    }
    return visited
  }

  it("leads from /jobs through every public job, in the board's order, a batch a page", () => {
    const pages = follow('/jobs', 'article h2 a')
    expect(pages.map((page) => page.path)).toEqual(
      Array.from({ length: Math.ceil(publicJobs.length / JOBS_PER_BATCH) }, (_, i) =>
        i ? `/jobs/page/${i + 1}` : '/jobs',
      ),
    )
    expect(pages.flatMap((page) => page.records)).toEqual(boardOrder(publicJobs).map((job) => `/jobs/${job.$id}`))
    expect(pages.every((page) => page.records.length <= JOBS_PER_BATCH)).toBe(true)
  })

  it('leads from /news through every post of the language, newest first', () => {
    const pages = follow('/news', '[data-testid="post-card"] h2 a')
    expect(pages.length).toBe(Math.ceil(visiblePosts.length / POSTS_PER_BATCH))
    expect(pages.flatMap((page) => page.records)).toEqual(visiblePosts.map((post) => `/news/${post.$id}`))
  })

  it('each is a page of its own: titled with its number, its own canonical address, counted from its place, linking back', () => {
    const [, second, third] = follow('/jobs', 'article h2 a')
    const { document } = third!
    expect(document.title).toBe('Jobs, page 3 | Maple Pathways Immigration')
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE}/jobs/page/3`)
    expect(document.querySelector('#root a[rel="prev"]')?.getAttribute('href')).toBe('/jobs/page/2')
    expect(second!.document.querySelector('#root a[rel="prev"]')?.getAttribute('href')).toBe('/jobs')
    const last = Math.min(3 * JOBS_PER_BATCH, publicJobs.length)
    expect(document.getElementById('root')!.textContent).toContain(
      `Showing ${2 * JOBS_PER_BATCH + 1}–${last} of ${publicJobs.length} jobs`,
    )
    expect(document.querySelector('[aria-busy="true"]')).toBeNull()
    // Its batch is in each language's own order: its alternates name itself alone.
    expect(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => link.getAttribute('href')),
    ).toEqual([`${SITE}/jobs/page/3`, `${SITE}/jobs/page/3`, `${SITE}/jobs/page/3`])
  })

  it('carries the batch it draws and where it starts, for the browser to take the page over as drawn', () => {
    const data = JSON.parse(documentOf('jobs/page/2.html').getElementById('built-data')!.textContent!) as {
      path: string
      lists: { jobs: { $id: string }[] }
      totals: { jobs: number }
      offsets: { jobs: number }
    }
    expect(data.path).toBe('/jobs/page/2')
    expect(data.lists.jobs.map((job) => job.$id)).toEqual(
      boardOrder(publicJobs)
        .slice(JOBS_PER_BATCH, 2 * JOBS_PER_BATCH)
        .map((job) => job.$id),
    )
    expect(data.totals.jobs).toBe(publicJobs.length)
    expect(data.offsets.jobs).toBe(JOBS_PER_BATCH)
  })

  it('are built no further than the list goes', () => {
    const pages = Math.ceil(publicJobs.length / JOBS_PER_BATCH)
    expect(existsSync(join(TEST_BUILD_DIR, `jobs/page/${pages}.html`))).toBe(true)
    expect(existsSync(join(TEST_BUILD_DIR, `jobs/page/${pages + 1}.html`))).toBe(false)
    expect(existsSync(join(TEST_BUILD_DIR, 'jobs/page/1.html'))).toBe(false)
  })
})

describe('a job, built as its own page', () => {
  const job = publicJobs.find(
    (candidate) =>
      candidate.salary &&
      candidate.applicationDeadline &&
      openOnBuildDay(candidate) &&
      recordLanguage(candidate) === 'en',
  )!
  const document = documentOf(jobRoute(job.$id).file)

  it('holds the job: title, trade, place, details and Apply', () => {
    const root = document.getElementById('root')!
    expect(root.querySelector('h1')?.textContent).toBe(job.title)
    expect(root.textContent).toContain(job.trade)
    expect(root.textContent).toContain(`${job.location}, ${job.province}`)
    expect(root.textContent).toContain(job.salary!)
    expect(root.textContent).toContain('Application deadline')
    expect(Date.parse(root.querySelector('time')!.getAttribute('datetime')!)).toBe(Date.parse(job.$createdAt))
    expect(root.querySelector('time')?.textContent).toMatch(/^Posted [A-Z][a-z]+ \d{1,2}, \d{4}$/)
    // Apply shows; a screen reader hears which job it applies to.
    const apply = root.querySelector('article button')
    expect(apply?.querySelector('[aria-hidden="true"]')?.textContent).toBe('Apply')
    expect(apply?.querySelector('.visually-hidden')?.textContent).toBe(`Apply: ${job.title}`)
  })

  it('has its meta tags: title, description, canonical link, link preview', () => {
    // With its place; too long for a search result to show the site's name after it as well (PageMeta).
    expect(document.title).toBe(`${job.title} – ${job.location}, ${job.province}`)
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE}/jobs/${job.$id}`)
    expect(content(document, 'meta[property="og:title"]')).toBe(`${job.title} – ${job.location}, ${job.province}`)
    expect(content(document, 'meta[property="og:image"]')).toBe(`${SITE}/images/share.jpg`)
  })

  it('carries one JobPosting with what search engines require, and its breadcrumbs', () => {
    expect(typesOf(document)).toEqual(['JobPosting', 'BreadcrumbList'])
    const posting = jsonLdOf(document)[0]!
    expect(posting).toMatchObject({
      title: job.title,
      directApply: true,
      // The demo jobs are all for a client the posting does not name.
      hiringOrganization: 'confidential',
      jobLocation: {
        address: { addressLocality: job.location, addressRegion: job.province, addressCountry: 'CA' },
      },
      baseSalary: { currency: 'CAD' },
    })
    // Listed until the deadline's day has ended in Toronto: 11:59:59 pm there, on or after the stored instant.
    expect(String(posting.validThrough)).toMatch(/T23:59:59-0[45]:00$/)
    const [validThrough, deadline] = [Date.parse(String(posting.validThrough)), Date.parse(job.applicationDeadline!)]
    expect(validThrough - deadline).toBeGreaterThanOrEqual(0)
    expect(validThrough - deadline).toBeLessThan(24 * 3_600_000)
    expect(Date.parse(String(posting.datePosted))).not.toBeNaN()
    expect(posting.description).toBe(`<p>${job.description}</p>`)
  })

  it('is posted once, on its page in its own language, and only while it takes applications', () => {
    const posted = (id: string, locale: 'en' | 'fr') =>
      typesOf(documentOf(jobRoute(id, locale).file)).includes('JobPosting')
    const closed = publicJobs.filter((candidate) => !openOnBuildDay(candidate))
    expect(closed.length).toBeGreaterThan(0)
    for (const each of publicJobs) {
      const own = recordLanguage(each)
      expect({ id: each.$id, own: posted(each.$id, own) }).toEqual({ id: each.$id, own: openOnBuildDay(each) })
      expect({ id: each.$id, other: posted(each.$id, own === 'en' ? 'fr' : 'en') }).toEqual({
        id: each.$id,
        other: false,
      })
    }
  })

  it("offers the next three open jobs on the board in the job's language, closed ones passed over", () => {
    // The English board: every job, English first, each language newest first.
    const board = boardOrder(publicJobs)
    const after = (index: number) => [...board.slice(index + 1), ...board.slice(0, index)]
    const language = (index: number) => recordLanguage(board[index]!)
    const offered = (index: number) =>
      after(index).filter((job) => recordLanguage(job) === language(index) && openOnBuildDay(job))
    // A job followed by a closed one, as the demo data has; the last English job, followed on the board
    // by French ones (it offers English ones from the board's start); and the board's last.
    const followedByClosed = board.findIndex((_, at) => !openOnBuildDay(after(at)[0]!))
    const lastEnglish = board.findLastIndex((job) => recordLanguage(job) === 'en')
    expect(followedByClosed).toBeGreaterThanOrEqual(0)
    expect(language(lastEnglish + 1)).toBe('fr')
    for (const index of [followedByClosed, lastEnglish, board.length - 1]) {
      const page = documentOf(jobRoute(board[index]!.$id).file)
      const more = [...page.querySelectorAll('#root nav[aria-labelledby] a')]
      expect(offered(index).length).toBeGreaterThanOrEqual(3)
      expect(more.map((link) => link.getAttribute('href'))).toEqual(
        offered(index)
          .slice(0, 3)
          .map((candidate) => `/jobs/${candidate.$id}`),
      )
    }
  })

  it("is built closed once its deadline's day has passed, though its owner left it open: no Apply", () => {
    expect(builtOn).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const late = publicJobs.find((candidate) => candidate.isAcceptingApplications && !openOnBuildDay(candidate))!
    const root = documentOf(jobRoute(late.$id).file).getElementById('root')!
    expect(root.textContent).toContain('Not accepting applications')
    expect(root.querySelector('article button')).toBeNull()
  })

  it('exists for every public job, and for no draft', () => {
    // The folder holds the jobs feed too (feed.xml).
    const built = readdirSync(join(TEST_BUILD_DIR, 'jobs'))
      .filter((file) => file.endsWith('.html'))
      .map((file) => file.replace(/\.html$/, ''))
    expect(built.sort()).toEqual(publicJobs.map((j) => j.$id).sort())
    expect(existsSync(join(TEST_BUILD_DIR, jobRoute(draft.$id).file))).toBe(false)
  })
})

/** Each service card's link on a built /services, in the cards' order: [its title, its address]. */
const serviceCards = (file: string) =>
  [...documentOf(file).querySelectorAll('#root article h3 a')].map((link) => [
    link.textContent!,
    link.getAttribute('href')!,
  ])
const servicePages = serviceCards('services.html').map(([, href]) => href!)

describe('a service, built as its own page', () => {
  const document = documentOf(serviceRoute('express-entry').file)

  it('holds what its modal says: the description, who it is for, what we help with, and a consultation', () => {
    expect(document.querySelector('#root h1')?.textContent).toBe('Express Entry')
    const headings = [...document.querySelectorAll('#root h2')].map((heading) => heading.textContent)
    expect(headings).toEqual(expect.arrayContaining(['Who it is for', 'What we help with', 'More services']))
    const text = document.getElementById('root')!.textContent!
    expect(text).toContain('Checking which federal programs you qualify for')
    expect(text).toContain('This is general information, not legal advice.')
    const consultation = [...document.querySelectorAll('#root a')].find(
      (link) => link.textContent === 'Contact Us for Consultation',
    )
    expect(consultation?.getAttribute('href')).toBe('/contact?subject=Consultation%3A+Express+Entry')
  })

  it('has its title, description and canonical address, and carries a Service and its breadcrumbs', () => {
    expect(document.title).toBe('Express Entry | Maple Pathways Immigration')
    expect(content(document, 'meta[name="description"]')).toBe(
      'Express Entry manages permanent residence applications for skilled workers, ranked by their CRS score. The highest-ranked are invited to apply.',
    )
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE}/services/express-entry`)
    expect(typesOf(document)).toEqual(['Service', 'BreadcrumbList'])
    expect(jsonLdOf(document)[0]).toMatchObject({ provider: { name: 'Maple Pathways Immigration' } })
  })

  it('exists for every service in both languages, each linked from its card on /services, under its card’s title', () => {
    const english = serviceCards('services.html')
    const french = serviceCards('fr/services.html')
    expect(english.map(([title]) => title)).toEqual(SERVICE_TITLES)
    expect(french.map(([, href]) => href)).toEqual(servicePages.map((path) => `/fr${path}`))
    for (const [index, path] of servicePages.entries()) {
      const id = path.replace('/services/', '')
      expect(documentOf(serviceRoute(id).file).querySelector('#root h1')?.textContent).toBe(english[index]![0])
      const frenchPage = documentOf(serviceRoute(id, 'fr').file)
      expect(frenchPage.documentElement.lang).toBe('fr-CA')
      expect(frenchPage.querySelector('#root h1')?.textContent).toBe(french[index]![0])
    }
  })

  it('gives search results and link previews whole sentences for every service in both languages, and a title to be found by', () => {
    const snippets = servicePages.flatMap((path) => {
      const id = path.replace('/services/', '')
      return (['en', 'fr'] as const).map((locale) => {
        const page = documentOf(serviceRoute(id, locale).file)
        return { page: serviceRoute(id, locale).file, description: content(page, 'meta[name="description"]')! }
      })
    })
    // A description cut short ends with '…' mid-sentence; one sentence of 60 characters says little.
    const weak = snippets.filter(
      ({ description }) => description.length > 160 || description.length < 100 || !/[.!?]$/.test(description),
    )
    expect(weak, 'give these services a metaDescription (services-content.ts and .fr.ts)').toEqual([])
    for (const { page, description } of snippets)
      expect(content(documentOf(page), 'meta[property="og:description"]'), page).toBe(description)
    expect(documentOf(serviceRoute('lmia').file).title).toBe(
      'LMIA (Labour Market Impact Assessment) | Maple Pathways Immigration',
    )
    expect(documentOf(serviceRoute('lmia', 'fr').file).title).toBe(
      'EIMT (étude d’impact sur le marché du travail) | Maple Pathways Immigration',
    )
    expect(documentOf(serviceRoute('lmia').file).querySelector('#root h1')?.textContent).toBe('LMIA')
  })

  it('in French, names its French addresses in its data: the service and each step of its trail', () => {
    const [service, breadcrumbs] = jsonLdOf(documentOf(serviceRoute('express-entry', 'fr').file))
    expect(service).toMatchObject({ name: 'Entrée express', url: `${SITE}/fr/services/express-entry` })
    expect((breadcrumbs!.itemListElement as JsonLd[]).map((crumb) => [crumb.name, crumb.item])).toEqual([
      ['Accueil', `${SITE}/fr`],
      ['Services', `${SITE}/fr/services`],
      ['Entrée express', `${SITE}/fr/services/express-entry`],
    ])
  })
})

describe('every built page', () => {
  const pages = [
    'index.html',
    'about.html',
    'services.html',
    'contact.html',
    'accessibility.html',
    'news.html',
    'jobs.html',
  ]

  it('has its canonical address and every link-preview tag, absolute on the live site', () => {
    for (const file of [
      ...pages,
      postRoute(visiblePosts[1]!.$id).file,
      jobRoute(publicJobs[1]!.$id).file,
      serviceRoute('express-entry').file,
    ]) {
      const document = documentOf(file)
      expect(document.querySelectorAll('link[rel="canonical"]'), file).toHaveLength(1)
      for (const tag of ['og:type', 'og:title', 'og:description', 'og:image', 'og:url', 'og:site_name', 'og:locale'])
        expect(document.head.querySelectorAll(`meta[property="${tag}"]`), `${file} ${tag}`).toHaveLength(1)
      expect(content(document, 'meta[property="og:image"]'), file).toMatch(new RegExp(`^${SITE}/`))
      expect(content(document, 'meta[property="og:locale"]'), file).toBe('en_CA')
      expect(content(document, 'meta[name="twitter:card"]'), file).toBe('summary_large_image')
    }
  })

  it('/home names / as its canonical address (one page, two addresses)', () => {
    expect(documentOf('home.html').querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE}/`)
  })

  it('the home page carries the company (a local business) with its contact point, and the WebSite with its name', () => {
    const [organization, website] = jsonLdOf(documentOf('index.html'))
    expect(organization).toMatchObject({
      '@type': 'LocalBusiness',
      '@id': `${SITE}/#organization`,
      name: site.name,
      url: `${SITE}/`,
      // The owner's details, as src/content/site.ts holds them: the number dialled, not the one shown.
      contactPoint: { '@type': 'ContactPoint', telephone: site.contact.phoneHref, email: site.contact.email },
      address: { '@type': 'PostalAddress', streetAddress: site.contact.streetAddress, addressCountry: 'CA' },
      geo: { '@type': 'GeoCoordinates', latitude: site.contact.coordinates.latitude },
    })
    // Google asks for five decimal places at least.
    const { latitude, longitude } = (organization as { geo: { latitude: number; longitude: number } }).geo
    for (const degrees of [latitude, longitude]) expect(String(degrees).split('.')[1]?.length).toBeGreaterThanOrEqual(5)
    // The contact page gives the same company; posts name it as their publisher by the same identifier.
    for (const file of ['contact.html', 'fr/contact.html'])
      expect(jsonLdOf(documentOf(file))[0], file).toMatchObject({ '@id': `${SITE}/#organization` })
    const [article] = jsonLdOf(documentOf(`news/${visiblePosts[0]!.$id}.html`))
    expect(article?.publisher).toMatchObject({ '@id': `${SITE}/#organization`, url: `${SITE}/` })
    expect(website).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: site.name,
      alternateName: site.shortName,
      url: `${SITE}/`,
      inLanguage: 'en-CA',
    })
  })

  it('the French home page describes the company in French, at its one address (the site is named on / alone)', () => {
    const data = jsonLdOf(documentOf('fr.html'))
    expect(data.map((item) => item['@type'])).toEqual(['LocalBusiness'])
    expect(data[0]).toMatchObject({
      '@id': `${SITE}/#organization`,
      // One company, one home: the same url for its @id on every page, whatever the language.
      url: `${SITE}/`,
      description: expect.stringMatching(/^Nous mettons les personnes/),
      address: {
        // Plain spaces, as listings compare addresses (the page's no-break ones are for the screen).
        streetAddress: expect.not.stringContaining('\u00a0'),
        addressLocality: site.contact.city,
      },
    })
  })

  it('the not-found page stands for every unknown address and asks not to be indexed', () => {
    const document = documentOf('404.html')
    expect(document.getElementById('root')?.dataset.prerendered).toBe(NOT_FOUND_MARK)
    expect(document.querySelector('#root h1')?.textContent).toBe('Page not found')
    expect(content(document, 'meta[name="robots"]')).toBe('noindex')
    expect(document.querySelector('link[rel="canonical"]')).toBeNull()
  })

  it('the shell carries no page data: it draws whatever address it opens', () => {
    expect(read(SHELL_FILE)).not.toContain('id="built-data"')
  })
})

describe('every link on every built page', () => {
  it('leads to a page the build wrote, a feed or a linked alias: none is broken', () => {
    const pages = (readdirSync(TEST_BUILD_DIR, { recursive: true }) as string[]).filter((file) =>
      file.endsWith('.html'),
    )
    const aliases = new Set(REDIRECTS_IN_EVERY_LANGUAGE.map(([from]) => from))
    const broken = new Set<string>()
    let links = 0
    for (const page of pages)
      for (const [, href] of read(page).matchAll(/<a [^>]*href="(\/[^"#?]*)/g)) {
        links++
        const path = href!
        const found = aliases.has(path) || existsSync(join(TEST_BUILD_DIR, /\.\w+$/.test(path) ? path : fileOf(path)))
        if (!found) broken.add(`${page} → ${path}`)
      }
    // The header's and footer's links on every page, at the least: the scan found the links.
    expect(links).toBeGreaterThan(20 * pages.length)
    expect([...broken]).toEqual([])
  })
})

describe('sitemap.xml and robots.txt', () => {
  const sitemap = read('sitemap.xml')
  const entries = [
    ...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?(?:<xhtml:link [^>]*\/>)*<\/url>/g),
  ]
  const locations = entries.map((entry) => entry[1])
  // The seed's jobs were never edited: one closed by its owner closed when created.
  const closedAt = (job: (typeof publicJobs)[number]) =>
    job.isAcceptingApplications ? endOfOfficeDay(new Date(job.applicationDeadline!)) : job.$createdAt
  const recentlyClosed = (job: (typeof publicJobs)[number]) =>
    !openOnBuildDay(job) && Date.parse(closedAt(job)) >= Date.parse(builtOn) - 30 * 86_400_000

  // French pages and their alternates: tests/e2e/french-pages.spec.ts.
  it('lists every page, and every visible post and open job at its page in its own language, a closed job for 30 days: nothing hidden, no draft', () => {
    const listedJobs = boardOrder(publicJobs).filter((job) => openOnBuildDay(job) || recentlyClosed(job))
    const englishJobs = listedJobs.filter((job) => recordLanguage(job) === 'en')
    const frenchJobs = listedJobs.filter((job) => recordLanguage(job) === 'fr')
    const pages = ['/', '/about', '/services', ...servicePages, '/contact', '/accessibility', '/news', '/jobs']
    expect(locations).toEqual([
      ...pages.map((path) => `${SITE}${path}`),
      ...visiblePosts.map((post) => `${SITE}/news/${post.$id}`),
      ...englishJobs.map((job) => `${SITE}/jobs/${job.$id}`),
      ...pages.map((path) => `${SITE}/fr${path === '/' ? '' : path}`),
      ...frenchPosts.map((post) => `${SITE}/fr/news/${post.$id}`),
      ...frenchJobs.map((job) => `${SITE}/fr/jobs/${job.$id}`),
    ])
    expect(sitemap).not.toContain(`/news/${hidden.$id}<`)
    expect(sitemap).not.toContain(`/jobs/${draft.$id}<`)
  })

  it('lists no page a crawler cannot reach by following links from the home page (the lists link their first batch; each post and job links its neighbours), but a closed job listed to be read again', () => {
    const reached = new Set<string>()
    const toVisit = ['/']
    while (toVisit.length > 0) {
      const path = toVisit.pop()!
      if (reached.has(path) || !existsSync(join(TEST_BUILD_DIR, fileOf(path)))) continue
      reached.add(path)
      for (const [, href] of read(fileOf(path)).matchAll(/<a [^>]*href="(\/[^"#?]*)/g)) toVisit.push(href!)
    }
    expect(reached.size).toBeGreaterThan(2 * (POSTS_PER_BATCH + JOBS_PER_BATCH))
    const closedJobPages = publicJobs
      .filter(recentlyClosed)
      .map((job) => `${SITE}${recordLanguage(job) === 'fr' ? '/fr' : ''}/jobs/${job.$id}`)
    expect(
      locations.filter((location) => !reached.has(location!.slice(SITE.length)) && !closedJobPages.includes(location!)),
    ).toEqual([])
  })

  // Which date: src/app/site-files.test.ts (the seed's records were never changed after their creation).
  it('gives each post and job a lastmod, the post its date', () => {
    const post = entries.find((entry) => entry[1] === `${SITE}/news/${visiblePosts[0]!.$id}`)!
    expect(post[2]).toBe(new Date(visiblePosts[0]!.createdAt).toISOString())
    for (const entry of entries.filter((each) => /\/(news|jobs)\/[^/]+$/.test(each[1]!)))
      expect(Date.parse(entry[2]!), entry[1]).not.toBeNaN()
  })

  it('is named by robots.txt', () => {
    expect(read('robots.txt')).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`)
  })
})

describe('the feeds (feed.xml and jobs/feed.xml, and in French)', () => {
  // The newest twenty (src/app/news-feed.ts's FEED_LENGTH; the demo has more in English, fewer in French).
  const FEED_LENGTH = 20
  const feedOf = (file: string) => new JSDOM(read(file), { contentType: 'application/xml' }).window.document
  const entryLinks = (feed: Document) =>
    [...feed.querySelectorAll('entry > link[rel="alternate"]')].map((link) => link.getAttribute('href'))

  it("list each language's newest posts, at their built pages", () => {
    for (const [file, posts, prefix] of [
      ['feed.xml', visiblePosts, ''],
      ['fr/feed.xml', frenchPosts, '/fr'],
    ] as const) {
      const feed = feedOf(file)
      expect(feed.documentElement.localName, file).toBe('feed')
      const links = entryLinks(feed)
      expect(links, file).toEqual(posts.slice(0, FEED_LENGTH).map((post) => `${SITE}${prefix}/news/${post.$id}`))
      for (const link of links)
        expect(existsSync(join(TEST_BUILD_DIR, `${link!.slice(SITE.length + 1)}.html`))).toBe(true)
    }
  })

  it("list each language's jobs taking applications on the build's day, newest first, at their built pages", () => {
    for (const [file, language, prefix] of [
      ['jobs/feed.xml', 'en', ''],
      ['fr/jobs/feed.xml', 'fr', '/fr'],
    ] as const) {
      const expected = publicJobs
        .filter((job) => recordLanguage(job) === language && openOnBuildDay(job))
        .sort((a, b) => b.$createdAt.localeCompare(a.$createdAt))
      expect(expected.length, file).toBeGreaterThan(5)
      const links = entryLinks(feedOf(file))
      expect(links, file).toEqual(expected.map((job) => `${SITE}${prefix}/jobs/${job.$id}`))
      for (const link of links)
        expect(existsSync(join(TEST_BUILD_DIR, `${link!.slice(SITE.length + 1)}.html`))).toBe(true)
    }
    expect(read('jobs/feed.xml')).not.toContain(`/jobs/${draft.$id}<`)
  })

  it('are named in the head of every page of their language, for feed readers', () => {
    const feedLinks = (file: string) =>
      [...documentOf(file).head.querySelectorAll('link[rel="alternate"][type="application/atom+xml"]')].map((link) =>
        link.getAttribute('href'),
      )
    for (const file of [
      'index.html',
      'about.html',
      postRoute(visiblePosts[0]!.$id).file,
      jobRoute(publicJobs[0]!.$id).file,
    ])
      expect(feedLinks(file), file).toEqual([`${SITE}/feed.xml`, `${SITE}/jobs/feed.xml`])
    expect(feedLinks('fr/news.html')).toEqual([`${SITE}/fr/feed.xml`, `${SITE}/fr/jobs/feed.xml`])
  })
})

describe('file names from ids', () => {
  it('builds only ids that are plain names: never a folder, a hidden file or a parent', () => {
    for (const id of ['news-001', 'A1_b-2']) expect(BUILDABLE_ID.test(id), id).toBe(true)
    for (const id of ['..', '.hidden', 'a/b', 'a\\b', 'a.b', '', '-a', 'x'.repeat(37), '%2e%2e', 'a b'])
      expect(BUILDABLE_ID.test(id), id).toBe(false)
  })

  it('never writes outside the build folder, whatever a name holds', () => {
    const out = '/tmp/site-out'
    expect(fileInside(out, 'news/news-001.html')).toBe('/tmp/site-out/news/news-001.html')
    for (const name of ['news/../../etc/x.html', '../x.html', '/etc/x.html', 'news/.x.html', '.'])
      expect(() => fileInside(out, name), name).toThrow(/outside the build folder/)
  })
})
