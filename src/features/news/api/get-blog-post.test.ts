import { AppwriteException } from 'appwrite'
import { describe, expect, it, vi } from 'vitest'
import { env } from '../../../config/env'
import { databases } from '../../../lib/appwrite'
import { expressEntry } from '../test-posts'
import { getBlogPost } from './get-blog-post'

describe('getBlogPost (a post by its id, whatever its language)', () => {
  it('reads the document from the blog collection', async () => {
    const spy = vi.spyOn(databases, 'getDocument').mockResolvedValue(expressEntry)
    expect(await getBlogPost('post-express')).toEqual(expressEntry)
    expect(spy).toHaveBeenCalledWith({
      databaseId: env.databaseId,
      collectionId: env.blogCollectionId,
      documentId: 'post-express',
    })
  })

  it('answers undefined for no such post (404), or one missing a field the screens need', async () => {
    vi.spyOn(databases, 'getDocument').mockRejectedValueOnce(
      new AppwriteException("Document with the requested ID 'nope' could not be found.", 404, 'document_not_found'),
    )
    expect(await getBlogPost('nope')).toBeUndefined()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(databases, 'getDocument').mockResolvedValueOnce({ ...expressEntry, title: '' } as typeof expressEntry)
    expect(await getBlogPost('post-express')).toBeUndefined()
  })

  it('rejects on any other failure, for the screen to fall back or report', async () => {
    vi.spyOn(databases, 'getDocument').mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await expect(getBlogPost('post-express')).rejects.toThrow('Failed to fetch')
  })
})
