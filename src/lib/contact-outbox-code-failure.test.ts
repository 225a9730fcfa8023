// The outbox's delivery code is a chunk of its own, downloaded when a message is to be delivered: one
// that fails to download (a flaky first visit) must not end this page's retries.
import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { closeOfflineDb } from '../shared/offline-db'

vi.mock('../shared/contact-delivery', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /static/js/contact-delivery-x.js')
})

beforeEach(async () => {
  await closeOfflineDb()
  globalThis.indexedDB = new IDBFactory()
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true })
})
afterEach(() => vi.useRealTimers())

it('a delivery whose code could not be downloaded is tried again later, as a failed delivery is', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const { queueContactMessage, replayContactQueue } = await import('./contact-outbox')
  const message = { name: 'Ana', email: 'ana@example.ca', subject: 'Work permit', message: 'Hello' }
  await queueContactMessage(message, 'code-1')
  vi.clearAllTimers()
  await expect(replayContactQueue()).resolves.toBeUndefined()
  // A retry is set, as after a failed delivery (5 s, then longer): the code is asked for again then.
  expect(vi.getTimerCount()).toBe(1)
})
