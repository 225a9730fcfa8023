import { afterEach, describe, expect, it, vi } from 'vitest'
import { env } from '../../../config/env'
import { newClientMessageId, sendContactMessage } from './send-contact-message'

const message = { name: 'Jane', email: 'jane@example.com', subject: 'Work permit', message: 'Hello' }

afterEach(() => vi.unstubAllGlobals())

describe('sendContactMessage (API call 5: the contact message)', () => {
  it('posts the JSON as text/plain to the contact endpoint and answers what the endpoint said', async () => {
    const fetchMock = vi.fn(async () => new Response('{"status":"SUCCESS","message":"Thanks!"}'))
    vi.stubGlobal('fetch', fetchMock)
    await expect(sendContactMessage(message, 'cm-1')).resolves.toEqual({ kind: 'success', serverMessage: 'Thanks!' })
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe(env.contactEndpoint)
    expect(init.method).toBe('POST')
    expect(init.headers).toEqual({ 'content-type': 'text/plain;charset=utf-8' })
    expect(JSON.parse(init.body as string)).toEqual({ ...message, clientMessageId: 'cm-1' })
  })

  it('lets the request go on when the page is left before the answer (a reload, the tab closed)', async () => {
    const fetchMock = vi.fn(async () => new Response('{"status":"SUCCESS","message":"Thanks!"}'))
    vi.stubGlobal('fetch', fetchMock)
    await sendContactMessage(message, 'cm-1')
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(init.keepalive).toBe(true)
  })

  it('a keepalive request the browser fails goes again as a plain request while the page is here', async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.keepalive) throw new TypeError('Failed to fetch')
      return new Response('{"status":"SUCCESS","message":"Thanks!"}')
    })
    vi.stubGlobal('fetch', fetchMock)
    await expect(sendContactMessage(message, 'cm-1')).resolves.toEqual({ kind: 'success', serverMessage: 'Thanks!' })
    expect(fetchMock.mock.calls.map(([, init]) => init?.keepalive)).toEqual([true, undefined])
    // Both times the same message, with the same id: the endpoint keeps it once.
    expect(new Set(fetchMock.mock.calls.map(([, init]) => init?.body)).size).toBe(1)
  })

  it("sends a body over keepalive's 64 KiB as a plain request, so the endpoint's refusal comes back rather than a failure", async () => {
    const fetchMock = vi.fn(async () => new Response('{"status":"ERROR","message":"Too long"}'))
    vi.stubGlobal('fetch', fetchMock)
    const answer = await sendContactMessage({ ...message, message: 'é'.repeat(33_000) }, 'cm-1')
    expect(answer).toEqual({ kind: 'refused', serverMessage: 'Too long' })
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(init.keepalive).toBeUndefined()
  })

  it('answers a refusal with its message, even with an error status code', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"status":"ERROR","message":"Invalid email"}', { status: 400 }))
    await expect(sendContactMessage(message, 'cm-2')).resolves.toEqual({
      kind: 'refused',
      serverMessage: 'Invalid email',
    })
  })

  it('a network failure or a server error (5xx) is worth another try later', async () => {
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')))
    await expect(sendContactMessage(message, 'cm-3')).resolves.toMatchObject({ kind: 'transient', cause: 'network' })
    vi.stubGlobal('fetch', async () => new Response('<html>Bad Gateway</html>', { status: 502 }))
    await expect(sendContactMessage(message, 'cm-4')).resolves.toMatchObject({ kind: 'transient', cause: 'server' })
  })

  it("an answer that arrives but cannot be read is refused with 'Something went wrong. Please try again later.'", async () => {
    vi.stubGlobal('fetch', async () => new Response('{"ok":true}'))
    await expect(sendContactMessage(message, 'cm-5')).resolves.toEqual({
      kind: 'refused',
      serverMessage: 'Something went wrong. Please try again later.',
    })
  })

  it('gives up after 20 s without an answer, aborting the request: another try later', async () => {
    vi.useFakeTimers()
    try {
      let signal: AbortSignal | undefined
      let requests = 0
      vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
        requests += 1
        return new Promise((_, reject) => {
          signal = init.signal!
          signal.addEventListener('abort', () => reject(signal!.reason))
        })
      })
      const result = sendContactMessage(message, 'cm-6')
      await vi.advanceTimersByTimeAsync(19_900)
      expect(signal?.aborted).toBe(false)
      await vi.advanceTimersByTimeAsync(200)
      await expect(result).resolves.toEqual({
        kind: 'transient',
        cause: 'timeout',
        reason: 'Sending the message took longer than 20 s',
      })
      expect(signal?.aborted).toBe(true)
      // Given up, it is not tried again at once as a plain request.
      expect(requests).toBe(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('makes a new 20-character id for each message', () => {
    const a = newClientMessageId()
    expect(a).toMatch(/^[0-9a-f]{20}$/)
    expect(newClientMessageId()).not.toBe(a)
  })
})
