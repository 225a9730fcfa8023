// Pictures the screens show: the default one, and fetching the first ones before their screen is drawn.
// No React here: the page's entry reaches this through the early list fetch (src/lib/early-list-fetch.ts).

/** Shown where a picture is missing or fails to load. */
export const DEFAULT_IMAGE = '/default-image.jpg'

/** Longer than the imageUrl attribute allows (appwrite.json): not an address a record could hold. */
const MAX_IMAGE_ADDRESS = 2048

/**
 * The address an image element shows for `src`: its own when it is a usable picture address (a path on
 * this site, or an absolute http(s) URL with a host), else the default. A record's bad address
 * (`https://`, `//host`, `javascript:…`, a few KB of text) costs that record its picture, nothing more.
 */
export function imageSource(src: string | null | undefined, fallback = DEFAULT_IMAGE): string {
  const value = src?.trim()
  if (!value || value.length > MAX_IMAGE_ADDRESS) return fallback
  if (value.startsWith('/')) return value.startsWith('//') ? fallback : value
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' ? value : fallback
  } catch {
    return fallback
  }
}

/**
 * Starts downloading pictures a screen will show at its top, at high priority, while the screen's
 * code still loads: the image elements drawn later find them downloaded or under way (a news card's
 * picture is the page's largest element, so this is its LCP).
 */
export function preloadImages(urls: readonly string[]): void {
  const already = new Set(
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => link.href),
  )
  for (const url of urls) {
    const href = new URL(url, document.baseURI).href
    if (already.has(href)) continue
    already.add(href)
    const link = document.createElement('link')
    link.rel = 'preload'
    link.setAttribute('as', 'image')
    link.setAttribute('fetchpriority', 'high')
    link.href = url
    document.head.append(link)
  }
}
