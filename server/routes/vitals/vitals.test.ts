import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_API_KEY, inProcessApp, type InProcess } from '../../test-support/server-fixture'

describe('web vitals sink', () => {
  let api: InProcess
  beforeAll(() => {
    api = inProcessApp({ seed: false })
  })
  afterAll(() => api.close())

  const beacon = { name: 'LCP', value: 1234.5, rating: 'good', id: 'v5-1', navigationType: 'navigate', page: '/jobs' }

  it('stores a beacon sent as text/plain from any origin, and lists it with the key only', async () => {
    const res = await api.app.request('/vitals', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: 'http://localhost:4173' },
      body: JSON.stringify(beacon),
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:4173')
    expect((await api.app.request('/vitals')).status).toBe(401)
    const list = (await (await api.app.request('/vitals', { headers: { 'X-Appwrite-Key': TEST_API_KEY } })).json()) as {
      vitals: Array<{ body: unknown }>
    }
    expect(list.vitals.map((v) => v.body)).toEqual([beacon])
  })

  it('refuses malformed and oversized beacons with a 4xx', async () => {
    expect((await api.app.request('/vitals', { method: 'POST', body: '{nope' })).status).toBe(400)
    expect(
      (await api.app.request('/vitals', { method: 'POST', body: JSON.stringify({ pad: 'x'.repeat(20_000) }) })).status,
    ).toBe(413)
  })
})
