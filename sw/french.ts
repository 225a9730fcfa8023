// The French site offline, at the cost of French visitors only: the install-time precache holds the
// shared code, the English pages and the French shell, never the French words (each content module's
// French twin is a chunk of its own, static/js/<module>.fr-<hash>.js) nor the French pages. A worker
// that sees a French page (open when it installs, or a navigation to one) keeps every French chunk
// of its version at once, so each French screen opens offline, and the French news and jobs lists,
// and keeps each French page the visitor opens (network first) for the next visit without a
// connection. An English visitor's worker downloads no French.
import type { PrecacheEntry } from 'workbox-precaching'
import type { RouteHandlerCallbackOptions } from 'workbox-core/types'
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { matchPrecache } from 'workbox-precaching'
import { NetworkFirst } from 'workbox-strategies'
import { FRENCH_PREFIX, localeOfPath } from '../src/shared/locales'
import { BOUNDS } from '../src/shared/time-bound'
import { ofThisVersion } from './page-version'

declare const self: ServiceWorkerGlobalScope

/** A French content module's chunk (its name is the module's: services-content.fr.ts → services-content.fr-<hash>.js). */
export const FRENCH_CODE = /^\/?static\/js\/[^/]+\.fr-[\w-]+\.js$/

/** The French pages that are pages of their own (built at fixed addresses); posts and jobs open in the shell. */
export const FRENCH_PAGE = new RegExp(
  `^${FRENCH_PREFIX}(?:/(?:home|about|services|contact|accessibility|news|jobs))?(?:\\?.*)?$`,
)

/** Any French address: /fr, /fr/…, /fr?… (not /fresh). */
export const FRENCH_ADDRESS = new RegExp(`^${FRENCH_PREFIX}(?:[/?]|$)`)

/** The shell that opens an address offline: the French one for a French address. */
export const SHELL_PAGE = 'shell.html'
export const FRENCH_SHELL_PAGE = 'fr/shell.html'
export const shellFor = (href: string): string =>
  localeOfPath(new URL(href).pathname) === 'fr' ? FRENCH_SHELL_PAGE : SHELL_PAGE

/** The French chunks of every version (hashed names: an entry never changes; old ones are pruned). */
export const FRENCH_CODE_CACHE = 'french-code'
/** The French pages a visitor opened, one cache per version (a page names its version's chunks). */
export const FRENCH_PAGES_CACHE_PREFIX = 'french-pages-'

const urlOf = (entry: PrecacheEntry | string) => (typeof entry === 'string' ? entry : entry.url)

/** The precache list less the French chunks, and those chunks' addresses. */
export function splitFrenchCode(entries: readonly (PrecacheEntry | string)[]) {
  const shared: (PrecacheEntry | string)[] = []
  const french: string[] = []
  for (const entry of entries)
    if (FRENCH_CODE.test(urlOf(entry))) french.push(new URL(urlOf(entry), 'http://site/').pathname)
    else shared.push(entry)
  return { shared, french }
}

/** A short name for a precache list's version (its entries' addresses and revisions). */
export function versionOf(entries: readonly (PrecacheEntry | string)[]): string {
  let hash = 5381
  for (const entry of entries)
    for (const char of typeof entry === 'string' ? entry : `${entry.url} ${entry.revision ?? ''}`)
      hash = ((hash * 33) ^ char.charCodeAt(0)) >>> 0
  return hash.toString(36)
}

/** The French lists, kept for a French reader as the English ones are for everyone (list-pages.ts). */
const FRENCH_LIST_PAGES = [`${FRENCH_PREFIX}/news`, `${FRENCH_PREFIX}/jobs`]

export function frenchOffline(entries: readonly (PrecacheEntry | string)[]) {
  const { shared, french } = splitFrenchCode(entries)
  const frenchCode = new Set(french)
  const pagesCache = `${FRENCH_PAGES_CACHE_PREFIX}${versionOf(entries)}`
  let kept: Promise<void> | undefined

  /** French pages fetched now and kept, when they are this version's (a failure leaves them to a visit). */
  async function keepPages(addresses: readonly string[]): Promise<void> {
    const cache = await caches.open(pagesCache)
    await Promise.allSettled(
      addresses.map(async (address) => {
        const response = await fetch(address, { credentials: 'same-origin' })
        if (response.ok && (await ofThisVersion(response, frenchCode))) await cache.put(address, response)
      }),
    )
  }

  /**
   * Every French chunk of this version, fetched once (a failure is tried again at the next French page),
   * and the French lists not kept yet: a French reader's /fr/news opens offline after /fr alone.
   */
  function keepFrenchCode(): Promise<void> {
    kept ??= (async () => {
      const cache = await caches.open(FRENCH_CODE_CACHE)
      const missing = (await Promise.all(french.map(async (url) => ((await cache.match(url)) ? [] : [url])))).flat()
      await cache.addAll(missing)
      const pages = await caches.open(pagesCache)
      const lists = FRENCH_LIST_PAGES.map((path) => new URL(path, self.location.origin).href)
      await keepPages((await Promise.all(lists.map(async (url) => ((await pages.match(url)) ? [] : [url])))).flat())
    })().catch(() => {
      kept = undefined
    })
    return kept
  }

  /** A French page, network first (kept for offline); without one in time and none kept, the French shell. */
  const pages = new NetworkFirst({
    cacheName: pagesCache,
    networkTimeoutSeconds: BOUNDS.pageMs / 1000,
    // One copy per page: /fr/jobs?q=cook is /fr/jobs drawn afresh by the app.
    matchOptions: { ignoreSearch: true },
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      { cacheKeyWillBeUsed: async ({ request }) => new URL(request.url).origin + new URL(request.url).pathname },
      // A newer deploy's page names chunks this version keeps nowhere: offline it would never start.
      { cacheWillUpdate: async ({ response }) => ((await ofThisVersion(response, frenchCode)) ? response : null) },
      { handlerDidError: async () => (await matchPrecache(FRENCH_SHELL_PAGE)) ?? Response.error() },
    ],
  })

  /** Any navigation to a French address: the visitor reads French, so the French code is kept. */
  const onFrenchNavigation = ({ event }: Pick<RouteHandlerCallbackOptions, 'event'>) => {
    if ('waitUntil' in event) (event as ExtendableEvent).waitUntil(keepFrenchCode())
  }

  return {
    /** The list to precache at install: the French chunks left out. */
    shared,
    onFrenchNavigation,
    /** A French page of its own: network first, kept for offline. */
    async frenchPage(options: RouteHandlerCallbackOptions): Promise<Response> {
      onFrenchNavigation(options)
      return pages.handle(options)
    },
    /** A French chunk: from the cache, else the network (and kept). */
    async frenchCode({ request }: RouteHandlerCallbackOptions): Promise<Response> {
      const cache = await caches.open(FRENCH_CODE_CACHE)
      const cached = await cache.match(request)
      if (cached) return cached
      const response = await fetch(request)
      // A full storage keeps it nowhere: the screen still gets its code.
      if (response.ok) await cache.put(request, response.clone()).catch(() => undefined)
      return response
    },
    /**
     * At install: the pages open now were loaded before any worker, so none passed through it. If one
     * is French, its visitor reads French: keep the French code, and the French pages they have open.
     * A visitor whose device holds French code already (an earlier version's) reads French too: this
     * version's is kept now, as activation removes the old (an update that lands while only English
     * pages are open would otherwise leave French unreadable offline).
     */
    async keepForOpenFrenchPages(): Promise<void> {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const open = windows.map((client) => new URL(client.url)).filter((url) => url.origin === self.location.origin)
      const frenchPages = open.filter((url) => localeOfPath(url.pathname) === 'fr')
      const readFrenchBefore =
        (await caches.has(FRENCH_CODE_CACHE)) && (await (await caches.open(FRENCH_CODE_CACHE)).keys()).length > 0
      if (frenchPages.length === 0 && !readFrenchBefore) return
      await keepPages(
        frenchPages.filter((url) => FRENCH_PAGE.test(url.pathname)).map((url) => url.origin + url.pathname),
      )
      await keepFrenchCode()
    },
    /** At activation: the French pages of other versions, and the French chunks no longer used, go. */
    async pruneOtherVersions(): Promise<void> {
      for (const name of await caches.keys())
        if (name.startsWith(FRENCH_PAGES_CACHE_PREFIX) && name !== pagesCache) await caches.delete(name)
      const cache = await caches.open(FRENCH_CODE_CACHE)
      const current = new Set(french)
      for (const request of await cache.keys())
        if (!current.has(new URL(request.url).pathname)) await cache.delete(request)
    },
  }
}
