// A route's "static twin": the page's final DOM, once the app has drawn it and the network is quiet,
// saved as HTML with every script removed, and served by the site's own server (so gzipped, with the
// same headers) beside the same built CSS and images. Its first view needs no code at all: the
// fastest this content can appear, the yardstick the route's own LCP is measured against.
import { cpSync, existsSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js'
import type { Browser, Page } from 'playwright-core'
import { freePort, serveBuiltSite, sleep, type RunningSite } from './support'

/** The built page a route is served from: / is index.html, /news/{id} is news/{id}.html. */
export const builtPageFile = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}.html`)

/** How long a route may take to reach its final state before it is saved as it stands. */
const SETTLE_TIMEOUT_MS = 20_000
/** How long no request may be in flight before the network counts as quiet (Playwright's networkidle). */
const QUIET_MS = 500

/** Elements that are or fetch code: scripts (JSON-LD and page data too), module preloads and script (pre)loads. */
const CODE_ELEMENTS = [
  'script',
  'link[rel~="modulepreload" i]',
  'link[rel~="preload" i][as="script" i]',
  'link[rel~="prefetch" i][as="script" i]',
].join(', ')

/**
 * Copies the built site in `siteDir` to `twinDir` and overwrites each route's built page with its
 * static twin, captured from `siteUrl`.
 */
export async function buildStaticTwins(
  browser: Browser,
  { siteUrl, siteDir, twinDir, routes }: { siteUrl: string; siteDir: string; twinDir: string; routes: string[] },
) {
  rmSync(twinDir, { recursive: true, force: true })
  cpSync(siteDir, twinDir, { recursive: true })
  for (const route of routes) {
    const started = Date.now()
    const { html, settled } = await finalDom(browser, `${siteUrl}${route}`)
    const file = join(twinDir, builtPageFile(route))
    const wasBuilt = existsSync(file)
    writeFileSync(file, html)
    console.log(
      `  ${route} → ${builtPageFile(route)}: ${(html.length / 1024).toFixed(1)} KB in ${Date.now() - started} ms` +
        (settled ? '' : ` (not settled within ${SETTLE_TIMEOUT_MS / 1000} s; saved as it stood)`) +
        (wasBuilt ? '' : ' (no built page of its own in the site: the twin adds one)'),
    )
  }
}

/**
 * The page's DOM once the app has taken over (main.tsx marks 'app-idle-work' when it has drawn and the
 * page has loaded) and no request has been in flight for 500 ms, without its code. The context matches
 * Lighthouse's mobile preset (screen, pixel ratio, touch, user agent), so the DOM is the one Lighthouse
 * sees, and blocks service workers: a fresh context, nothing cached, nothing served from a precache.
 */
async function finalDom(browser: Browser, url: string) {
  const screen = screenEmulationMetrics.mobile
  if (!screen) throw new Error("Lighthouse's mobile screen settings were not found")
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: screen.mobile,
    hasTouch: screen.mobile,
    userAgent: userAgents.mobile,
  })
  try {
    const page = await context.newPage()
    const quiet = trackQuietNetwork(page)
    await page.goto(url, { waitUntil: 'load' })
    const deadline = Date.now() + SETTLE_TIMEOUT_MS
    let settled = true
    try {
      await page.waitForFunction(() => performance.getEntriesByName('app-idle-work').length > 0, undefined, {
        timeout: SETTLE_TIMEOUT_MS,
      })
      settled = await quiet(QUIET_MS, deadline)
    } catch {
      settled = false
    }
    const html = await page.evaluate((selector) => {
      const root = document.documentElement.cloneNode(true) as HTMLElement
      for (const element of root.querySelectorAll(selector)) element.remove()
      return `<!doctype html>\n${root.outerHTML}`
    }, CODE_ELEMENTS)
    return { html, settled }
  } finally {
    await context.close()
  }
}

/**
 * Counts the page's requests in flight; the function returned waits until none has been for `quietMs`
 * (false if `deadline` comes first). Playwright's own 'networkidle' fires once per navigation, so it
 * misses what the app fetches after it has taken over (a list's refresh, say).
 */
function trackQuietNetwork(page: Page) {
  let inFlight = 0
  let lastChange = Date.now()
  const change = (by: number) => {
    inFlight += by
    lastChange = Date.now()
  }
  page.on('request', () => change(1))
  page.on('requestfinished', () => change(-1))
  page.on('requestfailed', () => change(-1))
  return async (quietMs: number, deadline: number) => {
    while (Date.now() < deadline) {
      if (inFlight <= 0 && Date.now() - lastChange >= quietMs) return true
      await sleep(50)
    }
    return false
  }
}

/** Serves the twins with the site's own server, on a port free now. */
export async function serveStaticTwins(twinDir: string): Promise<RunningSite & { url: string }> {
  const port = await freePort()
  const server = await serveBuiltSite(twinDir, port)
  return { ...server, url: `http://localhost:${port}` }
}

/** The encoding `url` answers a browser's request in (a browser accepts gzip; the site compresses). */
export async function contentEncoding(url: string): Promise<string> {
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
  await response.arrayBuffer()
  return response.headers.get('content-encoding') ?? 'none'
}
