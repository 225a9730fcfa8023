// Run-time caching: content images (the posts', and the site's own pictures in the width a screen
// chose) and another version's hashed files, from whichever cache holds them. Everything else the
// backend answers goes to the network untouched (the lists are saved by the page in IndexedDB), and
// POSTs are never cached. Pages that are not precached come from the network, or from the precached
// shell when it does not answer.
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { ExpirationPlugin } from 'workbox-expiration'
import type { RouteHandlerCallbackOptions, RouteMatchCallbackOptions, WorkboxPlugin } from 'workbox-core/types'
import { getCacheKeyForURL, matchPrecache } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkOnly } from 'workbox-strategies'
import { DEFAULT_APPWRITE_ENDPOINT } from '../src/shared/appwrite-ids'
import { BOUNDS } from '../src/shared/time-bound'
import { shellFor } from './french'

declare const self: ServiceWorkerGlobalScope

/**
 * A page from the network, never cached (it would go stale); offline or too slow, the plain app shell
 * of the address's language (scripts/prerender-plugin.ts), which opens any address of the app.
 */
export const pageOrShell = new NetworkOnly({
  networkTimeoutSeconds: BOUNDS.pageMs / 1000,
  plugins: [
    {
      handlerDidError: async ({ request }) => (await matchPrecache(shellFor(request.url))) ?? Response.error(),
    },
  ],
})

/**
 * A hashed file this worker does not list: another version's code, asked for by a page the network sent
 * after a deploy while this worker still runs. The new worker, installed and waiting, has stored it
 * under its plain address (its name changes with its content), so whichever cache holds it answers,
 * offline too; else the network. A picture (the source tree's, in the width the screen chose, never
 * precached) is kept as it comes, as the posts' are.
 */
export const isHashedFile = ({ url, sameOrigin }: Pick<RouteMatchCallbackOptions, 'url' | 'sameOrigin'>) =>
  sameOrigin && url.pathname.startsWith('/static/')
export const fromAnyVersion = async ({ request, event }: RouteHandlerCallbackOptions): Promise<Response> =>
  (await caches.match(request)) ??
  (request.destination === 'image' ? contentImages.handle({ event, request }) : fetch(request))

export const IMAGE_CACHE = 'content-images'
export const IMAGE_CACHE_MAX_ENTRIES = 60
export const IMAGE_CACHE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60

/**
 * Navigations to these paths are not routes of the app, so they must not get the app shell: files
 * (they end in a file extension) and the backend's test hooks.
 */
export const NAVIGATION_DENYLIST: RegExp[] = [
  /^\/__/,
  /^\/api\//,
  /\.(?:js|mjs|css|map|json|txt|xml|webmanifest|png|jpe?g|webp|avif|gif|svg|ico|pdf|docx?|woff2?)$/i,
]

const APPWRITE_FILE = /\/storage\/buckets\/[^/]+\/files\/[^/]+\/(?:view|preview|download)$/
/** The backend's (as src/config/env.ts reads it): the one other origin connect-src lets the worker fetch from. */
const endpoint = (import.meta.env as Record<string, string | undefined>).VITE_APPWRITE_ENDPOINT?.trim()
export const BACKEND_ORIGIN = new URL(endpoint || DEFAULT_APPWRITE_ENDPOINT).origin
const isBackendFile = (url: URL) => url.origin === BACKEND_ORIGIN && APPWRITE_FILE.test(url.pathname)
const IMAGE_FILE = /\.(?:png|jpe?g|webp|avif|gif|svg)$/i

/**
 * Post images: the site's own images that are not precached (news pictures) and files served by the
 * backend's storage API. Other origins (another Appwrite's pictures too) are left to the browser: the
 * worker's fetch would be subject to the page's connect-src policy, which lists only the backend.
 */
export function isContentImage({
  request,
  url,
  sameOrigin,
}: Pick<RouteMatchCallbackOptions, 'request' | 'url' | 'sameOrigin'>): boolean {
  if (request.method !== 'GET' || request.destination !== 'image') return false
  return sameOrigin || isBackendFile(url)
}

/** The same rule for an address alone (a page's list of loaded images has no request to go by). */
export const isContentImageUrl = (url: URL, sameOrigin: boolean): boolean =>
  sameOrigin ? IMAGE_FILE.test(url.pathname) : isBackendFile(url)

/**
 * An opaque copy (an Appwrite picture, fetched without CORS) hides its status: it may be an error kept
 * by mistake. It is shown, and fetched again behind it, so a failure lasts a view or two, not the 30 days
 * a cache-first copy lives; offline, the copy stays as it is.
 */
const refreshOpaqueCopies: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, request, event, cacheName }) => {
    if (cachedResponse?.type === 'opaque' && event && 'waitUntil' in event) {
      const refresh = fetch(request).then(
        async (fresh) => (await caches.open(cacheName)).put(request, fresh),
        () => undefined,
      )
      ;(event as ExtendableEvent).waitUntil(refresh)
    }
    return cachedResponse
  },
}

const contentImages = new CacheFirst({
  cacheName: IMAGE_CACHE,
  plugins: [
    // 0: an opaque answer for a cross-origin <img> without CORS; it still displays.
    new CacheableResponsePlugin({ statuses: [0, 200] }),
    refreshOpaqueCopies,
    new ExpirationPlugin({
      maxEntries: IMAGE_CACHE_MAX_ENTRIES,
      maxAgeSeconds: IMAGE_CACHE_MAX_AGE_SECONDS,
      purgeOnQuotaError: true,
    }),
  ],
})

export function registerImageCaching(): void {
  registerRoute(isContentImage, contentImages)
}

/**
 * Keeps the content images a page loaded before this worker controlled it: on a first visit they never
 * passed through the route above, so the news read offline later would show empty frames. Fetched
 * again (mostly from the browser's HTTP cache) through the same strategy, so the same limits apply.
 */
export async function cacheLoadedImages(event: ExtendableEvent, hrefs: readonly string[]): Promise<void> {
  const origin = self.location.origin
  const requests = hrefs
    .map((href) => new URL(href, origin))
    .filter((url) => isContentImageUrl(url, url.origin === origin) && !getCacheKeyForURL(url.href))
    .slice(0, IMAGE_CACHE_MAX_ENTRIES)
    .map((url) => new Request(url.href, { mode: url.origin === origin ? 'same-origin' : 'no-cors' }))
  // One that fails (gone, or the connection dropped) costs nothing: the page showed it, nothing else.
  await Promise.allSettled(requests.map((request) => contentImages.handle({ event, request })))
}
