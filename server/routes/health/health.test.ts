import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
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

  it("answers a project's ping (the SDKs' client.ping()), and refuses one without a project or for another", async () => {
    const ping = await api.request('/v1/ping')
    expect([ping.status, await ping.text()]).toEqual([200, 'Pong!'])
    for (const headers of [{}, { 'X-Appwrite-Project': 'console' }, { 'X-Appwrite-Project': 'another' }] as Record<
      string,
      string
    >[]) {
      const refused = await api.app.request('/v1/ping', { headers })
      expect(refused.status).toBe(404)
      expect(await refused.json()).toMatchObject({ code: 404, type: 'project_not_found' })
    }
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
      // Appwrite's list (app/config/cors.php), and no more.
      expect(res.headers.get('access-control-expose-headers')?.split(/,\s*/)).toEqual([
        'X-Appwrite-Session',
        'X-Fallback-Cookies',
      ])
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

describe('pages on hosts the project does not trust (Appwrite checks its Web platforms)', () => {
  let api: InProcess
  const log = vi.fn<(line: string) => void>()
  beforeAll(() => {
    api = inProcessApp({ webPlatforms: ['www.maplepathways.example', '*.preview.example'], log })
  })
  afterAll(() => api.close())

  const jobs = '/v1/databases/main/collections/jobs/documents'
  const fromPage = (origin: string, init: RequestInit & { admin?: boolean } = {}) =>
    api.request(jobs, { ...init, headers: { ...init.headers, Origin: origin } })

  it('answers pages on localhost, its loopback spellings and the registered platforms', async () => {
    for (const origin of [
      'http://localhost:4173',
      'http://127.0.0.1:4173',
      'http://[::1]:4173',
      'https://www.maplepathways.example',
      'https://pr-12.preview.example',
    ]) {
      const res = await fromPage(origin)
      expect(res.status, origin).toBe(200)
      expect(res.headers.get('access-control-allow-origin'), origin).toBe(origin)
    }
  })

  it('refuses a read and a write from any other page with 403 and no CORS header, storing nothing', async () => {
    const read = await fromPage('https://maplepathways.example')
    expect(read.status).toBe(403)
    expect(read.headers.get('access-control-allow-origin')).toBeNull()
    expect(await read.json()).toMatchObject({
      code: 403,
      type: 'general_unknown_origin',
      message:
        'Invalid Origin. Register your new client (maplepathways.example) as a new Web platform on your project console dashboard',
    })
    const applicants = '/v1/databases/main/collections/applicants/documents'
    const apply = (origin: string, documentId: string) =>
      api.request(applicants, {
        method: 'POST',
        headers: { Origin: origin, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          documentId,
          data: {
            jobId: 'job-001',
            jobTitle: 'Plumber',
            applicantName: 'A',
            applicantEmail: 'a@example.com',
            resume: 'f',
          },
        }),
      })
    expect((await apply('http://evil.example', 'from-elsewhere')).status).toBe(403)
    expect((await (await api.request(`${applicants}/from-elsewhere`, { admin: true })).json()).type).toBe(
      'document_not_found',
    )
    expect((await apply('https://www.maplepathways.example', 'from-the-site')).status).toBe(201)
    // The root domain is not one of its subdomains, as with Appwrite's wildcard platforms.
    expect((await fromPage('https://preview.example')).status).toBe(403)
    // The browser shows only a CORS failure: the person running the server is told, once per origin.
    await fromPage('https://maplepathways.example')
    expect(log.mock.calls.filter(([line]) => line.includes('https://maplepathways.example'))).toEqual([
      [
        'Refused calls from pages on https://maplepathways.example: not a Web platform (add its host to WEB_PLATFORMS).',
      ],
    ])
  })

  it("says what is wrong with an origin that is not a web page's", async () => {
    expect(await (await fromPage('null')).json()).toMatchObject({ message: 'Invalid Origin.' })
    expect(await (await fromPage('file:///home/a.html')).json()).toMatchObject({
      message: expect.stringMatching(/^Invalid Scheme\. The scheme used \(file\)/),
    })
  })

  it('lets the preflight through and a keyed call from anywhere, and checks no call without an Origin', async () => {
    const preflight = await api.app.request(jobs, {
      method: 'OPTIONS',
      headers: { Origin: 'https://elsewhere.example', 'Access-Control-Request-Method': 'GET' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://elsewhere.example')
    expect((await fromPage('https://elsewhere.example', { admin: true })).status).toBe(200)
    expect((await api.request(jobs)).status).toBe(200)
  })
})
