import { describe, expect, it, vi } from 'vitest'
import { plainGetLister, PublicReadError } from './public-reads'

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
    expect(init).toEqual({ credentials: 'omit' })
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
})
