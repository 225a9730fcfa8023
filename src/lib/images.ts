// Pictures the screens show: the default one, the sizes each picture is offered in, and fetching the
// first ones before their screen is drawn. No React here: the page's entry reaches this through the
// early list fetch (src/lib/early-list-fetch.ts).
import { env } from '../config/env'
import {
  PICTURE_FORMATS,
  POST_PICTURE_WIDTHS,
  postPictureVariant,
  sitePostPictureName,
  type PictureFormat,
} from '../shared/picture-variants'

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

/** One format of a picture at several widths, as a <source> or the <img> itself offers it. */
export interface PictureSource {
  type: `image/${PictureFormat}`
  /** `address 480w, address 800w, …`: the browser takes the narrowest that fills the sizes at its density. */
  srcSet: string
}

/** A picture as an image element shows it. */
export interface PictureSources {
  /** The picture itself: the <img>'s src, shown where no srcset is understood. */
  src: string
  /** Copies at phone and computer widths, smallest format first; none for a picture shown as it is. */
  sources: readonly PictureSource[]
}

/** A picture from the source tree, as vite-imagetools' `as=picture` import gives it (src/image-imports.d.ts). */
export interface ImportedPicture {
  /** A srcset per format (avif, webp, …). */
  sources: Readonly<Record<string, string>>
  /** The largest copy in the last format, and its size. */
  img: { src: string; w: number; h: number }
}

/** A picture from the source tree with its own size, for the <img>'s width and height. */
export interface SizedPicture extends PictureSources {
  width: number
  height: number
}

const isPictureFormat = (format: string): format is PictureFormat =>
  (PICTURE_FORMATS as readonly string[]).includes(format)

/** An imported picture as the screens show it: its formats in PICTURE_FORMATS' order, and its size. */
export function importedPicture({ sources, img }: ImportedPicture): SizedPicture {
  const unknown = Object.keys(sources).filter((format) => !isPictureFormat(format))
  if (unknown.length > 0)
    throw new Error(`Pictures come as ${PICTURE_FORMATS.join(' and ')}, not ${unknown.join(', ')}`)
  return {
    src: img.src,
    sources: PICTURE_FORMATS.filter((format) => sources[format]).map((format) => ({
      type: `image/${format}`,
      srcSet: sources[format]!,
    })),
    width: img.w,
    height: img.h,
  }
}

const srcSetOf = (addressAt: (width: number) => string) =>
  POST_PICTURE_WIDTHS.map((width) => `${addressAt(width)} ${width}w`).join(', ')

/** An Appwrite storage file's view address, below the endpoint's path. */
const STORAGE_FILE_VIEW = /^\/storage\/buckets\/[^/]+\/files\/[^/]+\/view$/

/** What a storage file's preview is asked for: a width (the height follows), or both (cropped, centred). */
export interface PreviewOptions {
  width: number
  height?: number
  output: PictureFormat | 'jpg'
}

/**
 * A file of the configured Appwrite endpoint's storage, by its /view address: its file preview's
 * address for a size and format (the address the SDK's storage.getFilePreview builds). Undefined for a
 * /view address of any other host, which is shown as it is: its server may have no preview.
 */
export function storagePreviewOf(url: URL, backend: PictureBackend): ((options: PreviewOptions) => string) | undefined {
  const endpoint = new URL(backend.endpoint)
  const base = endpoint.pathname.replace(/\/+$/, '')
  if (url.origin !== endpoint.origin || !url.pathname.startsWith(`${base}/`)) return undefined
  if (!STORAGE_FILE_VIEW.test(url.pathname.slice(base.length))) return undefined
  const project = url.searchParams.get('project') || backend.projectId
  // A file shared by a token is previewed with the same token.
  const token = url.searchParams.get('token')
  return ({ width, height, output }) => {
    const address = new URL(url.pathname.replace(/\/view$/, '/preview'), url.origin)
    address.searchParams.set('width', String(width))
    if (height !== undefined) address.searchParams.set('height', String(height))
    address.searchParams.set('output', output)
    address.searchParams.set('project', project)
    if (token) address.searchParams.set('token', token)
    return address.href
  }
}

/** A storage file's copies at phone and computer widths, through its file preview (storagePreviewOf). */
function appwritePreviews(url: URL, backend: PictureBackend): PictureSource[] {
  const preview = storagePreviewOf(url, backend)
  if (!preview) return []
  return PICTURE_FORMATS.map((format) => ({
    type: `image/${format}`,
    srcSet: srcSetOf((width) => preview({ width, output: format })),
  }))
}

/** The backend whose storage files have previews. */
export interface PictureBackend {
  endpoint: string
  projectId: string
}

export const configuredBackend = (): PictureBackend => ({
  endpoint: env.appwriteEndpoint,
  projectId: env.appwriteProjectId,
})

/**
 * A post's picture (its imageUrl) as the image element offers it: resized copies at phone and computer
 * widths, in avif and webp, where there are any:
 * - the site's own post pictures (/images/news/*), whose copies the build writes beside them;
 * - a file of the configured Appwrite storage (its /view address), through the file preview;
 * - any other address as it is; a missing or unusable one (see imageSource) is the default picture.
 */
export function pictureSources(
  imageUrl: string | null | undefined,
  fallback = DEFAULT_IMAGE,
  backend: PictureBackend = configuredBackend(),
): PictureSources {
  const src = imageSource(imageUrl, fallback)
  if (src === fallback) return { src, sources: [] }
  const name = sitePostPictureName(src)
  if (name !== undefined)
    return {
      src,
      sources: PICTURE_FORMATS.map((format) => ({
        type: `image/${format}`,
        srcSet: srcSetOf((width) => postPictureVariant(name, width, format)),
      })),
    }
  return { src, sources: src.startsWith('/') ? [] : appwritePreviews(new URL(src), backend) }
}

/** A picture a screen will show at its top, and its width there (the <img>'s sizes). */
export interface PicturePreload {
  picture: PictureSources
  sizes: string
}

/** What a preload link for a picture carries besides its href. */
export interface ResponsivePreload {
  imageSrcSet: string
  imageSizes: string
  type: PictureSource['type']
}

/**
 * The preload link for a picture: its first source's srcset and type, so the link and the <picture>
 * fetch the same file, and a browser that cannot show that type skips the link (it would otherwise
 * fetch a file its <picture> does not take). A picture without sources is preloaded by its src.
 */
export function preloadOf({ picture, sizes }: PicturePreload): { href: string; responsive?: ResponsivePreload } {
  const [first] = picture.sources
  if (!first) return { href: picture.src }
  return { href: picture.src, responsive: { imageSrcSet: first.srcSet, imageSizes: sizes, type: first.type } }
}

/**
 * Starts downloading pictures a screen will show at its top, at high priority, while the screen's
 * code still loads: the image elements drawn later find them downloaded or under way (a news card's
 * picture is the page's largest element, so this is its LCP). Each link has the attributes React's
 * own preload of the picture would have (src/components/responsive-picture.tsx), so React finds it
 * and adds no second one.
 */
export function preloadPictures(pictures: readonly PicturePreload[]): void {
  const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')]
  const already = new Set(links.map((link) => link.getAttribute('imagesrcset') ?? link.href))
  for (const picture of pictures) {
    const { href, responsive } = preloadOf(picture)
    const key = responsive?.imageSrcSet ?? new URL(href, document.baseURI).href
    if (already.has(key)) continue
    already.add(key)
    const link = document.createElement('link')
    link.rel = 'preload'
    link.setAttribute('as', 'image')
    link.setAttribute('fetchpriority', 'high')
    // As React writes it: a link with a srcset has no href (only a browser without srcset would use it).
    if (responsive) {
      link.setAttribute('imagesrcset', responsive.imageSrcSet)
      link.setAttribute('imagesizes', responsive.imageSizes)
      link.setAttribute('type', responsive.type)
    } else link.href = href
    document.head.append(link)
  }
}
