import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { deliverQueuedContacts } from '../shared/contact-delivery'
import { closeOfflineDb, listQueuedContacts } from '../shared/offline-db'
import { serialLocks } from '../shared/test-serial-locks'
import {
  dismissSentNotice,
  getContactOutbox,
  queueContactMessage,
  refreshContactOutbox,
  replayContactQueue,
  SEEN_AFTER_MS,
  takeBackQueuedMessage,
} from './contact-outbox'
import { registerContactSync } from './sw-bridge'

// No service worker here (the page delivers); what is asked of Background Sync is recorded.
vi.mock('./sw-bridge', async (original) => ({
  ...(await original<object>()),
  registerContactSync: vi.fn(async () => false),
}))

/** An IndexedDB whose every open fails, as one whose connection the browser has lost. */
const lostStorage = () =>
  ({
    open: () => {
      throw new DOMException('Connection to Indexed Database server lost.', 'UnknownError')
    },
  }) as unknown as IDBFactory

const message = { name: 'Ana', email: 'ana@example.ca', subject: 'Work permit', message: 'Hello' }
const answer = (status: string, text: string, code = 200) =>
  new Response(JSON.stringify({ status, message: text }), { status: code })

beforeEach(async () => {
  vi.useRealTimers()
  await closeOfflineDb()
  globalThis.indexedDB = new IDBFactory()
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false })
  await refreshContactOutbox()
})

describe('contact outbox (no service worker: the page delivers)', () => {
  it('queues a message, counts it, and delivers it when replayed, saying it was sent', async () => {
    expect(await queueContactMessage(message, 'm1')).toBe(true)
    expect(getContactOutbox().waiting.map((e) => e.clientMessageId)).toEqual(['m1'])
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(answer('SUCCESS', 'Thank you! Your message has been sent.'))
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true })
    await replayContactQueue()
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(getContactOutbox().waiting).toEqual([])
    expect(getContactOutbox().sent).toMatchObject([{ clientMessageId: 'm1', subject: 'Work permit' }])
    // Dismissed: nothing of it is left on the device.
    dismissSentNotice('m1')
    await vi.waitFor(async () => expect(await listQueuedContacts()).toEqual([]))
  })

  it('reports, on the next page, a message delivered while no page was listening; once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await queueContactMessage(message, 'm5')
    // The service worker's delivery (the same shared code) ends while no page listens: the tab was
    // closed, or it was reloading.
    await deliverQueuedContacts({
      fetch: async () => answer('SUCCESS', 'Thank you! Your message has been sent.'),
      locks: null,
    })
    const shown = () => getContactOutbox().sent.filter((notice) => notice.clientMessageId === 'm5')
    expect(shown()).toEqual([])

    // The next page reads the queue as it starts.
    await refreshContactOutbox()
    expect(shown()).toMatchObject([{ subject: 'Work permit', serverMessage: 'Thank you! Your message has been sent.' }])
    expect(getContactOutbox().waiting).toEqual([])
    // Kept (subject only) until the notice has been on screen a moment: had this page unloaded at
    // once (a reload), the next one would still have it to show.
    await vi.advanceTimersByTimeAsync(SEEN_AFTER_MS - 100)
    expect(await listQueuedContacts()).toMatchObject([{ clientMessageId: 'm5', state: 'delivered' }])
    await vi.advanceTimersByTimeAsync(100)
    await vi.waitFor(async () => expect(await listQueuedContacts()).toEqual([]))

    // Seen and dismissed, it does not come back.
    dismissSentNotice('m5')
    await refreshContactOutbox()
    expect(shown()).toEqual([])
  })

  it('keeps a refused message with the endpoint’s words, and gives its text back for the form', async () => {
    await queueContactMessage(message, 'm2')
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer('ERROR', 'Please enter a valid email address.'))
    await replayContactQueue()
    expect(getContactOutbox().refused).toMatchObject([
      { clientMessageId: 'm2', lastError: 'Please enter a valid email address.' },
    ])
    expect(await takeBackQueuedMessage('m2')).toEqual(message)
    expect(await listQueuedContacts()).toEqual([])
    expect(getContactOutbox().refused).toEqual([])
  })

  it('gives a waiting message back for the form, which then sends nothing', async () => {
    await queueContactMessage(message, 'm3')
    expect(await takeBackQueuedMessage('m3')).toEqual(message)
    expect(getContactOutbox().waiting).toEqual([])
    const fetch = vi.spyOn(globalThis, 'fetch')
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true })
    await replayContactQueue()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('takes a message back only if the form, asked once the message can be taken, still wants it', async () => {
    await queueContactMessage(message, 'm5')
    const asked = vi.fn(() => false)
    expect(await takeBackQueuedMessage('m5', asked)).toBeUndefined()
    expect(asked).toHaveBeenCalledTimes(1)
    expect(getContactOutbox().waiting.map((entry) => entry.clientMessageId)).toEqual(['m5'])
    expect(await takeBackQueuedMessage('m5', () => true)).toEqual(message)
    // Gone: nothing is asked of a message that is not there.
    expect(await takeBackQueuedMessage('m5', asked)).toBeUndefined()
    expect(asked).toHaveBeenCalledTimes(1)
  })

  it('waits for a delivery round that is sending the message: sent first, it is not given back too', async () => {
    Object.defineProperty(navigator, 'locks', { configurable: true, value: serialLocks() })
    try {
      await queueContactMessage(message, 'm4')
      let answerNow = (_: Response) => {}
      const fetch = vi
        .spyOn(globalThis, 'fetch')
        .mockReturnValue(new Promise<Response>((resolve) => (answerNow = resolve)))
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true })
      const round = replayContactQueue()
      await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
      let given: unknown = 'not yet'
      const asked = vi.fn(() => true)
      const takenBack = takeBackQueuedMessage('m4', asked).then((taken) => (given = taken))
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(given).toBe('not yet')
      answerNow(answer('SUCCESS', 'Thank you! Your message has been sent.'))
      await Promise.all([round, takenBack])
      expect(given).toBeUndefined()
      // Sent meanwhile: the visitor is not asked to replace what they typed with it.
      expect(asked).not.toHaveBeenCalled()
      expect(getContactOutbox().sent).toMatchObject([{ clientMessageId: 'm4' }])
      expect(fetch).toHaveBeenCalledTimes(1)
    } finally {
      Reflect.deleteProperty(navigator, 'locks')
    }
  })

  it('keeps a message queued when the endpoint fails with a 5xx', async () => {
    await queueContactMessage(message, 'm3')
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('down', { status: 503 }))
    await replayContactQueue()
    expect(getContactOutbox().waiting).toMatchObject([{ clientMessageId: 'm3', attempts: 1, state: 'queued' }])
  })

  it('asks Background Sync again after each round that leaves a message waiting (a registration is spent once the browser gives up)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    vi.mocked(registerContactSync).mockClear()
    await queueContactMessage(message, 'm8')
    expect(registerContactSync).toHaveBeenCalledTimes(1)
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('down', { status: 503 }))
    await replayContactQueue()
    expect(registerContactSync).toHaveBeenCalledTimes(2)
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer('SUCCESS', 'Thank you! Your message has been sent.'))
    await replayContactQueue()
    // Nothing waits any more: nothing more to ask.
    expect(registerContactSync).toHaveBeenCalledTimes(2)
  })

  it('delivers a message queued before the outbox started (its code had not loaded yet) once back online', async () => {
    // Nothing here has started the outbox: on a first visit its quiet moment may come after the drop.
    expect(await queueContactMessage(message, 'm6')).toBe(true)
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(answer('SUCCESS', 'Thank you! Your message has been sent.'))
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true })
    window.dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(getContactOutbox().sent.map((notice) => notice.clientMessageId)).toContain('m6'))
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(getContactOutbox().waiting).toEqual([])
  })

  it("keeps showing a waiting message while the device's storage cannot be read, and keeps trying", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await queueContactMessage(message, 'm7')
    const fetch = vi.spyOn(globalThis, 'fetch')
    // The storage fails (a lost connection, a blocked upgrade): the queue cannot be read.
    await closeOfflineDb()
    const storage = globalThis.indexedDB
    globalThis.indexedDB = lostStorage()
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true })
    await replayContactQueue()
    expect(fetch).not.toHaveBeenCalled()
    // Not an empty queue: still counted as waiting, and a retry is set.
    expect(getContactOutbox().waiting.map((e) => e.clientMessageId)).toEqual(['m7'])
    fetch.mockResolvedValue(answer('SUCCESS', 'Thank you! Your message has been sent.'))
    globalThis.indexedDB = storage
    // The retry, whatever its delay (it grows with the rounds that failed before); only it: the storage
    // answers in real time, and opening it gives up after a few (fake) seconds.
    expect(vi.getTimerCount()).toBe(1)
    await vi.advanceTimersToNextTimerAsync()
    await vi.waitFor(() => expect(getContactOutbox().sent.map((notice) => notice.clientMessageId)).toContain('m7'))
    expect(getContactOutbox().waiting).toEqual([])
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it("at start-up, a queue that cannot be read is not taken for empty: an earlier visit's message is delivered once it can be", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await queueContactMessage(message, 'm9')
    await closeOfflineDb()
    const storage = globalThis.indexedDB
    globalThis.indexedDB = lostStorage()
    // The next visit: a page starting afresh.
    vi.resetModules()
    const next = await import('./contact-outbox')
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true })
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(answer('SUCCESS', 'Thank you! Your message has been sent.'))
    next.startContactOutbox()
    // Not read: nothing is said to wait or not, and delivery is tried again.
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1))
    expect(next.getContactOutbox().loaded).toBe(false)
    expect(fetch).not.toHaveBeenCalled()
    globalThis.indexedDB = storage
    await vi.advanceTimersToNextTimerAsync()
    await vi.waitFor(() => expect(next.getContactOutbox().sent.map((notice) => notice.clientMessageId)).toEqual(['m9']))
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('answers false when the message cannot be stored (no IndexedDB), so the form keeps the text', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await closeOfflineDb()
    // @ts-expect-error -- no IndexedDB
    delete globalThis.indexedDB
    expect(await queueContactMessage(message, 'm4')).toBe(false)
  })
})
