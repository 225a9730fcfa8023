import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSiteApp } from './site-app'

// The site server picks the page a static host would: the file itself, a built page for its clean
// address, the shell for a post or job not built yet (status 404), else the not-found page with status 404; never
// a file outside the built folder.
describe('site server pages', () => {
  let dist: string
  let app: ReturnType<typeof createSiteApp>
  const page = async (path: string) => {
    const response = await app.request(path)
    return { status: response.status, body: await response.text() }
  }

  beforeAll(() => {
    const base = mkdtempSync(join(tmpdir(), 'maple-site-'))
    dist = join(base, 'dist')
    mkdirSync(join(dist, 'static/js'), { recursive: true })
    writeFileSync(join(dist, 'index.html'), '<p>home page</p>')
    writeFileSync(join(dist, 'about.html'), '<p>about page</p>')
    writeFileSync(join(dist, 'shell.html'), '<p>shell</p>')
    writeFileSync(join(dist, '404.html'), '<p>not found</p>')
    mkdirSync(join(dist, 'news'))
    writeFileSync(join(dist, 'news/news-001.html'), '<p>post one</p>')
    mkdirSync(join(dist, 'jobs'))
    writeFileSync(join(dist, 'jobs/job-7.html'), '<p>job seven</p>')
    mkdirSync(join(dist, 'jobs/page'))
    writeFileSync(join(dist, 'jobs/page/2.html'), '<p>jobs, page two</p>')
    mkdirSync(join(dist, 'services'))
    writeFileSync(join(dist, 'services/study-permit.html'), '<p>study permit</p>')
    writeFileSync(join(dist, 'static/js/app.js'), 'console.log(1)')
    // The French pages: /fr is fr.html, the others in fr/ with the English paths.
    writeFileSync(join(dist, 'fr.html'), '<p>accueil</p>')
    mkdirSync(join(dist, 'fr/news'), { recursive: true })
    mkdirSync(join(dist, 'fr/jobs'))
    mkdirSync(join(dist, 'fr/services'))
    writeFileSync(join(dist, 'fr/services/study-permit.html'), '<p>permis d’études</p>')
    writeFileSync(join(dist, 'fr/about.html'), '<p>à propos</p>')
    writeFileSync(join(dist, 'fr/shell.html'), '<p>coquille</p>')
    writeFileSync(join(dist, 'fr/404.html'), '<p>page introuvable</p>')
    writeFileSync(join(dist, 'fr/news/news-001.html'), '<p>nouvelle un</p>')
    writeFileSync(join(dist, 'fr/jobs/job-7.html'), '<p>emploi sept</p>')
    mkdirSync(join(dist, 'fr/jobs/page'))
    writeFileSync(join(dist, 'fr/jobs/page/2.html'), '<p>emplois, page deux</p>')
    mkdirSync(join(dist, '.vite'))
    writeFileSync(join(dist, '.vite/manifest.json'), '{"src/main.tsx":{}}')
    mkdirSync(join(dist, '.well-known'))
    writeFileSync(join(dist, '.well-known/security.txt'), 'Contact: mailto:security@example.org')
    writeFileSync(join(dist, 'static/js/big.js'), `export const words = ${JSON.stringify('maple '.repeat(2000))}`)
    // Beside the built folder: must never be served.
    writeFileSync(join(base, 'secret.html'), '<p>secret</p>')
    app = createSiteApp({ distDir: dist, connectOrigins: ['http://localhost:8787'], frameOrigins: [] })
  })
  afterAll(() => rmSync(join(dist, '..'), { recursive: true, force: true }))

  it('serves / from index.html (the prerendered home page) and /about from about.html', async () => {
    expect(await page('/')).toEqual({ status: 200, body: '<p>home page</p>' })
    expect(await page('/about')).toEqual({ status: 200, body: '<p>about page</p>' })
  })

  it("serves a post's and a job's built page for its address, and the shell for one not built yet, with 404", async () => {
    expect(await page('/news/news-001')).toEqual({ status: 200, body: '<p>post one</p>' })
    expect(await page('/jobs/job-7?ref=share')).toEqual({ status: 200, body: '<p>job seven</p>' })
    for (const path of ['/news/abc123', '/jobs/new-job', '/news/odd.id', '/news/%E2%9C%93']) {
      expect(await page(path), path).toEqual({ status: 404, body: '<p>shell</p>' })
    }
  })

  it("serves a list's numbered pages; one never built (past the list's end, or no number) is no page", async () => {
    expect(await page('/jobs/page/2')).toEqual({ status: 200, body: '<p>jobs, page two</p>' })
    expect(await page('/fr/jobs/page/2')).toEqual({ status: 200, body: '<p>emplois, page deux</p>' })
    for (const path of ['/jobs/page/3', '/jobs/page/two', '/jobs/page/02', '/news/page/2'])
      expect(await page(path), path).toEqual({ status: 404, body: '<p>not found</p>' })
  })

  it("serves a service's built page; a service never built is no page (the services are the site's own)", async () => {
    expect(await page('/services/study-permit')).toEqual({ status: 200, body: '<p>study permit</p>' })
    expect(await page('/fr/services/study-permit')).toEqual({ status: 200, body: '<p>permis d’études</p>' })
    expect(await page('/services/tax-returns')).toEqual({ status: 404, body: '<p>not found</p>' })
    expect(await page('/fr/services/tax-returns')).toEqual({ status: 404, body: '<p>page introuvable</p>' })
  })

  it('answers 404 with the not-found page for any address that is no page', async () => {
    // (/jobs/ is a redirect to /jobs: below.)
    for (const path of ['/no-such-page', '/news/a/b', '/about/team', '/404', '/static/js/missing.js']) {
      expect(await page(path), path).toEqual({ status: 404, body: '<p>not found</p>' })
    }
  })

  it('lets browsers keep hashed files for a year and check pages each time; a missing file is checked each time too', async () => {
    const caching = async (path: string) => {
      const response = await app.request(path)
      return [response.status, response.headers.get('Cache-Control')]
    }
    expect(await caching('/static/js/app.js')).toEqual([200, 'public, max-age=31536000, immutable'])
    expect(await caching('/about')).toEqual([200, 'no-cache'])
    // A chunk asked for before a deploy has put it there: kept for a year, it would stay missing.
    expect(await caching('/static/js/missing.js')).toEqual([404, 'no-cache'])
    expect(await caching('/no-such-page')).toEqual([404, 'no-cache'])
  })

  it('redirects the linked aliases and a trailing slash for good (301)', async () => {
    const redirect = async (path: string) => {
      const response = await app.request(path)
      return [response.status, response.headers.get('Location')]
    }
    expect(await redirect('/contact-us')).toEqual([301, '/contact'])
    expect(await redirect('/learn-more')).toEqual([301, '/services'])
    expect(await redirect('/fr/contact-us')).toEqual([301, '/fr/contact'])
    expect(await redirect('/fr/solutions')).toEqual([301, '/fr/services'])
    expect(await redirect('/about/')).toEqual([301, '/about'])
    expect(await redirect('/jobs/?q=cook')).toEqual([301, '/jobs?q=cook'])
    // Never to another site: '//evil.example' in Location would be one.
    expect(await redirect('//evil.example/')).toEqual([301, '/evil.example'])
    expect(await redirect('///evil.example/login/')).toEqual([301, '/evil.example/login'])
    expect(await redirect('/\\evil.example/')).toEqual([301, '/evil.example'])
  })

  it('serves the French pages under /fr: /fr from fr.html, the others from fr/ with their English paths', async () => {
    expect(await page('/fr')).toEqual({ status: 200, body: '<p>accueil</p>' })
    expect(await page('/fr/about')).toEqual({ status: 200, body: '<p>à propos</p>' })
    expect(await page('/fr/news/news-001')).toEqual({ status: 200, body: '<p>nouvelle un</p>' })
    expect(await page('/fr/jobs/job-7?ref=share')).toEqual({ status: 200, body: '<p>emploi sept</p>' })
    // The English pages stay where they are.
    expect(await page('/news/news-001')).toEqual({ status: 200, body: '<p>post one</p>' })
  })

  it('answers a French post or job not built yet with the French shell, with 404', async () => {
    for (const path of ['/fr/news/abc123', '/fr/jobs/new-job', '/fr/news/odd.id', '/fr/news/%E2%9C%93'])
      expect(await page(path), path).toEqual({ status: 404, body: '<p>coquille</p>' })
  })

  it('answers an unknown French address 404 with the French not-found page', async () => {
    for (const path of [
      '/fr/no-such-page',
      '/fr/news/a/b',
      '/fr/about/team',
      '/fr/404',
      '/fr/shell',
      '/fr/index',
      '/fr/fr',
    ])
      expect(await page(path), path).toEqual({ status: 404, body: '<p>page introuvable</p>' })
    // Not a French address: /fresh is English's.
    expect(await page('/fresh')).toEqual({ status: 404, body: '<p>not found</p>' })
  })

  it('redirects /fr/ and a French page with a trailing slash to the address without it', async () => {
    for (const [from, to] of [
      ['/fr/', '/fr'],
      ['/fr/about/', '/fr/about'],
      ['/fr/jobs/?q=cuisinier', '/fr/jobs?q=cuisinier'],
    ]) {
      const response = await app.request(from!)
      expect([response.status, response.headers.get('Location')], from).toEqual([301, to])
    }
  })

  it('never reaches outside the built folder, whatever the path', async () => {
    for (const path of ['/../secret', '/..%2fsecret', '/%2e%2e/secret', '/static/../../secret']) {
      const { body } = await page(path)
      expect(body, path).not.toContain('secret</p>')
    }
  })

  it('never serves a dot-folder such as a build report (.vite/), only /.well-known/', async () => {
    for (const path of [
      '/.vite/manifest.json',
      '/.vite/',
      '/%2evite/manifest.json',
      '/static/../.vite/manifest.json',
    ]) {
      const { status, body } = await page(path)
      expect({ path, status }).toEqual({ path, status: 404 })
      expect(body).not.toContain('main.tsx')
    }
    expect(await page('/.well-known/security.txt')).toEqual({
      status: 200,
      body: 'Contact: mailto:security@example.org',
    })
  })

  it('answers 404 for a missing file with an extension', async () => {
    expect((await page('/static/js/missing.js')).status).toBe(404)
    expect((await page('/news/news-001.html/')).status).not.toBe(200)
    expect((await page('/static/js/app.js')).body).toBe('console.log(1)')
  })

  it('sends scripts gzipped to a browser that accepts it, as static hosts do', async () => {
    const gzipped = await app.request('/static/js/big.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toContain('maple maple')
    const plain = await app.request('/static/js/big.js')
    expect(plain.headers.get('Content-Encoding')).toBeNull()
  })
})
