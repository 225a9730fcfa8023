import { describe, expect, it, vi } from 'vitest'
import { plainGetLister, PublicReadError, UntrustedOriginError } from './public-reads'

const params = { databaseId: 'main', collectionId: 'blog', queries: ['{"method":"limit","values":[2]}'] }
const answer = (status: number, body: unknown) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })

describe('plainGetLister', () => {
  it('asks with a plain GET: the project as a query parameter, the queries as the SDK writes them, no credentials', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(answer(200, { total: 1, documents: [{ $id: 'a' }] }))
    const lister = plainGetLister({ endpoint: 'https://api.example/v1', projectId: 'p1', fetchImpl })
    expect(await lister.listDocuments(params)).toEqual({ total: 1, documents: [{ $id: 'a' }] })
    const [url, init] = fetchImpl.mock.calls[0]!
    const asked = new URL(String(url))
    expect(asked.pathname).toBe('/v1/databases/main/collections/blog/documents')
    expect(asked.searchParams.get('project')).toBe('p1')
    expect(asked.searchParams.get('queries[0]')).toBe(params.queries[0])
    expect(init).toMatchObject({ credentials: 'omit', headers: undefined })
  })

  it('gives up on a backend that does not answer, saying so', async () => {
    const hangs = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_done, fail) => init!.signal!.addEventListener('abort', () => fail(init!.signal!.reason))),
    )
    const lister = plainGetLister({
      endpoint: 'https://api.example/v1',
      projectId: 'p1',
      timeoutMs: 20,
      fetchImpl: hangs,
    })
    await expect(lister.listDocuments(params)).rejects.toThrow(
      new PublicReadError(
        'https://api.example/v1/databases/main/collections/blog/documents did not answer within 0.02 s',
        true,
      ),
    )
  })

  it("names the address, the status and Appwrite's message when the backend refuses", async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValue(answer(404, { message: 'Collection not found', code: 404 }))
    const lister = plainGetLister({ endpoint: 'https://api.example/v1', projectId: 'p1', fetchImpl })
    const failure = lister.listDocuments(params)
    await expect(failure).rejects.toThrow(PublicReadError)
    await expect(failure).rejects.toThrow(
      'https://api.example/v1/databases/main/collections/blog/documents answered 404: Collection not found',
    )
  })

  it('refuses an answer that is not a document list (an HTML error page, say)', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(answer(200, '<html>gateway</html>'))
    const lister = plainGetLister({ endpoint: 'https://api.example/v1', projectId: 'p1', fetchImpl })
    await expect(lister.listDocuments(params)).rejects.toThrow('answered something that is not a document list')
  })

  describe('asked again after a failure that may pass (a backend restarting), as the build asks', () => {
    const list = { total: 1, documents: [{ $id: 'a' }] }
    const retrying = (fetchImpl: typeof fetch) => {
      const sleep = vi.fn<(ms: number) => Promise<void>>().mockResolvedValue(undefined)
      const lister = plainGetLister({
        endpoint: 'https://api.example/v1',
        projectId: 'p1',
        retryWaitsMs: [2_000, 8_000],
        sleep,
        fetchImpl,
      })
      return { lister, sleep }
    }

    it('reads the list once the backend answers: no connection, then a 503, then the list', async () => {
      const fetchImpl = vi
        .fn<typeof fetch>()
        .mockRejectedValueOnce(new TypeError('fetch failed'))
        .mockResolvedValueOnce(answer(503, { message: 'Service Unavailable', code: 503 }))
        .mockResolvedValueOnce(answer(200, list))
      const { lister, sleep } = retrying(fetchImpl)
      expect(await lister.listDocuments(params)).toEqual(list)
      expect(sleep.mock.calls).toEqual([[2_000], [8_000]])
    })

    it('gives up after its last retry with the last failure', async () => {
      const fetchImpl = vi
        .fn<typeof fetch>()
        .mockImplementation(() => Promise.resolve(answer(429, { message: 'Rate limit' })))
      const { lister } = retrying(fetchImpl)
      await expect(lister.listDocuments(params)).rejects.toThrow('answered 429: Rate limit')
      expect(fetchImpl).toHaveBeenCalledTimes(3)
    })

    it('never asks again what will not change: a 404, a list that is not one, an untrusted origin', async () => {
      for (const body of [answer(404, { message: 'Collection not found' }), answer(200, '<html>gateway</html>')]) {
        const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(body)
        const { lister, sleep } = retrying(fetchImpl)
        await expect(lister.listDocuments(params)).rejects.toThrow(PublicReadError)
        expect(fetchImpl).toHaveBeenCalledTimes(1)
        expect(sleep).not.toHaveBeenCalled()
      }
      const refused = vi
        .fn<typeof fetch>()
        .mockResolvedValue(answer(403, { type: 'general_unknown_origin', message: 'x' }))
      const sleep = vi.fn<(ms: number) => Promise<void>>()
      const lister = plainGetLister({
        endpoint: 'https://api.example/v1',
        projectId: 'p1',
        origin: 'https://www.maplepathways.ca',
        retryWaitsMs: [2_000],
        sleep,
        fetchImpl: refused,
      })
      await expect(lister.listDocuments(params)).rejects.toThrow(UntrustedOriginError)
      expect(refused).toHaveBeenCalledTimes(1)
    })
  })

  describe('read as a page on the live site (the Origin header), refused when a browser there could not read it', () => {
    const origin = 'https://www.maplepathways.example'
    const withCors = (allowed: string | null, response: Response) => {
      if (allowed) response.headers.set('Access-Control-Allow-Origin', allowed)
      return response
    }
    const listerAnswering = (response: Response) => {
      const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(response)
      return {
        fetchImpl,
        lister: plainGetLister({ endpoint: 'https://api.example/v1', projectId: 'p1', origin, fetchImpl }),
      }
    }

    it('reads when the backend answers that origin', async () => {
      const { fetchImpl, lister } = listerAnswering(withCors(origin, answer(200, { total: 0, documents: [] })))
      expect(await lister.listDocuments(params)).toEqual({ total: 0, documents: [] })
      expect(fetchImpl.mock.calls[0]![1]).toMatchObject({ credentials: 'omit', headers: { Origin: origin } })
    })

    it("names Appwrite's refusal of an unregistered platform", async () => {
      const refusal = {
        message:
          'Invalid Origin. Register your new client (www.maplepathways.example) as a new Web platform on your project console dashboard',
        code: 403,
        type: 'general_unknown_origin',
      }
      const failure = listerAnswering(answer(403, refusal)).lister.listDocuments(params)
      await expect(failure).rejects.toThrow(UntrustedOriginError)
      await expect(failure).rejects.toThrow(
        `https://api.example does not answer pages on ${origin} (403: Invalid Origin. Register your new client (www.maplepathways.example)`,
      )
    })

    it("asks again after a gateway's 502 without CORS (a backend restarting), and reads the list", async () => {
      const sleep = vi.fn<(ms: number) => Promise<void>>().mockResolvedValue(undefined)
      const fetchImpl = vi
        .fn<typeof fetch>()
        .mockResolvedValueOnce(answer(502, '<html>Bad Gateway</html>'))
        .mockResolvedValueOnce(withCors(origin, answer(200, { total: 0, documents: [] })))
      const lister = plainGetLister({
        endpoint: 'https://api.example/v1',
        projectId: 'p1',
        origin,
        retryWaitsMs: [2_000],
        sleep,
        fetchImpl,
      })
      expect(await lister.listDocuments(params)).toEqual({ total: 0, documents: [] })
      expect(sleep).toHaveBeenCalledTimes(1)
    })

    it('refuses a list answered without CORS for that origin (a browser would not see it)', async () => {
      for (const allowed of [null, 'https://maplepathways.example']) {
        const { lister } = listerAnswering(withCors(allowed, answer(200, { total: 0, documents: [] })))
        await expect(lister.listDocuments(params)).rejects.toThrow(
          `https://api.example does not answer pages on ${origin} (200: no Access-Control-Allow-Origin for it)`,
        )
      }
    })
  })
})
