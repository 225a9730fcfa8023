// Generates the installable app's images with headless Chromium, into public/:
//   icons/pwa-192.png, icons/pwa-512.png, icons/maskable-{192,512}.png, icons/apple-touch-icon.png (180),
//   icons/shortcut-{news,jobs,saved,contact}.png (96), favicon.ico (32), screenshots/wide.png (1280×720), screenshots/narrow.png (390×844)
//   and their French twins (wide.fr.png, narrow.fr.png),
//   and images/share.jpg and images/share.fr.jpg (1200×630), the picture a link preview shows for a page without
//   one of its own, in English and in French.
// Icons are drawn from public/icons/logo.svg (or, if it is missing, a maple leaf in a circle); the
// screenshots are of the built site's home page.
//
//   npx tsx scripts/generate-pwa-assets.ts [--icons-only | --screenshots-only] [--site http://localhost:4173]
// Without a site answering at --site, it serves dist/ itself (run `npm run build` first).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { serve } from '@hono/node-server'
import { chromium, type Page } from 'playwright-core'
import sharp from 'sharp'
import { CHROME_ARGS, CHROME_PATH } from './chromium'
import { createSiteApp } from '../server/site/site-app'
import { site } from '../src/content/site'
import { site as siteFr } from '../src/content/site.fr'

const root = resolve(import.meta.dirname, '..')
const publicDir = resolve(root, 'public')
const args = process.argv.slice(2)
const iconsOnly = args.includes('--icons-only')
const screenshotsOnly = args.includes('--screenshots-only')
const siteArg = args.indexOf('--site')
const siteUrl = siteArg >= 0 ? args[siteArg + 1]! : 'http://localhost:4173'

const BRAND = '#0b3d5c'
const ACCENT = '#b3001b'
/** The maple leaf of the national flag (public domain), centred on x = 0 in a 4030-unit box. */
const LEAF =
  'm-90 2030 45-863a95 95 0 0 0-111-98l-859 151 116-320a65 65 0 0 0-20-73l-941-762 212-99a65 65 0 0 0 34-79l-186-572 542 115a65 65 0 0 0 73-38l105-247 423 454a65 65 0 0 0 111-57l-204-1052 327 189a65 65 0 0 0 91-27l332-652 332 652a65 65 0 0 0 91 27l327-189-204 1052a65 65 0 0 0 111 57l423-454 105 247a65 65 0 0 0 73 38l542-115-186 572a65 65 0 0 0 34 79l212 99-941 762a65 65 0 0 0-20 73l116 320-859-151a95 95 0 0 0-111 98l45 863z'

const leaf = (cx: number, cy: number, size: number) =>
  `<path fill="${ACCENT}" transform="translate(${cx} ${cy}) scale(${size / 4030}) translate(0 -15)" d="${LEAF}"/>`

/** The logo on a 512 box: the project's logo.svg when there is one, else a leaf in a ringed circle. */
function logoMarkup(): string {
  const file = resolve(publicDir, 'icons/logo.svg')
  if (existsSync(file)) {
    const svg = readFileSync(file, 'utf8')
    return `<image href="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" x="0" y="0" width="512" height="512"/>`
  }
  return `<circle cx="256" cy="256" r="256" fill="${BRAND}"/><circle cx="256" cy="256" r="214" fill="#fff"/>${leaf(256, 262, 290)}`
}

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">${body}</svg>`

/** Purpose 'any': the logo itself, on transparent corners. */
const anyIcon = () => svg(logoMarkup())

/**
 * Purpose 'maskable' (and iOS, which rounds the corners itself): full-bleed brand colour, the logo
 * inside the safe zone (a centred circle of 40% radius), so no platform mask cuts it.
 */
const maskableIcon = () =>
  svg(
    `<rect width="512" height="512" fill="${BRAND}"/><g transform="translate(256 256) scale(0.72) translate(-256 -256)">${logoMarkup()}</g>`,
  )

const GLYPHS = {
  // A folded newspaper.
  news: '<path d="M150 160h170v200H170a20 20 0 0 1-20-20z" fill="none" stroke="#fff" stroke-width="26" stroke-linejoin="round"/><path d="M320 220h50v120a20 20 0 0 1-40 0" fill="none" stroke="#fff" stroke-width="26" stroke-linejoin="round"/><path d="M190 210h90M190 260h90M190 310h60" stroke="#fff" stroke-width="22" stroke-linecap="round"/>',
  // A briefcase.
  jobs: '<rect x="136" y="196" width="240" height="170" rx="22" fill="none" stroke="#fff" stroke-width="26"/><path d="M212 196v-24a20 20 0 0 1 20-20h48a20 20 0 0 1 20 20v24M136 262h240" fill="none" stroke="#fff" stroke-width="26"/>',
  // A bookmark, as on Save.
  saved:
    '<path d="M186 146h140a16 16 0 0 1 16 16v214l-86-56-86 56V162a16 16 0 0 1 16-16z" fill="none" stroke="#fff" stroke-width="26" stroke-linejoin="round"/>',
  // An envelope.
  contact:
    '<rect x="136" y="176" width="240" height="170" rx="18" fill="none" stroke="#fff" stroke-width="26"/><path d="M146 190l110 86 110-86" fill="none" stroke="#fff" stroke-width="26" stroke-linejoin="round"/>',
} as const

const shortcutIcon = (glyph: keyof typeof GLYPHS) =>
  svg(`<circle cx="256" cy="256" r="256" fill="${BRAND}"/>${GLYPHS[glyph]}`)

/**
 * Installed in the page: pixels travel back as one base64 string (a plain array of millions of
 * numbers is serialised value by value, which takes minutes).
 */
const TO_BASE64 = `window.toBase64 = (bytes) => {
  let text = ''
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000))
  return btoa(text)
}`
declare function toBase64(bytes: Uint8ClampedArray): string

/** Rasterises SVG markup to RGBA pixels (4 bytes a pixel, row by row) in the page (a canvas), at the given size. */
async function rasterise(page: Page, markup: string, size: number): Promise<Buffer> {
  const data = await page.evaluate(
    async ({ markup, size }) => {
      const image = new Image()
      image.src = `data:image/svg+xml;base64,${btoa(markup)}`
      await image.decode()
      const canvas = document.createElement('canvas')
      canvas.width = size
      canvas.height = size
      const context = canvas.getContext('2d')!
      context.drawImage(image, 0, 0, size, size)
      return toBase64(context.getImageData(0, 0, size, size).data)
    },
    { markup, size },
  )
  return Buffer.from(data, 'base64')
}

// Every visitor downloads the icons (they are precached) and Chromium's own PNGs are quickly compressed,
// so sharp writes these with zlib level 9 and no per-row filters: on these flat pictures that measured
// smaller than libpng's adaptive filtering, and faster.

/** Icons: flat artwork, so a palette PNG of at most 256 colours (chosen by libimagequant) looks the same. */
const iconPng = (rgba: Buffer, size: number) =>
  sharp(rgba, { raw: { width: size, height: size, channels: 4 } })
    .png({ palette: true, compressionLevel: 9, adaptiveFiltering: false })
    .toBuffer()

/**
 * favicon.ico, for the readers that ask for the icon by that name (crawlers, link previews, older
 * browsers): one 32×32 PNG (full colour, as Windows reads one) in an ICO file's six-byte header and
 * sixteen-byte directory entry.
 */
async function faviconIco(rgba: Buffer, size: number): Promise<Buffer> {
  const png = await sharp(rgba, { raw: { width: size, height: size, channels: 4 } })
    .png({ compressionLevel: 9 })
    .toBuffer()
  const head = Buffer.alloc(22)
  head.writeUInt16LE(1, 2) // an icon file
  head.writeUInt16LE(1, 4) // one image
  head.writeUInt8(size, 6)
  head.writeUInt8(size, 7)
  head.writeUInt16LE(1, 10) // colour planes
  head.writeUInt16LE(32, 12) // bits per pixel
  head.writeUInt32LE(png.length, 14)
  head.writeUInt32LE(head.length, 18) // where the PNG starts
  return Buffer.concat([head, png])
}

/** Screenshots: lossless, and without an alpha channel (a page's screenshot is opaque). */
const screenshotPng = (png: Buffer) =>
  sharp(png).removeAlpha().png({ compressionLevel: 9, adaptiveFiltering: false }).toBuffer()

/** The link-preview card: the logo, the name and the tagline on the brand colour (1200×630, as og:image wants). */
const shareCard = (
  words: { name: string; tagline: string },
  lang: string,
) => `<!doctype html><meta charset="utf-8"><style>
  body { margin: 0; width: 1200px; height: 630px; display: flex; align-items: center; gap: 56px; padding: 0 96px;
    box-sizing: border-box; background: ${BRAND}; color: #fff; font-family: 'DejaVu Sans', sans-serif; }
  h1 { font-size: 64px; line-height: 1.1; margin: 0 0 24px; }
  p { font-size: 32px; line-height: 1.35; margin: 0; color: #e3eef5; }
</style><svg width="260" height="260" viewBox="0 0 512 512">${logoMarkup()}</svg>
<div lang="${lang}"><h1>${words.name}</h1><p>${words.tagline}</p></div>`

function write(relative: string, png: Buffer) {
  const file = resolve(publicDir, relative)
  mkdirSync(resolve(file, '..'), { recursive: true })
  writeFileSync(file, png)
  console.log(`${relative.padEnd(28)} ${String(png.length).padStart(7)} bytes`)
}

async function siteAnswers(url: string) {
  try {
    return (await fetch(url)).ok
  } catch {
    return false
  }
}

const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  headless: true,
  args: CHROME_ARGS,
})
let server: ReturnType<typeof serve> | undefined
try {
  const page = await browser.newPage()
  await page.setContent('<!doctype html><title>assets</title>')
  await page.addScriptTag({ content: TO_BASE64 })

  const icons: [string, string, number][] = [
    ['icons/pwa-192.png', anyIcon(), 192],
    ['icons/pwa-512.png', anyIcon(), 512],
    ['icons/maskable-192.png', maskableIcon(), 192],
    ['icons/maskable-512.png', maskableIcon(), 512],
    ['icons/apple-touch-icon.png', maskableIcon(), 180],
    ['icons/shortcut-news.png', shortcutIcon('news'), 96],
    ['icons/shortcut-jobs.png', shortcutIcon('jobs'), 96],
    ['icons/shortcut-saved.png', shortcutIcon('saved'), 96],
    ['icons/shortcut-contact.png', shortcutIcon('contact'), 96],
  ]
  if (!screenshotsOnly)
    for (const [file, markup, size] of icons) write(file, await iconPng(await rasterise(page, markup, size), size))
  if (!screenshotsOnly) write('favicon.ico', await faviconIco(await rasterise(page, anyIcon(), 32), 32))
  if (!screenshotsOnly) {
    const card = await browser.newPage({ viewport: { width: 1200, height: 630 } })
    for (const [file, words, lang] of [
      ['images/share.jpg', site, 'en-CA'],
      ['images/share.fr.jpg', siteFr, 'fr-CA'],
    ] as const) {
      await card.setContent(shareCard(words, lang))
      write(file, await card.screenshot({ type: 'jpeg', quality: 85 }))
    }
    await card.close()
  }

  if (!iconsOnly) {
    let base = siteUrl
    if (!(await siteAnswers(base))) {
      const app = createSiteApp({
        distDir: resolve(root, 'dist'),
        connectOrigins: ['http://localhost:8787'],
        frameOrigins: [],
      })
      const listening = new Promise<number>((done) => {
        server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => done(info.port))
      })
      base = `http://127.0.0.1:${await listening}`
      console.log(`No site at ${siteUrl}; serving dist/ at ${base}`)
    }
    // The home page in each language: the French manifest shows the French one in its install dialog.
    const shots: [string, string, number, number][] = [
      ['screenshots/wide.png', '/', 1280, 720],
      ['screenshots/narrow.png', '/', 390, 844],
      ['screenshots/wide.fr.png', '/fr', 1280, 720],
      ['screenshots/narrow.fr.png', '/fr', 390, 844],
    ]
    for (const [file, path, width, height] of shots) {
      // No service worker: no "ready to work offline" notice or install card in the picture.
      const context = await browser.newContext({
        viewport: { width, height },
        serviceWorkers: 'block',
        reducedMotion: 'reduce',
      })
      const shotPage = await context.newPage()
      await shotPage.goto(`${base}${path}`, { waitUntil: 'networkidle', timeout: 300_000 })
      await shotPage.evaluate(() => document.fonts.ready.then(() => undefined))
      const png = await shotPage.screenshot({ type: 'png', animations: 'disabled', timeout: 300_000 })
      await context.close()
      write(file, await screenshotPng(png))
    }
  }
} finally {
  await browser.close()
  server?.close()
}
