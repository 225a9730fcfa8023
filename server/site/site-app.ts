// Serves the built site (dist/) the way a static host would: fingerprinted assets cached for a year,
// HTML and the service worker always revalidated, a prerendered page for its clean address (/about →
// about.html), any other path answered with the app shell (the router shows its own not-found
// screen), and the security headers on every answer.
import { existsSync, readFileSync } from 'node:fs'
import { extname, join, resolve } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { siteHeaders, type SiteHeaderOptions } from './security-headers'

export interface SiteAppOptions extends SiteHeaderOptions {
  distDir: string
}

export function createSiteApp({ distDir, ...headerOptions }: SiteAppOptions) {
  const root = resolve(distDir)
  const shellFile = join(root, 'shell.html')
  if (!existsSync(shellFile)) throw new Error(`No built site in ${root}: run "npm run build" first.`)
  const headers = siteHeaders(headerOptions)
  const app = new Hono()

  app.use('*', async (c, next) => {
    await next()
    for (const [name, value] of Object.entries(headers)) c.header(name, value)
    const path = c.req.path
    if (path.startsWith('/static/')) c.header('Cache-Control', 'public, max-age=31536000, immutable')
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

  // Any other address without a file extension is a route of the single-page app: its prerendered
  // page where there is one (one plain segment, so no path can reach outside dist/), else the shell.
  app.get('*', (c) => {
    if (extname(c.req.path)) return c.text('Not found', 404)
    const segment = /^\/([a-z0-9-]+)$/.exec(c.req.path)?.[1]
    const page = segment ? join(root, `${segment}.html`) : undefined
    return c.html(readFileSync(page && existsSync(page) ? page : shellFile, 'utf8'))
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
