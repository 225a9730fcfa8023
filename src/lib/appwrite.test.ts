import { Query, type Models } from 'appwrite'
import { describe, expect, it, vi } from 'vitest'
import { TimedOut } from '../shared/time-bound'
import { FIRST_PAGE_SIZE, listAllDocuments, NEXT_PAGE_SIZE } from './appwrite'

type Doc = Models.Document & { n: number }

const doc = (n: number): Doc => ({
  $id: `d${n}`,
  $sequence: String(n),
  $collectionId: 'c',
  $databaseId: 'main',
  $createdAt: '2026-01-01T00:00:00.000+00:00',
  $updatedAt: '2026-01-01T00:00:00.000+00:00',
  $permissions: [],
  n,
})

/** A fake listDocuments over `count` documents honouring limit and cursorAfter, capped at `cap` per page. */
function fakeService(count: number, cap = Infinity) {
  const all = Array.from({ length: count }, (_, i) => doc(i + 1))
  const listDocuments = vi.fn(async ({ queries = [] }: { queries?: string[] }) => {
    const parsed = queries.map((q) => JSON.parse(q) as { method: string; values?: unknown[] })
    const limit = Math.min(Number(parsed.find((q) => q.method === 'limit')?.values?.[0] ?? 25), cap)
    const cursor = parsed.find((q) => q.method === 'cursorAfter')?.values?.[0]
    const start = cursor === undefined ? 0 : all.findIndex((d) => d.$id === cursor) + 1
    return { total: all.length, documents: all.slice(start, start + limit) }
  })
  return { listDocuments } as unknown as Parameters<typeof listAllDocuments<Doc>>[0]['service'] & {
    listDocuments: typeof listDocuments
  }
}

describe('listAllDocuments', () => {
  it('gives up on a page that has not come within 15 s (TimedOut, so the screen offers Retry)', async () => {
    vi.useFakeTimers()
    try {
      const service = { listDocuments: vi.fn(() => new Promise(() => {})) } as unknown as Parameters<
        typeof listAllDocuments<Doc>
      >[0]['service']
      let settled = false
      const read = listAllDocuments<Doc>({ collectionId: 'c', queries: [], service }).then(
        () => 'answered',
        (error: unknown) => error,
      )
      void read.finally(() => (settled = true))
      await vi.advanceTimersByTimeAsync(14_900)
      expect(settled).toBe(false)
      await vi.advanceTimersByTimeAsync(200)
      expect(await read).toBeInstanceOf(TimedOut)
    } finally {
      vi.useRealTimers()
    }
  })

  it('skips the documents `keep` refuses, and still follows the cursor past them', async () => {
    const service = fakeService(30)
    const docs = await listAllDocuments<Doc>({ collectionId: 'c', queries: [], keep: (d) => d.n % 2 === 0, service })
    expect(docs).toHaveLength(15)
    expect(service.listDocuments).toHaveBeenCalledTimes(2)
  })

  it('reads every page with cursors (Appwrite answers 25 by default)', async () => {
    const service = fakeService(140)
    const docs = await listAllDocuments<Doc>({ collectionId: 'c', queries: [Query.equal('isPublic', true)], service })
    expect(docs.map((d) => d.n)).toEqual(Array.from({ length: 140 }, (_, i) => i + 1))
    const calls = service.listDocuments.mock.calls.map(([params]) => params.queries)
    expect(calls).toEqual([
      [Query.equal('isPublic', true), Query.limit(FIRST_PAGE_SIZE)],
      [Query.equal('isPublic', true), Query.limit(NEXT_PAGE_SIZE), Query.cursorAfter('d25')],
      [Query.equal('isPublic', true), Query.limit(NEXT_PAGE_SIZE), Query.cursorAfter('d125')],
    ])
  })

  it('hands each page to onPage as it arrives, the first page first', async () => {
    const service = fakeService(30)
    const seen: number[] = []
    await listAllDocuments<Doc>({ collectionId: 'c', queries: [], service, onPage: (soFar) => seen.push(soFar.length) })
    expect(seen).toEqual([25, 30])
  })

  it('keeps going when the server caps its page size below what was asked', async () => {
    const service = fakeService(60, 25)
    const docs = await listAllDocuments<Doc>({ collectionId: 'c', queries: [], service })
    expect(docs).toHaveLength(60)
  })

  it('makes one call for a short list and none more for an empty one', async () => {
    const short = fakeService(3)
    expect(await listAllDocuments<Doc>({ collectionId: 'c', queries: [], service: short })).toHaveLength(3)
    expect(short.listDocuments).toHaveBeenCalledTimes(1)
    const empty = fakeService(0)
    expect(await listAllDocuments<Doc>({ collectionId: 'c', queries: [], service: empty })).toEqual([])
    expect(empty.listDocuments).toHaveBeenCalledTimes(1)
  })

  it('fails when a page fails', async () => {
    const service = fakeService(80)
    service.listDocuments.mockRejectedValueOnce(new Error('offline'))
    await expect(listAllDocuments<Doc>({ collectionId: 'c', queries: [], service })).rejects.toThrow('offline')
  })
})
