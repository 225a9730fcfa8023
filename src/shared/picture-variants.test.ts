import { describe, expect, it } from 'vitest'
import { postPictureVariant, postShareCopy, sitePostPictureName } from './picture-variants'

describe("the site's own post pictures", () => {
  it('are named by their file, never a copy: a width copy or a link-preview copy has no copies of its own', () => {
    expect(sitePostPictureName('/images/news/news-01.webp')).toBe('news-01')
    expect(sitePostPictureName('/images/news/my-share-photo.jpg')).toBe('my-share-photo')
    for (const copy of [postPictureVariant('news-01', 480, 'avif'), postShareCopy('news-01')])
      expect(sitePostPictureName(copy), copy).toBeUndefined()
    for (const other of ['/images/team/amara.jpg', '/images/news/a/b.webp', 'https://x.example/images/news/n.webp'])
      expect(sitePostPictureName(other), other).toBeUndefined()
  })
})
