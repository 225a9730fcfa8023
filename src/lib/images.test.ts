import { afterEach, describe, expect, it } from 'vitest'
import { imageSource, importedPicture, pictureSources, preloadPictures, type PicturePreload } from './images'

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => ({
    href: link.getAttribute('href'),
    srcset: link.getAttribute('imagesrcset'),
    sizes: link.getAttribute('imagesizes'),
    type: link.getAttribute('type'),
    priority: link.getAttribute('fetchpriority'),
  }))

afterEach(() => document.head.replaceChildren())

const BACKEND = { endpoint: 'https://cloud.appwrite.io/v1', projectId: 'maple' }
const VIEW = 'https://cloud.appwrite.io/v1/storage/buckets/blog/files/f1/view'

describe('pictureSources', () => {
  it("offers a site post picture's copies at phone and computer widths, avif first, the picture itself as src", () => {
    expect(pictureSources('/images/news/news-01.webp', undefined, BACKEND)).toEqual({
      src: '/images/news/news-01.webp',
      sources: [
        {
          type: 'image/avif',
          srcSet:
            '/images/news/news-01-480w.avif 480w, /images/news/news-01-800w.avif 800w, /images/news/news-01-1200w.avif 1200w',
        },
        {
          type: 'image/webp',
          srcSet:
            '/images/news/news-01-480w.webp 480w, /images/news/news-01-800w.webp 800w, /images/news/news-01-1200w.webp 1200w',
        },
      ],
    })
  })

  it("offers a file of the configured Appwrite storage through its preview (width, output, the view's project and token)", () => {
    const { src, sources } = pictureSources(`${VIEW}?project=maple-pathways&token=t0k`, undefined, BACKEND)
    expect(src).toBe(`${VIEW}?project=maple-pathways&token=t0k`)
    expect(sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp'])
    const preview = 'https://cloud.appwrite.io/v1/storage/buckets/blog/files/f1/preview'
    expect(sources[0]!.srcSet).toBe(
      [480, 800, 1200]
        .map((width) => `${preview}?width=${width}&output=avif&project=maple-pathways&token=t0k ${width}w`)
        .join(', '),
    )
    expect(sources[1]!.srcSet).toContain(`${preview}?width=800&output=webp&project=maple-pathways&token=t0k 800w`)
    // Without a project in the view address, the configured one.
    expect(pictureSources(VIEW, undefined, BACKEND).sources[1]!.srcSet).toContain(
      `${preview}?width=480&output=webp&project=maple 480w`,
    )
  })

  it('shows any other address as it is: another host, a path outside the post pictures, another storage call', () => {
    for (const address of [
      'https://cdn.example.org/a.jpg',
      'https://other.example.org/v1/storage/buckets/blog/files/f1/view',
      'https://cloud.appwrite.io/v2/storage/buckets/blog/files/f1/view',
      'https://cloud.appwrite.io/v1/storage/buckets/blog/files/f1/download',
      '/images/other/a.webp',
      '/images/news/sub/a.webp',
      '/images/news/news-01-480w.webp',
      '/images/news/a.webp?v=2',
    ])
      expect(pictureSources(address, undefined, BACKEND), address).toEqual({ src: address, sources: [] })
  })

  it('is the default picture, as it is, for a missing or bad address', () => {
    for (const bad of [null, undefined, '', 'javascript:alert(1)', '//evil.example.org/a.jpg', 'https://'])
      expect(pictureSources(bad, undefined, BACKEND), String(bad)).toEqual({ src: '/default-image.jpg', sources: [] })
    expect(pictureSources('not a url', '/other-default.jpg', BACKEND)).toEqual({
      src: '/other-default.jpg',
      sources: [],
    })
  })
})

describe('importedPicture', () => {
  it("puts vite-imagetools' formats in the picture's order, with the largest copy's size", () => {
    const picture = importedPicture({
      sources: { webp: '/h-480.webp 480w, /h-800.webp 800w', avif: '/h-480.avif 480w, /h-800.avif 800w' },
      img: { src: '/h-800.webp', w: 800, h: 600 },
    })
    expect(picture).toEqual({
      src: '/h-800.webp',
      sources: [
        { type: 'image/avif', srcSet: '/h-480.avif 480w, /h-800.avif 800w' },
        { type: 'image/webp', srcSet: '/h-480.webp 480w, /h-800.webp 800w' },
      ],
      width: 800,
      height: 600,
    })
    expect(() => importedPicture({ sources: { jpeg: '/h.jpg 480w' }, img: { src: '/h.jpg', w: 480, h: 360 } })).toThrow(
      /not jpeg/,
    )
  })
})

describe('preloadPictures', () => {
  const card = (imageUrl: string): PicturePreload => ({
    picture: pictureSources(imageUrl, undefined, BACKEND),
    sizes: 'calc(100vw - 2rem)',
  })

  it("asks for each picture once, at high priority, with its first source's srcset, sizes and type", () => {
    preloadPictures([card('/images/news/a.webp'), card('https://cdn.example.org/b.jpg'), card('/images/news/a.webp')])
    preloadPictures([card('https://cdn.example.org/b.jpg')])
    expect(preloads()).toEqual([
      {
        href: null,
        srcset: '/images/news/a-480w.avif 480w, /images/news/a-800w.avif 800w, /images/news/a-1200w.avif 1200w',
        sizes: 'calc(100vw - 2rem)',
        type: 'image/avif',
        priority: 'high',
      },
      { href: 'https://cdn.example.org/b.jpg', srcset: null, sizes: null, type: null, priority: 'high' },
    ])
  })
})

describe('imageSource', () => {
  it('is the default picture where there is none, as the image element shows it', () => {
    expect(imageSource('/a.webp')).toBe('/a.webp')
    expect(imageSource('  ')).toBe('/default-image.jpg')
    expect(imageSource(null)).toBe('/default-image.jpg')
  })

  it("keeps a site path or an absolute http(s) address, and gives any other value the default: one bad record's picture costs only it", () => {
    expect(imageSource('https://cdn.example.org/a.jpg')).toBe('https://cdn.example.org/a.jpg')
    expect(imageSource('http://localhost:8787/v1/storage/buckets/b/files/f/view?project=p')).toContain('/files/f/view')
    for (const bad of [
      'https://',
      'http://',
      '//evil.example.org/a.jpg',
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'images/no-leading-slash.jpg',
      `https://example.org/${'a'.repeat(3000)}.jpg`,
      'not a url',
    ])
      expect(imageSource(bad), bad).toBe('/default-image.jpg')
  })
})
