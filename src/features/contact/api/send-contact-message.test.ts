import { afterEach, describe, expect, it, vi } from 'vitest'
import { env } from '../../../config/env'
import { newClientMessageId, sendContactMessage } from './send-contact-message'

const message = { name: 'Jane', email: 'jane@example.com', subject: 'Work permit', message: 'Hello' }

afterEach(() => vi.unstubAllGlobals())

describe('sendContactMessage (specification section 7, call 5)', () => {
  it('posts the JSON as text/plain to the contact endpoint and answers {status, message}', async () => {
    const fetchMock = vi.fn(async () => new Response('{"status":"SUCCESS","message":"Thanks!"}'))
    vi.stubGlobal('fetch', fetchMock)
    await expect(sendContactMessage(message, 'cm-1')).resolves.toEqual({ status: 'SUCCESS', message: 'Thanks!' })
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe(env.contactEndpoint)
    expect(init.method).toBe('POST')
    expect(init.headers).toEqual({ 'content-type': 'text/plain;charset=utf-8' })
    expect(JSON.parse(init.body as string)).toEqual({ ...message, clientMessageId: 'cm-1' })
  })

  it('answers a refusal with its status and message, even with an error status code', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"status":"ERROR","message":"Invalid email"}', { status: 400 }))
    await expect(sendContactMessage(message, 'cm-2')).resolves.toEqual({ status: 'ERROR', message: 'Invalid email' })
  })

  it('rejects on a network failure', async () => {
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')))
    await expect(sendContactMessage(message, 'cm-3')).rejects.toThrow('Failed to fetch')
  })

  it('rejects an answer that is not JSON, or not {status, message}', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>Bad Gateway</html>', { status: 502 }))
    await expect(sendContactMessage(message, 'cm-4')).rejects.toThrow()
    vi.stubGlobal('fetch', async () => new Response('{"ok":true}'))
    await expect(sendContactMessage(message, 'cm-5')).rejects.toThrow()
  })

  it('makes a new 20-character id for each message', () => {
    const a = newClientMessageId()
    expect(a).toMatch(/^[0-9a-f]{20}$/)
    expect(newClientMessageId()).not.toBe(a)
  })
})
