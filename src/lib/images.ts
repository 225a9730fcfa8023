// Pictures the screens show: the default one, and fetching the first ones before their screen is drawn.
// No React here: the page's entry reaches this through the early list fetch (src/lib/early-list-fetch.ts).

/** Shown where a picture is missing or fails to load. */
export const DEFAULT_IMAGE = '/default-image.jpg'

/** The address an image element shows for `src`: its own, or the default when it has none. */
export const imageSource = (src: string | null | undefined, fallback = DEFAULT_IMAGE): string =>
  src?.trim() ? src : fallback

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
