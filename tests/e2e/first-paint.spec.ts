import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { SITE_URL } from './support/addresses'
import { layoutShifts, watchLayoutShifts } from './support/layout-shifts'

// A page's HTML that arrives in parts (a slow stream), or a parser that yields on a busy phone, must
// not be painted half-parsed: the header's links and the job filters sit in rows that rearrange as
// their last items arrive (the links moved 477 px when the rest of the header came). index.html holds
// the first paint until the footer, after the content, is parsed.

const HOLD_MS = 600

/**
 * The site through a proxy that sends each page's HTML up to the end of `markers` (found one after the
 * other from <body>), then the rest HOLD_MS later. Everything else passes as it is.
 */
async function siteArrivingInTwoParts(markers: string[]): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(SITE_URL + request.url, {
        headers: { accept: request.headers.accept ?? '*/*' },
        redirect: 'manual',
      })
      const headers = Object.fromEntries(
        [...upstream.headers].filter(([name]) => !['content-encoding', 'content-length'].includes(name)),
      )
      response.writeHead(upstream.status, headers)
      const bytes = Buffer.from(await upstream.arrayBuffer())
      if (!upstream.headers.get('content-type')?.includes('text/html')) return response.end(bytes)
      const body = bytes.toString('utf8')
      let at = body.indexOf('<body')
      for (const marker of markers) {
        at = body.indexOf(marker, at)
        if (at < 0) throw new Error(`${request.url} has no ${marker}`)
        at += marker.length
      }
      response.write(body.slice(0, at))
      setTimeout(() => response.end(body.slice(at)), HOLD_MS)
    })().catch((error: unknown) => response.destroy(error as Error))
  })
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve))
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

const cases = [
  { page: '/', where: "after the header's first link", markers: ['<nav', '</li>'] },
  { page: '/fr/news', where: "after the header's first link, in French", markers: ['<nav', '</li>'] },
  { page: '/jobs', where: 'after the search field, before the other filters', markers: ['type="search"', '</div>'] },
]

for (const { page: path, where, markers } of cases) {
  test(`${path}, its HTML held ${where}: nothing moves when the rest arrives`, async ({ page }) => {
    const site = await siteArrivingInTwoParts(markers)
    try {
      await page.setViewportSize({ width: 1280, height: 800 })
      await watchLayoutShifts(page)
      await page.goto(site.url + path)
      await expect(page.locator('#root')).toHaveAttribute('data-app', 'ready')
      await expect(page.getByRole('banner').getByRole('navigation').getByRole('link')).not.toHaveCount(0)
      expect(await layoutShifts(page)).toEqual({ total: 0, counted: [] })
    } finally {
      await site.close()
    }
  })
}
