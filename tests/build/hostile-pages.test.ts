// Hostile text in a post or a job (the XSS corpus) stays inert in the built pages: in the markup, the
// meta tags, the structured data and the data the page carries for the app. Pages are built here the
// way the build does (src/app/prerender.tsx, then scripts/prerender-plugin.ts's pageHtml), then read
// twice: parsed, for what could run or break out; and opened in Chromium with every payload's trap set.
import { JSDOM } from 'jsdom'
import { chromium, type Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Manifest } from 'vite'
import { resolve } from 'node:path'
import { CHROME_ARGS, CHROME_PATH } from '../../scripts/chromium'
import {
  jobRoute,
  pageHtml,
  postRoute,
  PRERENDER_MODULE,
  PRERENDERED_ROUTES,
  type PrerenderedRoute,
  type PrerenderModule,
} from '../../scripts/prerender-plugin'
import type { BlogPost, Job } from '../../src/shared/models'
import { XSS_MESSAGE_PREFIX, xssPayloads } from '../fixtures/xss-payloads'
import { CODE_LOADER } from '../../server/site/code-loader'

const TEMPLATE =
  '<!doctype html><html lang="en-CA"><head><title>Site</title><meta name="description" content="Site">' +
  '<script type="module" crossorigin src="/static/js/index.js"></script></head>' +
  '<body><div id="root"></div></body></html>'
// The entry and every module the pages name, as a build manifest lists them.
const manifest = {
  'index.html': { file: 'static/js/index.js', src: 'index.html', isEntry: true },
  ...Object.fromEntries(
    ['src/main.tsx', 'src/app/routes/news.tsx', 'src/app/routes/jobs.tsx', 'src/app/routes/job.tsx'].map((key) => [
      key,
      {
        file: `static/js/${key
          .split('/')
          .pop()!
          .replace(/\.tsx$/, '')}.js`,
        src: key,
      },
    ]),
  ),
} as Manifest

const meta = {
  $sequence: '1',
  $databaseId: 'main',
  $createdAt: '2026-11-01T10:00:00.000+00:00',
  $updatedAt: '2026-11-02T10:00:00.000+00:00',
  $permissions: ['read("any")'],
}
const all = xssPayloads.map((payload) => payload.html).join('\n')
const hostilePosts: BlogPost[] = xssPayloads.map((payload) => ({
  ...meta,
  $id: `xss-post-${payload.id}`,
  $collectionId: 'blog',
  title: payload.html,
  content: `<p>${payload.name}</p>${payload.html}`,
  author: payload.html,
  imageUrl: payload.html,
  createdAt: '2026-11-01T10:00:00.000Z',
  visibility: ['localhost'],
}))
const hostileJobs: Job[] = xssPayloads.map((payload) => ({
  ...meta,
  $id: `xss-job-${payload.id}`,
  $collectionId: 'jobs',
  title: payload.html,
  description: all,
  trade: payload.html,
  location: payload.html,
  province: payload.html,
  salary: `$${payload.id} per hour ${payload.html}`,
  applicationDeadline: '2099-12-31',
  isAcceptingApplications: true,
  isPublic: true,
}))

interface Page {
  route: PrerenderedRoute
  html: string
  data: { path: string; lists: Record<string, unknown[]> }
}
const pages: Page[] = []

// Through Vitest's own transform (the page's TSX), typed as the build sees it.
const { renderRoute, sanitizeIn, codeFailedWords, BUILT_DATA_ELEMENT_ID } = (await import(
  resolve(import.meta.dirname, '../..', PRERENDER_MODULE)
)) as PrerenderModule

async function build(route: PrerenderedRoute, lists: Record<string, unknown[]>): Promise<Page> {
  const data = { path: route.path, lists }
  const markup = await renderRoute(route.path, data)
  const html = pageHtml({
    template: TEMPLATE,
    markup,
    route,
    locale: 'en',
    manifest,
    apiOrigin: 'http://localhost:8787',
    data,
    dataElementId: BUILT_DATA_ELEMENT_ID,
    codeFailed: codeFailedWords('en'),
  })
  return { route, html, data }
}

beforeAll(async () => {
  sanitizeIn(new JSDOM('').window)
  const news = PRERENDERED_ROUTES.find((route) => route.path === '/news')!
  const board = PRERENDERED_ROUTES.find((route) => route.path === '/jobs')!
  pages.push(await build(news, { blog: hostilePosts }))
  pages.push(await build(board, { jobs: hostileJobs }))
  for (const post of hostilePosts.slice(0, 12)) pages.push(await build(postRoute(post.$id), { blog: [post] }))
  for (const job of hostileJobs.slice(0, 12)) pages.push(await build(jobRoute(job.$id), { jobs: [job] }))
}, 60_000)

describe('built pages from hostile posts and jobs', () => {
  it('hold the content (the payloads are there, as text), so the test is not vacuous', () => {
    const post = pages.find((page) => page.route.path === '/news/xss-post-1')!
    expect(post.html).toContain('xss-post-1')
    expect(new JSDOM(post.html).window.document.querySelector('h1')?.textContent).toBe(xssPayloads[0]!.html)
  })

  it('have no script but the code loader, JSON-LD and the page data, no handler attribute, no script address', () => {
    for (const { route, html } of pages) {
      const document = new JSDOM(html).window.document
      const scripts = [...document.querySelectorAll('script')]
      expect(
        scripts.filter((script) => !['', 'application/ld+json', 'application/json'].includes(script.type)),
        route.path,
      ).toEqual([])
      expect(
        scripts.filter((script) => script.type === '').map((script) => script.textContent),
        route.path,
      ).toEqual([CODE_LOADER])
      for (const element of document.querySelectorAll('*')) {
        for (const attribute of element.attributes) {
          expect(attribute.name.startsWith('on'), `${route.path}: ${element.tagName} ${attribute.name}`).toBe(false)
          if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(attribute.name))
            expect(attribute.value.trim().toLowerCase(), route.path).not.toMatch(
              /^(javascript|vbscript|data:text\/html)/,
            )
        }
      }
    }
  })

  it('write the data the page carries and its JSON-LD as valid JSON, equal to what they were given', () => {
    for (const { route, html, data } of pages) {
      const document = new JSDOM(html).window.document
      const carried = document.getElementById(BUILT_DATA_ELEMENT_ID)
      expect(JSON.parse(carried!.textContent!), route.path).toEqual(data)
      for (const script of document.querySelectorAll('script[type="application/ld+json"]'))
        expect(() => JSON.parse(script.textContent!), route.path).not.toThrow()
    }
    const job = pages.find((page) => page.route.path === '/jobs/xss-job-7')!
    const jsonLd = new JSDOM(job.html).window.document.querySelector('script[type="application/ld+json"]')!
    const [posting] = JSON.parse(jsonLd.textContent!) as { title: string; description: string }[]
    // Plain text: the markup is stripped, whatever is left of the payload is only text; the description's
    // only tags are the paragraphs and breaks the site writes round that text.
    expect(posting!.title).not.toMatch(/<\w/)
    expect(posting!.description.replace(/<\/?p>|<br>/g, '')).not.toMatch(/<\w|<\//)
  })

  it('keep meta tags plain text: a title or description can never leave its attribute', () => {
    for (const { route, html } of pages) {
      const head = new JSDOM(html).window.document.head
      for (const tag of head.querySelectorAll('meta[property^="og:"], meta[name="description"]')) {
        const content = tag.getAttribute('content') ?? ''
        expect(content, `${route.path} ${tag.outerHTML.slice(0, 60)}`).not.toMatch(/<\w|<\//)
      }
      // Every tag in <head> is one the page meant to write.
      for (const element of head.children)
        expect(['TITLE', 'META', 'LINK'], `${route.path}: ${element.tagName}`).toContain(element.tagName)
    }
  })
})

describe("text holding a replacement pattern ($&, $`, $', $$: a price, a possessive)", () => {
  it('is written as given, in the title, the description, the body and the data', async () => {
    const title = "US$& CA fees: the client's $` and $' and $$ (IRCC's)"
    const content = `<p>Fees in US$&amp; CA: $\` and $' and $$.</p>`
    const post: BlogPost = { ...hostilePosts[0]!, $id: 'dollar-post', title, content, author: "O'Neil $'" }
    const { html, data } = await build(postRoute(post.$id), { blog: [post] })
    const document = new JSDOM(html).window.document
    expect([...document.querySelectorAll('title')].map((each) => each.textContent)).toEqual([
      expect.stringContaining(title),
    ])
    // Nothing of the template pasted in: every tag the head had is still in it.
    expect(document.head.querySelector('link[rel="canonical"]')).not.toBeNull()
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('$` and')
    expect(document.querySelector('h1')?.textContent).toBe(title)
    expect(document.querySelector('article')?.textContent).toContain("Fees in US$& CA: $` and $' and $$.")
    expect(JSON.parse(document.getElementById(BUILT_DATA_ELEMENT_ID)!.textContent!)).toEqual(data)
  })
})

describe('opened in Chromium', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROME_PATH, headless: true, args: CHROME_ARGS })
  }, 60_000)
  afterAll(() => browser?.close())

  it("run no payload: no trap is called, no message posted, no dialog opened (a control page's payloads are caught)", async () => {
    const context = await browser.newContext({ javaScriptEnabled: true })
    const fired: string[] = []
    await context.exposeBinding('__xssReport', (_source, what: string) => void fired.push(what))
    await context.addInitScript((prefix) => {
      const w = window as unknown as { __xss: (id: unknown) => void; __xssReport: (what: string) => void }
      w.__xss = (id) => w.__xssReport(`payload ${String(id)} (call)`)
      window.addEventListener('message', (event) => {
        if (typeof event.data === 'string' && event.data.startsWith(prefix)) w.__xssReport(`payload ${event.data}`)
      })
    }, XSS_MESSAGE_PREFIX)
    // The control: a page whose payloads run (a handler and a script), opened as the built pages are.
    const control = '/__control'
    const byPath = new Map([
      [
        control,
        '<!doctype html><img src="/missing.png" onerror="__xss(\'handler\')"><script>__xss(\'script\')</script>',
      ],
      ...pages.map((page) => [page.route.path, page.html] as [string, string]),
    ])
    // The pages alone, at an origin of their own: their scripts, styles and pictures answer 404.
    await context.route('http://pages.test/**', (route) => {
      const html = byPath.get(new URL(route.request().url()).pathname)
      return html ? route.fulfill({ contentType: 'text/html', body: html }) : route.fulfill({ status: 404, body: '' })
    })
    const page = await context.newPage()
    page.on('dialog', (dialog) => {
      fired.push(`dialog ${dialog.message()}`)
      void dialog.dismiss()
    })
    // The page's clock is the test's: a payload's timer fires however long it waits.
    await context.clock.install()
    for (const path of byPath.keys()) {
      await page.goto(`http://pages.test${path}`, { waitUntil: 'load' })
      // Time for handlers on failed pictures to fire, and ten seconds of a payload's timers.
      await page.waitForTimeout(50)
      await page.clock.runFor(10_000)
    }
    await context.close()
    // The trap caught the control's two, and nothing of the built pages.
    expect([...fired].sort()).toEqual(['payload handler (call)', 'payload script (call)'])
  }, 120_000)
})
