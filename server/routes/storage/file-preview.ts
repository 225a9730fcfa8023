// Appwrite's file preview (GET …/files/{fileId}/preview; Appwrite 1.9.6,
// src/Appwrite/Platform/Modules/Storage/Http/Buckets/Files/Preview/Get.php and utopia-php/image's
// Image::crop), drawn with sharp: the same parameters, ranges, defaults, formats and error answers, so
// the site cannot tell this server from Appwrite. What differs is said where it does.
import sharp, { type Metadata, type Sharp } from 'sharp'
import { AppwriteError } from '../../lib/errors'
import { extensionOf, sniffMimeType } from '../../lib/file-signatures'

/** Appwrite's storage-outputs: what `output` may name, and the content type each is served as. */
const OUTPUTS = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  avif: 'image/avif',
  gif: 'image/gif',
} as const
type Output = keyof typeof OUTPUTS

/** Appwrite's app/config/storage/inputs.php: only these are drawn; any other file (AVIF too) previews as an icon. */
export const PREVIEW_INPUTS = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  heic: 'image/heic',
  webp: 'image/webp',
  gif: 'image/gif',
} as const
const INPUTS = new Set<string>(Object.values(PREVIEW_INPUTS))

const GRAVITIES = [
  'center',
  'top-left',
  'top',
  'top-right',
  'left',
  'right',
  'bottom-left',
  'bottom',
  'bottom-right',
] as const
type Gravity = (typeof GRAVITIES)[number]

/** _APP_STORAGE_PREVIEW_LIMIT's default: a larger image previews as the generic picture icon. */
const PREVIEW_SIZE_LIMIT = 20_000_000
/** sharp's own input limit (libvips' 0x3FFF × 0x3FFF), where Appwrite has ImageMagick's resource limits. */
const MAX_SIDE = 0x3fff
const MAX_PIXELS = MAX_SIDE * MAX_SIDE
/** What the preview action sets (30 days). */
export const PREVIEW_CACHE_CONTROL = 'private, max-age=2592000'

export interface PreviewOptions {
  width: number
  height: number
  gravity: Gravity
  quality: number
  borderWidth: number
  borderColor: string
  borderRadius: number
  opacity: number
  rotation: number
  background: string
  output: Output | ''
}

// PHP's is_numeric (whitespace either side allowed); an integer parameter must also stay an integer
// when PHP adds 0 to it, so "4.0" and "1e3" are refused as Appwrite's Range validator refuses them.
const PHP_SPACE = '[ \\t\\n\\r\\v\\f]*'
const INTEGER = new RegExp(`^${PHP_SPACE}[+-]?\\d+${PHP_SPACE}$`)
const NUMBER = new RegExp(`^${PHP_SPACE}[+-]?(\\d+(\\.\\d*)?|\\.\\d+)([eE][+-]?\\d+)?${PHP_SPACE}$`)
const HEX_COLOR = /^([A-Fa-f0-9]{6}|[A-Fa-f0-9]{3})$/
const TOKEN_MAX_LENGTH = 512

/** utopia-php's message for a parameter its validator refused; Appwrite answers it as general_argument_invalid. */
const invalid = (name: string, rule: string) =>
  new AppwriteError('general_argument_invalid', `Invalid \`${name}\` param: ${rule}`)

/** PHP's number_format: thousands separated by commas. */
const formatNumber = (n: number) => n.toLocaleString('en-US')

/**
 * Reads and checks the parameters in Appwrite's order, each only when it is sent (an empty value is
 * sent, and refused, as in Appwrite); what is absent takes Appwrite's default.
 */
export function readPreviewOptions(param: (name: string) => string | undefined): PreviewOptions {
  const range = (name: string, min: number, max: number, fallback: number, kind: 'integer' | 'float' = 'integer') => {
    const value = param(name)
    if (value === undefined) return fallback
    const number = (kind === 'integer' ? INTEGER : NUMBER).test(value) ? Number(value.trim()) : NaN
    if (!(number >= min && number <= max))
      throw invalid(name, `Value must be a valid range between ${formatNumber(min)} and ${formatNumber(max)}`)
    return number
  }
  const hexColor = (name: string) => {
    const value = param(name)
    if (value === undefined) return ''
    if (!HEX_COLOR.test(value)) throw invalid(name, 'Value must be a valid Hex color code')
    return value
  }
  const oneOf = <T extends string>(name: string, list: readonly T[], fallback: T | '', caseSensitive: boolean) => {
    const value = param(name)
    if (value === undefined) return fallback
    const found = list.find((item) => item === (caseSensitive ? value : value.toLowerCase()))
    if (found === undefined) throw invalid(name, `Value must be one of (${list.join(', ')})`)
    return found
  }

  const width = range('width', 0, 4000, 0)
  const height = range('height', 0, 4000, 0)
  const gravity = oneOf('gravity', GRAVITIES, 'center', false) as Gravity
  const quality = range('quality', -1, 100, -1)
  const borderWidth = range('borderWidth', 0, 100, 0)
  const borderColor = hexColor('borderColor')
  const borderRadius = range('borderRadius', 0, 4000, 0)
  const opacity = range('opacity', 0, 1, 1, 'float')
  const rotation = range('rotation', -360, 360, 0)
  const background = hexColor('background')
  const output = oneOf('output', Object.keys(OUTPUTS) as Output[], '', true)
  // A file token only matters to Appwrite's resource tokens, which this server has none of.
  const token = param('token')
  if (token !== undefined && [...token].length > TOKEN_MAX_LENGTH)
    throw invalid('token', `Value must be a valid string and no longer than ${TOKEN_MAX_LENGTH} chars`)
  return {
    width,
    height,
    gravity,
    quality,
    borderWidth,
    borderColor,
    borderRadius,
    opacity,
    rotation,
    background,
    output,
  }
}

// The icons Appwrite previews other files as (app/config/storage/logos): 1200 × 800, a grey glyph on
// transparency, then flattened on #eceff1. Drawn here to the same size and look, not copied.
const GLYPH = '#9ca3af'
const ICONS = {
  document: `<path fill="${GLYPH}" d="M468 144h136v152a56 56 0 0 0 56 56h132v244a60 60 0 0 1-60 60H468a60 60 0 0 1-60-60V204a60 60 0 0 1 60-60z"/><path fill="${GLYPH}" d="M670 170l116 122H670z"/>`,
  picture: `<path fill="${GLYPH}" fill-rule="evenodd" d="M408 176h384a64 64 0 0 1 64 64v320a64 64 0 0 1-64 64H408a64 64 0 0 1-64-64V240a64 64 0 0 1 64-64zm128 128L408 560h384L696 366l-64 126z"/>`,
  video: `<path fill="${GLYPH}" fill-rule="evenodd" d="M408 176h384a64 64 0 0 1 64 64v320a64 64 0 0 1-64 64H408a64 64 0 0 1-64-64V240a64 64 0 0 1 64-64zM408 240v64h32v-64zm0 128v64h32v-64zm0 128v64h32v-64zm352-256v64h32v-64zm0 128v64h32v-64zm0 128v64h32v-64zM502 240v128h194V240zm0 192v128h194V432z"/>`,
} as const
type Icon = keyof typeof ICONS

/** Appwrite's storage-logos: the video types get the film icon, every other type the page. */
const VIDEO_TYPES = new Set([
  'video/mp4',
  'video/x-flv',
  'video/webm',
  'application/x-mpegURL',
  'video/MP2T',
  'video/3gpp',
  'video/quicktime',
  'video/x-msvideo',
  'video/x-ms-wmv',
])

const iconPngs = new Map<Icon, Promise<Buffer>>()
function iconPng(icon: Icon): Promise<Buffer> {
  let png = iconPngs.get(icon)
  if (!png) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">${ICONS[icon]}</svg>`
    png = sharp(Buffer.from(svg)).png().toBuffer()
    iconPngs.set(icon, png)
  }
  return png
}

/** The output Appwrite picks when none is asked for: the file's own extension if it can write it, else jpg. */
function defaultOutput(extension: string, mimeType: string): Output {
  if (extension) return extension in OUTPUTS ? (extension as Output) : 'jpg'
  return (Object.keys(OUTPUTS) as Output[]).find((key) => OUTPUTS[key] === mimeType) ?? 'jpg'
}

/**
 * Each step is drawn before the next one starts, so the steps happen in Appwrite's order (sharp would
 * otherwise reorder rotation and resizing), as plain pixels so nothing is lost between them.
 */
async function settle(image: Sharp): Promise<Sharp> {
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true })
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
}

/**
 * utopia-php/image's crop: a missing side follows the aspect ratio; `center` covers the box and cuts
 * the middle out (ImageMagick's cropThumbnailImage); any other gravity scales to cover, then cuts at
 * that side. Both sides 0 keeps the size. Smaller pictures are enlarged, as there.
 */
function crop(image: Sharp, source: { width: number; height: number }, options: PreviewOptions) {
  const { gravity } = options
  if (gravity === 'center' && options.width === source.width && options.height === source.height) return image
  const aspect = source.width / source.height
  let width = options.width
  let height = options.height
  if (width === 0 && height === 0) [width, height] = [source.width, source.height]
  else if (width === 0) width = Math.max(1, Math.trunc(height * aspect))
  else if (height === 0) height = Math.max(1, Math.trunc(width / aspect))
  if (gravity === 'center') return image.resize(width, height, { fit: 'cover', position: 'centre' })

  const [resizeWidth, resizeHeight] =
    width / height > aspect ? [width, Math.ceil(width / aspect)] : [Math.ceil(height * aspect), height]
  const middleX = Math.trunc(resizeWidth / 2 - width / 2)
  const middleY = Math.trunc(resizeHeight / 2 - height / 2)
  const left = gravity.endsWith('left') ? 0 : gravity.endsWith('right') ? resizeWidth - width : middleX
  const top = gravity.startsWith('top') ? 0 : gravity.startsWith('bottom') ? resizeHeight - height : middleY
  return image.resize(resizeWidth, resizeHeight, { fit: 'fill' }).extract({ left, top, width, height })
}

const clampQuality = (quality: number, max = 100) => Math.min(max, Math.max(1, quality))

function encode(image: Sharp, output: Output, quality: number): Sharp {
  const given = quality >= 0
  switch (output) {
    case 'jpg':
    case 'jpeg':
      return image.jpeg(given ? { quality: clampQuality(quality) } : {})
    case 'webp':
      return image.webp(given ? { quality: clampQuality(quality) } : {})
    case 'avif':
      // utopia-php/image caps AVIF at 99: 100 would ask the encoder for lossless.
      return image.avif(given ? { quality: clampQuality(quality, 99) } : {})
    case 'png':
      // Quality 0–100 becomes zlib level 9–0, as utopia-php/image scales it.
      return image.png(given ? { compressionLevel: 9 - Math.round((quality / 100) * 9) } : {})
    case 'gif':
      return image.gif()
    case 'heic':
      // Appwrite writes HEIC through ImageMagick; sharp's libvips is built without an HEVC encoder.
      throw new AppwriteError(
        'storage_file_type_unsupported',
        'HEIC output is not available on this local server; ask for avif, webp, png, gif or jpg.',
      )
  }
}

export interface PreviewFile {
  name: string
  mimeType: string
  sizeActual: number
}

export interface Preview {
  body: Buffer
  contentType: string
}

/**
 * The preview of a file's content: an input image drawn as asked; any other file (or an image over the
 * preview limit) as Appwrite's icon for its kind, on #eceff1 unless a background is given. Content
 * that claims to be an image but does not decode is 400 storage_file_type_unsupported, as in Appwrite.
 * Differences from Appwrite (none of them in what the site asks for): an animated GIF or WebP previews
 * as its first frame; HEIC neither reads nor writes (400 storage_file_type_unsupported); without
 * `quality`, sharp's default quality rather than ImageMagick's; `borderRadius` rounds the corners of
 * the whole picture, border included; a border without `borderColor` is black.
 */
export async function renderPreview(content: Uint8Array, file: PreviewFile, options: PreviewOptions): Promise<Preview> {
  // By its content, as Appwrite's upload typed it, not by the name or what the browser claimed.
  const sniffed = sniffMimeType(content)
  const isInput = INPUTS.has(sniffed)
  const drawable = isInput && file.sizeActual <= PREVIEW_SIZE_LIMIT
  const source = drawable
    ? content
    : await iconPng(isInput ? 'picture' : VIDEO_TYPES.has(file.mimeType) ? 'video' : 'document')
  const background = drawable ? options.background : options.background || 'eceff1'
  const output = options.output || (drawable ? defaultOutput(extensionOf(file.name), sniffed) : 'png')

  let image: Sharp
  let metadata: Metadata
  try {
    metadata = await sharp(source).metadata()
    if (metadata.width > MAX_SIDE || metadata.height > MAX_SIDE || metadata.width * metadata.height > MAX_PIXELS) {
      throw new AppwriteError(
        'storage_image_resolution_exceeded',
        `Image resolution ${metadata.width}x${metadata.height} exceeds the maximum allowed ${MAX_SIDE}x${MAX_SIDE} or ${MAX_PIXELS} total pixels`,
      )
    }
    image = await settle(sharp(source))
  } catch (error) {
    if (error instanceof AppwriteError) throw error
    // sharp's message, first line (libvips adds its log), where Appwrite gives ImageMagick's.
    throw new AppwriteError(
      'storage_file_type_unsupported',
      error instanceof Error ? error.message.split('\n')[0] : undefined,
    )
  }

  const { gravity, opacity, borderWidth, borderRadius, rotation } = options
  if (options.width > 0 || options.height > 0 || gravity !== 'center')
    image = await settle(crop(image, metadata, options))
  // ImageMagick's setOpacity makes the picture opaque first, then sets every pixel's alpha to `opacity`.
  if (opacity !== 1) image = await settle(image.removeAlpha().ensureAlpha(opacity))
  if (background) image = await settle(image.flatten({ background: `#${background}` }))
  if (borderWidth > 0) {
    const colour = `#${options.borderColor || '000'}`
    image = await settle(
      image.extend({
        top: borderWidth,
        bottom: borderWidth,
        left: borderWidth,
        right: borderWidth,
        background: colour,
      }),
    )
  }
  if (borderRadius > 0) {
    const { width, height } = await image.metadata()
    const mask = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="${borderRadius}" ry="${borderRadius}"/></svg>`
    image = await settle(image.ensureAlpha().composite([{ input: Buffer.from(mask), blend: 'dest-in' }]))
  }
  const turn = (rotation + 360) % 360
  if (turn % 90 !== 0) {
    // ImageMagick's rotateImage: the canvas grows to hold the turned picture, the corners transparent.
    image = await settle(image.ensureAlpha().rotate(turn, { background: { r: 0, g: 0, b: 0, alpha: 0 } }))
  } else if (turn !== 0) {
    image = await settle(image.rotate(turn))
  }
  // Appwrite turns a photo by its EXIF orientation last, after the crop (mirrored ones are not turned).
  const exifTurn = new Map([
    [3, 180],
    [6, 90],
    [8, 270],
  ]).get(metadata.orientation ?? 1)
  if (exifTurn) image = image.rotate(exifTurn)

  return { body: await encode(image, output, options.quality).toBuffer(), contentType: OUTPUTS[output] }
}

/**
 * Rendered previews, newest last, as Appwrite keeps them in its cache: a picture on a page is asked for
 * again and again. Keyed by the content's MD5 and everything else the picture depends on.
 */
const CACHE_BYTES = 32 * 1024 * 1024
const cache = new Map<string, Preview>()
let cachedBytes = 0

export function previewCacheKey(signature: string, file: PreviewFile, options: PreviewOptions): string {
  return JSON.stringify([signature, file.name, file.mimeType, file.sizeActual, options])
}

export function cachedPreview(key: string): Preview | undefined {
  const preview = cache.get(key)
  if (preview) {
    cache.delete(key)
    cache.set(key, preview)
  }
  return preview
}

export function cachePreview(key: string, preview: Preview) {
  if (cache.has(key) || preview.body.byteLength > CACHE_BYTES / 4) return
  cache.set(key, preview)
  cachedBytes += preview.body.byteLength
  for (const [oldest, { body }] of cache) {
    if (cachedBytes <= CACHE_BYTES) break
    cache.delete(oldest)
    cachedBytes -= body.byteLength
  }
}
