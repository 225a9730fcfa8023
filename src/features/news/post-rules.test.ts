import { describe, expect, it } from 'vitest'
import type { BlogPost } from '../../shared/models'
import { bylineOf, picturesShownFirst } from './post-rules'
import { expressEntry, hiddenPost, studyPermits } from './test-posts'

describe('picturesShownFirst (fetched while the news screen still loads)', () => {
  const post = (id: string, title: string, imageUrl: string | null): BlogPost => ({
    ...expressEntry,
    $id: id,
    title,
    imageUrl,
  })

  it("is the first row of the list: the first three cards' pictures, the default one where a post has none", () => {
    const posts = [
      hiddenPost,
      expressEntry,
      studyPermits,
      post('c', 'Third', '/c.webp'),
      post('d', 'Fourth', '/d.webp'),
    ]
    expect(picturesShownFirst(posts, { search: '' }, 'localhost')).toEqual([
      '/images/news/express.jpg',
      '/default-image.jpg',
      '/c.webp',
    ])
  })

  it('follows the search, as the cards do (titles, case-insensitively)', () => {
    const posts = [expressEntry, studyPermits, post('c', 'Express Entry: what changed', '/c.webp')]
    expect(picturesShownFirst(posts, { search: 'EXPRESS' }, 'localhost')).toEqual([
      '/images/news/express.jpg',
      '/c.webp',
    ])
  })

  it("is the post's own picture on its page, and nothing for a post this host does not show", () => {
    const posts = [hiddenPost, expressEntry, studyPermits]
    expect(picturesShownFirst(posts, { postId: expressEntry.$id, search: '' }, 'localhost')).toEqual([
      '/images/news/express.jpg',
    ])
    expect(picturesShownFirst(posts, { postId: hiddenPost.$id, search: '' }, 'localhost')).toEqual([])
    expect(picturesShownFirst(posts, { postId: 'no-such-post', search: '' }, 'localhost')).toEqual([])
  })
})

describe('bylineOf', () => {
  const words = { unknownAuthor: 'Unknown Author', unknownDate: 'date unknown' }
  const post = (fields: Partial<BlogPost>) => ({ $id: 'p', title: 't', ...fields }) as BlogPost

  it("reads 'By {author or Unknown Author} - {created date}'", () => {
    expect(bylineOf(post({ author: 'Ana', createdAt: '2026-01-05T12:00:00Z' }), words)).toBe('By Ana - January 5, 2026')
    expect(bylineOf(post({ author: '  ', createdAt: '9999-12-31T12:00:00Z' }), words)).toBe(
      'By Unknown Author - December 31, 9999',
    )
  })

  it('says the date is unknown when the record holds no readable date, instead of failing or showing it raw', () => {
    expect(bylineOf(post({ author: 'Ana', createdAt: 'yesterday-ish' }), words)).toBe('By Ana - date unknown')
  })
})
