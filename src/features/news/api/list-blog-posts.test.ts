import { Query } from 'appwrite'
import { describe, expect, it, vi } from 'vitest'
import { env } from '../../../config/env'
import { databases } from '../../../lib/appwrite'
import type { BlogPost } from '../../../shared/models'
import { listBlogPosts } from './list-blog-posts'

const post = (n: number) =>
  ({
    $id: `p${n}`,
    title: `Post ${n}`,
    content: '<p>x</p>',
    createdAt: '2026-01-01',
    visibility: ['localhost'],
  }) as BlogPost

describe('listBlogPosts (API call 1: the blog list)', () => {
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

  it('skips a post missing a required field with one warning, and keeps reading the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(databases, 'listDocuments')
      .mockResolvedValueOnce({
        total: 27,
        documents: [post(1), { ...post(2), title: '  ' }, ...Array.from({ length: 23 }, (_, i) => post(i + 3))],
      })
      .mockResolvedValueOnce({
        total: 27,
        documents: [{ ...post(26), visibility: null } as unknown as BlogPost, post(27)],
      })
    const posts = await listBlogPosts()
    expect(posts.map((p) => p.$id)).not.toContain('p2')
    expect(posts.map((p) => p.$id)).not.toContain('p26')
    expect(posts).toHaveLength(25)
    expect(warn.mock.calls.map(([text]) => text)).toEqual([
      'Skipped post "p2": its title is missing or not valid.',
      'Skipped post "p26": its visibility is missing or not valid.',
    ])
  })

  it('rejects when the backend fails', async () => {
    vi.spyOn(databases, 'listDocuments').mockRejectedValue(new Error('Failed to fetch'))
    await expect(listBlogPosts()).rejects.toThrow('Failed to fetch')
  })
})
