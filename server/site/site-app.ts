// Serves the built site (dist/) the way a static host would: fingerprinted assets cached for a year,
// HTML and the service worker always revalidated, a built page for its clean address (/about →
// about.html, /news/{id} → news/{id}.html, /services/{id} → services/{id}.html), the linked aliases
// redirected, a post or job not built yet answered with the app shell (which fetches it) and status
// 404, any other address a 404 with the not-found page, and the security headers on every answer.
// French pages the same way under /fr (/fr → fr.html, /fr/news/{id} → fr/news/{id}.html), with the
// French shell and not-found page.
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { localeOfPath, pathWithoutLocale } from '../../src/shared/locales'
import { RECORD_PAGE, REDIRECTS_IN_EVERY_LANGUAGE } from '../../src/shared/site-addresses'
import { siteHeaders, type SiteHeaderOptions } from './security-headers'

/** Files that are no page of their own address: / is index.html; the shells and the not-found pages stand in for others. */
const NOT_CLEAN_ADDRESSES = new Set(['/index', '/shell', '/404', '/fr/index', '/fr/shell', '/fr/404'])

/** A built page's address: one or two plain segments, or a list's numbered page, under /fr too (so no path can reach outside dist/). */
const CLEAN_ADDRESS = /^\/(?:fr\/)?(?:(?:news|jobs)\/page\/[1-9]\d*|(?:(?:news|jobs|services)\/)?[A-Za-z0-9_-]+)$/

export interface SiteAppOptions extends SiteHeaderOptions {
  distDir: string
}

export function createSiteApp({ distDir, ...headerOptions }: SiteAppOptions) {
  const root = resolve(distDir)
  if (!existsSync(join(root, 'shell.html')) || !existsSync(join(root, '404.html')))
    throw new Error(`No built site in ${root}: run "npm run build" first.`)
  // Each language's own (a site built before it had French pages has the English ones only).
  const ofLanguage = (file: string) => ({
    en: join(root, file),
    fr: existsSync(join(root, 'fr', file)) ? join(root, 'fr', file) : join(root, file),
  })
  const shellFile = ofLanguage('shell.html')
  const notFoundFile = ofLanguage('404.html')
  const headers = siteHeaders(headerOptions)
  const app = new Hono()

  app.use('*', async (c, next) => {
    await next()
    for (const [name, value] of Object.entries(headers)) c.header(name, value)
    const path = c.req.path
    // A missing file is checked again each time, never kept for a year: during a deploy, a chunk may be
    // asked for before it is there.
    if (path.startsWith('/static/') && c.res.status < 400)
      c.header('Cache-Control', 'public, max-age=31536000, immutable')
    else c.header('Cache-Control', 'no-cache')
  })

  // Build reports and other dot-folders are no part of the site (the build removes dist/.vite; this
  // keeps any that a tool leaves behind private too). /.well-known/ is the one public convention.
  app.use('*', async (c, next) => {
    if (hiddenPath(c.req.url)) return c.text('Not found', 404)
    await next()
  })

  // As static hosts do: scripts, styles and HTML go gzipped (a third of their size for the entry chunk).
  app.use('*', compress())
  app.use('*', serveStatic({ root: distDir }))

  for (const [from, to] of REDIRECTS_IN_EVERY_LANGUAGE) app.get(from, (c) => c.redirect(to, 301))
  // One address per page: /about/ is /about.
  app.get('*', async (c, next) => {
    const url = new URL(c.req.url)
    // One leading slash too: '//evil.example' in Location is another site (an open redirect).
    if (url.pathname.length > 1 && url.pathname.endsWith('/'))
      return c.redirect(`/${url.pathname.replace(/^\/+|\/+$/g, '')}${url.search}`, 301)
    await next()
  })

  // A built page for its clean address; a post or job not built yet gets the shell of its language,
  // with 404 (src/shared/site-addresses.ts); anything else is not a page, in the language of its address.
  app.get('*', (c) => {
    const path = c.req.path
    const locale = localeOfPath(path)
    const page =
      CLEAN_ADDRESS.test(path) && !NOT_CLEAN_ADDRESSES.has(path) ? join(root, `${path.slice(1)}.html`) : undefined
    if (page && existsSync(page)) return c.html(readFileSync(page, 'utf8'))
    if (RECORD_PAGE.test(pathWithoutLocale(path))) return c.html(readFileSync(shellFile[locale], 'utf8'), 404)
    return c.html(readFileSync(notFoundFile[locale], 'utf8'), 404)
  })

  return app
}

function hiddenPath(url: string): boolean {
  let path = new URL(url).pathname
  try {
    path = decodeURIComponent(path)
  } catch {
    // A malformed escape is checked as written.
  }
  return path.split('/').some((segment) => segment.startsWith('.') && segment !== '.well-known')
}
