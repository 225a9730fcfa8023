import { describe, expect, it } from 'vitest'
import { precache } from 'workbox-precaching'
import { LIST_PAGE, ofThisVersion } from './list-pages'

describe('/news and /jobs, kept outside the precache', () => {
  it('are the lists’ own pages, with or without a search', () => {
    for (const path of ['/news', '/jobs', '/jobs?q=cook&sort=closing']) expect(LIST_PAGE.test(path), path).toBe(true)
    for (const path of ['/news/news-001', '/jobs/job-1', '/fr/news', '/newsletter'])
      expect(LIST_PAGE.test(path), path).toBe(false)
  })

  it("are kept only when every script they name is this version's: a newer deploy's page would open offline with none", async () => {
    precache([
      { url: 'static/js/main-A1.js', revision: null },
      { url: 'static/js/news-B2.js', revision: null },
    ])
    const page = (...scripts: string[]) =>
      new Response(scripts.map((src) => `<link rel="modulepreload" href="${src}">`).join(''), {
        headers: { 'Content-Type': 'text/html' },
      })
    expect(await ofThisVersion(page('/static/js/main-A1.js', '/static/js/news-B2.js'))).toBe(true)
    expect(await ofThisVersion(page('/static/js/main-A1.js', '/static/js/news-C3.js'))).toBe(false)
    // Read from a copy: the page itself is still whole, to be kept or served.
    const whole = page('/static/js/main-A1.js')
    await ofThisVersion(whole)
    expect(await whole.text()).toContain('main-A1.js')
  })
})
