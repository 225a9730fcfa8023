// Every message between the page and the service worker: one discriminated union each way, with
// guards, so neither side ever matches on bare strings.
import type { DeliveryOutcome } from './contact-delivery'

/** The Background Sync tag the page registers and the service worker answers. */
export const CONTACT_SYNC_TAG = 'contact-queue'

export type PageToServiceWorker =
  /** The visitor accepted the update prompt: activate the waiting version now. */
  | { type: 'SKIP_WAITING' }
  /** Deliver the queued contact messages now (start-up, back online, after queueing). */
  | { type: 'REPLAY_CONTACT_QUEUE' }
  /** Keep these images, which the page loaded before the worker controlled it (a first visit). */
  | { type: 'CACHE_IMAGES'; urls: string[] }

export type ServiceWorkerToPage =
  /** A delivery ran; sent to every window, and as the reply on the message port when one was given. */
  | { type: 'CONTACT_QUEUE_CHANGED'; outcomes: DeliveryOutcome[] }
  /** The reply when the worker could not deliver (its storage unreadable): the page delivers itself. */
  | { type: 'CONTACT_QUEUE_NOT_DELIVERED' }

const PAGE_TYPES: ReadonlySet<string> = new Set<PageToServiceWorker['type']>([
  'SKIP_WAITING',
  'REPLAY_CONTACT_QUEUE',
  'CACHE_IMAGES',
])

const hasType = (data: unknown): data is { type: unknown } =>
  typeof data === 'object' && data !== null && 'type' in data

export function isPageMessage(data: unknown): data is PageToServiceWorker {
  if (!hasType(data) || typeof data.type !== 'string' || !PAGE_TYPES.has(data.type)) return false
  if (data.type !== 'CACHE_IMAGES') return true
  const { urls } = data as { urls?: unknown }
  return Array.isArray(urls) && urls.every((url) => typeof url === 'string')
}

export function isServiceWorkerMessage(data: unknown): data is ServiceWorkerToPage {
  if (!hasType(data)) return false
  if (data.type === 'CONTACT_QUEUE_NOT_DELIVERED') return true
  return data.type === 'CONTACT_QUEUE_CHANGED' && Array.isArray((data as { outcomes?: unknown }).outcomes)
}

export const contactQueueChanged = (outcomes: DeliveryOutcome[] | undefined): ServiceWorkerToPage =>
  outcomes ? { type: 'CONTACT_QUEUE_CHANGED', outcomes } : { type: 'CONTACT_QUEUE_NOT_DELIVERED' }
