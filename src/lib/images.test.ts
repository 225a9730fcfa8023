import { afterEach, describe, expect, it } from 'vitest'
import { imageSource, preloadImages } from './images'

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => ({
    href: link.getAttribute('href'),
    priority: link.getAttribute('fetchpriority'),
  }))

afterEach(() => document.head.replaceChildren())

describe('preloadImages', () => {
  it('asks for each picture once, at high priority, however often it is called', () => {
    preloadImages(['/images/news/a.webp', '/images/news/b.webp', '/images/news/a.webp'])
    preloadImages(['/images/news/b.webp'])
    expect(preloads()).toEqual([
      { href: '/images/news/a.webp', priority: 'high' },
      { href: '/images/news/b.webp', priority: 'high' },
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
