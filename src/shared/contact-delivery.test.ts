import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { deliverQueuedContacts } from './contact-delivery'
import { serialLocks } from './test-serial-locks'
import { CONTACT_SENTENCES, UNREADABLE_ANSWER_MESSAGE } from './contact-exchange'
import { closeOfflineDb, enqueueContact, getQueuedContact, listQueuedContacts, markContactSending } from './offline-db'

const ENDPOINT = 'http://localhost:8787/contact'
const message = { name: 'Ana', email: 'ana@example.ca', subject: 'Work permit', message: 'Hello' }

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const success = () => json({ status: 'SUCCESS', message: 'Thank you! Your message has been sent.' })

const queue = (id: string, at = Date.now()) => enqueueContact({ clientMessageId: id, message, endpoint: ENDPOINT }, at)

beforeEach(async () => {
  await closeOfflineDb()
  globalThis.indexedDB = new IDBFactory()
})

describe('deliverQueuedContacts', () => {
  it("posts each message as text/plain JSON with its client id; on 'SUCCESS' only its subject stays, to be reported", async () => {
    await queue('m1', 1)
    await queue('m2', 2)
    const fetch = vi.fn(async () => success())
    const outcomes = await deliverQueuedContacts({ fetch, locks: null })
    expect(outcomes!.map((o) => [o.clientMessageId, o.result])).toEqual([
      ['m1', 'delivered'],
      ['m2', 'delivered'],
    ])
    expect(outcomes![0]?.detail).toBe('Thank you! Your message has been sent.')
    expect(fetch).toHaveBeenCalledTimes(2)
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe(ENDPOINT)
    expect(init.method).toBe('POST')
    expect(init.headers).toEqual({ 'content-type': 'text/plain;charset=utf-8' })
    expect(JSON.parse(init.body as string)).toEqual({ ...message, clientMessageId: 'm1' })
    const delivered = {
      state: 'delivered',
      serverMessage: 'Thank you! Your message has been sent.',
      message: { name: '', email: '', subject: 'Work permit', message: '' },
    }
    expect(await listQueuedContacts())!.toMatchObject([
      { clientMessageId: 'm1', ...delivered },
      { clientMessageId: 'm2', ...delivered },
    ])
    // Delivered is final: the next round sends nothing.
    expect(await deliverQueuedContacts({ fetch, locks: null })).toEqual([])
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('keeps the message queued on a 5xx, counting the attempt', async () => {
    await queue('m1')
    const outcomes = await deliverQueuedContacts({
      fetch: async () => new Response('Injected failure (500)', { status: 500 }),
      locks: null,
    })
    expect(outcomes).toMatchObject([{ clientMessageId: 'm1', result: 'kept' }])
    expect(await getQueuedContact('m1')).toMatchObject({
      state: 'queued',
      attempts: 1,
      lastError: 'The server answered 500',
    })
  })

  it('keeps it queued on a network error, and stops trying the others this round', async () => {
    await queue('m1', 1)
    await queue('m2', 2)
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    const outcomes = await deliverQueuedContacts({ fetch, locks: null })
    expect(outcomes).toMatchObject([{ clientMessageId: 'm1', result: 'kept' }])
    expect(fetch).toHaveBeenCalledTimes(1)
    expect((await listQueuedContacts())!.map((e) => [e.clientMessageId, e.state, e.attempts])).toEqual([
      ['m1', 'queued', 1],
      ['m2', 'queued', 0],
    ])
  })

  it('an endpoint down (a 5xx) holds back only its own messages: one written for the endpoint the site moved to still goes', async () => {
    const moved = 'https://script.example/macros/s/new/exec'
    await queue('m1', 1)
    await queue('m2', 2)
    await enqueueContact({ clientMessageId: 'm3', message, endpoint: moved }, 3)
    const fetch = vi.fn(async (input: RequestInfo | URL) =>
      String(input) === moved ? success() : new Response('Gone', { status: 502 }),
    )
    const outcomes = await deliverQueuedContacts({ fetch, locks: null })
    expect(outcomes).toMatchObject([
      { clientMessageId: 'm1', result: 'kept' },
      { clientMessageId: 'm3', result: 'delivered' },
    ])
    // The old endpoint is asked once this round: m2 waits its turn.
    expect(fetch.mock.calls.map(([input]) => String(input))).toEqual([ENDPOINT, moved])
    expect(await getQueuedContact('m2')).toMatchObject({ state: 'queued', attempts: 0 })
  })

  it("marks it refused on any other answer, keeping the server's message and the text", async () => {
    await queue('m1')
    const outcomes = await deliverQueuedContacts({
      fetch: async () => json({ status: 'ERROR', message: 'Please enter a valid email address.' }),
      locks: null,
    })
    expect(outcomes).toMatchObject([{ result: 'refused', detail: 'Please enter a valid email address.' }])
    expect(await getQueuedContact('m1')).toMatchObject({
      state: 'refused',
      lastError: 'Please enter a valid email address.',
      message,
    })
    // A refused message is not sent again by itself.
    const again = vi.fn(async () => success())
    expect(await deliverQueuedContacts({ fetch: again, locks: null })).toEqual([])
    expect(again).not.toHaveBeenCalled()
  })

  it('keeps it queued when the endpoint says it is busy or could not save it, and delivers it next time', async () => {
    await queue('m1', 1)
    await queue('m2', 2)
    for (const busy of [CONTACT_SENTENCES.busy, CONTACT_SENTENCES.notSaved]) {
      const fetch = vi.fn(async () => json({ status: 'ERROR', message: busy }))
      expect(await deliverQueuedContacts({ fetch, locks: null })).toMatchObject([
        { clientMessageId: 'm1', result: 'kept', detail: busy },
      ])
      expect(fetch).toHaveBeenCalledTimes(1)
    }
    expect(await getQueuedContact('m1')).toMatchObject({ state: 'queued', attempts: 2, message })
    const outcomes = await deliverQueuedContacts({ fetch: async () => success(), locks: null })
    expect(outcomes!.map((o) => [o.clientMessageId, o.result])).toEqual([
      ['m1', 'delivered'],
      ['m2', 'delivered'],
    ])
  })

  it('treats a 4xx or an unreadable answer as refused', async () => {
    await queue('m1', 1)
    await queue('m2', 2)
    const answers = [
      new Response('Bad request', { status: 400 }),
      new Response('<html>sign in</html>', { status: 200 }),
    ]
    const outcomes = await deliverQueuedContacts({ fetch: async () => answers.shift()!, locks: null })
    expect(outcomes!.map((o) => [o.result, o.detail])).toEqual([
      ['refused', UNREADABLE_ANSWER_MESSAGE],
      ['refused', UNREADABLE_ANSWER_MESSAGE],
    ])
  })

  it('under the lock, two deliveries at once send each message once', async () => {
    await queue('m1', 1)
    await queue('m2', 2)
    const sent: string[] = []
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      sent.push((JSON.parse(init!.body as string) as { clientMessageId: string }).clientMessageId)
      await new Promise((r) => setTimeout(r, 20))
      return success()
    })
    const locks = serialLocks()
    const [page, worker] = await Promise.all([
      deliverQueuedContacts({ fetch, locks }),
      deliverQueuedContacts({ fetch, locks }),
    ])
    expect(sent).toEqual(['m1', 'm2'])
    expect([...page!, ...worker!].filter((o) => o.result === 'delivered')).toHaveLength(2)
    expect((await listQueuedContacts())!.map((e) => e.state)).toEqual(['delivered', 'delivered'])
  })

  it('without the lock the same two deliveries would both send (the control for the test above)', async () => {
    await queue('m1')
    const fetch = vi.fn(async () => {
      await new Promise((r) => setTimeout(r, 20))
      return success()
    })
    // The first marks 'sending'; the second, started at the same moment, has already read the queue.
    await Promise.all([deliverQueuedContacts({ fetch, locks: null }), deliverQueuedContacts({ fetch, locks: null })])
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it("without a lock, skips a message another context marked 'sending' moments ago; under the lock, retries it", async () => {
    await queue('m1')
    await markContactSending('m1', 1_000)
    const fetch = vi.fn(async () => success())
    expect(await deliverQueuedContacts({ fetch, locks: null, now: () => 5_000 })).toEqual([])
    expect(fetch).not.toHaveBeenCalled()
    // Under the lock no one else can be sending: it was left by a context that died mid-send.
    expect(await deliverQueuedContacts({ fetch, locks: serialLocks(), now: () => 5_000 })).toMatchObject([
      { result: 'delivered' },
    ])
  })

  it('sends nothing, without throwing, when the queue cannot be read, and says so (the caller tries again)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await queue('m1')
    await closeOfflineDb()
    globalThis.indexedDB = {
      open: () => {
        throw new DOMException('Connection to Indexed Database server lost.', 'UnknownError')
      },
    } as unknown as IDBFactory
    const fetch = vi.fn(async () => success())
    await expect(deliverQueuedContacts({ fetch, locks: null })).resolves.toBeUndefined()
    expect(fetch).not.toHaveBeenCalled()
  })
})
