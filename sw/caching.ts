// Run-time caching: post images only. Everything else the backend answers goes to the network
// untouched (the lists are saved by the page in IndexedDB), and POSTs are never cached.
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { ExpirationPlugin } from 'workbox-expiration'
import type { RouteMatchCallbackOptions } from 'workbox-core/types'
import { registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'

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

/**
 * Post images: the site's own images that are not precached (news pictures) and files served by the
 * Appwrite storage API. Other origins are left to the browser: the worker's fetch would be subject to
 * the page's connect-src policy, which lists only the backend.
 */
export function isContentImage({ request, url, sameOrigin }: Pick<RouteMatchCallbackOptions, 'request' | 'url' | 'sameOrigin'>): boolean {
  if (request.method !== 'GET' || request.destination !== 'image') return false
  return sameOrigin || /\/storage\/buckets\/[^/]+\/files\/[^/]+\/(?:view|preview|download)$/.test(url.pathname)
}

export function registerImageCaching(): void {
  registerRoute(
    isContentImage,
    new CacheFirst({
      cacheName: IMAGE_CACHE,
      plugins: [
        // 0: an opaque answer for a cross-origin <img> without CORS; it still displays.
        new CacheableResponsePlugin({ statuses: [0, 200] }),
        new ExpirationPlugin({
          maxEntries: IMAGE_CACHE_MAX_ENTRIES,
          maxAgeSeconds: IMAGE_CACHE_MAX_AGE_SECONDS,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  )
}
