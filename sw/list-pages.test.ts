import { describe, expect, it } from 'vitest'
import { precache } from 'workbox-precaching'
import { freshEnough, KEPT_COPY_FRESH_MS, LIST_PAGE } from './list-pages'
import { ofThisVersion } from './page-version'

describe('/news and /jobs, kept outside the precache', () => {
  it('are the lists’ own pages, with or without a search', () => {
    for (const path of ['/news', '/jobs', '/jobs?q=cook&sort=closing']) expect(LIST_PAGE.test(path), path).toBe(true)
    for (const path of ['/news/news-001', '/jobs/job-1', '/fr/news', '/newsletter'])
      expect(LIST_PAGE.test(path), path).toBe(false)
  })

  it('are served at once while kept within the day; a copy from an earlier day, or of unknown age, waits for the network', () => {
    const now = Date.parse('2026-11-28T17:00:00Z')
    const keptAt = (date?: string) => new Response('', { headers: date ? { Date: date } : {} })
    expect(freshEnough(keptAt(new Date(now - 60_000).toUTCString()), now)).toBe(true)
    expect(freshEnough(keptAt(new Date(now - KEPT_COPY_FRESH_MS - 1000).toUTCString()), now)).toBe(false)
    expect(freshEnough(keptAt(), now)).toBe(false)
    expect(freshEnough(keptAt('yesterday'), now)).toBe(false)
    // A device clock far behind the server's: not known to be fresh (it would stay so for ever).
    expect(freshEnough(keptAt(new Date(now + 60_000).toUTCString()), now)).toBe(true)
    expect(freshEnough(keptAt(new Date(now + 3 * 24 * 3_600_000).toUTCString()), now)).toBe(false)
  })

  it("are kept only when every script and style sheet they name is this version's: a newer deploy's page would open offline with none", async () => {
    precache([
      { url: 'static/js/main-A1.js', revision: null },
      { url: 'static/js/news-B2.js', revision: null },
      { url: 'static/css/style-S1.css', revision: null },
    ])
    const page = (...files: string[]) =>
      new Response(
        files
          .map((src) =>
            src.endsWith('.css') ? `<link rel="stylesheet" href="${src}">` : `<link rel="modulepreload" href="${src}">`,
          )
          .join(''),
        { headers: { 'Content-Type': 'text/html' } },
      )
    expect(await ofThisVersion(page('/static/js/main-A1.js', '/static/js/news-B2.js'))).toBe(true)
    expect(await ofThisVersion(page('/static/js/main-A1.js', '/static/js/news-C3.js'))).toBe(false)
    // A deploy that changed only the styles: the same scripts, a style sheet kept nowhere.
    expect(await ofThisVersion(page('/static/css/style-S1.css', '/static/js/main-A1.js'))).toBe(true)
    expect(await ofThisVersion(page('/static/css/style-S2.css', '/static/js/main-A1.js'))).toBe(false)
    // A French page's words are kept apart from the precache: named among this version's, they count.
    const frenchWords = new Set(['/static/js/site.fr-D4.js'])
    expect(await ofThisVersion(page('/static/js/main-A1.js', '/static/js/site.fr-D4.js'), frenchWords)).toBe(true)
    expect(await ofThisVersion(page('/static/js/main-A1.js', '/static/js/site.fr-E5.js'), frenchWords)).toBe(false)
    // Read from a copy: the page itself is still whole, to be kept or served.
    const whole = page('/static/js/main-A1.js')
    await ofThisVersion(whole)
    expect(await whole.text()).toContain('main-A1.js')
  })
})
