// The site's own post pictures (public/images/news/, the demo data's) at phone and computer widths, in
// avif and webp: the copies src/lib/images.ts names in each post picture's srcset, by the rule in
// src/shared/picture-variants.ts; and each one's link-preview copy (1200×630 JPEG), which a post's page
// names in its og:image. The pictures' names are the module `virtual:site-post-pictures`, so a page
// never names the copy of a picture the folder does not have. The build writes the copies beside the
// pictures once the bundle is written; the dev server makes each on request (and reads the names when
// it starts: restart it after adding a picture). Copies are kept in node_modules/.cache, so a build encodes only
// a picture that changed. They stay out of the service worker's precache with the rest of
// images/news/ (vite.config.ts): the worker keeps those a visitor was shown.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import sharp, { type AvifOptions, type JpegOptions, type WebpOptions } from 'sharp'
import type { Plugin, ResolvedConfig } from 'vite'
import {
  PICTURE_FORMATS,
  POST_PICTURE_WIDTHS,
  postPictureVariant,
  postShareCopy,
  SHARE_PICTURE,
  sitePostPictureName,
  type PictureFormat,
} from '../src/shared/picture-variants.ts'

const POST_PICTURES = 'images/news'

/**
 * AVIF at effort 2 encodes the twelve demo pictures in 4 s instead of 29 s (effort 4, sharp's default)
 * for 10% more bytes. WebP at 70: the demo pictures are WebP already, and at sharp's 80 a re-encoded
 * copy keeps their artefacts and outweighs the original (800 px: 28 KB against 27 KB at 1200 px).
 */
const ENCODING = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 70 },
  // mozjpeg: a third fewer bytes than libjpeg's at the same quality; a link preview is shown large.
  jpeg: { quality: 80, mozjpeg: true },
} as const satisfies Record<PictureFormat | 'jpeg', AvifOptions | WebpOptions | JpegOptions>

const CACHE_FOLDER = 'node_modules/.cache/post-picture-variants'

/** A copy's size: a width (the height follows), or both (cropped to them, centred). */
type CopySize = { width: number; height?: number }

/** One copy of a picture, from the cache when the same picture was encoded the same way before. */
async function encodeCopy(
  root: string,
  source: Buffer,
  size: CopySize,
  format: keyof typeof ENCODING,
): Promise<Buffer> {
  const key = createHash('sha256')
    .update(source)
    .update(JSON.stringify([size, format, ENCODING[format], format === 'jpeg' && 'on white', sharp.versions.vips]))
    .digest('hex')
  const cached = resolve(root, CACHE_FOLDER, `${key}.${format}`)
  if (existsSync(cached)) return readFileSync(cached)
  // Enlarged when the picture is smaller: the srcset and the link preview promise this size.
  const resized = sharp(source).resize({ ...size, fit: 'cover' })
  // JPEG has no transparency: a see-through part would turn black, so it is laid on white.
  const copy = await (format === 'jpeg' ? resized.flatten({ background: '#ffffff' }) : resized)
    .toFormat(format, ENCODING[format])
    .toBuffer()
  mkdirSync(resolve(root, CACHE_FOLDER), { recursive: true })
  writeFileSync(cached, copy)
  return copy
}

const SHARE_SIZE = { width: SHARE_PICTURE.width, height: SHARE_PICTURE.height }

/** The site's post pictures by name (`news-01` → its file under public/). */
function postPictures(publicDir: string): Map<string, string> {
  const folder = join(publicDir, POST_PICTURES)
  const pictures = new Map<string, string>()
  if (!existsSync(folder)) return pictures
  for (const file of readdirSync(folder).sort()) {
    const name = sitePostPictureName(`/${POST_PICTURES}/${file}`)
    if (name === undefined) continue
    const other = pictures.get(name)
    // Their copies would have the same addresses.
    if (other) throw new Error(`${POST_PICTURES}/${file} and ${other} are both named ${name}: rename one`)
    pictures.set(name, join(folder, file))
  }
  return pictures
}

/** `/images/news/news-01-480w.avif` or `…/news-01-share.jpg` → the picture, size and format it is a copy of. */
function copyRequested(path: string, pictures: Map<string, string>) {
  const share = /^\/images\/news\/([\w-]+)-share\.jpg$/.exec(path)
  if (share) {
    const file = pictures.get(share[1]!)
    return file && { file, size: SHARE_SIZE, format: 'jpeg' as const }
  }
  const match = /^\/images\/news\/([\w-]+)-(\d+)w\.(\w+)$/.exec(path)
  if (!match) return undefined
  const [, name, width, format] = match as unknown as [string, string, string, string]
  const file = pictures.get(name)
  const size = Number(width)
  if (!file || !(POST_PICTURE_WIDTHS as readonly number[]).includes(size)) return undefined
  if (!(PICTURE_FORMATS as readonly string[]).includes(format)) return undefined
  return { file, size: { width: size }, format: format as PictureFormat }
}

const NAMES_MODULE = 'virtual:site-post-pictures'

export function postPictureVariants(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'maple-pathways:post-picture-variants',
    configResolved(resolved) {
      config = resolved
    },
    resolveId: (id) => (id === NAMES_MODULE ? `\0${NAMES_MODULE}` : undefined),
    load: (id) =>
      id === `\0${NAMES_MODULE}`
        ? `export default ${JSON.stringify([...postPictures(config.publicDir).keys()])}`
        : undefined,
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? '/', 'http://site').pathname
        const copy = copyRequested(path, postPictures(config.publicDir))
        if (!copy) return next()
        encodeCopy(config.root, readFileSync(copy.file), copy.size, copy.format).then((bytes) => {
          response.setHeader('Content-Type', `image/${copy.format}`)
          response.end(bytes)
        }, next)
      })
    },
    closeBundle: {
      sequential: true,
      async handler() {
        if (config.command !== 'build' || config.build.ssr) return
        const outDir = resolve(config.root, config.build.outDir)
        const pictures = postPictures(config.publicDir)
        const started = Date.now()
        const written = await Promise.all(
          [...pictures].flatMap(([name, file]) => {
            const source = readFileSync(file)
            const write = async (path: string, size: CopySize, format: keyof typeof ENCODING) => {
              const copy = await encodeCopy(config.root, source, size, format)
              writeFileSync(join(outDir, path), copy)
              return copy.length
            }
            return [
              ...POST_PICTURE_WIDTHS.flatMap((width) =>
                PICTURE_FORMATS.map((format) => write(postPictureVariant(name, width, format), { width }, format)),
              ),
              write(postShareCopy(name), SHARE_SIZE, 'jpeg'),
            ]
          }),
        )
        const bytes = written.reduce((sum, size) => sum + size, 0)
        config.logger.info(
          `post pictures: ${written.length} copies of ${pictures.size} pictures (${Math.round(bytes / 1024)} KB) in ${Date.now() - started} ms`,
        )
      },
    },
  }
}
