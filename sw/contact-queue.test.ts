import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DeliveryOutcome } from '../src/shared/contact-delivery'
import { CONTACT_SYNC_TAG } from '../src/shared/sw-messages'

// The delivery itself (the queue, the lock, the endpoint) is tested in src/shared/contact-delivery.test.ts.
const deliver = vi.fn<() => Promise<DeliveryOutcome[] | undefined>>()
vi.mock('../src/shared/contact-delivery', async (original) => ({
  ...(await original<object>()),
  deliverQueuedContacts: () => deliver(),
}))
const { registerContactQueue } = await import('./contact-queue')

const outcome = (result: DeliveryOutcome['result']): DeliveryOutcome => ({
  clientMessageId: 'm1',
  result,
  message: { name: 'Ana', email: 'ana@example.ca', subject: 'Work permit', message: 'Hello' },
  detail: result === 'kept' ? 'offline' : 'Thank you! Your message has been sent.',
})

let handlers: Record<string, (event: unknown) => void>
let windowMessages: unknown[]

beforeEach(() => {
  handlers = {}
  windowMessages = []
  vi.spyOn(self, 'addEventListener').mockImplementation((type: string, handler: unknown) => {
    handlers[type] = handler as (event: unknown) => void
  })
  Object.defineProperty(self, 'clients', {
    configurable: true,
    value: { matchAll: async () => [{ postMessage: (data: unknown) => windowMessages.push(data) }] },
  })
  registerContactQueue()
})

afterEach(() => {
  vi.restoreAllMocks()
  deliver.mockReset()
})

/** Fires Background Sync and answers whether the browser would count it done (else it retries later). */
async function sync(lastChance = false): Promise<'done' | 'retried'> {
  let work: Promise<unknown> = Promise.resolve()
  handlers.sync!({ tag: CONTACT_SYNC_TAG, lastChance, waitUntil: (promise: Promise<unknown>) => (work = promise) })
  return work.then(
    () => 'done',
    () => 'retried',
  )
}

/** A page asks the worker to deliver; answers the reply on its port. */
async function pageAsks(): Promise<unknown> {
  let work: Promise<unknown> = Promise.resolve()
  const replies: unknown[] = []
  handlers.message!({
    data: { type: 'REPLAY_CONTACT_QUEUE' },
    ports: [{ postMessage: (data: unknown) => replies.push(data) }],
    waitUntil: (promise: Promise<unknown>) => (work = promise),
  })
  await work
  return replies[0]
}

describe('the worker delivering queued contact messages', () => {
  it('Background Sync is done when every message went, and tried again while one waits', async () => {
    deliver.mockResolvedValue([outcome('delivered')])
    expect(await sync()).toBe('done')
    expect(windowMessages).toEqual([{ type: 'CONTACT_QUEUE_CHANGED', outcomes: [outcome('delivered')] }])
    deliver.mockResolvedValue([outcome('kept')])
    expect(await sync()).toBe('retried')
    // The browser's last try: the page's own retries take over.
    expect(await sync(true)).toBe('done')
  })

  it('a queue it could not read is tried again, not taken for empty; no page is told anything changed', async () => {
    deliver.mockResolvedValue(undefined)
    expect(await sync()).toBe('retried')
    expect(windowMessages).toEqual([])
    expect(await sync(true)).toBe('done')
  })

  it("answers a page's request with what happened, or that it could not deliver (the page then delivers itself)", async () => {
    deliver.mockResolvedValue([outcome('delivered')])
    expect(await pageAsks()).toEqual({ type: 'CONTACT_QUEUE_CHANGED', outcomes: [outcome('delivered')] })
    deliver.mockResolvedValue(undefined)
    expect(await pageAsks()).toEqual({ type: 'CONTACT_QUEUE_NOT_DELIVERED' })
    deliver.mockRejectedValue(new Error('lock request aborted'))
    expect(await pageAsks()).toEqual({ type: 'CONTACT_QUEUE_NOT_DELIVERED' })
  })
})
