// /news and /jobs are built with the backend's lists, so every edit of a post or job, and every night's
// rebuild (a deadline passed), changes them. Precached, each change would be a new version of the site
// (a new worker, and the update prompt for every returning visitor) with no new code. They are kept
// here instead, out of the precache list: fetched when the worker installs (so they open offline after
// a visit to the home page alone), served from what is kept at once and refreshed behind it, as the
// precache served them (unless kept more than a day ago), one cache per version, holding only pages
// whose chunks this version has.
import type { RouteHandlerCallbackOptions } from 'workbox-core/types'
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { matchPrecache } from 'workbox-precaching'
import { NetworkFirst } from 'workbox-strategies'
import { BOUNDS } from '../src/shared/time-bound'
import { SHELL_PAGE } from './french'
import { ofThisVersion } from './page-version'

declare const self: ServiceWorkerGlobalScope

/** The lists' own pages, with or without a search in their address (one copy each: the app draws the search). */
export const LIST_PAGE = /^\/(?:news|jobs)(?:\?.*)?$/
const LIST_PAGES = ['/news', '/jobs']
export const LIST_PAGES_CACHE_PREFIX = 'list-pages-'

const keyOf = (url: string) => new URL(url).origin + new URL(url).pathname

/**
 * How long a kept copy is served at once, refreshed behind: older (a visitor back after days), the
 * network comes first, so the board is not last week's (the kept copy still answers offline).
 */
export const KEPT_COPY_FRESH_MS = 24 * 60 * 60_000

/** Kept within the day, by the date the server sent it with (none, or later than this device's clock allows: not known). */
export function freshEnough(kept: Response, now = Date.now()): boolean {
  const age = now - Date.parse(kept.headers.get('date') ?? '')
  // A device clock behind the server's by more than minutes would keep a copy 'fresh' for ever.
  return age > -5 * 60_000 && age < KEPT_COPY_FRESH_MS
}

export function listPages(version: string) {
  const cacheName = `${LIST_PAGES_CACHE_PREFIX}${version}`
  /** From the network, kept when it is this version's; none in time and none kept, the shell. */
  const fromNetwork = new NetworkFirst({
    cacheName,
    networkTimeoutSeconds: BOUNDS.pageMs / 1000,
    matchOptions: { ignoreSearch: true },
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      { cacheKeyWillBeUsed: async ({ request }) => keyOf(request.url) },
      { cacheWillUpdate: async ({ response }) => ((await ofThisVersion(response)) ? response : null) },
      // Offline with none kept (the install's fetch failed): the shell opens it from the saved list.
      { handlerDidError: async () => (await matchPrecache(SHELL_PAGE)) ?? Response.error() },
    ],
  })
  return {
    /** The copy kept within the day, at once (as the precache served it), refreshed behind it for the next visit. */
    async page(options: RouteHandlerCallbackOptions): Promise<Response> {
      const kept = await (await caches.open(cacheName)).match(keyOf(options.request.url))
      if (!kept || !freshEnough(kept)) return fromNetwork.handle(options)
      const refresh = fromNetwork.handle(options).catch(() => undefined)
      if ('waitUntil' in options.event) (options.event as ExtendableEvent).waitUntil(refresh)
      return kept
    },
    /** At install: this version's pages, for offline (a failure leaves them to the first visit). */
    async keep(): Promise<void> {
      const cache = await caches.open(cacheName)
      await Promise.allSettled(
        LIST_PAGES.map(async (path) => {
          const address = new URL(path, self.location.origin).href
          const response = await fetch(address, { credentials: 'same-origin' })
          if (response.ok && (await ofThisVersion(response))) await cache.put(address, response)
        }),
      )
    },
    /** At activation: other versions' copies go. */
    async pruneOtherVersions(): Promise<void> {
      for (const name of await caches.keys())
        if (name.startsWith(LIST_PAGES_CACHE_PREFIX) && name !== cacheName) await caches.delete(name)
    },
  }
}
