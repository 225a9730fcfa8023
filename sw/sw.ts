// The service worker: lifecycle and wiring only. Strategies live in caching.ts, the contact queue in
// contact-queue.ts. Built by vite-plugin-pwa (injectManifest) into dist/sw.js.
import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { isPageMessage } from '../src/shared/sw-messages'
import {
  cacheLoadedImages,
  fromAnyVersion,
  isHashedFile,
  NAVIGATION_DENYLIST,
  pageOrShell,
  registerImageCaching,
} from './caching'
import { registerContactQueue } from './contact-queue'
import { FRENCH_ADDRESS, FRENCH_CODE, FRENCH_PAGE, frenchOffline, versionOf } from './french'
import { LIST_PAGE, listPages } from './list-pages'

declare const self: ServiceWorkerGlobalScope

// The app shell, every route's chunk, styles, the logo and pictures (the list is injected at build time);
// the French words and pages are kept for the visitors who read them (french.ts).
// (Named once: the build injects the list at its one mention.)
const precacheList = self.__WB_MANIFEST
const french = frenchOffline(precacheList)
// /news and /jobs change with the backend's content, not with the code: kept apart (list-pages.ts).
const lists = listPages(versionOf(precacheList))
precacheAndRoute(french.shared)
cleanupOutdatedCaches()
registerRoute(({ url, sameOrigin }) => sameOrigin && FRENCH_CODE.test(url.pathname), french.frenchCode)
registerRoute(isHashedFile, fromAnyVersion)
self.addEventListener('install', (event) =>
  event.waitUntil(Promise.all([french.keepForOpenFrenchPages(), lists.keep()])),
)
self.addEventListener('activate', (event) =>
  event.waitUntil(Promise.all([french.pruneOtherVersions(), lists.pruneOtherVersions()])),
)

// The precached pages (/, /about, …) are matched first (precacheAndRoute serves /about from
// about.html); /news and /jobs are served from what list-pages.ts keeps, refreshed behind. The French pages of their own (/fr, /fr/about, …) come from the network and are kept
// for offline. Every other address is asked of the network, so a post's, a job's or a service's own
// built page (and a true 404) arrives as the server sends it; without an answer in time, the app
// shell of its language from the precache opens it, and the router in the shell takes it from there
// (reading the saved copy).
registerRoute(new NavigationRoute(lists.page, { allowlist: [LIST_PAGE], denylist: NAVIGATION_DENYLIST }))
registerRoute(new NavigationRoute(french.frenchPage, { allowlist: [FRENCH_PAGE], denylist: NAVIGATION_DENYLIST }))
registerRoute(
  new NavigationRoute(
    (options) => {
      french.onFrenchNavigation(options)
      return pageOrShell.handle(options)
    },
    { allowlist: [FRENCH_ADDRESS], denylist: NAVIGATION_DENYLIST },
  ),
)
registerRoute(new NavigationRoute(pageOrShell, { denylist: NAVIGATION_DENYLIST }))

registerImageCaching()
registerContactQueue()

// A new version waits until the visitor accepts the update prompt (the page sends SKIP_WAITING), and
// that page reloads into it. Other tabs still run the old code, whose chunks activation drops: a screen
// whose code is gone reloads them (route-error.tsx). A page this worker has just taken over names the
// images it loaded before (CACHE_IMAGES).
self.addEventListener('message', (event) => {
  if (!isPageMessage(event.data)) return
  if (event.data.type === 'SKIP_WAITING') void self.skipWaiting()
  else if (event.data.type === 'CACHE_IMAGES') event.waitUntil(cacheLoadedImages(event, event.data.urls))
})

// Each version takes control of the open pages once active: the first at once, so the first visit
// works offline; a later one when the visitor has accepted it.
clientsClaim()
