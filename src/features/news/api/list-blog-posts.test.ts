import { Query } from 'appwrite'
import { describe, expect, it, vi } from 'vitest'
import { env } from '../../../config/env'
import { databases } from '../../../lib/appwrite'
import type { BlogPost } from '../../../shared/models'
import { listBlogPosts } from './list-blog-posts'

const post = (n: number) => ({ $id: `p${n}`, title: `Post ${n}` }) as unknown as BlogPost

describe('listBlogPosts (specification section 7, call 1)', () => {
  it('asks the blog collection for newest createdAt first and follows cursors to the end', async () => {
    const spy = vi
      .spyOn(databases, 'listDocuments')
      .mockResolvedValueOnce({ total: 27, documents: Array.from({ length: 25 }, (_, i) => post(i + 1)) })
      .mockResolvedValueOnce({ total: 27, documents: [post(26), post(27)] })
    const pages: number[] = []
    const posts = await listBlogPosts({ onPage: (soFar) => pages.push(soFar.length) })

    expect(posts).toHaveLength(27)
    expect(pages).toEqual([25, 27])
    expect(spy).toHaveBeenCalledTimes(2)
    const [first, second] = spy.mock.calls.map(
      ([params]) => params as unknown as { databaseId: string; collectionId: string; queries: string[] },
    )
    expect(first).toMatchObject({ databaseId: env.databaseId, collectionId: env.blogCollectionId })
    expect(first?.queries).toContain(Query.orderDesc('createdAt'))
    expect(second?.queries).toContain(Query.orderDesc('createdAt'))
    expect(second?.queries).toContain(Query.cursorAfter('p25'))
  })

  it('rejects when the backend fails', async () => {
    vi.spyOn(databases, 'listDocuments').mockRejectedValue(new Error('Failed to fetch'))
    await expect(listBlogPosts()).rejects.toThrow('Failed to fetch')
  })
})
