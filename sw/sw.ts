// The service worker: lifecycle and wiring only. Strategies live in caching.ts, the contact queue in
// contact-queue.ts. Built by vite-plugin-pwa (injectManifest) into dist/sw.js.
import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { isPageMessage } from '../src/shared/sw-messages'
import { cacheLoadedImages, NAVIGATION_DENYLIST, pageOrShell, registerImageCaching } from './caching'
import { registerContactQueue } from './contact-queue'

declare const self: ServiceWorkerGlobalScope

// The app shell, every route's chunk, styles, icons and images (the list is injected at build time).
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// The precached pages (/, /about, /news, …) are matched first (precacheAndRoute serves /about from
// about.html). Every other address is asked of the network, so a post's or a job's own built page
// (and a true 404) arrives as the server sends it; without an answer in time, the app shell from the
// precache opens it, and the router in the shell takes it from there (reading the saved copy).
registerRoute(new NavigationRoute(pageOrShell, { denylist: NAVIGATION_DENYLIST }))

registerImageCaching()
registerContactQueue()

// A new version waits until the visitor accepts the update prompt (the page sends SKIP_WAITING), so a
// page never runs against another version's precache. A page this worker has just taken over names
// the images it loaded before (CACHE_IMAGES).
self.addEventListener('message', (event) => {
  if (!isPageMessage(event.data)) return
  if (event.data.type === 'SKIP_WAITING') void self.skipWaiting()
  else if (event.data.type === 'CACHE_IMAGES') event.waitUntil(cacheLoadedImages(event, event.data.urls))
})

// The first version takes control of the open pages at once, so the first visit works offline.
clientsClaim()
