// The built pages' pictures, read from the raw HTML of the test build: each reserves its box (width
// and height), offers copies at phone and computer widths (srcset and sizes), and every copy it names
// is a file of the build in the format and at the width it claims (read with sharp). The page's LCP
// picture loads first and is preloaded with the same srcset and sizes, so the link and the <picture>
// fetch one file.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { JSDOM } from 'jsdom'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { TEST_BUILD_DIR, TEST_SITE_PORT } from '../support/test-build'

const parsed = new Map<string, Document>()
/** A built page, parsed once for all the checks. */
function documentOf(file: string): Document {
  let document = parsed.get(file)
  if (!document) {
    document = new JSDOM(readFileSync(join(TEST_BUILD_DIR, file), 'utf8')).window.document
    parsed.set(file, document)
  }
  return document
}
const postPages = readdirSync(join(TEST_BUILD_DIR, 'news'), { withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => `news/${entry.name}`)
/** The news list's numbered pages (news/page/2.html), each a batch of post cards. */
const numberedNewsPages = readdirSync(join(TEST_BUILD_DIR, 'news/page')).map((file) => `news/page/${file}`)
const fileOf = (address: string) => join(TEST_BUILD_DIR, decodeURIComponent(address))

interface Candidate {
  address: string
  width: number
  type: string
}

/** `a.avif 480w, b.avif 800w` → each address with the width it claims. */
function candidates(srcset: string, type: string): Candidate[] {
  return srcset.split(',').map((entry) => {
    const match = /^\s*(\S+)\s+(\d+)w\s*$/.exec(entry)
    if (!match) throw new Error(`Not an address with a width: "${entry}" in ${srcset}`)
    return { address: match[1]!, width: Number(match[2]), type }
  })
}

/** A <picture>'s copies, by format: its <source>s and its <img>'s own srcset (webp). */
function pictureCandidates(picture: Element): Candidate[] {
  const img = picture.querySelector('img')!
  return [
    ...[...picture.querySelectorAll('source')].flatMap((source) =>
      candidates(source.getAttribute('srcset')!, source.getAttribute('type')!),
    ),
    ...candidates(img.getAttribute('srcset')!, 'image/webp'),
  ]
}

const measured = new Map<string, Promise<{ width?: number; height?: number; type: string }>>()
/** A file's own size and type, each file read once however many pages name it. */
function measure(address: string) {
  let result = measured.get(address)
  if (!result) {
    result = sharp(fileOf(address))
      .metadata()
      .then(({ width, height, format, compression }) => ({
        width,
        height,
        // sharp names an AVIF file by its container (HEIF) and its compression.
        type: format === 'heif' && compression === 'av1' ? 'image/avif' : `image/${format}`,
      }))
    measured.set(address, result)
  }
  return result
}

/** Every page the build wrote with pictures in it. */
const PAGES = ['index.html', 'about.html', 'news.html', ...numberedNewsPages, ...postPages]

describe('the pictures of the built pages', () => {
  it('each reserve their box and offer copies in avif and webp at phone and computer widths, with sizes', () => {
    let pictures = 0
    for (const page of PAGES) {
      for (const picture of documentOf(page).querySelectorAll('#root picture')) {
        pictures++
        const img = picture.querySelector('img')
        expect(img, page).not.toBeNull()
        expect(Number(img!.getAttribute('width')), page).toBeGreaterThan(0)
        expect(Number(img!.getAttribute('height')), page).toBeGreaterThan(0)
        expect(img!.getAttribute('decoding'), page).toBe('async')
        // The default picture (a post without one) is shown as it is; every other has its copies.
        if (img!.getAttribute('src') === '/default-image.jpg') continue
        const sizes = img!.getAttribute('sizes')
        expect(sizes, page).toBeTruthy()
        const sources = [...picture.querySelectorAll('source')]
        expect(
          sources.map((source) => source.getAttribute('type')),
          page,
        ).toEqual(['image/avif'])
        for (const source of sources) expect(source.getAttribute('sizes'), page).toBe(sizes)
        const widths = pictureCandidates(picture).map((candidate) => candidate.width)
        // A phone's width is among them (a 412 px screen at 1× to 2×).
        expect(
          widths.some((width) => width >= 412 && width <= 824),
          page,
        ).toBe(true)
      }
    }
    expect(pictures).toBeGreaterThan(postPages.length)
  })

  it('name only files of the build, each in the format and at the width its srcset claims, in the shape the box reserves', async () => {
    const checked = new Set<string>()
    for (const page of PAGES) {
      for (const picture of documentOf(page).querySelectorAll('#root picture')) {
        const img = picture.querySelector('img')!
        const src = img.getAttribute('src')!
        // A record whose picture is missing (the demo data has two): the browser shows the default.
        if (!existsSync(fileOf(src))) continue
        const ratio = Number(img.getAttribute('width')) / Number(img.getAttribute('height'))
        for (const candidate of src === '/default-image.jpg' ? [] : pictureCandidates(picture)) {
          if (checked.has(candidate.address)) continue
          checked.add(candidate.address)
          expect(existsSync(fileOf(candidate.address)), `${candidate.address} on ${page}`).toBe(true)
          const file = await measure(candidate.address)
          expect(file.type, candidate.address).toBe(candidate.type)
          expect(file.width, candidate.address).toBe(candidate.width)
          expect(file.width! / file.height!, candidate.address).toBeCloseTo(ratio, 1)
        }
      }
    }
    // The hero, three portraits and twelve post pictures, each in 3 widths and 2 formats.
    expect(checked.size).toBeGreaterThanOrEqual((1 + 3 + 12) * 3 * 2)
  })

  it("load each page's LCP picture first, preloaded with its avif srcset and sizes; no other picture is first", () => {
    // The home hero (on a phone too, under the text), the first card of /news and of its numbered
    // pages, a post's own picture.
    expect(numberedNewsPages.length).toBeGreaterThan(0)
    for (const page of ['index.html', 'news.html', ...numberedNewsPages, ...postPages]) {
      const document = documentOf(page)
      const first = [...document.querySelectorAll('#root picture img[fetchpriority="high"]')]
      expect(first, page).toHaveLength(1)
      const img = first[0]!
      expect(img.hasAttribute('loading'), page).toBe(false)
      const avif = img.parentElement!.querySelector('source[type="image/avif"]')
      const preloads = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].filter(
        (link) => !link.getAttribute('href')?.startsWith('/icons/'),
      )
      if (!avif) {
        // The default picture: preloaded by its address.
        expect(
          preloads.map((link) => link.getAttribute('href')),
          page,
        ).toEqual([img.getAttribute('src')])
        continue
      }
      expect(
        preloads.map((link) => ({
          srcset: link.getAttribute('imagesrcset'),
          sizes: link.getAttribute('imagesizes'),
          type: link.getAttribute('type'),
          priority: link.getAttribute('fetchpriority'),
        })),
        page,
      ).toEqual([
        { srcset: avif.getAttribute('srcset'), sizes: img.getAttribute('sizes'), type: 'image/avif', priority: 'high' },
      ])
    }
  })

  it('load the team portraits of /about lazily: they are below its first view', () => {
    const photos = [...documentOf('about.html').querySelectorAll('#root picture img')]
    expect(photos).toHaveLength(3)
    for (const photo of photos) {
      expect(photo.getAttribute('loading')).toBe('lazy')
      expect(photo.hasAttribute('fetchpriority')).toBe(false)
    }
  })

  it("leave no picture of the screens outside a <picture> (a post's own text aside)", () => {
    for (const page of ['index.html', 'about.html', 'news.html']) {
      const lone = [...documentOf(page).querySelectorAll('#root main img')].filter((img) => !img.closest('picture'))
      expect(
        lone.map((img) => img.getAttribute('src')),
        page,
      ).toEqual([])
    }
  })
})

describe("a post's link preview", () => {
  const SITE = `http://localhost:${TEST_SITE_PORT}`
  const metaOf = (document: Document, property: string) =>
    document.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content')

  it('names a file of the build, a 1200×630 JPEG, with that size and type: its own picture where it has one', async () => {
    const own: string[] = []
    for (const page of postPages) {
      const document = documentOf(page)
      const image = metaOf(document, 'og:image')!
      expect(image, page).toMatch(new RegExp(`^${SITE}/images/`))
      const address = image.slice(SITE.length)
      expect(existsSync(fileOf(address)), `${page}: ${address}`).toBe(true)
      expect(await measure(address), `${page}: ${address}`).toEqual({ width: 1200, height: 630, type: 'image/jpeg' })
      expect(
        ['og:image:width', 'og:image:height', 'og:image:type'].map((tag) => metaOf(document, tag)),
        page,
      ).toEqual(['1200', '630', 'image/jpeg'])
      if (!['/images/share.jpg', '/images/share.fr.jpg'].includes(address)) own.push(address)
    }
    // Most posts have a picture of their own; the demo's few without one, or with a missing one, do not.
    expect(own.length).toBeGreaterThan(postPages.length / 2)
    expect(own.length).toBeLessThan(postPages.length)
  })
})
