import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ContactAnswer, ContactSubmission } from '../../../src/shared/models'
import {
  inProcessApp,
  startTestServer,
  TEST_API_KEY,
  type InProcess,
  type TestServer,
} from '../../test-support/server-fixture'
import { CONTACT_SENTENCES } from '../../../src/shared/contact-exchange'

const SUCCESS_MESSAGE = CONTACT_SENTENCES.sent

const valid: ContactSubmission = {
  name: 'Priya Patel',
  email: 'priya@example.com',
  subject: 'Express Entry',
  message: 'I would like a consultation about my profile.',
  clientMessageId: 'c-0001',
}

describe('POST /contact', () => {
  let api: InProcess
  const send = (body: unknown, contentType = 'text/plain;charset=UTF-8') =>
    api.app.request('/contact', {
      method: 'POST',
      headers: { 'Content-Type': contentType, Origin: 'http://localhost:4173' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  const answer = async (res: Response) => {
    expect(res.status).toBe(200)
    return (await res.json()) as ContactAnswer
  }
  const stored = () => api.store.contact.list()

  beforeAll(() => {
    api = inProcessApp({ seed: false })
  })
  afterAll(() => api.close())

  it('accepts the JSON sent as text/plain (no preflight), answers SUCCESS with CORS open, and stores it', async () => {
    const res = await send(valid)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(await answer(res)).toEqual({ status: 'SUCCESS', message: SUCCESS_MESSAGE })
    expect(stored()).toEqual([
      expect.objectContaining({
        name: 'Priya Patel',
        email: 'priya@example.com',
        subject: 'Express Entry',
        clientMessageId: 'c-0001',
      }),
    ])
  })

  it('stores a repeated clientMessageId once and still answers SUCCESS', async () => {
    const before = stored().length
    const again = { ...valid, clientMessageId: 'c-dup' }
    expect((await answer(await send(again))).status).toBe('SUCCESS')
    expect((await answer(await send(again, 'application/json'))).status).toBe('SUCCESS')
    expect(stored().length).toBe(before + 1)
  })

  it.each([
    ['a missing name', { ...valid, name: '' }, /Please enter your name\./],
    ['a blank subject', { ...valid, subject: '   ' }, /Please enter a subject\./],
    ['a malformed e-mail', { ...valid, email: 'priya@' }, /Please enter a valid email address\./],
    [
      'a message over 5000 characters',
      { ...valid, message: 'x'.repeat(5001) },
      /Message must be at most 5000 characters\./,
    ],
    ['a name over 100 characters', { ...valid, name: 'n'.repeat(101) }, /Name must be at most 100 characters\./],
    ['a number for the message', { ...valid, message: 12 }, /Please enter a message as text\./],
    ['malformed JSON', '{"name": "Ana"', /could not be read/],
    ['an empty body', '', /could not be read/],
  ])('answers 200 ERROR with a readable message for %s, storing nothing', async (_name, body, message) => {
    const before = stored().length
    const result = await answer(await send(body))
    expect(result.status).toBe('ERROR')
    expect(result.message).toMatch(message)
    expect(stored().length).toBe(before)
  })

  it('lists every problem at once', async () => {
    const result = await answer(await send({ name: '', email: 'bad', subject: '', message: '' }))
    expect(result.message).toBe(
      'Please enter your name. Please enter a valid email address. Please enter a subject. Please enter a message.',
    )
  })

  it('answers an oversized body with ERROR, not a crash', async () => {
    const result = await answer(await send({ ...valid, message: 'x'.repeat(70_000) }))
    expect(result).toEqual({ status: 'ERROR', message: expect.stringMatching(/too long/) })
  })

  it('answers the CORS preflight', async () => {
    const res = await api.app.request('/contact', {
      method: 'OPTIONS',
      headers: { Origin: 'https://example.org', 'Access-Control-Request-Method': 'POST' },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(res.headers.get('access-control-allow-methods')).toContain('POST')
  })

  it('lists messages only with the API key', async () => {
    const refused = await api.app.request('/contact/messages')
    expect(refused.status).toBe(401)
    expect(await refused.json()).toMatchObject({ type: 'user_unauthorized' })
    const listed = await api.app.request('/contact/messages', { headers: { 'X-Appwrite-Key': TEST_API_KEY } })
    const body = (await listed.json()) as { total: number; messages: unknown[] }
    expect(body.total).toBe(stored().length)
  })
})

describe('POST /contact over HTTP', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ seed: false })
  })
  afterAll(() => server.stop())

  it('works as the page calls it: fetch with a text/plain JSON body', async () => {
    const res = await fetch(`${server.url}/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(valid),
    })
    expect(await res.json()).toEqual({ status: 'SUCCESS', message: SUCCESS_MESSAGE })
    expect(server.store.contact.list()).toHaveLength(1)
  })
})
