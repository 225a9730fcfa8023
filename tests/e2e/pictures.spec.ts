import { expect, test, type Locator, type Page } from '@playwright/test'
import { loadSeedData } from '../../server/seed/seed-data'
import { recordLanguage } from '../../src/shared/content-language'

// On a phone (412 px wide at 1.75×, Lighthouse's mobile screen), as on a first visit: each page's LCP
// picture downloads once, as the copy that fits the phone (its preload and its <picture> take the same
// file), and a picture drawn small downloads small.

test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, serviceWorkers: 'block' })

/** The pictures the page downloads, by path, in the order asked for. */
function picturesRequested(page: Page): string[] {
  const paths: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'image') paths.push(new URL(request.url()).pathname)
  })
  return paths
}

/** Every copy of the picture `base` (its source `base.webp`, its sizes `base-{width}w.{format}`) among `paths`. */
const copiesOf = (paths: readonly string[], base: string) =>
  paths.filter((path) => path === `${base}.webp` || path.startsWith(`${base}-`))

/** The copy an image shows once it has loaded: its path, and the width its <picture>'s srcsets give it. */
async function shown(image: Locator) {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)
  return image.evaluate((img: HTMLImageElement) => {
    const srcsets = [...img.parentElement!.querySelectorAll('source, img')].map((el) => el.getAttribute('srcset') ?? '')
    const candidates = srcsets.flatMap((srcset) => srcset.split(',').map((entry) => entry.trim().split(/\s+/)))
    const match = candidates.find(([address]) => new URL(address!, document.baseURI).href === img.currentSrc)
    return { path: new URL(img.currentSrc).pathname, width: match ? parseInt(match[1]!, 10) : undefined }
  })
}

// 380 CSS px (the page less its margins) at 1.75× is 665 pixels: the 800 px copy.
test('the home hero is its 800 px avif copy, downloaded once', async ({ page }) => {
  const requested = picturesRequested(page)
  await page.goto('/')
  const hero = await shown(page.locator('main picture img').first())
  expect(hero.path).toMatch(/^\/static\/media\/hero-[\w-]+\.avif$/)
  expect(hero.width).toBe(800)
  expect(requested.filter((path) => path.startsWith('/static/media/hero-'))).toEqual([hero.path])
})

// The newest post of the English news (French posts are listed under /fr/).
const newestWithPicture = loadSeedData()
  .blog.filter((post) => post.visibility.includes('localhost') && recordLanguage(post) === 'en')
  .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  .find((post) => post.imageUrl?.startsWith('/images/news/news-'))!

test("a post's picture is its 800 px avif copy, downloaded once", async ({ page }) => {
  const requested = picturesRequested(page)
  await page.goto(`/news/${newestWithPicture.$id}`)
  const picture = await shown(page.locator('main picture img').first())
  expect(picture).toEqual({ path: newestWithPicture.imageUrl!.replace(/\.webp$/, '-800w.avif'), width: 800 })
  expect(copiesOf(requested, newestWithPicture.imageUrl!.replace(/\.webp$/, ''))).toEqual([picture.path])
})

test("the first card's picture on /news is its 800 px copy, downloaded once", async ({ page }) => {
  const requested = picturesRequested(page)
  await page.goto('/news')
  const first = await shown(page.getByTestId('post-card').first().locator('img'))
  expect(first).toEqual({ path: expect.stringMatching(/^\/images\/news\/news-\d+-800w\.avif$/), width: 800 })
  expect(copiesOf(requested, first.path.replace(/-800w\.avif$/, ''))).toEqual([first.path])
})

test('a team portrait, drawn 10rem wide, is its 320 px copy', async ({ page }) => {
  await page.goto('/about')
  const photo = page.getByRole('img', { name: /^Illustrated portrait of / }).first()
  await photo.scrollIntoViewIfNeeded()
  expect(await shown(photo)).toMatchObject({ path: expect.stringMatching(/\.avif$/), width: 320 })
})

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false })

  test("a <picture>'s sources take no place in the layout: the home hero's picture sits beside its heading", async ({
    page,
  }) => {
    await page.goto('/')
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox()
    const picture = await page.locator('main img').first().boundingBox()
    // The second column, level with the heading (its <source> once took that cell and pushed it below).
    expect(picture!.x).toBeGreaterThan(heading!.x + heading!.width)
    expect(picture!.y).toBeLessThan(heading!.y + heading!.height)
    expect(picture!.y + picture!.height).toBeLessThanOrEqual(800)
  })
})
