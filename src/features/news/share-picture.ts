// The picture a post's link preview shows (its og:image and its Article's image): its own, as the
// networks show one large, where it can be had so; else the site's share picture.
import sitePostPictures from 'virtual:site-post-pictures'
import { SHARE_IMAGES, type ShareImage } from '../../components/page-meta'
import type { Locale } from '../../shared/locales'
import { configuredBackend, DEFAULT_IMAGE, imageSource, storagePreviewOf, type PictureBackend } from '../../lib/images'
import { postShareCopy, SHARE_PICTURE, sitePostPictureName } from '../../shared/picture-variants'

/**
 * A post's picture for link previews, described by `alt`:
 * - one of the site's own post pictures: its 1200×630 JPEG copy (the build writes it); one the folder
 *   does not have (the page shows the default picture) is the site's share picture;
 * - a file of the configured Appwrite storage: its preview at 1200×630 in JPEG;
 * - any other address as it is (its size unknown);
 * - none, or an unusable address: the site's share picture in the post's language, never the grey
 *   default the page shows.
 */
export function postSharePicture(
  imageUrl: string | null | undefined,
  alt: string,
  language: Locale,
  sitePictures: readonly string[] = sitePostPictures,
  backend: PictureBackend = configuredBackend(),
): ShareImage {
  const src = imageSource(imageUrl)
  if (src === DEFAULT_IMAGE) return SHARE_IMAGES[language]
  const name = sitePostPictureName(src)
  if (name !== undefined)
    return sitePictures.includes(name) ? { src: postShareCopy(name), alt, ...SHARE_PICTURE } : SHARE_IMAGES[language]
  if (src.startsWith('/')) return { src, alt }
  const preview = storagePreviewOf(new URL(src), backend)
  if (!preview) return { src, alt }
  return {
    src: preview({ width: SHARE_PICTURE.width, height: SHARE_PICTURE.height, output: 'jpg' }),
    alt,
    ...SHARE_PICTURE,
  }
}

/**
 * The pictures a post's schema.org Article names (search engines take several shapes): its own, as the
 * page shows it, and its link-preview copy; the site's share picture alone where the post has none.
 */
export function articleImages(imageUrl: string | null | undefined, share: ShareImage): string[] {
  if (Object.values(SHARE_IMAGES).includes(share)) return [share.src]
  return [...new Set([imageSource(imageUrl), share.src])]
}
