// Checks on the built site (run `npm run build` first): what the service worker precaches, how much
// that weighs, and the web app manifest.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { SERVICE_TITLES } from '../../src/features/services/specification-services'
import { TEST_BACKEND_PORT, TEST_BUILD_DIR } from '../support/test-build'

const dist = TEST_BUILD_DIR
const PRECACHE_BUDGET_BYTES = 1.5 * 1024 * 1024
/** A French content module's chunk (sw/french.ts's FRENCH_CODE). */
const FRENCH_CODE = /^static\/js\/[^/]+\.fr-[\w-]+\.js$/

interface PrecacheEntry {
  url: string
  revision: string | null
}

/** The list injected into dist/sw.js in place of self.__WB_MANIFEST. */
function precacheList(sw: string): PrecacheEntry[] {
  const start = sw.search(/\[\{"(?:revision|url)":/)
  if (start < 0) throw new Error('No precache list found in dist/sw.js')
  let depth = 0
  for (let i = start; i < sw.length; i++) {
    if (sw[i] === '[') depth++
    else if (sw[i] === ']' && --depth === 0) return JSON.parse(sw.slice(start, i + 1)) as PrecacheEntry[]
  }
  throw new Error('Unterminated precache list in dist/sw.js')
}

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [relative(dist, join(dir, entry.name)).split('\\').join('/')],
  )

let sw = ''
let entries: PrecacheEntry[] = []
let urls: Set<string>
let files: string[] = []

beforeAll(() => {
  if (!existsSync(join(dist, 'sw.js'))) throw new Error('dist/sw.js is missing: run `npm run build` first.')
  sw = readFileSync(join(dist, 'sw.js'), 'utf8')
  entries = precacheList(sw)
  urls = new Set(entries.map((e) => e.url))
  files = walk(dist)
})

describe('the service worker', () => {
  it('is one classic script (no import statements), so every browser can run it', () => {
    expect(sw).not.toMatch(/^\s*import[\s{*]/m)
    expect(sw).not.toContain('self.__WB_MANIFEST')
  })

  it("is built with the backend the site calls: it keeps that backend's pictures (the one origin connect-src allows it)", () => {
    expect(sw).toContain(`http://localhost:${TEST_BACKEND_PORT}/v1`)
    expect(sw).not.toContain('http://localhost:8787/v1')
  })

  it('precaches the app shell and the manifest, each once', () => {
    expect(urls.has('index.html')).toBe(true)
    expect(urls.has('manifest.webmanifest')).toBe(true)
    expect(entries.length).toBe(urls.size)
  })

  it('precaches every script chunk and style sheet, so every route opens offline', () => {
    const code = files.filter((f) => /^static\/(js|css)\/.+\.(js|css)$/.test(f))
    expect(code.length).toBeGreaterThan(5)
    for (const file of code) expect(urls, file).toContain(file)
    // Each lazily loaded screen has its own chunk.
    for (const screen of ['home', 'news', 'jobs', 'about', 'contact', 'services']) {
      expect(
        [...urls].some((u) => new RegExp(`^static/js/${screen}-[\\w-]+\\.js$`).test(u)),
        screen,
      ).toBe(true)
    }
  })

  it("precaches the 22 service cards' copy, in each language", () => {
    // Told apart by name, not by order: the services screen's own chunk is named services-<hash> too.
    const precached = (pattern: RegExp) => {
      const chunk = [...urls].find((u) => pattern.test(u))
      expect(chunk, String(pattern)).toBeDefined()
      return readFileSync(join(dist, chunk!), 'utf8')
    }
    const english = precached(/^static\/js\/services-content-[\w-]+\.js$/)
    for (const title of SERVICE_TITLES) expect(english, title).toContain(title)
    const french = precached(/^static\/js\/services-content\.fr-[\w-]+\.js$/)
    // The federal department's French names (issue 16).
    for (const title of ['Entrée express', 'EIMT', 'Permis de travail postdiplôme'])
      expect(french, title).toContain(title)
  })

  it('precaches the default post image and the images the screens show as they are, not the icons the system keeps', () => {
    expect(urls).toContain('default-image.jpg')
    expect(urls).toContain('icons/logo.svg')
    // Fetched by the browser as the site is installed, and kept by the system: no page shows them.
    for (const icon of ['icons/pwa-192.png', 'icons/maskable-512.png', 'icons/apple-touch-icon.png'])
      expect(urls, icon).not.toContain(icon)
    const shown = files.filter(
      (f) =>
        /\.(png|webp|jpg|svg|ico|woff2)$/.test(f) &&
        !/^(screenshots|images\/news)\//.test(f) &&
        !/^icons\/.+\.png$/.test(f) &&
        !/^static\/media\/.+\.(avif|webp)$/.test(f) &&
        !/^images\/share(\.fr)?\.jpg$/.test(f),
    )
    for (const file of shown) expect(urls, file).toContain(file)
  })

  it("leaves out each post's, job's and service's page, the not-found page and the link-preview picture (no screen shows them)", () => {
    const pages = files.filter((f) => /^(news|jobs|services)\/.+\.html$/.test(f))
    expect(pages.filter((f) => f.startsWith('services/'))).toHaveLength(22)
    expect(pages.length).toBeGreaterThan(100)
    for (const file of [...pages, '404.html', 'images/share.jpg', 'images/share.fr.jpg'])
      expect(urls, file).not.toContain(file)
  })

  it("leaves out /news and /jobs, built with the backend's lists: a content change is no new version of the site (no update prompt)", () => {
    for (const file of ['news.html', 'jobs.html']) {
      expect(files, file).toContain(file)
      expect(urls, file).not.toContain(file)
    }
    // Every precached page is drawn from the code and its content files alone.
    for (const url of [...urls].filter((u) => u.endsWith('.html')))
      expect(readFileSync(join(dist, url), 'utf8'), url).not.toContain('id="built-data"')
  })

  it('leaves out the manifest screenshots and the post pictures (cached at run time instead)', () => {
    for (const url of urls) expect(url).not.toMatch(/^(screenshots|images\/news)\//)
    expect(sw).toContain('content-images')
  })

  it("leaves out the screens' pictures in all their widths and formats: the worker keeps the one a device showed", () => {
    const copies = files.filter((f) => /^static\/media\/.+\.(avif|webp)$/.test(f))
    // The home hero and three team photos, in 3 widths and 2 formats each.
    expect(copies.length).toBeGreaterThanOrEqual(4 * 3 * 2)
    for (const file of copies) expect(urls, file).not.toContain(file)
  })

  it('precaches files that exist, hashed ones without a revision, the rest with one', () => {
    for (const { url, revision } of entries) {
      expect(existsSync(join(dist, url)), url).toBe(true)
      if (url.startsWith('static/')) expect(revision, url).toBeNull()
      else expect(revision, url).toMatch(/^[0-9a-f]{32}$/)
    }
  })

  it(`stays within the precache budget (${PRECACHE_BUDGET_BYTES} bytes)`, () => {
    const total = entries.reduce((sum, { url }) => sum + statSync(join(dist, url)).size, 0)
    // The French chunks are listed, but a worker keeps them only once its visitor reads French (sw/french.ts).
    const french = entries.filter(({ url }) => FRENCH_CODE.test(url))
    const frenchBytes = french.reduce((sum, { url }) => sum + statSync(join(dist, url)).size, 0)
    console.info(
      `precache: ${entries.length} entries, ${total} bytes; at install ${entries.length - french.length} entries, ${total - frenchBytes} bytes (French chunks: ${french.length}, ${frenchBytes} bytes)`,
    )
    expect(total).toBeLessThanOrEqual(PRECACHE_BUDGET_BYTES)
  })

  it("holds the French shell but no French page; lists the French chunks for a French visitor's worker to keep", () => {
    expect(urls).toContain('fr/shell.html')
    const frenchPages = files.filter((f) => f === 'fr.html' || (/^fr\/.+\.html$/.test(f) && f !== 'fr/shell.html'))
    expect(frenchPages.length).toBeGreaterThan(100)
    for (const file of frenchPages) expect(urls, file).not.toContain(file)
    expect([...urls].filter((url) => FRENCH_CODE.test(url)).length).toBeGreaterThan(5)
  })
})

describe('the web app manifest', () => {
  interface Manifest {
    [key: string]: unknown
    icons: { src: string; sizes: string; type: string; purpose?: string }[]
    screenshots: { src: string; sizes: string; form_factor?: string }[]
    shortcuts: { name: string; url: string; icons?: { src: string }[] }[]
  }
  let manifest: Manifest
  beforeAll(() => {
    manifest = JSON.parse(readFileSync(join(dist, 'manifest.webmanifest'), 'utf8')) as Manifest
  })

  it('names the app and how it opens', () => {
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Maple Pathways Immigration',
      short_name: 'Maple Pathways',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0b3d5c',
      background_color: '#ffffff',
      lang: 'en-CA',
    })
    expect(String(manifest.description).length).toBeGreaterThan(20)
  })

  it('has icons of 192 and 512 pixels, for any use and maskable, each a real PNG of that size', () => {
    const find = (sizes: string, purpose: string) =>
      manifest.icons.find((i) => i.sizes === sizes && (i.purpose ?? 'any').split(' ').includes(purpose))
    for (const icon of [
      find('192x192', 'any'),
      find('512x512', 'any'),
      find('192x192', 'maskable'),
      find('512x512', 'maskable'),
    ]) {
      expect(icon).toBeDefined()
      const png = readFileSync(join(dist, icon!.src))
      expect(png.subarray(1, 4).toString('ascii')).toBe('PNG')
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon!.sizes)
    }
  })

  it('has a wide and a narrow screenshot of the sizes it states', () => {
    for (const factor of ['wide', 'narrow']) {
      const shot = manifest.screenshots.find((s) => s.form_factor === factor)
      expect(shot, factor).toBeDefined()
      const png = readFileSync(join(dist, shot!.src))
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(shot!.sizes)
    }
  })

  it('has shortcuts to News, Jobs, Saved jobs and Contact, with icons that exist', () => {
    expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
      ['News', '/news'],
      ['Jobs', '/jobs'],
      ['Saved jobs', '/jobs?saved=1'],
      ['Contact', '/contact'],
    ])
    for (const shortcut of manifest.shortcuts) {
      expect(shortcut.icons?.length).toBeGreaterThan(0)
      for (const icon of shortcut.icons!) expect(existsSync(join(dist, icon.src)), icon.src).toBe(true)
    }
  })

  it('is linked from the page, with the iOS tags beside it', () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8')
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">')
    expect(html).toContain('<meta name="apple-mobile-web-app-capable" content="yes" />')
    expect(html).toContain('<meta name="apple-mobile-web-app-title" content="Maple Pathways" />')
    expect(html).toMatch(/<meta name="apple-mobile-web-app-status-bar-style" content="[\w-]+" \/>/)
    expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" sizes="180x180" />')
  })

  it("takes index.html's words from the content files: the shell's title and description are the company's", () => {
    const shell = readFileSync(join(dist, 'shell.html'), 'utf8')
    expect(shell).toContain(
      '<title>Maple Pathways Immigration — Regulated Canadian immigration consultants and lawyers</title>',
    )
    expect(shell).toMatch(/<meta name="description" content="We connect people and companies with regulated Canadian/)
    expect(shell).not.toContain('%SITE_')
  })
})
