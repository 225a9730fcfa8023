import { expect, test, type Locator, type Page } from '@playwright/test'
import { Query } from 'node-appwrite'
import { POSTS_PER_BATCH } from '../../src/shared/list-batches'
import { recordLanguage } from '../../src/shared/content-language'
import type { ContentLanguage } from '../../src/shared/models'
import { SITE_URL } from './support/addresses'
import { adminDatabases } from './support/backend'
import { openTakenOver } from './support/hydration'
import { holdListRequests, liveListArrived, showEveryBatch } from './support/live-list'
import { holdUntilDrop } from './support/pwa'
import { setOffline } from './support/offline'

// docs/specification.md §2, §4, §5 and §8 (News), docs/decisions.md (/news/:id), against the seeded backend.

interface SeedPost {
  $id: string
  title: string
  author?: string | null
  createdAt: string
  visibility: string[]
  imageUrl?: string | null
  content: string
  language?: ContentLanguage | null
}

let posts: SeedPost[] = []

test.beforeAll(async () => {
  const answer = await adminDatabases().listDocuments('main', 'blog', [Query.limit(5000)])
  posts = answer.documents as unknown as SeedPost[]
  expect(posts.length).toBeGreaterThan(25)
})

// The English news lists the English posts (those without a language too); French ones are listed under /fr/.
const inEnglish = () => posts.filter((post) => recordLanguage(post) === 'en')
const visibleHere = () => inEnglish().filter((post) => post.visibility.includes('localhost'))
const hiddenHere = () => inEnglish().filter((post) => !post.visibility.includes('localhost'))
const frenchHere = () => posts.filter((post) => recordLanguage(post) === 'fr' && post.visibility.includes('localhost'))
const cards = (page: Page) => page.getByTestId('post-card')

async function openNews(page: Page, path = '/news') {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: 'Our Latest Blogs' })).toBeVisible()
  await liveListArrived(page)
}

const showEveryPost = (page: Page) => showEveryBatch(page.getByRole('button', { name: 'Show more posts' }), cards(page))

test('lists every post visible on this host, newest first — more than 25, past the first page', async ({ page }) => {
  expect(hiddenHere().length).toBeGreaterThan(0)
  await openNews(page)
  const expected = visibleHere()
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map((post) => post.title)
  expect(expected.length).toBeGreaterThan(25)
  // The first batch, then the rest at 'Show more posts'.
  await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(expected.slice(0, POSTS_PER_BATCH))
  await showEveryPost(page)
  await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(expected)
})

test('never shows a post whose visibility leaves out this host', async ({ page }) => {
  await openNews(page)
  for (const post of hiddenHere()) await expect(page.getByText(post.title, { exact: true })).toHaveCount(0)
  // Not even when searched for, nor by its address.
  const hidden = hiddenHere()[0]!
  await page.getByPlaceholder('Search news...').fill(hidden.title)
  await expect(cards(page)).toHaveCount(0)
  await page.goto(`/news/${hidden.$id}`)
  await expect(page.getByRole('heading', { name: 'Post not found' })).toBeVisible()
  await expect(page.getByText(hidden.title)).toHaveCount(0)
})

test('never shows a French post: not in the list, nor found by a search', async ({ page }) => {
  expect(frenchHere().length).toBeGreaterThanOrEqual(8)
  await openNews(page)
  await showEveryPost(page)
  await expect(cards(page)).toHaveCount(visibleHere().length)
  for (const post of frenchHere()) await expect(page.getByText(post.title, { exact: true })).toHaveCount(0)
  // Words only French titles hold, accents aside ('Permis de travail…', 'Entrée express…', 'Citoyenneté…';
  // not 'résidence': the search ignores accents, so it finds 'Permanent Residence').
  const search = page.getByPlaceholder('Search news...')
  for (const word of ['permis', 'entrée', 'citoyenneté']) {
    expect(frenchHere().some((post) => post.title.toLowerCase().includes(word))).toBe(true)
    // From a list with cards, so that an empty list is this search's and not the last one's.
    await search.fill('')
    await expect(cards(page)).not.toHaveCount(0)
    await search.fill(word)
    await expect(cards(page)).toHaveCount(0)
  }
})

test('searches titles case-insensitively and keeps the search in the address', async ({ page }) => {
  await openNews(page)
  await page.getByPlaceholder('Search news...').fill('PERMIT')
  const expected = visibleHere().filter((post) => post.title.toLowerCase().includes('permit'))
  expect(expected.length).toBeGreaterThan(1)
  await expect(cards(page)).toHaveCount(expected.length)
  for (const title of await cards(page).getByRole('heading', { level: 2 }).allTextContents())
    expect(title.toLowerCase()).toContain('permit')
  await expect(page).toHaveURL(/\/news\?q=PERMIT$/)
  await page.reload()
  await expect(page.getByPlaceholder('Search news...')).toHaveValue('PERMIT')
  await expect(cards(page)).toHaveCount(expected.length)
})

/**
 * Pictures the page asked for ahead of their image elements (the header's logo is the build's own):
 * each by its srcset, or its address where it has none.
 */
const preloadedPictures = (page: Page) =>
  page
    .locator('head link[rel="preload"][as="image"]:not([href^="/icons/"])')
    .evaluateAll((links) => links.map((link) => link.getAttribute('imagesrcset') ?? (link as HTMLLinkElement).href))

/** What a preload of this picture names: its avif copies' srcset, or its address where it has no copies. */
const preloadOf = async (picture: Locator) => {
  const avif = picture.locator('source[type="image/avif"]')
  if ((await avif.count()) > 0) return avif.getAttribute('srcset')
  return picture.locator('img').evaluate((img: HTMLImageElement) => img.src)
}

/** How often the page asks for each address (GET), from now on. */
function countRequests(page: Page): Map<string, number> {
  const requested = new Map<string, number>()
  page.on('request', (request) => {
    if (request.method() === 'GET') requested.set(request.url(), (requested.get(request.url()) ?? 0) + 1)
  })
  return requested
}

/** The file an image element shows, once it shows one. */
async function shownFile(image: Locator): Promise<string> {
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc)).not.toBe('')
  return image.evaluate((img: HTMLImageElement) => img.currentSrc)
}

test.describe('on arrival, as on a first visit (no service worker in between)', () => {
  test.use({ serviceWorkers: 'block' })

  test("the list is asked for once, the first card's picture downloads with it, and each picture once", async ({
    page,
  }) => {
    const requested = countRequests(page)
    // React arrives late (a slow link), so the list the page asked for on opening is read to its end
    // before the app's router starts: the router must not read it again.
    await page.route(/\/static\/js\/framework-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    await openNews(page)
    const listPages = [...requested].filter(([url]) => url.includes('/collections/blog/documents'))
    expect(listPages.length).toBeGreaterThan(1)
    for (const [url, count] of listPages) expect(count, url).toBe(1)

    // The page started the list's LCP, the first card's picture, before the cards were drawn, in the
    // copy the card shows; the first row's pictures downloaded once each.
    expect(await preloadedPictures(page)).toEqual([await preloadOf(cards(page).first().locator('picture'))])
    for (const card of (await cards(page).all()).slice(0, 3)) {
      const file = await shownFile(card.locator('img'))
      expect(requested.get(file), file).toBe(1)
    }
  })

  test("a post's page starts its picture with the list", async ({ page }) => {
    // The newest post with a picture: it is in the list's first page, read before the app has started.
    const newestFirst = inEnglish().sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    const post = newestFirst.find((p) => p.visibility.includes('localhost') && p.imageUrl?.startsWith('/images/'))!
    expect(newestFirst.indexOf(post)).toBeLessThan(25)
    const requested = countRequests(page)
    await page.goto(`/news/${post.$id}`)
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible()
    const picture = page.locator('main picture').first()
    const src = await picture.locator('img').evaluate((image: HTMLImageElement) => image.src)
    expect(new URL(src).pathname).toBe(post.imageUrl)
    expect(await preloadedPictures(page)).toEqual([await preloadOf(picture)])
    // One of its copies (the page is 1280 px wide: the post's 48rem at 1×), fetched by the preload alone.
    const file = await shownFile(picture.locator('img'))
    expect(new URL(file).pathname).toBe(post.imageUrl!.replace(/\.webp$/, '-800w.avif'))
    expect(requested.get(file)).toBe(1)
  })
})

test('a card shows its image, title and content clamped to three lines', async ({ page }) => {
  await openNews(page)
  const card = cards(page).first()
  await expect(card.locator('img')).toHaveAttribute('width', /\d+/)
  const clamp = await card.getByTestId('post-preview').evaluate((el) => getComputedStyle(el).webkitLineClamp)
  expect(clamp).toBe('3')
})

test('a missing or broken image shows /default-image.jpg', async ({ page }) => {
  const missing = visibleHere().find((post) => !post.imageUrl)!
  const broken = visibleHere().find((post) => post.imageUrl?.includes('missing-photo'))!
  await openNews(page)
  await showEveryPost(page)
  const missingImg = cards(page).filter({ hasText: missing.title }).locator('img')
  await expect(missingImg).toHaveAttribute('src', '/default-image.jpg')
  const brokenCard = cards(page).filter({ hasText: broken.title })
  await brokenCard.scrollIntoViewIfNeeded()
  await expect(brokenCard.locator('img')).toHaveAttribute('src', '/default-image.jpg')
  await expect
    .poll(() => brokenCard.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)
})

test("a post's page opened at its address swaps a broken picture too (it fails before the code arrives)", async ({
  page,
}) => {
  const broken = visibleHere().find((post) => post.imageUrl?.includes('missing-photo'))!
  await page.goto(`/news/${broken.$id}`)
  await page.locator('#root[data-app="ready"]').waitFor({ state: 'attached' })
  const picture = page.getByRole('article').locator('img').first()
  await expect(picture).toHaveAttribute('src', '/default-image.jpg')
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
})

test('a click opens the post in place at /news/{id}; Back to News returns with the search kept', async ({ page }) => {
  await openNews(page, '/news?q=work')
  const filtered = await cards(page).count()
  const first = cards(page).first()
  const title = (await first.getByRole('heading', { level: 2 }).textContent())!
  const post = posts.find((p) => p.title === title)!
  await first.click()

  await expect(page).toHaveURL(new RegExp(`/news/${post.$id}\\?q=work$`))
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  // The office's day, as the page writes it, whatever this machine's time zone.
  const date = new Date(post.createdAt).toLocaleDateString('en-CA', { dateStyle: 'long', timeZone: 'America/Toronto' })
  await expect(page.getByText(`By ${post.author || 'Unknown Author'} - ${date}`)).toBeVisible()

  await page.getByRole('link', { name: 'Back to News' }).click()
  await expect(page).toHaveURL(/\/news\?q=work$/)
  await expect(page.getByPlaceholder('Search news...')).toHaveValue('work')
  await expect(cards(page)).toHaveCount(filtered)
  // From post to post (the older, then the newer), Back to News still returns to that list.
  await first.click()
  // By the keyboard: the next post's reading starts at its top, not on its own Older link at the bottom.
  await page.getByRole('link', { name: /^Older post/ }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(title)
  await expect(page.getByRole('main')).toBeFocused()
  await page.getByRole('link', { name: /^Newer post/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await page.getByRole('link', { name: 'Back to News' }).click()
  await expect(page).toHaveURL(/\/news\?q=work$/)
  await expect(page.getByPlaceholder('Search news...')).toHaveValue('work')
  await expect(cards(page)).toHaveCount(filtered)
})

test("a reload keeps the reader's place in a post", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  const post = visibleHere().reduce((longest, p) => (p.content.length > longest.content.length ? p : longest))
  await openTakenOver(page, `/news/${post.$id}`)
  await page.evaluate(() => window.scrollTo(0, 900))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900)
})

test('opening /news/{id} directly shows that post, with its Article data; an unknown id says so', async ({ page }) => {
  const post = visibleHere().find((p) => p.author && p.imageUrl && !p.imageUrl.includes('missing'))!
  await page.goto(`/news/${post.$id}`)
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible()
  await expect(page.getByText(new RegExp(`^By ${post.author} - `))).toBeVisible()
  expect(await page.title()).toContain(post.title)
  // The app shell's default title and description gave way to the post's: a link preview reads these.
  await expect(page.locator('head title')).toHaveCount(1)
  const description = page.locator('head meta[name="description"]')
  await expect(description).toHaveCount(1)
  expect(await description.getAttribute('content')).toContain(post.content.replace(/<[^>]*>/g, '').slice(0, 40))
  // The Article, then the breadcrumbs (Home › News › the post).
  const [data, breadcrumbs] = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)
  // The name alone, as search engines ask; the byline's letters ('…, RCIC') apart.
  const [name, letters] = post.author!.split(', ')
  expect(data).toMatchObject({
    '@type': 'Article',
    headline: post.title,
    author: { '@type': 'Person', name, ...(letters ? { honorificSuffix: letters } : {}) },
    datePublished: post.createdAt,
  })
  expect(data.image[0]).toMatch(new RegExp(`^${SITE_URL}/`))
  expect(breadcrumbs['@type']).toBe('BreadcrumbList')

  await page.goto('/news/no-such-post')
  await expect(page.getByRole('heading', { name: 'Post not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to News' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Our Latest Blogs' })).toBeVisible()
})

test("'Copy Link' puts the post's address on the clipboard", async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: SITE_URL })
  const post = visibleHere()[0]!
  await page.goto(`/news/${post.$id}?q=x`)
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.accept()
  })
  await page.getByRole('button', { name: 'Copy Link' }).click()
  await expect.poll(() => dialogs).toEqual(['Link copied to clipboard!'])
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${SITE_URL}/news/${post.$id}`)
  for (const name of ['Share on WhatsApp', 'Share on Facebook', 'Share on X', 'Share on LinkedIn'])
    await expect(page.getByRole('button', { name })).toBeVisible()
})

test.describe('the share buttons arriving move nothing below them (their placeholder holds the same rows)', () => {
  test.use({ serviceWorkers: 'block' })
  const cases = [
    { label: 'on a phone', width: 320, french: false, shareSheet: false },
    {
      label: 'in French on a phone with its own share sheet (a third button, longer words)',
      width: 320,
      french: true,
      shareSheet: true,
    },
    { label: 'on a desktop with a share sheet', width: 1280, french: false, shareSheet: true },
  ]
  for (const { label, width, french, shareSheet } of cases)
    test(`${label}, ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      if (shareSheet)
        await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: async () => undefined }))
      let release!: () => void
      const released = new Promise<void>((resolve) => (release = resolve))
      await page.route(/\/share-bar[^/]*\.js$/, async (route) => {
        await released
        await route.continue()
      })
      const post = (french ? frenchHere() : visibleHere())[0]!
      // The built page's placeholder, as a first visit sees it before the share buttons' code.
      await page.goto(french ? `/fr/news/${post.$id}` : `/news/${post.$id}`)
      const back = page.getByRole('link', { name: french ? 'Retour aux nouvelles' : 'Back to News' })
      const before = (await back.boundingBox())!.y
      release()
      await expect(page.getByRole('button', { name: french ? 'Copier le lien' : 'Copy Link' })).toBeVisible()
      if (shareSheet)
        await expect(page.getByRole('button', { name: french ? 'Partager' : 'Share', exact: true })).toBeVisible()
      expect((await back.boundingBox())!.y).toBe(before)
    })
})

test.describe('a connection lost as a post opens, as on a first visit (no service worker in between)', () => {
  test.use({ serviceWorkers: 'block' })

  test('the share buttons whose code could not arrive leave their place empty, and appear once back online', async ({
    page,
    context,
  }) => {
    const post = visibleHere()[0]!
    // The share buttons' code is asked for as the post is drawn; it waits for the drop, then fails.
    const { held, drop, reconnect } = await holdUntilDrop(page, /\/share-bar[^/]*\.js$/)
    await page.goto(`/news/${post.$id}`)
    await expect.poll(() => held.length).toBeGreaterThan(0)
    await setOffline(context, true)
    drop()
    await expect(page.locator('#root[data-app="ready"]')).toBeAttached()
    // The post stays readable and its way back works; the share bar's place stays empty.
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to News' })).toBeVisible()
    await page.waitForTimeout(300)
    await expect(page.getByRole('button', { name: 'Copy Link' })).toHaveCount(0)
    await expect(page.getByRole('alert')).toHaveCount(0)

    reconnect()
    await setOffline(context, false)
    for (const name of ['Share on WhatsApp', 'Share on Facebook', 'Share on X', 'Share on LinkedIn', 'Copy Link'])
      await expect(page.getByRole('button', { name })).toBeVisible()
  })
})

test('a seeded script payload never runs, in the list or in a post', async ({ page }) => {
  // The seed's payloads set window.__xss = 1; the trap records any attempt, even one that deletes itself.
  await page.addInitScript(() => {
    const w = window as unknown as { __xssAttempts: number }
    w.__xssAttempts = 0
    Object.defineProperty(window, '__xss', {
      configurable: false,
      get: () => undefined,
      set: () => {
        w.__xssAttempts += 1
      },
    })
  })
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  const attempts = () => page.evaluate(() => (window as unknown as { __xssAttempts: number }).__xssAttempts)
  const payloads = visibleHere().filter((post) => /__xss/.test(post.content))
  expect(payloads.length).toBeGreaterThan(0)
  expect(payloads.some((post) => /href="javascript:/i.test(post.content))).toBe(true)

  await openNews(page)
  await page.mouse.wheel(0, 100_000)
  await page.waitForTimeout(300)
  // Counted per page (each navigation sets the trap afresh): read before leaving it.
  expect(await attempts()).toBe(0)
  for (const post of payloads) {
    await page.goto(`/news/${post.$id}`)
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible()
    await page.waitForTimeout(200)
    // A javascript: link loses its address, so clicking it cannot run anything either; its text stays.
    if (/href="javascript:/i.test(post.content)) await expect(page.locator('article a')).not.toHaveCount(0)
    for (const link of await page.locator('article a').all()) {
      expect((await link.getAttribute('href')) ?? '').not.toMatch(/^\s*javascript:/i)
    }
    expect(await page.locator('article script:not([type="application/ld+json"])').count()).toBe(0)
    expect(await attempts(), post.$id).toBe(0)
  }
  expect(dialogs).toEqual([])
  // The control: the trap counts a payload that does run.
  await page.evaluate(() => ((window as unknown as { __xss: number }).__xss = 1))
  expect(await attempts()).toBe(1)
})

test('on a slow connection, a post opened from the list and Back to it show at once, while the list is asked for again', async ({
  page,
}) => {
  await page.goto('/news')
  await liveListArrived(page)
  const first = cards(page).first().getByRole('heading', { level: 2 })
  const title = await first.innerText()
  // The list's next answers take as long as the test wants: the screens drawn meanwhile use this visit's.
  const release = await holdListRequests(page, 'blog')
  try {
    await first.getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByText('Loading blogs...')).toHaveCount(0)
    await page.getByRole('link', { name: 'Back to News' }).click()
    await expect(cards(page).first().getByRole('heading', { level: 2 })).toHaveText(title)
    await expect(page.getByText('Loading blogs...')).toHaveCount(0)
  } finally {
    release()
  }
  await liveListArrived(page)
})
