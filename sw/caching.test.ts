import { describe, expect, it } from 'vitest'
import { BACKEND_ORIGIN, isContentImage, isContentImageUrl, NAVIGATION_DENYLIST } from './caching'

const SITE = 'http://localhost:4173'
const request = (destination: string, method = 'GET') => ({ destination, method }) as Request
const match = (href: string, destination = 'image', method = 'GET') => {
  const url = new URL(href)
  return isContentImage({ request: request(destination, method), url, sameOrigin: url.origin === SITE })
}

describe('run-time image caching', () => {
  it('caches post images from the site and from the Appwrite storage API', () => {
    expect(match(`${SITE}/images/news/news-01.webp`)).toBe(true)
    expect(match(`${BACKEND_ORIGIN}/v1/storage/buckets/blog/files/abc/view?project=maple-pathways`)).toBe(true)
    expect(match(`${BACKEND_ORIGIN}/v1/storage/buckets/blog/files/abc/preview?width=800`)).toBe(true)
  })

  it("leaves another Appwrite's pictures to the browser: the worker may fetch only from the backend (connect-src)", () => {
    expect(match('https://cloud.appwrite.io/v1/storage/buckets/blog/files/abc/preview?width=800')).toBe(false)
    const other = new URL('https://cloud.appwrite.io/v1/storage/buckets/blog/files/abc/view')
    expect(isContentImageUrl(other, false)).toBe(false)
  })

  it('caches nothing else the backend answers: lists, documents, contact, scripts, POSTs', () => {
    expect(match('http://localhost:8787/v1/databases/main/collections/blog/documents', '')).toBe(false)
    expect(match('http://localhost:8787/contact', '', 'POST')).toBe(false)
    expect(match('http://localhost:8787/v1/storage/buckets/resumes/files', 'image', 'POST')).toBe(false)
    expect(match(`${SITE}/static/js/index.js`, 'script')).toBe(false)
    // Other origins are left to the browser (the worker's fetch would break on connect-src).
    expect(match('https://images.example.com/photo.jpg')).toBe(false)
  })
})

describe('images a page loaded before the worker took over', () => {
  const kept = (href: string) => {
    const url = new URL(href)
    return isContentImageUrl(url, url.origin === SITE)
  }

  it('keeps the same images by their address alone', () => {
    expect(kept(`${SITE}/images/news/news-01.webp`)).toBe(true)
    expect(kept(`${BACKEND_ORIGIN}/v1/storage/buckets/blog/files/abc/view?project=maple-pathways`)).toBe(true)
  })

  it('keeps nothing that is not an image: style sheets, scripts, lists, other origins', () => {
    expect(kept(`${SITE}/static/css/style.css`)).toBe(false)
    expect(kept(`${SITE}/static/js/index.js`)).toBe(false)
    expect(kept('http://localhost:8787/v1/databases/main/collections/blog/documents')).toBe(false)
    expect(kept('https://images.example.com/photo.jpg')).toBe(false)
  })
})

describe('navigation fallback', () => {
  const denied = (path: string) => NAVIGATION_DENYLIST.some((re) => re.test(path))

  it('serves the app shell for every app address', () => {
    for (const path of [
      '/',
      '/news',
      '/news/6740a1b2c3d4',
      '/jobs',
      '/about',
      '/contact',
      '/services',
      '/no-such-page',
    ]) {
      expect(denied(path)).toBe(false)
    }
  })

  it('never for files or the test hooks', () => {
    for (const path of [
      '/sw.js',
      '/manifest.webmanifest',
      '/robots.txt',
      '/default-image.jpg',
      '/icons/pwa-192.png',
      '/__test__/faults',
    ]) {
      expect(denied(path)).toBe(true)
    }
  })
})
