import { describe, expect, it, vi } from 'vitest'
import type { BlogPost } from '../../shared/models'
import {
  bylineOf,
  CARD_PICTURE_SIZES,
  cardPicturePlace,
  isUsablePost,
  isVisibleOn,
  picturesShownFirst,
  POST_PICTURE_SIZES,
} from './post-rules'
import { expressEntry, hiddenPost, studyPermits } from './test-posts'
import { newsContent } from './news-content'
import * as frenchNews from './news-content.fr'

describe('picturesShownFirst (fetched while the news screen still loads)', () => {
  const post = (id: string, title: string, imageUrl: string | null): BlogPost => ({
    ...expressEntry,
    $id: id,
    title,
    imageUrl,
  })
  const shown = (...args: Parameters<typeof picturesShownFirst>) =>
    picturesShownFirst(...args).map(({ picture, sizes }) => ({ src: picture.src, sizes }))

  it("is the list's LCP: the first card's picture at a card's width, the default one where that post has none", () => {
    const posts = [hiddenPost, expressEntry, studyPermits, post('c', 'Third', '/c.webp')]
    expect(shown(posts, { search: '' }, 'localhost')).toEqual([
      { src: '/images/news/news-01.webp', sizes: CARD_PICTURE_SIZES },
    ])
    const [first] = picturesShownFirst(posts, { search: '' }, 'localhost')
    // A site post picture comes with its copies, which the preload asks for.
    expect(first!.picture.sources[0]!.srcSet).toContain('/images/news/news-01-800w.avif 800w')
    expect(shown([studyPermits, expressEntry], { search: '' }, 'localhost')).toEqual([
      { src: '/default-image.jpg', sizes: CARD_PICTURE_SIZES },
    ])
  })

  it('follows the search, as the cards do (titles, case-insensitively)', () => {
    const posts = [studyPermits, post('c', 'Express Entry: what changed', '/c.webp'), expressEntry]
    expect(shown(posts, { search: 'EXPRESS' }, 'localhost')).toEqual([{ src: '/c.webp', sizes: CARD_PICTURE_SIZES }])
    expect(shown(posts, { search: 'no such title' }, 'localhost')).toEqual([])
  })

  it("is the post's own picture on its page, and nothing for a post this host does not show", () => {
    const posts = [hiddenPost, expressEntry, studyPermits]
    expect(shown(posts, { postId: expressEntry.$id, search: '' }, 'localhost')).toEqual([
      { src: '/images/news/news-01.webp', sizes: POST_PICTURE_SIZES },
    ])
    expect(shown(posts, { postId: hiddenPost.$id, search: '' }, 'localhost')).toEqual([])
    expect(shown(posts, { postId: 'no-such-post', search: '' }, 'localhost')).toEqual([])
  })
})

describe('cardPicturePlace', () => {
  it('loads the first card first (the LCP), the rest of the first row at once, the others lazily', () => {
    expect([0, 1, 2, 3, 4].map(cardPicturePlace)).toEqual(['lcp', 'eager', 'eager', 'lazy', 'lazy'])
  })
})

describe('bylineOf', () => {
  const words = newsContent
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

  it("reads 'Par {auteur} – {date}' on a French page, the date written in French", () => {
    const french = frenchNews.newsContent
    expect(bylineOf(post({ author: 'Ana', createdAt: '2026-05-01T12:00:00Z' }), french, 'fr')).toBe(
      'Par Ana – 1er mai 2026',
    )
    expect(bylineOf(post({ createdAt: '2026-01-05T12:00:00Z' }), french, 'fr')).toBe(
      'Par Auteur inconnu – 5 janvier 2026',
    )
    expect(bylineOf(post({ author: 'Ana', createdAt: '?' }), french, 'fr')).toBe('Par Ana – date inconnue')
  })
})

describe('isUsablePost', () => {
  it('takes a post in English or French, or with no language (English)', () => {
    for (const language of ['en', 'fr', null, undefined] as const)
      expect(isUsablePost({ ...expressEntry, language })).toBe(true)
  })

  it('skips a post whose language appwrite.json does not allow, with its warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(isUsablePost({ ...expressEntry, language: 'de' } as unknown as BlogPost)).toBe(false)
    expect(warn).toHaveBeenCalledWith(`Skipped post "${expressEntry.$id}": its language is missing or not valid.`)
  })
})

describe('isVisibleOn', () => {
  it('reads the visibility list as host names: case and stray spaces aside, as a browser reads an address', () => {
    const post = (visibility: string[]) => ({ visibility }) as BlogPost
    expect(isVisibleOn(post(['www.maple.example']), 'www.maple.example')).toBe(true)
    expect(isVisibleOn(post([' WWW.Maple.Example ']), 'www.maple.example')).toBe(true)
    expect(isVisibleOn(post(['maple.example']), 'www.maple.example')).toBe(false)
    // Copied whole from the address bar, an address names its host.
    for (const copied of ['https://www.maple.example/', 'www.maple.example/', 'HTTP://www.maple.example:8080/news'])
      expect(isVisibleOn(post([copied]), 'www.maple.example'), copied).toBe(true)
    expect(isVisibleOn(post(['https://maple.example/']), 'www.maple.example')).toBe(false)
    // No other scheme, and no user's name before the host: neither names it.
    for (const other of ['mailto:office@www.maple.example', 'ftp://www.maple.example/', 'user:pw@www.maple.example'])
      expect(isVisibleOn(post([other]), 'www.maple.example'), other).toBe(false)
    expect(isVisibleOn(post(['localhost:4173']), 'localhost')).toBe(true)
    expect(isVisibleOn(post(['www.maple.example:8080?x']), 'www.maple.example')).toBe(true)
    // The root's dot on either side; a name in Unicode as the browser writes it (punycode).
    expect(isVisibleOn(post(['www.maple.example.']), 'www.maple.example')).toBe(true)
    expect(isVisibleOn(post(['www.maple.example']), 'www.maple.example.')).toBe(true)
    expect(isVisibleOn(post(['café.example']), 'xn--caf-dma.example')).toBe(true)
    expect(isVisibleOn({ visibility: null } as unknown as BlogPost, 'www.maple.example')).toBe(false)
  })
})
