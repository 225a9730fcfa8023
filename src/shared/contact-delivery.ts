// Delivers the queued contact messages. The page and the service worker both run this; a Web Lock
// (available in windows and workers) makes sure they never send the same message at the same time,
// and each message's clientMessageId lets the endpoint ignore a retry whose answer was lost.
//
// Only an answer with status 'SUCCESS' counts as delivered; the entry then waits, without its text,
// for a page to report it. A network error, a 5xx, no answer within 20 s or the endpoint saying it is
// busy keeps the message queued; any other answer marks it refused, keeping the endpoint's message and
// the text. The page's first, online send is the same exchange (contact-exchange.ts), so both read
// every answer alike.
import { endpointBusy, sendContactSubmission } from './contact-exchange'
import { CONTACT_QUEUE_LOCK, defaultLocks, type LockManagerLike } from './contact-queue-lock'
import type { ContactMessage, ContactSubmission } from './models'
import {
  listQueuedContacts,
  markContactQueued,
  markContactDelivered,
  markContactRefused,
  markContactSending,
} from './offline-db'

/** Without a lock, an entry marked 'sending' this recently is probably being sent by another context. */
export const SENDING_GRACE_MS = 30_000

export type DeliveryResult = 'delivered' | 'kept' | 'refused'

export interface DeliveryOutcome {
  clientMessageId: string
  result: DeliveryResult
  message: ContactMessage
  /** 'delivered' and 'refused': the endpoint's message. 'kept': why it stays queued. */
  detail: string
}

export interface DeliveryOptions {
  fetch?: typeof fetch
  /** null: deliver without a lock. Default: navigator.locks where it exists. */
  locks?: LockManagerLike | null
  now?: () => number
}

async function deliverUnlocked(
  doFetch: typeof fetch,
  holdsLock: boolean,
  now: () => number,
): Promise<DeliveryOutcome[] | undefined> {
  const outcomes: DeliveryOutcome[] = []
  const queue = await listQueuedContacts()
  if (!queue) return undefined
  // An endpoint down this round: its next messages would fail the same way, and wait their turn.
  const down = new Set<string>()
  for (const entry of queue) {
    if (entry.state === 'refused' || entry.state === 'delivered' || down.has(entry.endpoint)) continue
    // Under the lock nobody else is sending, so 'sending' means a context died mid-send: retry it.
    if (!holdsLock && entry.state === 'sending' && now() - (entry.lastAttemptAt ?? 0) < SENDING_GRACE_MS) continue
    await markContactSending(entry.clientMessageId, now())
    const submission: ContactSubmission = { ...entry.message, clientMessageId: entry.clientMessageId }
    const result = await sendContactSubmission(entry.endpoint, submission, doFetch)
    const base = { clientMessageId: entry.clientMessageId, message: entry.message }
    if (result.kind === 'success') {
      await markContactDelivered(entry.clientMessageId, result.serverMessage, now())
      outcomes.push({ ...base, result: 'delivered', detail: result.serverMessage })
    } else if (result.kind === 'refused' && !endpointBusy(result.serverMessage)) {
      await markContactRefused(entry.clientMessageId, result.serverMessage)
      outcomes.push({ ...base, result: 'refused', detail: result.serverMessage })
    } else {
      const reason = result.kind === 'refused' ? result.serverMessage : result.reason
      await markContactQueued(entry.clientMessageId, reason)
      outcomes.push({ ...base, result: 'kept', detail: reason })
      // Messages written for another endpoint (the site moved to a new one since) still go.
      if (result.kind === 'transient' && result.cause === 'network') break
      down.add(entry.endpoint)
    }
  }
  return outcomes
}

/**
 * Sends every queued message, oldest first, and answers what happened to each one attempted; undefined
 * when the queue could not be read (a slow or failing storage), so the caller tries again later. Never
 * throws for a delivery problem.
 */
export async function deliverQueuedContacts(options: DeliveryOptions = {}): Promise<DeliveryOutcome[] | undefined> {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init))
  const locks = options.locks === undefined ? defaultLocks() : options.locks
  const now = options.now ?? Date.now
  if (!locks) return deliverUnlocked(doFetch, false, now)
  return locks.request(CONTACT_QUEUE_LOCK, () => deliverUnlocked(doFetch, true, now))
}

/** Whether any outcome left a message waiting for a later try. */
export const anyKept = (outcomes: readonly DeliveryOutcome[]) => outcomes.some((o) => o.result === 'kept')
