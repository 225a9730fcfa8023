import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { CODE_LOADER_HASH } from '../../server/site/code-loader'
import { expect, test, type Page } from '@playwright/test'
import { Query } from 'node-appwrite'
import { payloadFitting, XSS_MESSAGE_PREFIX, xssPayloads, type XssPayload } from '../fixtures/xss-payloads'
import { TEST_BUILD_DIR } from '../support/test-build'
import { APPWRITE_ENDPOINT, BACKEND_URL } from './support/addresses'
import { jobPermissions } from '../../src/shared/job-visibility'
import { adminDatabases } from './support/backend'
import { liveListArrived, openWithLiveList, showEveryBatch } from './support/live-list'

// The headers the site is served with, the policy holding in a real browser, and a corpus of
// XSS payloads stored in every field the site shows.
//
// Isolation: the payload posts and jobs are created through the admin SDK under ids starting with
// "xss-" and deleted in afterAll through the backend's DELETE document (Appwrite's contract), which
// then checks that none is left; beforeAll first removes any left by an interrupted run. Outside this
// file's XSS tests the backend holds only the seed, so news.spec's and jobs.spec's counts, ordering and
// dropdowns are untouched whichever order the files run in (both also read their expectations from
// the backend at test time). A second backend and site was not an option: the built site has the
// backend's address baked in.

const BACKEND_ORIGIN = new URL(APPWRITE_ENDPOINT).origin
const CONTACT_ORIGIN = new URL(`${BACKEND_URL}/contact`).origin
/** The contact page's map (src/content/site.ts) is the only framed origin. */
const MAP_ORIGIN = 'https://www.openstreetmap.org'
const HARDENING_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
] as const

type Csp = Map<string, string[]>

/** Directive name → its sources. A repeated directive is an error: browsers ignore all but the first. */
function parseCsp(header: string): Csp {
  const directives: Csp = new Map()
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (!name) continue
    expect(directives.has(name.toLowerCase()), `directive ${name} appears twice`).toBe(false)
    directives.set(name.toLowerCase(), sources)
  }
  return directives
}

const sorted = (list: readonly string[] | undefined) => [...new Set(list ?? [])].sort()

async function aVisiblePostId(): Promise<string> {
  const { documents } = await adminDatabases().listDocuments({
    databaseId: 'main',
    collectionId: 'blog',
    queries: [Query.contains('visibility', 'localhost'), Query.limit(1)],
  })
  return documents[0]!.$id
}

const routes = (postId: string) => [
  '/',
  '/home',
  '/news',
  `/news/${postId}`,
  '/jobs',
  '/about',
  '/contact',
  '/services',
]

test.describe('security headers', () => {
  test('every route and asset is sent the policy and the hardening headers', async ({ request }) => {
    const home = await (await request.get('/')).text()
    const script = /<script data-entry="(\/static\/[^"]+\.js)"/.exec(home)?.[1]
    expect(script).toBeTruthy()
    for (const path of [...routes(await aVisiblePostId()), script!, '/sw.js', '/manifest.webmanifest']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      const headers = response.headers()
      const csp = parseCsp(headers['content-security-policy'] ?? '')
      expect.soft(csp.get('default-src'), path).toEqual(["'self'"])
      // Only the site's own files run, and the built pages' code loader by its hash: no other inline
      // code, no eval, no other host.
      expect.soft(csp.get('script-src'), path).toEqual(["'self'", CODE_LOADER_HASH])
      for (const [name, sources] of csp) {
        expect.soft(sources, `${path} ${name}`).not.toContain("'unsafe-eval'")
        if (name.startsWith('script-src')) expect.soft(sources, `${path} ${name}`).not.toContain("'unsafe-inline'")
      }
      expect.soft(csp.get('object-src'), path).toEqual(["'none'"])
      expect.soft(csp.get('base-uri'), path).toEqual(["'self'"])
      expect.soft(csp.get('frame-ancestors'), path).toEqual(["'none'"])
      expect.soft(sorted(csp.get('connect-src')), path).toEqual(sorted(["'self'", BACKEND_ORIGIN, CONTACT_ORIGIN]))
      expect.soft(csp.get('frame-src'), path).toEqual([MAP_ORIGIN])

      expect.soft(headers['x-content-type-options'], path).toBe('nosniff')
      expect.soft(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
      const features = (headers['permissions-policy'] ?? '').split(',').map((feature) => feature.trim())
      expect.soft(features, path).toEqual(expect.arrayContaining(['camera=()', 'microphone=()', 'geolocation=()']))
    }
  })

  test('Chromium accepts every feature the Permissions-Policy names (no console error on any page)', async ({
    page,
  }) => {
    const policyErrors: string[] = []
    page.on('console', (message) => {
      if (message.text().includes('Permissions-Policy')) policyErrors.push(`${page.url()}: ${message.text()}`)
    })
    for (const path of routes(await aVisiblePostId())) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    }
    expect(policyErrors).toEqual([])
  })

  test("the build's report (Vite's manifest) is neither published with the site nor served", async ({ request }) => {
    expect(existsSync(join(TEST_BUILD_DIR, '.vite'))).toBe(false)
    for (const path of ['/.vite/manifest.json', '/.vite/']) expect((await request.get(path)).status(), path).toBe(404)
  })

  test('_headers, for static hosts, carries exactly what the live server sends', async ({ request }) => {
    const file = readFileSync(join(TEST_BUILD_DIR, '_headers'), 'utf8')
    const blocks = new Map<string, Record<string, string>>()
    let current: Record<string, string> | undefined
    for (const line of file.split('\n')) {
      if (!line.trim()) continue
      if (!/^\s/.test(line)) blocks.set(line.trim(), (current = {}))
      else if (current) {
        const colon = line.indexOf(':')
        current[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
      }
    }
    expect([...blocks.keys()]).toEqual(['/*', '/static/*'])
    /** What a static host sends for a path: every matching block's headers (no name is in two). */
    const sent = (path: string) =>
      Object.assign({}, ...[...blocks].filter(([pattern]) => path.startsWith(pattern.slice(0, -1))).map(([, b]) => b))
    const home = await (await request.get('/')).text()
    const asset = /<script data-entry="(\/static\/[^"]+\.js)"/.exec(home)![1]!
    for (const path of ['/news', asset]) {
      const live = (await request.get(path)).headers()
      for (const name of HARDENING_HEADERS) expect.soft(sent(path)[name], `${path} ${name}`).toBe(live[name])
    }
    expect(sent(asset)['cache-control']).toBe((await request.get(asset)).headers()['cache-control'])
    // A page keeps the host's own caching, which revalidates, as the live server's no-cache does.
    expect(sent('/news')['cache-control']).toBeUndefined()
    expect((await request.get('/news')).headers()['cache-control']).toBe('no-cache')
  })

  test('no route breaks its own policy in Chromium, and the policy is in force on each', async ({ page }) => {
    // Tests never reach the internet; the map's frame gets a stand-in page so it can load.
    await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) =>
      route.request().url().startsWith(MAP_ORIGIN)
        ? route.fulfill({ contentType: 'text/html', body: '<p>map</p>' })
        : route.abort(),
    )
    await page.addInitScript(() => {
      const w = window as unknown as { __cspViolations: string[] }
      w.__cspViolations = []
      window.addEventListener(
        'securitypolicyviolation',
        (event) => {
          // Where it came from: the element (for handlers and inline scripts) or the script file.
          const target = event.target instanceof Element ? event.target.outerHTML.slice(0, 120) : event.sourceFile
          w.__cspViolations.push(`${event.effectiveDirective} ${event.blockedURI} (${target})`)
        },
        true,
      )
    })
    const consoleReports: string[] = []
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) consoleReports.push(`${page.url()}: ${message.text()}`)
    })
    const violations = () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)

    for (const path of routes(await aVisiblePostId())) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      if (path === '/contact') {
        await page.getByRole('button', { name: 'Show Map' }).click()
        await expect(page.locator('iframe')).toHaveCount(1)
      }
      // Late work too: lazy images, the rest of the lists, the service worker's registration.
      await page.mouse.wheel(0, 20_000)
      await page.waitForLoadState('networkidle')
      expect(await violations(), path).toEqual([])
      expect(consoleReports, path).toEqual([])

      // The policy must be in force on this document (also when the service worker served it), and
      // both listeners must hear of it: an inline script is refused and reported.
      const inlineRan = await page.evaluate(() => {
        const script = document.createElement('script')
        script.textContent = 'document.documentElement.dataset.inlineRan = "yes"'
        document.head.append(script)
        return document.documentElement.dataset.inlineRan === 'yes'
      })
      expect(inlineRan, path).toBe(false)
      await expect
        .poll(violations, { message: path })
        .toEqual([expect.stringMatching(/^script-src-elem inline \(<script>document/)])
      await expect.poll(() => consoleReports, { message: path }).toEqual([expect.stringContaining('inline script')])
      consoleReports.length = 0
    }
  })
})

// --- XSS corpus ---

interface Trap {
  /** Every report of a payload that ran: its id, how, and where. */
  fired: string[]
}

interface TrapWindow {
  __xss: (id: unknown) => void
  __xssFired: string[]
  __xssReport?: (what: string) => Promise<void>
}

/**
 * Records any payload that runs: `__xss(id)` in any same-origin document, a `__xss:<id>` message from
 * any frame, and any dialog. Reports reach the test through a binding, so they survive navigations.
 */
/** Nothing fired; and the trap is armed: a payload run on purpose now is caught (else the test proves nothing). */
async function expectNothingFired(page: Page, trap: Trap): Promise<void> {
  expect(trap.fired).toEqual([])
  expect(await page.evaluate(() => (window as unknown as TrapWindow).__xssFired)).toEqual([])
  await page.evaluate(() => (window as unknown as TrapWindow).__xss('control'))
  await expect.poll(() => trap.fired).toEqual([expect.stringContaining('payload control (call)')])
}

async function installTrap(page: Page): Promise<Trap> {
  const trap: Trap = { fired: [] }
  await page.exposeBinding('__xssReport', ({ frame }, what: string) => {
    trap.fired.push(`${what} in ${frame.url().slice(0, 80)}`)
  })
  page.on('dialog', (dialog) => {
    trap.fired.push(`dialog "${dialog.message()}"`)
    void dialog.dismiss()
  })
  await page.addInitScript((prefix) => {
    const w = window as unknown as TrapWindow
    const record = (how: string, id: unknown) => {
      w.__xssFired.push(String(id))
      void w.__xssReport?.(`payload ${String(id)} (${how})`)
    }
    w.__xssFired = []
    w.__xss = (id) => record('call', id)
    window.addEventListener('message', (event) => {
      if (typeof event.data === 'string' && event.data.startsWith(prefix))
        record('message', event.data.slice(prefix.length))
    })
  }, XSS_MESSAGE_PREFIX)
  return trap
}

interface InspectOptions {
  /** Where to look at every element: the whole page, or the part that changed (a modal). */
  scope: string
  /** Boxes holding the payloads: each must be rendered, with nothing sticking out of it. */
  boxes: string
  /** Where the payloads land: no active element may be in there. Defaults to the boxes. */
  content?: string
}

/**
 * Runs in the page. `layout`: what a user would notice — header or footer gone, the page scrolling
 * sideways, an element wider than the window, a box's content sticking out. `active`: anything that
 * could still run code — handler attributes, srcdoc, addresses a click or a frame would follow as
 * script or HTML, active elements inside the boxes (template contents included). An image's src
 * never runs script, so it may hold anything.
 */
function inspectPage({ scope, boxes, content = boxes }: InspectOptions): { layout: string[]; active: string[] } {
  const layout: string[] = []
  const active: string[] = []
  const tag = (el: Element) => `<${el.tagName.toLowerCase()}${el.className ? ` class="${String(el.className)}"` : ''}>`
  const all = (root: ParentNode): Element[] =>
    [...root.querySelectorAll('*')].flatMap((el) =>
      el instanceof HTMLTemplateElement ? [el, ...all(el.content)] : [el],
    )

  for (const selector of ['header', 'footer'])
    if (!document.querySelector(`body > * ${selector}`)?.getClientRects().length) layout.push(`no ${selector}`)
  const { scrollWidth, clientWidth } = document.documentElement
  if (scrollWidth > clientWidth + 1) layout.push(`the page scrolls sideways (${scrollWidth}px > ${clientWidth}px)`)
  const navigating = ['href', 'xlink:href', 'action', 'formaction', 'data']
  const framing = ['IFRAME', 'FRAME', 'EMBED', 'SCRIPT']
  for (const root of document.querySelectorAll(scope)) {
    for (const el of [root, ...all(root)]) {
      // Words only a screen reader gets are clipped to nothing: however wide, no one sees their box.
      const width = el.closest('.visually-hidden') ? 0 : el.getBoundingClientRect().width
      if (width > window.innerWidth + 1) layout.push(`${tag(el)} is ${Math.round(width)}px wide`)
      for (const { name, value } of el.attributes) {
        const attribute = name.toLowerCase()
        if (attribute.startsWith('on') || attribute === 'srcdoc') active.push(`${tag(el)} ${name}`)
        if (!navigating.includes(attribute) && !(attribute === 'src' && framing.includes(el.tagName))) continue
        // Resolved as the browser would follow it (tabs, spaces and entities already gone).
        const protocol = URL.parse(value, document.baseURI)?.protocol ?? 'invalid:'
        if (!['http:', 'https:', 'mailto:', 'tel:'].includes(protocol)) active.push(`${tag(el)} ${name}="${value}"`)
      }
    }
  }
  const activeTags = ['SCRIPT', 'IFRAME', 'FRAME', 'OBJECT', 'EMBED', 'BASE', 'META', 'LINK', 'STYLE', 'FORM']
  for (const box of document.querySelectorAll(boxes)) {
    if (box.getClientRects().length === 0) layout.push(`${tag(box)} is not rendered`)
    if (box.scrollWidth > box.clientWidth + 1) layout.push(`${tag(box)}'s content sticks out sideways`)
  }
  for (const container of document.querySelectorAll(content))
    for (const el of all(container))
      if (activeTags.includes(el.tagName) && el.getAttribute('type') !== 'application/ld+json')
        active.push(`${tag(el)} in the content`)
  return { layout: layout.slice(0, 10), active }
}

const nothingWrong = { layout: [], active: [] }

/** A value with its spaces in a row as one, as the board compares a job's place (job-rules.ts, tidyJob). */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim()

const postId = (payload: XssPayload) => `xss-post-${payload.id}`
const jobId = (payload: XssPayload) => `xss-job-${payload.id}`

const postOf = (payload: XssPayload) => ({
  title: payload.html,
  author: payloadFitting(payload.id, 128).html,
  content: payload.html,
  imageUrl: payload.html,
  // Newest, so they are on the list's first page.
  createdAt: new Date(Date.UTC(2031, 0, 1, 0, payload.id)).toISOString(),
  visibility: ['localhost'],
})

const jobOf = (payload: XssPayload) => ({
  title: payload.html,
  description: payload.html,
  trade: payloadFitting(payload.id + 1, 128).html,
  location: payloadFitting(payload.id + 2, 128).html,
  province: payloadFitting(payload.id + 3, 64).html,
  salary: payloadFitting(payload.id + 4, 128).html,
  isAcceptingApplications: true,
  isPublic: true,
})

/** Deletes every document this spec made (any run's), and checks that none is left. */
async function removePayloadDocuments() {
  const databases = adminDatabases()
  for (const collectionId of ['blog', 'jobs']) {
    const ours = () =>
      databases.listDocuments({
        databaseId: 'main',
        collectionId,
        queries: [Query.startsWith('$id', 'xss-'), Query.limit(5000)],
      })
    const { documents } = await ours()
    await Promise.all(
      documents.map((doc) => databases.deleteDocument({ databaseId: 'main', collectionId, documentId: doc.$id })),
    )
    expect((await ours()).total, `${collectionId} documents left behind`).toBe(0)
  }
}

/** Polls (every animation frame, up to 5 s) until `find` answers; null if it never does. Runs in the page. */
const waitInPage = `async (find) => {
  for (const started = performance.now(); performance.now() - started < 5000; ) {
    const found = find()
    if (found) return found
    await new Promise((resolve) => requestAnimationFrame(resolve))
  }
  return null
}`

interface PageTools {
  __inspectPage: typeof inspectPage
  __waitFor: <T>(find: () => T | null | undefined | false) => Promise<T | null>
}

/** The checks, installed in every document so one round trip can open, wait and inspect. */
async function installPageTools(page: Page) {
  await page.addInitScript({
    content: `window.__inspectPage = ${inspectPage.toString()}; window.__waitFor = ${waitInPage}`,
  })
}

test.describe('stored XSS payloads', () => {
  // The policy alone would stop most inline payloads; bypassing it here tests the other layer on its
  // own (DOMPurify for post HTML, React's text rendering for everything else), so a gap in it shows.
  test.use({ bypassCSP: true })
  // Each test opens every payload's page (50+): more than the default 30 s on a busy 2-core machine.
  test.describe.configure({ timeout: 90_000 })

  test.beforeAll(async () => {
    expect(xssPayloads.length).toBeGreaterThanOrEqual(50)
    await removePayloadDocuments()
    const databases = adminDatabases()
    for (const payload of xssPayloads) {
      await databases.createDocument({
        databaseId: 'main',
        collectionId: 'blog',
        documentId: postId(payload),
        data: postOf(payload),
      })
      await databases.createDocument({
        databaseId: 'main',
        collectionId: 'jobs',
        documentId: jobId(payload),
        data: jobOf(payload),
        permissions: jobPermissions(jobOf(payload)),
      })
    }
  })
  test.afterAll(removePayloadDocuments)

  test('in posts: the news list and every post page show them as text, and none runs', async ({ page }) => {
    const trap = await installTrap(page)
    await installPageTools(page)
    await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort())
    // The English news: posts in English or without a language (the planted ones have none).
    const { total } = await adminDatabases().listDocuments({
      databaseId: 'main',
      collectionId: 'blog',
      queries: [
        Query.contains('visibility', 'localhost'),
        Query.or([Query.equal('language', 'en'), Query.isNull('language')]),
        Query.limit(1),
      ],
    })

    // Planted after the build: they wait behind 'N new posts — show'.
    await openWithLiveList(page, '/news')
    await expect(page.getByRole('heading', { level: 1, name: 'Our Latest Blogs' })).toBeVisible()
    await liveListArrived(page)
    const cards = page.getByTestId('post-card')
    // The list draws a batch at a time: show every batch, so every payload is on the page.
    await showEveryBatch(page.getByRole('button', { name: 'Show more posts' }), cards)
    await expect(cards).toHaveCount(total)
    // Hover and scroll over everything, so handlers and lazy images get their chance.
    await page.mouse.move(400, 300)
    await page.mouse.wheel(0, 100_000)
    await page.mouse.move(600, 400)
    const titles = await cards.getByRole('heading').evaluateAll((els) => els.map((el) => el.textContent))
    for (const payload of xssPayloads) expect.soft(titles, `title ${payload.id}`).toContain(payload.html)
    expect(await page.evaluate(inspectPage, { scope: 'body', boxes: '[data-testid="post-card"]' })).toEqual(
      nothingWrong,
    )

    // Each post on its own page: the first loaded from its address, the rest as the app's links
    // navigate (the same screen, without a page load each).
    await page.goto(`/news/${postId(xssPayloads[0]!)}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(xssPayloads[0]!.html)
    const shown = await page.evaluate(
      async (posts) => {
        const tools = window as unknown as PageTools
        const results = []
        for (const [index, { path, title }] of posts.entries()) {
          if (index > 0) {
            window.history.pushState(null, '', path)
            window.dispatchEvent(new PopStateEvent('popstate'))
          }
          const heading = await tools.__waitFor(() => {
            const h1 = document.querySelector('main article h1')
            return h1?.textContent === title && h1
          })
          const byline = heading ? (heading.nextElementSibling?.textContent ?? '') : 'the title never showed'
          results.push({ byline, ...tools.__inspectPage({ scope: 'body', boxes: 'main article' }) })
        }
        return results
      },
      xssPayloads.map((payload) => ({ path: `/news/${postId(payload)}`, title: payload.html })),
    )
    for (const [index, payload] of xssPayloads.entries()) {
      const { byline, ...found } = shown[index]!
      expect.soft(byline, `byline of post ${payload.id}`).toContain(`By ${postOf(payload).author} - `)
      expect.soft(found, `post ${payload.id}`).toEqual(nothingWrong)
    }
    await page.mouse.move(300, 300)
    await expectNothingFired(page, trap)
  })

  test('in jobs: the cards and every job’s Apply modal show them as text, and none runs', async ({ page }) => {
    const trap = await installTrap(page)
    await installPageTools(page)
    const { total } = await adminDatabases().listDocuments({
      databaseId: 'main',
      collectionId: 'jobs',
      queries: [Query.equal('isPublic', true), Query.limit(1)],
    })

    await page.goto('/jobs')
    await expect(page.getByRole('heading', { level: 1, name: 'Find Your Next Job' })).toBeVisible()
    await liveListArrived(page)
    // Posted after the build, the newest: the board offers them rather than pushing its cards down.
    await page.getByRole('button', { name: `${xssPayloads.length} new jobs — show` }).click()
    const cards = page.getByTestId('job-card')
    await showEveryBatch(page.getByRole('button', { name: 'Show more jobs' }), cards)
    await expect(cards).toHaveCount(total)
    const texts = await cards.evaluateAll((els) =>
      els.map((el) => [...el.querySelectorAll('h2, p')].map((p) => p.textContent)),
    )
    for (const payload of xssPayloads) {
      const job = jobOf(payload)
      expect
        .soft(texts, `card of job ${payload.id}`)
        .toContainEqual(
          expect.arrayContaining([job.title, job.trade, `${oneLine(job.location)}, ${oneLine(job.province)}`]),
        )
    }
    expect(await page.evaluate(inspectPage, { scope: 'body', boxes: '[data-testid="job-card"]' })).toEqual(nothingWrong)

    // Description and salary show only in the modal, so every job's modal is opened: the first as a
    // visitor does (click, Escape), the rest from inside the page in one go.
    const label = (payload: XssPayload) => `Apply: ${jobOf(payload).title}`
    const dialog = page.getByRole('dialog')
    await page.getByRole('button', { name: label(xssPayloads[0]!), exact: true }).click()
    await expect(dialog.locator('dd').first()).toHaveText(xssPayloads[0]!.html)
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)

    const modals = await page.evaluate(async (labels) => {
      const tools = window as unknown as PageTools
      const results = []
      for (const name of labels) {
        const button = [...document.querySelectorAll<HTMLButtonElement>('[data-testid="job-card"] button')].find(
          // Named by its visually hidden words ('Apply: {title}').
          (candidate) => candidate.querySelector('.visually-hidden')?.textContent === name,
        )
        button?.click()
        const open = await tools.__waitFor(() => document.querySelector('dialog[open]'))
        if (!open) {
          results.push({ details: [`no modal for ${name}`], layout: [], active: [] })
          continue
        }
        const details = [...open.querySelectorAll('dd')].map((dd) => dd.textContent ?? '')
        const found = tools.__inspectPage({
          scope: 'dialog[open]',
          boxes: 'dialog[open], dialog[open] dl',
          content: 'dialog[open] dl',
        })
        open.querySelector<HTMLButtonElement>('button[aria-label="Close the application form"]')?.click()
        await tools.__waitFor(() => !document.querySelector('dialog[open]'))
        results.push({ details, ...found })
      }
      return results
    }, xssPayloads.map(label))
    for (const [index, payload] of xssPayloads.entries()) {
      const job = jobOf(payload)
      const { details, ...found } = modals[index]!
      expect
        .soft(details.slice(0, 5), `details of job ${payload.id}`)
        .toEqual([
          job.title,
          job.description,
          `${oneLine(job.location)}, ${oneLine(job.province)}`,
          job.trade,
          job.salary,
        ])
      expect.soft(found, `modal of job ${payload.id}`).toEqual(nothingWrong)
    }
    await expectNothingFired(page, trap)
  })
})
