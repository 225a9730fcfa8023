import { describe, expect, it } from 'vitest'
import { contactQueueChanged, isPageMessage, isServiceWorkerMessage } from './sw-messages'

describe('page ↔ service worker messages', () => {
  it('recognises the page’s messages and nothing else', () => {
    expect(isPageMessage({ type: 'SKIP_WAITING' })).toBe(true)
    expect(isPageMessage({ type: 'REPLAY_CONTACT_QUEUE' })).toBe(true)
    expect(isPageMessage({ type: 'CACHE_IMAGES', urls: ['/images/news/news-01.webp'] })).toBe(true)
    for (const other of [
      null,
      undefined,
      'SKIP_WAITING',
      {},
      { type: 'skip_waiting' },
      { type: 'CONTACT_QUEUE_CHANGED', outcomes: [] },
      { type: 'CACHE_IMAGES' },
      { type: 'CACHE_IMAGES', urls: [42] },
    ]) {
      expect(isPageMessage(other)).toBe(false)
    }
  })

  it('recognises the worker’s messages and nothing else', () => {
    const outcome = {
      clientMessageId: 'm1',
      result: 'delivered' as const,
      message: { name: 'A', email: 'a@b.ca', subject: 'S', message: 'M' },
      detail: 'ok',
    }
    expect(isServiceWorkerMessage(contactQueueChanged([outcome]))).toBe(true)
    expect(contactQueueChanged([outcome])).toEqual({ type: 'CONTACT_QUEUE_CHANGED', outcomes: [outcome] })
    expect(isServiceWorkerMessage({ type: 'CONTACT_QUEUE_CHANGED' })).toBe(false)
    // A queue the worker could not read: the page delivers itself.
    expect(contactQueueChanged(undefined)).toEqual({ type: 'CONTACT_QUEUE_NOT_DELIVERED' })
    expect(isServiceWorkerMessage(contactQueueChanged(undefined))).toBe(true)
    expect(isServiceWorkerMessage({ type: 'SKIP_WAITING' })).toBe(false)
    // Workbox's own broadcasts must not be taken for ours.
    expect(isServiceWorkerMessage({ type: 'CACHE_UPDATED', meta: 'workbox-broadcast-update' })).toBe(false)
  })
})
