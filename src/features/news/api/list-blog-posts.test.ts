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

const inFrench = (n: number): BlogPost => ({ ...post(n), language: 'fr' })

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

  it('asks for English by default: posts that say en, or have no language (null, as Appwrite answers an unset one)', async () => {
    const spy = vi.spyOn(databases, 'listDocuments').mockResolvedValueOnce({ total: 0, documents: [] })
    await listBlogPosts()
    const { queries } = spy.mock.calls[0]![0] as unknown as { queries: string[] }
    expect(queries).toContain(Query.or([Query.equal('language', 'en'), Query.isNull('language')]))
    expect(queries).toContain(Query.orderDesc('createdAt'))
  })

  it('asks for French with equal, on every page', async () => {
    const spy = vi
      .spyOn(databases, 'listDocuments')
      .mockResolvedValueOnce({
        total: 26,
        documents: Array.from({ length: 25 }, (_, i) => inFrench(i + 1)),
      })
      .mockResolvedValueOnce({ total: 26, documents: [inFrench(26)] })
    expect(await listBlogPosts({ language: 'fr' })).toHaveLength(26)
    for (const [params] of spy.mock.calls)
      expect((params as unknown as { queries: string[] }).queries).toContain(Query.equal('language', 'fr'))
  })

  it('never lists a post of another language, whatever the backend answers', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const mixed = [
      { ...post(1), language: 'en' as const },
      { ...post(2), language: 'fr' as const },
      post(3),
      { ...post(4), language: null },
      { ...post(5), language: 'de' } as unknown as BlogPost,
    ]
    vi.spyOn(databases, 'listDocuments').mockResolvedValue({ total: mixed.length, documents: mixed })
    expect((await listBlogPosts()).map((p) => p.$id)).toEqual(['p1', 'p3', 'p4'])
    expect((await listBlogPosts({ language: 'fr' })).map((p) => p.$id)).toEqual(['p2'])
    // A language appwrite.json does not allow is a broken record: skipped in both, with its warning.
    expect(warn).toHaveBeenCalledWith('Skipped post "p5": its language is missing or not valid.')
  })

  it('rejects when the backend fails', async () => {
    vi.spyOn(databases, 'listDocuments').mockRejectedValue(new Error('Failed to fetch'))
    await expect(listBlogPosts()).rejects.toThrow('Failed to fetch')
  })
})
