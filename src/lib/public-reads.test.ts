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
