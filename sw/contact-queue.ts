// The service worker's side of the contact queue: deliver the queued messages when Background Sync
// fires or a page asks, then tell every open page what happened. With no page open, the delivered
// message waits in the queue for the next page to report it. The queue itself, the delivery rules and
// the lock are shared with the page (src/shared).
import { anyKept, deliverQueuedContacts, type DeliveryOutcome } from '../src/shared/contact-delivery'
import { CONTACT_SYNC_TAG, contactQueueChanged, isPageMessage } from '../src/shared/sw-messages'

declare const self: ServiceWorkerGlobalScope

/** Background Sync's event (not in TypeScript's WebWorker library). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string
  readonly lastChance: boolean
}

/** Delivers the queue; undefined when it could not be read (no page is told anything changed). */
async function replay(): Promise<DeliveryOutcome[] | undefined> {
  const outcomes = await deliverQueuedContacts()
  if (!outcomes) return undefined
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  for (const client of windows) client.postMessage(contactQueueChanged(outcomes))
  return outcomes
}

export function registerContactQueue(): void {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent
    if (sync.tag !== CONTACT_SYNC_TAG) return
    sync.waitUntil(
      replay().then((outcomes) => {
        // A rejected sync is retried by the browser later (with back-off); the page retries too. A queue
        // that could not be read may hold messages: ended here, they would wait for the next visit.
        if ((!outcomes || anyKept(outcomes)) && !sync.lastChance)
          throw new Error('Some contact messages are still waiting')
      }),
    )
  })

  self.addEventListener('message', (event) => {
    if (!isPageMessage(event.data) || event.data.type !== 'REPLAY_CONTACT_QUEUE') return
    const port = event.ports[0]
    event.waitUntil(
      replay().then(
        (outcomes) => port?.postMessage(contactQueueChanged(outcomes)),
        () => port?.postMessage(contactQueueChanged(undefined)),
      ),
    )
  })
}
