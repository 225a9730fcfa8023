// /news and /jobs are built with the backend's lists, so every edit of a post or job, and every night's
// rebuild (a deadline passed), changes them. Precached, each change would be a new version of the site
// (a new worker, and the update prompt for every returning visitor) with no new code. They are kept
// here instead, out of the precache list: fetched when the worker installs (so they open offline after
// a visit to the home page alone), served from what is kept at once and refreshed behind it, as the
// precache served them, one cache per version (a page names its version's chunks).
import type { RouteHandlerCallbackOptions } from 'workbox-core/types'
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { matchPrecache } from 'workbox-precaching'
import { StaleWhileRevalidate } from 'workbox-strategies'
import { SHELL_PAGE } from './french'

declare const self: ServiceWorkerGlobalScope

/** The lists' own pages, with or without a search in their address (one copy each: the app draws the search). */
export const LIST_PAGE = /^\/(?:news|jobs)(?:\?.*)?$/
const LIST_PAGES = ['/news', '/jobs']
export const LIST_PAGES_CACHE_PREFIX = 'list-pages-'

export function listPages(version: string) {
  const cacheName = `${LIST_PAGES_CACHE_PREFIX}${version}`
  const strategy = new StaleWhileRevalidate({
    cacheName,
    matchOptions: { ignoreSearch: true },
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      { cacheKeyWillBeUsed: async ({ request }) => new URL(request.url).origin + new URL(request.url).pathname },
      // Offline with none kept (the install's fetch failed): the shell opens it from the saved list.
      { handlerDidError: async () => (await matchPrecache(SHELL_PAGE)) ?? Response.error() },
    ],
  })
  return {
    page: (options: RouteHandlerCallbackOptions) => strategy.handle(options),
    /** At install: this version's pages, for offline (a failure leaves them to the first visit). */
    async keep(): Promise<void> {
      const cache = await caches.open(cacheName)
      await Promise.allSettled(
        LIST_PAGES.map(async (path) => {
          const address = new URL(path, self.location.origin).href
          const response = await fetch(address, { credentials: 'same-origin' })
          if (response.ok) await cache.put(address, response)
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
