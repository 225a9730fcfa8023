// The page's side of the contact queue (the outbox): queue a message written offline, deliver the
// queue when the app starts, when the browser is back online and after queueing, and keep a small
// store the screens read (how many wait, which were sent, which the endpoint refused).
//
// Delivery runs in the service worker when one controls the page (it survives the tab closing) and
// in the page otherwise. Background Sync is registered too where the browser has it. Double triggers
// are safe: deliveries take a Web Lock, and the endpoint ignores a repeated clientMessageId.
import { env } from '../config/env'
import type { DeliveryOutcome } from '../shared/contact-delivery'
import { CONTACT_QUEUE_LOCK, defaultLocks } from '../shared/contact-queue-lock'
import type { ContactMessage } from '../shared/models'
import * as queue from '../shared/offline-db'
import type { QueuedContact } from '../shared/offline-db'
import { externalStore, useStore } from './external-store'
import { importAfresh } from './import-afresh'
import { onServiceWorkerMessage, registerContactSync, requestContactReplay } from './sw-bridge'

// The queue's store comes with this module: a message written offline must be storable as soon as the
// contact screen is there, with no further download (the outbox itself starts after the page is drawn,
// so neither is part of the first download). Delivery only runs online, so its code loads when needed.
const delivery = importAfresh(() => import('../shared/contact-delivery'))

export interface SentNotice {
  clientMessageId: string
  subject: string
  /** The endpoint's answer, e.g. 'Thank you! Your message has been sent.' */
  serverMessage: string
}

export interface ContactOutboxState {
  /** The queue has been read at least once. */
  loaded: boolean
  /** Messages waiting to be delivered, oldest first. */
  waiting: QueuedContact[]
  /** Messages the endpoint refused, kept with its message so the text is not lost. */
  refused: QueuedContact[]
  /** Queued messages delivered since this page opened, or before it while no page was open. */
  sent: SentNotice[]
  /**
   * The id of a message sent from the form whose answer, not a success, came once the visitor had left
   * Contact: its text and the answer wait for the next form drawn (features/contact/send-from-form.ts).
   */
  unsentFromForm: string | null
}

const notLoaded: ContactOutboxState = { loaded: false, waiting: [], refused: [], sent: [], unsentFromForm: null }
// A built page knows no queue: React hydrates with that, then draws the queue it has read.
const outbox = externalStore(notLoaded)
const setState = outbox.set

export const getContactOutbox = outbox.get

export const useContactOutbox = (): ContactOutboxState => useStore(outbox)

/**
 * A 'was sent' notice counts as seen once it has been on screen this long in a visible tab. Until
 * then the delivered message stays in the queue: a page that shows the notice and unloads at once
 * (a reload, a link followed) leaves it for the next page to show.
 */
export const SEEN_AFTER_MS = 3000
const forgetting = new Set<string>()

function forgetOnceSeen(clientMessageIds: readonly string[]) {
  const ids = clientMessageIds.filter((id) => !forgetting.has(id))
  if (ids.length === 0) return
  for (const id of ids) forgetting.add(id)
  const forget = async () => {
    await Promise.all(ids.map((id) => queue.removeContact(id)))
    for (const id of ids) forgetting.delete(id)
  }
  const whenVisible = () => {
    if (document.visibilityState === 'visible') setTimeout(() => void forget(), SEEN_AFTER_MS)
    else document.addEventListener('visibilitychange', whenVisible, { once: true })
  }
  whenVisible()
}

/** What the outbox shows, brought up to date with what this page heard of: for a queue that cannot be read. */
function shownAfter(outcomes: readonly DeliveryOutcome[]): QueuedContact[] {
  const { waiting, refused } = outbox.get()
  return [...waiting, ...refused].flatMap((entry): QueuedContact[] => {
    const outcome = outcomes.find((o) => o.clientMessageId === entry.clientMessageId)
    if (outcome?.result === 'delivered') return []
    if (outcome?.result === 'refused') return [{ ...entry, state: 'refused', lastError: outcome.detail }]
    return [entry]
  })
}

/**
 * Re-reads the queue from IndexedDB (the worker or another tab may have changed it). Delivered
 * messages become notices here, with those of `outcomes` (a delivery this page heard of), and leave
 * the device once the notice has been seen (or dismissed). Answers whether the queue could be read:
 * one that could not may hold messages no one has seen yet.
 */
export async function refreshContactOutbox(outcomes: readonly DeliveryOutcome[] = []): Promise<boolean> {
  const read = await queue.listQueuedContacts()
  const entries = read ?? shownAfter(outcomes)
  const delivered = entries.filter((entry) => entry.state === 'delivered')
  const notices: SentNotice[] = [
    ...outcomes
      .filter((o) => o.result === 'delivered')
      .map((o) => ({ clientMessageId: o.clientMessageId, subject: o.message.subject, serverMessage: o.detail })),
    ...delivered.map((entry) => ({
      clientMessageId: entry.clientMessageId,
      subject: entry.message.subject,
      serverMessage: entry.serverMessage ?? '',
    })),
  ]
  forgetOnceSeen(delivered.map((entry) => entry.clientMessageId))
  const shown = outbox.get()
  const sent = [...shown.sent]
  for (const notice of notices) {
    if (!sent.some((said) => said.clientMessageId === notice.clientMessageId)) sent.push(notice)
  }
  setState({
    ...shown,
    loaded: shown.loaded || read !== undefined,
    waiting: entries.filter((entry) => entry.state === 'queued' || entry.state === 'sending'),
    refused: entries.filter((entry) => entry.state === 'refused'),
    sent,
  })
  return read !== undefined
}

// Retries while the page stays open and online but delivery keeps failing (a flaky link, a 5xx):
// Background Sync's own retry can be minutes away, and other browsers have none.
const RETRY_DELAYS_MS = [5_000, 15_000, 30_000, 60_000, 120_000, 300_000]
let failedRounds = 0
let retryTimer: ReturnType<typeof setTimeout> | undefined

/** `kept`: the last round left a message waiting. */
function scheduleRetry(kept: boolean) {
  clearTimeout(retryTimer)
  retryTimer = undefined
  if (!kept) {
    failedRounds = 0
    return
  }
  // The browser's own retries too, once this tab is closed: a registration is spent once they give up.
  void registerContactSync()
  const delay = RETRY_DELAYS_MS[Math.min(failedRounds, RETRY_DELAYS_MS.length - 1)]
  failedRounds += 1
  if (navigator.onLine) retryTimer = setTimeout(() => void replayContactQueue(), delay)
}

/** Delivers from this page; undefined when its code could not be downloaded (a flaky first visit). */
async function deliverFromHere(): Promise<DeliveryOutcome[] | undefined> {
  let code: Awaited<ReturnType<typeof delivery>>
  try {
    code = await delivery()
  } catch (error) {
    console.warn('The contact queue could not be delivered from this page; it is tried again later.', error)
    return undefined
  }
  return code.deliverQueuedContacts()
}

let replaying: Promise<void> | undefined
let replayAgain = false

/** Delivers the queue now: through the service worker when it controls the page, else from here. */
export function replayContactQueue(): Promise<void> {
  if (replaying) {
    // One round at a time from this page; a trigger during a round asks for one more.
    replayAgain = true
    return replaying
  }
  replaying = (async () => {
    do {
      replayAgain = false
      // The worker delivers when it can: this page's own delivery code is needed only without it.
      const outcomes = (await requestContactReplay()) ?? (await deliverFromHere())
      if (!outcomes) {
        // A queue not read yet may hold an earlier visit's messages.
        const { waiting, loaded } = outbox.get()
        scheduleRetry(waiting.length > 0 || !loaded)
        continue
      }
      await refreshContactOutbox(outcomes)
      // (anyKept's test, without downloading the delivery code for it.)
      scheduleRetry(outcomes.some((outcome) => outcome.result === 'kept'))
    } while (replayAgain)
  })().finally(() => {
    replaying = undefined
  })
  return replaying
}

/**
 * Keeps a message for delivery later. Answers false when it could not be stored durably (IndexedDB
 * unavailable): the caller then says it was not sent, and keeps the text in the form.
 */
export async function queueContactMessage(message: ContactMessage, clientMessageId: string): Promise<boolean> {
  // Its quiet moment may not have come yet, or its import failed with the connection: delivery once back
  // online must not wait for the next page.
  startContactOutbox()
  const stored = await queue.enqueueContact({ clientMessageId, message, endpoint: env.contactEndpoint })
  if (!stored) return false
  await refreshContactOutbox()
  void registerContactSync()
  // Queued after a network failure while the browser believes it is online: try again soon.
  if (navigator.onLine) scheduleRetry(true)
  return true
}

/**
 * Takes a waiting or refused message out of the queue and answers its text, to put back in the form,
 * once no delivery round has it in hand (a round holds the queue's lock while it sends). Undefined when
 * a round sent it first, when `mayTake` (asked then, with the message still there) says no, or when the
 * device's storage fails: it then stays queued.
 */
export async function takeBackQueuedMessage(
  clientMessageId: string,
  mayTake: () => boolean = () => true,
): Promise<ContactMessage | undefined> {
  const take = async () => {
    const entry = await queue.getQueuedContact(clientMessageId)
    if (!entry || entry.state === 'delivered' || !mayTake()) return undefined
    return queue.takeQueuedContact(clientMessageId)
  }
  const locks = defaultLocks()
  const message = await (locks ? locks.request(CONTACT_QUEUE_LOCK, take) : take())
  await refreshContactOutbox()
  return message
}

export async function discardQueuedMessage(clientMessageId: string): Promise<void> {
  await queue.removeContact(clientMessageId)
  await refreshContactOutbox()
}

/** A message the contact form sent, answered after the visitor left the form: said as a queued one's is. */
export function showSentNotice(notice: SentNotice): void {
  const shown = outbox.get()
  if (shown.sent.some((said) => said.clientMessageId === notice.clientMessageId)) return
  setState({ ...shown, sent: [...shown.sent, notice] })
}

/** Says, from any other screen, that a message sent from the form was not (null: the form has said it). */
export function noteUnsentFromForm(clientMessageId: string | null): void {
  setState({ ...outbox.get(), unsentFromForm: clientMessageId })
}

export function dismissSentNotice(clientMessageId: string): void {
  const shown = outbox.get()
  setState({ ...shown, sent: shown.sent.filter((notice) => notice.clientMessageId !== clientMessageId) })
  void queue.removeContact(clientMessageId)
}

let started = false

/** Starts the outbox once, at app start-up: read the queue, deliver it, and deliver again when back online. */
export function startContactOutbox(): void {
  if (started) return
  started = true
  onServiceWorkerMessage((message) => {
    if (message.type === 'CONTACT_QUEUE_CHANGED') void refreshContactOutbox(message.outcomes)
  })
  window.addEventListener('online', () => {
    failedRounds = 0
    void replayContactQueue()
  })
  void refreshContactOutbox().then((read) => {
    if (read && outbox.get().waiting.length === 0) return
    // Messages from an earlier visit whose registration was spent (or never made) are asked for again.
    void registerContactSync()
    if (navigator.onLine) void replayContactQueue()
  })
}
