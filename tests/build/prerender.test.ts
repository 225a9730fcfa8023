// Checks on the prerendered pages in dist/ (run `npm run build` first): each data-free screen is drawn
// in its HTML with its own title and description, every style it uses is linked, and every other
// address gets the plain shell — from the site server, a static host and the service worker alike.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { TEST_BACKEND_PORT, TEST_BUILD_DIR } from '../support/test-build'
import type { Manifest } from 'vite'
import {
  buildManifestPath,
  PRERENDERED_ROUTES,
  SHELL_FILE,
  siteUrlCheck,
  endpointsLeftLocal,
  unreadBackend,
} from '../../scripts/prerender-plugin'
import { CODE_LOADER, CODE_LOADER_HASH } from '../../server/site/code-loader'

const dist = TEST_BUILD_DIR
const preconnectToBackend = `<link rel="preconnect" href="http://localhost:${TEST_BACKEND_PORT}" crossorigin>`
const read = (file: string) => readFileSync(join(dist, file), 'utf8')

// What each screen shows first, quoted from the specification where it names it (docs/specification.md §1 and §2).
const expected: Record<string, { text: string; title: RegExp }> = {
  '/': { text: '500+', title: /Maple Pathways Immigration/ },
  '/home': { text: '500+', title: /Maple Pathways Immigration/ },
  '/about': { text: 'Your Pathway to a New Life in Canada', title: /^About Us \| / },
  '/services': { text: 'Our Global Services', title: /Services \| / },
  '/contact': { text: 'Get in Touch', title: /^Contact Us \| / },
  '/accessibility': { text: 'Accessibility statement', title: /^Accessibility \| / },
  '/news': { text: 'Our Latest Blogs', title: /^News \| / },
  '/jobs': { text: 'Find Your Next Job', title: /^Jobs \| / },
}

// The root, and after it the data the page was drawn with (on the pages built from the backend's) and
// the code loader (on built pages).
const rootOf = (html: string) =>
  /<div id="root"([^>]*)>([\s\S]*)<\/div>(?:<script type="application\/json" id="built-data">[^<]*<\/script>)?(?:<script data-entry[^>]*>[\s\S]*?<\/script>)?\s*<\/body>/.exec(
    html,
  )

/** What a built page's code loader requests once it starts. */
function loaderOf(html: string) {
  const [, entry = '', chunks = ''] = /<script data-entry="([^"]*)" data-chunks="([^"]*)"[^>]*>/.exec(html) ?? []
  return { entry, chunks: chunks.split(' ').filter(Boolean) }
}

describe('prerendered pages', () => {
  it('cover /, /home, /about, /services, /contact, /accessibility, and the list screens /news and /jobs', () => {
    expect(PRERENDERED_ROUTES.map((r) => r.path)).toEqual(Object.keys(expected))
  })

  for (const route of PRERENDERED_ROUTES) {
    describe(route.path, () => {
      const html = existsSync(join(dist, route.file)) ? read(route.file) : ''

      it('holds the screen, the header and the footer, marked with its address', () => {
        const root = rootOf(html)
        // Not inert: usable as HTML from the first paint (what is typed or pressed meanwhile waits for the app).
        expect(root?.[1]).toBe(` data-prerendered="${route.path}"`)
        expect(root?.[2]).toContain(expected[route.path]!.text)
        expect(root?.[2]).toMatch(/<header[\s>]/)
        expect(root?.[2]).toMatch(/<footer[\s>]/)
        // Hoisted into <head>, exactly once: not left in the body.
        expect(root?.[2]).not.toMatch(/<title>|<meta /)
      })

      it('has its own title and description in <head>, once each', () => {
        const head = html.slice(0, html.indexOf('</head>'))
        const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1])
        expect(titles).toHaveLength(1)
        expect(titles[0]).toMatch(expected[route.path]!.title)
        expect(head.match(/<meta name="description"/g)).toHaveLength(1)
      })

      it('opens the connection to the backend early only where the screen reads it at once', () => {
        const preconnects = html.split(preconnectToBackend).length - 1
        expect(preconnects).toBe(route.fetchesData ? 1 : 0)
      })

      it('links every style sheet its markup needs', () => {
        const sheets = [...html.matchAll(/<link rel="stylesheet" crossorigin href="\/([^"]+)"/g)].map((m) => m[1]!)
        for (const sheet of sheets) expect(existsSync(join(dist, sheet)), sheet).toBe(true)
        const css = sheets.map(read).join('\n')
        // CSS-module classes (_name_hash_line): the build-time render must name them as the build does.
        const used = new Set([...rootOf(html)![2]!.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)))
        const moduleClasses = [...used].filter((name) => /^_[\w-]+_[a-z0-9]{5}_\d+$/.test(name))
        expect(moduleClasses.length).toBeGreaterThan(10)
        for (const name of moduleClasses) expect(css, name).toContain(`.${name}`)
      })

      it('requests no script itself: its only script that runs is the code loader, allowed by its hash', () => {
        expect(html).not.toMatch(/<script[^>]* src=|<link rel="modulepreload"/)
        const running = [
          ...html.matchAll(/<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g),
        ]
        expect(running.map((m) => m[1])).toEqual([CODE_LOADER])
        expect(read('_headers')).toContain(CODE_LOADER_HASH)
      })

      it('hands the loader the entry and every file the app and its screen import, each once', () => {
        const { entry, chunks } = loaderOf(html)
        expect(entry).toMatch(/^\/static\/js\/index-[\w-]+\.js$/)
        expect(new Set(chunks).size).toBe(chunks.length)
        for (const file of [entry, ...chunks]) expect(existsSync(join(dist, file)), file).toBe(true)
        const screen = route.module!.replace(/^src\/app\/routes\/|\.tsx$/g, '')
        for (const name of ['main', 'framework', screen])
          expect(
            chunks.some((file) => new RegExp(`^/static/js/${name}-[\\w-]+\\.js$`).test(file)),
            name,
          ).toBe(true)
        // The backend SDK and the sanitiser only where the screen reads the backend (markers of each
        // library's minified code: the SDK's request header, DOMPurify's own name).
        const code = [entry, ...chunks].map((file) => read(file.slice(1))).join('\n')
        expect(code.includes('x-sdk-name'), 'Appwrite SDK').toBe(!!route.fetchesData)
        expect(code.includes('DOMPurify'), 'DOMPurify').toBe(!!route.fetchesData)
        // The calls' time bounds (shared/time-bound.ts) only with a call to bound: the backend's, or a message sent.
        expect(code.includes('took longer than'), 'time-bound').toBe(!!route.fetchesData || route.path === '/contact')
        // The service worker's bridge (and the contact queue in its chunk) comes once the page is idle,
        // but with the contact form, which queues a message at once.
        expect(code.includes('SKIP_WAITING'), 'the service worker bridge').toBe(route.path === '/contact')
      })
    })
  }
})

describe('the shell, for every other address', () => {
  it('is the plain page with an empty root, connecting early to the backend it will read', () => {
    expect(rootOf(read(SHELL_FILE))?.slice(1)).toEqual(['', ''])
    expect(read(SHELL_FILE)).toContain(preconnectToBackend)
  })

  it('requests the app at once, at full priority: it shows nothing until the app has run', () => {
    const shell = read(SHELL_FILE)
    expect(shell).toMatch(/<script type="module" crossorigin src="\/static\/js\/index-[\w-]+\.js"><\/script>/)
    const preloads = [...shell.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)"([^>]*)>/g)]
    expect(preloads.some((m) => /^static\/js\/main-[\w-]+\.js$/.test(m[1]!))).toBe(true)
    expect(preloads.filter((m) => m[2]!.includes('fetchpriority'))).toEqual([])
    expect(shell).not.toContain(CODE_LOADER)
  })

  it("is what static hosts answer a post's or a job's address with (404) when it has no page yet; the aliases redirect", () => {
    expect(read('_redirects').trim().split('\n')).toEqual([
      '/contact-us /contact 301',
      '/get-started /contact 301',
      '/solutions /services 301',
      '/industries /services 301',
      '/learn-more /services 301',
      '/fr/contact-us /fr/contact 301',
      '/fr/get-started /fr/contact 301',
      '/fr/solutions /fr/services 301',
      '/fr/industries /fr/services 301',
      '/fr/learn-more /fr/services 301',
      '/news/:id /shell.html 404',
      '/jobs/:id /shell.html 404',
      '/fr/news/:id /fr/shell.html 404',
      '/fr/jobs/:id /fr/shell.html 404',
      '/fr/* /fr/404.html 404',
    ])
  })

  it('and the service worker falls back to, with every fixed page precached (/news and /jobs kept apart)', () => {
    const sw = read('sw.js')
    // The navigation route asks the network, then the precached shell (never index.html, the home page).
    expect(sw).toMatch(/[`'"]shell\.html[`'"]/)
    expect(sw).toMatch(/new \w+\(\w+,\{denylist:/)
    const lists = ['news.html', 'jobs.html']
    for (const file of [SHELL_FILE, ...PRERENDERED_ROUTES.map((r) => r.file)].filter((f) => !lists.includes(f)))
      expect(sw).toContain(`"url":"${file}"`)
    // Built with the backend's lists: the worker keeps them at install (sw/list-pages.ts).
    for (const file of lists) expect(sw).not.toContain(`"url":"${file}"`)
  })
})

describe('the published folder', () => {
  it("holds no build report: Vite's manifest is moved out of dist/ once the pages are written", () => {
    expect(existsSync(join(dist, '.vite'))).toBe(false)
    expect(existsSync(buildManifestPath(resolve(import.meta.dirname, '../..'), dist))).toBe(true)
  })
})

describe("the site's code", () => {
  it("asks for /news's and /jobs's lists from code that does not wait for React's download", () => {
    const manifest = JSON.parse(
      readFileSync(buildManifestPath(resolve(import.meta.dirname, '../..'), dist), 'utf8'),
    ) as Manifest
    const closure = (key: string, seen = new Set<string>()): Set<string> => {
      if (seen.has(key)) return seen
      seen.add(key)
      for (const imported of manifest[key]?.imports ?? []) closure(imported, seen)
      return seen
    }
    const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!
    // src/boot.ts imports the list code (through src/app/early-data.ts, in whichever chunk of the
    // entry's the bundler put it) as soon as it starts.
    const early = [...closure(entry)]
      .flatMap((key) => manifest[key]!.dynamicImports ?? [])
      .filter((key) => /(news|jobs)-in-language/.test(key))
    expect(early).toHaveLength(2)
    for (const key of early) {
      const files = [...closure(key)].map((name) => manifest[name]!.file)
      // The SDK (its request header's name marks its code), in whichever chunk the bundler put it.
      expect(
        files.some((file) => read(file).includes('x-sdk-name')),
        key,
      ).toBe(true)
      expect(
        files.filter((file) => /\/(framework|main)-/.test(file)),
        key,
      ).toEqual([])
    }
  })

  it("is React Router's production build: its developer notes never reach a visitor's screen or console", () => {
    // React Router 7's package resolves to its development build, which vite.config.ts replaces: that
    // one puts '💿 Hey developer 👋' on its default error screen and dev-only warnings in the console.
    const scripts = readdirSync(join(dist, 'static/js')).filter((file) => file.endsWith('.js'))
    const framework = scripts.filter((file) => /^framework-[\w-]+\.js$/.test(file))
    expect(framework).toHaveLength(1)
    // The router is in there (its own error for a route table outside a router), without its developer notes.
    expect(read(join('static/js', framework[0]!))).toContain(
      'useRoutes() may be used only in the context of a <Router>',
    )
    const code = scripts.map((file) => read(join('static/js', file))).join('\n')
    expect(code).not.toContain('Hey developer')
    expect(code).not.toContain('No routes matched location')
  })

  it("ships the Appwrite SDK reading JSON with the platform's JSON: bignumber.js (8 KB gzip) never reaches a visitor", () => {
    const code = readdirSync(join(dist, 'static/js'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => read(join('static/js', file)))
      .join('\n')
    expect(code).toContain('x-sdk-name')
    expect(code).not.toContain('BigNumber Error')
  })

  it('lists, for a screen loaded later, only the chunks it adds: never those every page starts with, which the shell still preloads', () => {
    const scripts = readdirSync(join(dist, 'static/js')).filter((file) => file.endsWith('.js'))
    const main = read(
      join(
        'static/js',
        scripts.find((file) => /^main-[\w-]{8}\.js$/.test(file))!,
      ),
    )
    const lazyLists = main.match(/__vite__mapDeps=[^;]*/)?.[0] ?? ''
    // The screens' own chunks are there (the home screen's, for one).
    expect(lazyLists).toMatch(/static\/js\/home-[\w-]{8}\.js/)
    for (const always of ['framework', 'site', 'site-base', 'rolldown-runtime']) {
      expect(lazyLists, always).not.toMatch(new RegExp(`/${always}-[\\w-]{8}\\.js`))
      expect(read(SHELL_FILE), always).toMatch(
        new RegExp(`<link rel="modulepreload"[^>]*href="/static/js/${always}-[\\w-]{8}\\.js"`),
      )
    }
  })
})

describe("the live site's address (VITE_SITE_URL)", () => {
  it("stops a static host's build without it, or with this machine's: it would publish pages naming this machine", () => {
    for (const host of [{ NETLIFY: 'true' }, { CF_PAGES: '1' }, { VERCEL: '1' }]) {
      expect(siteUrlCheck(undefined, host)).toBe('stop')
      expect(siteUrlCheck('http://localhost:4173', host)).toBe('stop')
      expect(siteUrlCheck('https://www.maplepathways.ca', host)).toBeUndefined()
      // No worker, no installation, and the contact page's address rule reads the https one.
      expect(siteUrlCheck('http://www.maplepathways.ca', host)).toBe('insecure')
      // Read as the site reads it: trimmed, any case.
      expect(siteUrlCheck(' HTTPS://www.MaplePathways.ca ', host)).toBeUndefined()
      expect(siteUrlCheck('HTTP://LOCALHOST:4173', host)).toBe('stop')
    }
  })

  it("stops a static host's build whose backend or contact endpoint is left at this machine's (the defaults)", () => {
    const host = { NETLIFY: 'true' }
    expect(endpointsLeftLocal({}, host)).toEqual(['VITE_APPWRITE_ENDPOINT', 'VITE_CONTACT_ENDPOINT'])
    expect(
      endpointsLeftLocal(
        {
          VITE_APPWRITE_ENDPOINT: 'https://tor.cloud.appwrite.io/v1',
          VITE_CONTACT_ENDPOINT: 'http://localhost:8787/contact',
        },
        host,
      ),
    ).toEqual(['VITE_CONTACT_ENDPOINT'])
    expect(endpointsLeftLocal({ VITE_APPWRITE_ENDPOINT: ' HTTP://LOCALHOST:8787/v1' }, host)).toEqual([
      'VITE_APPWRITE_ENDPOINT',
      'VITE_CONTACT_ENDPOINT',
    ])
    expect(
      endpointsLeftLocal(
        {
          VITE_APPWRITE_ENDPOINT: 'https://tor.cloud.appwrite.io/v1',
          VITE_CONTACT_ENDPOINT: 'https://script.google.com/macros/s/abc/exec',
        },
        host,
      ),
    ).toEqual([])
    // A build on this machine talks to the local backend, as meant.
    expect(endpointsLeftLocal({}, { CI: 'true' })).toEqual([])
  })

  it('only warns a build on this machine', () => {
    expect(siteUrlCheck(undefined, {})).toBe('warn')
    expect(siteUrlCheck('http://127.0.0.1:4173', { CI: 'true' })).toBe('warn')
    expect(siteUrlCheck('https://www.maplepathways.ca', {})).toBeUndefined()
  })
})

describe('a backend the build could not read', () => {
  const endpoint = 'https://cloud.appwrite.io/v1'
  const error = new Error('fetch failed')

  it("stops a static host's build: published, every post and job page live now would answer 404", () => {
    for (const host of [{ NETLIFY: 'true' }, { CF_PAGES: '1' }, { VERCEL: '1' }]) {
      const outcome = unreadBackend(endpoint, error, host)
      expect(outcome).toEqual({
        stop: expect.stringContaining(`The backend at ${endpoint} could not be read (fetch failed).`),
      })
      expect(outcome).toEqual({ stop: expect.stringContaining('the host keeps its last deploy') })
    }
  })

  it('only warns a build on this machine, which goes on without the posts and jobs', () => {
    expect(unreadBackend(endpoint, error, { CI: 'true' })).toEqual({
      warn: expect.stringContaining('Build again with the backend up.'),
    })
  })
})
