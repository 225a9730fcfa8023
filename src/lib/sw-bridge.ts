// The only page code that touches the service worker: registration (through workbox-window), "ready
// to work offline" and "new version waiting" detection, applying an update, asking the worker to
// deliver the contact queue, Background Sync registration, and the worker's messages. It loads once the
// page is idle (main.tsx), workbox-window with the registration: neither is part of the first download.
import type { DeliveryOutcome } from '../shared/contact-delivery'
import {
  CONTACT_SYNC_TAG,
  isServiceWorkerMessage,
  type PageToServiceWorker,
  type ServiceWorkerToPage,
} from '../shared/sw-messages'
import { externalStore, useStore } from './external-store'
import { readStored, writeStored } from './web-storage'

export const SERVICE_WORKER_URL = '/sw.js'

export interface ServiceWorkerStatus {
  /** The browser has service workers and this is a production build (dev builds have none). */
  supported: boolean
  /** A service worker controls this page (so it opens offline). */
  controlled: boolean
  /** A new version is installed and waiting for the visitor to reload into it. */
  updateReady: boolean
  /** The first version just finished installing: the site now works offline. */
  offlineReady: boolean
}

const hasServiceWorker = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator

const status = externalStore<ServiceWorkerStatus>(
  {
    supported: hasServiceWorker() && import.meta.env.PROD,
    controlled: hasServiceWorker() && !!navigator.serviceWorker.controller,
    updateReady: false,
    offlineReady: false,
  },
  // What the prerendered page was drawn with: React hydrates with it, then draws the page's own status.
  { supported: false, controlled: false, updateReady: false, offlineReady: false },
)

function setStatus(change: Partial<ServiceWorkerStatus>) {
  const now = status.get()
  const next = { ...now, ...change }
  if ((Object.keys(next) as (keyof ServiceWorkerStatus)[]).every((key) => next[key] === now[key])) return
  status.set(next)
}

export const useServiceWorkerStatus = (): ServiceWorkerStatus => useStore(status)

/** Hides the "ready to work offline" notice. */
export const dismissOfflineReady = () => setStatus({ offlineReady: false })

let registration: ServiceWorkerRegistration | undefined
let registering: Promise<ServiceWorkerRegistration | undefined> | undefined
let reloadOnControllerChange = false
let reloadAnyway: number | undefined

/**
 * Set by a page that asked for the update and reloaded before the new version took over (see
 * applyUpdate): the next page reloads once more when it does, so it runs the new version's code.
 */
const UPDATE_ASKED_KEY = 'maple-pathways:update-asked'
/** How long the new version has to take over after Reload before the page reloads anyway. */
const TAKE_OVER_WAIT_MS = 2000

function takeUpdateAsked(): boolean {
  const asked = readStored('session', UPDATE_ASKED_KEY)
  writeStored('session', UPDATE_ASKED_KEY, null)
  return asked != null
}

/** Watches one worker of our registration until it is installed. */
function watchInstalling(worker: ServiceWorker | null, hadActiveVersion: boolean) {
  if (!worker) return
  const check = () => {
    if (worker.state === 'installing') return
    worker.removeEventListener('statechange', check)
    if (worker.state === 'redundant') return
    // Installed beside an active version: an update waits. Installed first: the site works offline.
    if (!hadActiveVersion) setStatus({ offlineReady: true })
    else if (worker.state === 'installed') setStatus({ updateReady: true })
  }
  worker.addEventListener('statechange', check)
  check()
}

/** Checks for a new version at most this often while the page stays open (single-page apps rarely navigate). */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000

/**
 * Registers the service worker. Call once, after the first render: registration never delays the first
 * paint. Resolves with the registration, or undefined where there is none (dev, old browsers, errors).
 */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!status.get().supported) return Promise.resolve(undefined)
  registering ??= (async () => {
    const container = navigator.serviceWorker
    const loadedWithoutWorker = !container.controller
    if (takeUpdateAsked()) reloadOnControllerChange = true
    container.addEventListener('controllerchange', () => {
      setStatus({ controlled: !!container.controller })
      if (reloadOnControllerChange) {
        window.clearTimeout(reloadAnyway)
        window.location.reload()
      }
      // The first version took over this page: the images it loaded so far never passed through it.
      else if (loadedWithoutWorker && container.controller) sendLoadedImages(container.controller)
    })
    const { Workbox } = await import('workbox-window')
    const wb = new Workbox(SERVICE_WORKER_URL, { scope: '/' })
    // workbox-window's own detection (it also reports a version that was already waiting)...
    wb.addEventListener('waiting', () => setStatus({ updateReady: true }))
    try {
      registration = await wb.register({ immediate: true })
    } catch (error) {
      console.warn('The service worker could not be registered; the site works online only.', error)
      return undefined
    }
    if (!registration) return undefined
    const reg = registration
    // Asked for on the page before, and the new version took over before this page listened: this page
    // may be the old version's, so once more.
    if (reloadOnControllerChange && !reg.waiting) {
      window.location.reload()
      return reg
    }
    // ...and ours, which also sees later updates and a first install begun by an earlier page.
    if (reg.waiting && reg.active) setStatus({ updateReady: true })
    if (reg.installing) watchInstalling(reg.installing, !!reg.active)
    reg.addEventListener('updatefound', () => watchInstalling(reg.installing, !!reg.active))
    setStatus({ controlled: !!container.controller })
    const check = () => void reg.update().catch(() => undefined)
    window.setInterval(check, UPDATE_CHECK_INTERVAL_MS)
    window.addEventListener('online', check)
    return reg
  })()
  return registering
}

/** Names the images this page has loaded (the worker keeps the post pictures among them). */
function sendLoadedImages(worker: ServiceWorker) {
  const urls = performance
    .getEntriesByType('resource')
    .filter((entry) => ['img', 'link'].includes((entry as PerformanceResourceTiming).initiatorType))
    .map((entry) => entry.name)
  if (urls.length > 0) worker.postMessage({ type: 'CACHE_IMAGES', urls } satisfies PageToServiceWorker)
}

/**
 * Reloads into the waiting version: the worker activates, takes control, and the page reloads. Chromium
 * activates it only once the old version has no event under way, and a page loaded under the old version
 * can hold one for as long as it stays open: then the page reloads anyway, which frees it, and the next
 * page reloads once more when the new version takes it over.
 */
export function applyUpdate(): void {
  const waiting = registration?.waiting
  if (!waiting) {
    window.location.reload()
    return
  }
  reloadOnControllerChange = true
  waiting.postMessage({ type: 'SKIP_WAITING' } satisfies PageToServiceWorker)
  reloadAnyway = window.setTimeout(() => {
    // Without storage the next page keeps the old code until it is opened again; it still works.
    writeStored('session', UPDATE_ASKED_KEY, '1')
    window.location.reload()
  }, TAKE_OVER_WAIT_MS)
}

/** How long to wait for the worker to answer a replay request before the page delivers itself. */
const REPLAY_ANSWER_TIMEOUT_MS = 30_000

/**
 * Asks the controlling service worker to deliver the contact queue and answers its outcomes, or
 * undefined when no worker controls the page (or it did not answer): the caller then delivers itself.
 */
export async function requestContactReplay(): Promise<DeliveryOutcome[] | undefined> {
  const controller = hasServiceWorker() ? navigator.serviceWorker.controller : null
  if (!controller) return undefined
  const message: PageToServiceWorker = { type: 'REPLAY_CONTACT_QUEUE' }
  let timer: number | undefined
  const timeout = new Promise<undefined>((resolve) => {
    timer = window.setTimeout(() => resolve(undefined), REPLAY_ANSWER_TIMEOUT_MS)
  })
  try {
    const { messageSW } = await import('workbox-window')
    const answer: unknown = await Promise.race([messageSW(controller, message), timeout])
    return isServiceWorkerMessage(answer) && answer.type === 'CONTACT_QUEUE_CHANGED' ? answer.outcomes : undefined
  } catch {
    return undefined
  } finally {
    window.clearTimeout(timer)
  }
}

interface SyncCapableRegistration {
  sync?: { register(tag: string): Promise<void> }
}

/**
 * Asks the browser to fire a Background Sync when the connection is back (Chromium). Answers false
 * where there is no Background Sync: the page's own triggers (start-up, 'online') cover those. On a
 * first visit it waits for the worker to be active (its install may never end: the next round asks again).
 */
export async function registerContactSync(): Promise<boolean> {
  let reg = registration ?? (await registering)
  // Registered but still installing (a first visit): Background Sync needs an active worker.
  if (reg && !reg.active) reg = await navigator.serviceWorker.ready
  const sync = (reg as SyncCapableRegistration | undefined)?.sync
  if (!reg?.active || !sync) return false
  try {
    await sync.register(CONTACT_SYNC_TAG)
    return true
  } catch {
    return false
  }
}

/** Receives the service worker's messages (from any version). Answers an unsubscribe function. */
export function onServiceWorkerMessage(listener: (message: ServiceWorkerToPage) => void): () => void {
  if (!hasServiceWorker()) return () => undefined
  const handle = (event: MessageEvent) => {
    if (isServiceWorkerMessage(event.data)) listener(event.data)
  }
  navigator.serviceWorker.addEventListener('message', handle)
  return () => navigator.serviceWorker.removeEventListener('message', handle)
}
