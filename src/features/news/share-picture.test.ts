import { describe, expect, it } from 'vitest'
import { SHARE_IMAGES } from '../../components/page-meta'
import { articleImages, postSharePicture } from './share-picture'

const BACKEND = { endpoint: 'https://cloud.appwrite.io/v1', projectId: 'maple' }
const share = (imageUrl: string | null, sitePictures = ['news-01']) =>
  postSharePicture(imageUrl, 'Express Entry draw', 'en', sitePictures, BACKEND)

describe("a post's link-preview picture", () => {
  it("is one of the site's pictures as its 1200×630 JPEG copy", () => {
    expect(share('/images/news/news-01.webp')).toEqual({
      src: '/images/news/news-01-share.jpg',
      alt: 'Express Entry draw',
      width: 1200,
      height: 630,
      type: 'image/jpeg',
    })
  })

  it("is the site's share picture where the post has none, an unusable one, or one the site does not have", () => {
    for (const imageUrl of [null, '', 'javascript:alert(1)', '/images/news/news-99.webp'])
      expect(share(imageUrl), String(imageUrl)).toBe(SHARE_IMAGES.en)
    // The real list of the site's pictures, as the build writes their copies.
    expect(postSharePicture('/images/news/news-12.webp', 'x', 'en')).toMatchObject({
      src: '/images/news/news-12-share.jpg',
    })
    expect(postSharePicture('/images/news/missing-photo.webp', 'x', 'en')).toBe(SHARE_IMAGES.en)
  })

  it('is the French share picture, its tagline in French, for a French post without one', () => {
    expect(postSharePicture(null, 'x', 'fr')).toMatchObject({ src: '/images/share.fr.jpg', width: 1200, height: 630 })
    expect(articleImages(null, postSharePicture(null, 'x', 'fr'))).toEqual(['/images/share.fr.jpg'])
  })

  it("is a file of the backend's storage as its preview, cropped to 1200×630 in JPEG, with the file's token", () => {
    const view = 'https://cloud.appwrite.io/v1/storage/buckets/posts/files/f1/view?project=maple&token=t0'
    const picture = share(view)
    const preview = new URL(picture.src)
    expect(preview.pathname).toBe('/v1/storage/buckets/posts/files/f1/preview')
    expect(Object.fromEntries(preview.searchParams)).toEqual({
      width: '1200',
      height: '630',
      output: 'jpg',
      project: 'maple',
      token: 't0',
    })
    expect(picture).toMatchObject({ width: 1200, height: 630, type: 'image/jpeg', alt: 'Express Entry draw' })
  })

  it("is named by the post's Article in both shapes, its own and the preview's; the share picture alone", () => {
    const own = '/images/news/news-01.webp'
    expect(articleImages(own, share(own))).toEqual([own, '/images/news/news-01-share.jpg'])
    const elsewhere = 'https://example.org/photo.png'
    expect(articleImages(elsewhere, share(elsewhere))).toEqual([elsewhere])
    for (const imageUrl of [null, '/images/news/news-99.webp'])
      expect(articleImages(imageUrl, share(imageUrl))).toEqual(['/images/share.jpg'])
  })

  it('is any other picture as it is, its size unknown', () => {
    for (const src of ['https://example.org/photo.png', 'https://other.example/v1/storage/buckets/b/files/f/view'])
      expect(share(src)).toEqual({ src, alt: 'Express Entry draw' })
    expect(share('/images/team/amara.jpg')).toEqual({ src: '/images/team/amara.jpg', alt: 'Express Entry draw' })
  })
})
