import { describe, expect, it, vi } from 'vitest'
import {
  FRENCH_ADDRESS,
  FRENCH_CODE,
  FRENCH_CODE_CACHE,
  FRENCH_PAGE,
  FRENCH_PAGES_CACHE_PREFIX,
  frenchOffline,
  shellFor,
  splitFrenchCode,
  versionOf,
} from './french'

const SITE = 'http://localhost:4173'

describe('the French site offline', () => {
  it("leaves the French content chunks out of the install-time precache, and knows them by their module's name", () => {
    const entries = [
      { url: 'index.html', revision: 'a1' },
      { url: 'fr/shell.html', revision: 'b2' },
      { url: 'static/js/services-content.fr-Qkj-VwYr.js', revision: null },
      { url: 'static/js/site.fr-C-qhkO29.js', revision: null },
      { url: 'static/js/services-CvrafKsM.js', revision: null },
      // A hash may hold ".fr-" only after a module named so: this one is English's.
      { url: 'static/js/framework-CKdcYO2Q.js', revision: null },
    ]
    const { shared, french } = splitFrenchCode(entries)
    expect(shared.map((entry) => (typeof entry === 'string' ? entry : entry.url))).toEqual([
      'index.html',
      'fr/shell.html',
      'static/js/services-CvrafKsM.js',
      'static/js/framework-CKdcYO2Q.js',
    ])
    expect(french).toEqual(['/static/js/services-content.fr-Qkj-VwYr.js', '/static/js/site.fr-C-qhkO29.js'])
    expect(FRENCH_CODE.test('/static/js/site.fr-C-qhkO29.js')).toBe(true)
    expect(FRENCH_CODE.test('/static/js/fr-Cabc.js')).toBe(false)
  })

  it('keeps the French pages of their own at their addresses, with or without a query', () => {
    for (const path of [
      '/fr',
      '/fr/about',
      '/fr/services',
      '/fr/contact',
      '/fr/accessibility',
      '/fr/news',
      '/fr/jobs?q=cuisinier',
    ])
      expect(FRENCH_PAGE.test(path), path).toBe(true)
    for (const path of ['/news', '/fr/news/news-fr-001', '/fr/jobs/job-1', '/fresh', '/fr/about/team'])
      expect(FRENCH_PAGE.test(path), path).toBe(false)
  })

  it('opens a French address offline with the French shell, any other with the English one', () => {
    expect(shellFor(`${SITE}/fr/news/news-fr-001`)).toBe('fr/shell.html')
    expect(shellFor(`${SITE}/fr`)).toBe('fr/shell.html')
    expect(shellFor(`${SITE}/news/news-001`)).toBe('shell.html')
    expect(shellFor(`${SITE}/fresh`)).toBe('shell.html')
    for (const path of ['/fr', '/fr/', '/fr?x=1', '/fr/jobs/a']) expect(FRENCH_ADDRESS.test(path), path).toBe(true)
    for (const path of ['/fresh', '/', '/france']) expect(FRENCH_ADDRESS.test(path), path).toBe(false)
  })

  it('names each precache list version apart, so French pages of another version are never served', () => {
    const one = [{ url: 'index.html', revision: 'a' }]
    expect(versionOf(one)).toBe(versionOf([{ url: 'index.html', revision: 'a' }]))
    expect(versionOf(one)).not.toBe(versionOf([{ url: 'index.html', revision: 'b' }]))
  })
})

describe('French code kept across an update', () => {
  /** A CacheStorage of the test's own: what each named cache holds, by address. */
  function fakeCaches() {
    const stores = new Map<string, Map<string, Response>>()
    const keyOf = (request: RequestInfo | URL) =>
      new URL(request instanceof Request ? request.url : String(request), self.location.origin).href
    const cacheOf = (entries: Map<string, Response>) => ({
      match: async (request: RequestInfo) => entries.get(keyOf(request))?.clone(),
      put: async (request: RequestInfo, response: Response) => void entries.set(keyOf(request), response),
      addAll: async (urls: string[]) => {
        for (const url of urls) entries.set(keyOf(url), await fetch(url))
      },
      keys: async () => [...entries.keys()].map((url) => new Request(url)),
      delete: async (request: RequestInfo) => entries.delete(keyOf(request)),
    })
    const storage = {
      open: async (name: string) => {
        if (!stores.has(name)) stores.set(name, new Map())
        return cacheOf(stores.get(name)!)
      },
      has: async (name: string) => stores.has(name),
      keys: async () => [...stores.keys()],
      delete: async (name: string) => stores.delete(name),
    }
    const held = (name: string) => [...(stores.get(name)?.keys() ?? [])].map((url) => new URL(url).pathname).sort()
    return { storage, held }
  }

  const version = (frenchChunk: string) => [
    { url: 'index.html', revision: frenchChunk },
    { url: `static/js/site.fr-${frenchChunk}.js`, revision: null },
    { url: 'static/js/services-content.fr-Qkj.js', revision: null },
  ]
  const openWindows = (paths: string[]) =>
    Object.defineProperty(self, 'clients', {
      configurable: true,
      value: { matchAll: async () => paths.map((path) => ({ url: new URL(path, self.location.origin).href })) },
    })

  it("keeps the new version's French code for a French reader, even when only English pages are open at the update", async () => {
    const { storage, held } = fakeCaches()
    vi.stubGlobal('caches', storage)
    vi.stubGlobal('fetch', async () => new Response('export {}'))
    try {
      openWindows(['/fr/news'])
      const first = frenchOffline(version('OLD1'))
      await first.keepForOpenFrenchPages()
      await first.pruneOtherVersions()
      expect(held(FRENCH_CODE_CACHE)).toEqual(['/static/js/services-content.fr-Qkj.js', '/static/js/site.fr-OLD1.js'])

      // A new version lands while the visitor reads in English: its French chunk replaces the old one.
      openWindows(['/jobs'])
      const next = frenchOffline(version('NEW2'))
      await next.keepForOpenFrenchPages()
      await next.pruneOtherVersions()
      expect(held(FRENCH_CODE_CACHE)).toEqual(['/static/js/services-content.fr-Qkj.js', '/static/js/site.fr-NEW2.js'])
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it("keeps the French lists for a French reader at /fr alone (as the English ones are), only this version's", async () => {
    const { storage, held } = fakeCaches()
    vi.stubGlobal('caches', storage)
    const page = (chunk: string) => new Response(`<script type="module" src="/static/js/${chunk}"></script>`)
    vi.stubGlobal('fetch', async (url: string) => {
      const path = new URL(url, self.location.origin).pathname
      // /fr/jobs from a newer deploy (its words are not this version's): it would never start offline.
      if (path === '/fr/news') return page('site.fr-NEW2.js')
      if (path === '/fr/jobs') return page('site.fr-NEWER3.js')
      return new Response('export {}')
    })
    try {
      openWindows(['/fr'])
      const offline = frenchOffline(version('NEW2'))
      await offline.keepForOpenFrenchPages()
      const pages = (await storage.keys()).find((name) => name.startsWith(FRENCH_PAGES_CACHE_PREFIX))!
      expect(held(pages)).toEqual(['/fr', '/fr/news'])
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('gives a French screen its code when the device has no room to keep it', async () => {
    const { storage } = fakeCaches()
    const full = async (name: string) => ({
      ...(await storage.open(name)),
      put: async () => Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError')),
    })
    vi.stubGlobal('caches', { ...storage, open: full })
    vi.stubGlobal('fetch', async () => new Response('export const words = {}'))
    try {
      const request = new Request(`${SITE}/static/js/site.fr-NEW2.js`)
      const { frenchCode } = frenchOffline(version('NEW2'))
      const response = await frenchCode({ request } as Parameters<typeof frenchCode>[0])
      expect(await response.text()).toBe('export const words = {}')
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('an English reader (no French code on the device) downloads none at an update', async () => {
    const { storage, held } = fakeCaches()
    vi.stubGlobal('caches', storage)
    const fetched = vi.fn(async () => new Response('export {}'))
    vi.stubGlobal('fetch', fetched)
    try {
      openWindows(['/jobs', '/news'])
      const next = frenchOffline(version('NEW2'))
      await next.keepForOpenFrenchPages()
      expect(fetched).not.toHaveBeenCalled()
      expect(held(FRENCH_CODE_CACHE)).toEqual([])
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
