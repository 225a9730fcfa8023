// The resized copies of the site's own post pictures (public/images/news/, the demo data's): the build
// writes them (scripts/post-picture-variants.ts) and the page names them in each picture's srcset
// (src/lib/images.ts). One rule for both, so every address the page offers is a file the build wrote.

/**
 * Widths written for each picture: a card or a post on a phone (380 CSS px at 1.25× to 2×, or up to
 * 3× on the largest phones), a card on a computer (23rem), and a post on a computer's 2× screen.
 */
export const POST_PICTURE_WIDTHS = [480, 800, 1200] as const

/** Smallest first: a <picture> offers them in this order, and a browser takes the first it can show. */
export const PICTURE_FORMATS = ['avif', 'webp'] as const
export type PictureFormat = (typeof PICTURE_FORMATS)[number]

/**
 * A picture of the site's own post folder, by its file name: word characters and dashes with an image
 * extension. A name ending in a width (`-480w`) or `-share` is a copy already, never given copies of its own.
 */
const SITE_POST_PICTURE = /^\/images\/news\/([\w-]+?)(?<!-\d+w|-share)\.(?:webp|avif|jpe?g|png)$/

/** The name part of a site post picture's path (`/images/news/news-01.webp` → `news-01`), if it is one. */
export function sitePostPictureName(path: string): string | undefined {
  return SITE_POST_PICTURE.exec(path)?.[1]
}

/** `news-01`, 480, 'avif' → `/images/news/news-01-480w.avif`. */
export const postPictureVariant = (name: string, width: number, format: PictureFormat) =>
  `/images/news/${name}-${width}w.${format}`

/**
 * A link preview's picture: 1200×630, the size Facebook, LinkedIn and X show large, and JPEG, which all
 * of them read (LinkedIn and Facebook take no AVIF, and a first share shows no picture of unknown size).
 */
export const SHARE_PICTURE = { width: 1200, height: 630, type: 'image/jpeg' } as const

/** `news-01` → `/images/news/news-01-share.jpg`, its link-preview copy. */
export const postShareCopy = (name: string) => `/images/news/${name}-share.jpg`
