import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inProcessApp, type InProcess } from '../../test-support/server-fixture'

const ORIGIN = 'http://localhost:4173'

describe('health, CORS and unknown routes', () => {
  let api: InProcess
  beforeAll(() => {
    api = inProcessApp({ seed: false })
  })
  afterAll(() => api.close())

  it('answers GET /v1/health/version without a project, like Appwrite', async () => {
    const res = await api.app.request('/v1/health/version')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ version: '1.9.6' })
  })

  it('answers the SDK preflight with the origin echoed, credentials allowed and its headers listed', async () => {
    const res = await api.app.request('/v1/storage/buckets/resumes/files', {
      method: 'OPTIONS',
      headers: {
        Origin: ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers':
          'content-range,x-appwrite-id,x-appwrite-project,x-appwrite-response-format,x-fallback-cookies,x-sdk-name',
      },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN)
    expect(res.headers.get('access-control-allow-credentials')).toBe('true')
    // A list: browsers read it with or without spaces after the commas.
    const list = (name: string) => res.headers.get(name)!.toLowerCase().split(/,\s*/)
    expect(list('access-control-allow-methods')).toEqual(['get', 'post', 'put', 'patch', 'delete'])
    const allowed = list('access-control-allow-headers')
    for (const header of [
      'content-type',
      'content-range',
      'x-appwrite-id',
      'x-appwrite-project',
      'x-appwrite-response-format',
      'x-fallback-cookies',
      'x-sdk-name',
      'x-sdk-version',
      'x-sdk-platform',
      'x-sdk-language',
      'x-appwrite-key',
    ]) {
      expect(allowed).toContain(header)
    }
    expect(res.headers.get('access-control-max-age')).toBe('86400')
  })

  it('echoes the origin with credentials on answers and on errors', async () => {
    for (const path of [
      '/v1/databases/main/collections/blog/documents',
      '/v1/databases/main/collections/nope/documents',
    ]) {
      const res = await api.request(path, { headers: { Origin: ORIGIN } })
      expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN)
      expect(res.headers.get('access-control-allow-credentials')).toBe('true')
      expect(res.headers.get('access-control-expose-headers')).toContain('X-Fallback-Cookies')
      expect(res.headers.get('vary')).toContain('Origin')
    }
  })

  it('answers unknown routes with general_route_not_found', async () => {
    const res = await api.request('/v1/account/sessions')
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ code: 404, type: 'general_route_not_found' })
    expect((await api.app.request('/nothing-here')).status).toBe(404)
  })
})
