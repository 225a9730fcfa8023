import { expect, test, type Locator, type Page } from '@playwright/test'
import { loadSeedData } from '../../server/seed/seed-data'
import { adminDatabases, createJob } from './support/backend'
import { layoutShifts, watchLayoutShifts } from './support/layout-shifts'
import { holdListRequests, liveListArrived, openWithLiveList } from './support/live-list'
import { JOBS_PER_BATCH } from '../../src/shared/list-batches'
import { boardOrder } from '../support/board-order'
import { checkFocused, focusProblems, forcedColorsProblems, targetSizeProblems } from './support/wcag'
import { seenText } from './support/seen'

// The live refresh of a built /news or /jobs (src/lib/use-offline-list.ts): the list in the HTML stays
// as it is when the backend has the same data, and when it has more, what would move the cards on
// screen is announced ('1 new post — show'), never inserted above the reader. CLS stays 0.

const isListAnswer = (collection: 'blog' | 'jobs') => (response: { url: () => string }) =>
  new URL(response.url()).pathname.endsWith(`/collections/${collection}/documents`)

/** The card titles on screen. */
const titlesOf = (cards: Locator) => cards.getByRole('heading').allTextContents()

/**
 * A reader scrolls the fifth card to the top of the window. The element itself is kept (a locator
 * would find whichever card is fifth later), with where it stands.
 */
async function readingCard(cards: Locator) {
  const card = (await cards.nth(4).elementHandle())!
  await card.evaluate((element) => element.scrollIntoView({ block: 'start' }))
  await cards.page().waitForTimeout(100)
  return { card, at: await card.boundingBox() }
}

const refreshButton = (page: Page) => page.getByRole('button', { name: /— show$/ })

test.describe('unchanged data', () => {
  test("/news: the list's HTML before the code arrives is its HTML once the live list has arrived; no shift", async ({
    page,
  }) => {
    await watchLayoutShifts(page)
    const listAnswered = page.waitForResponse(isListAnswer('blog'))
    const response = await page.goto('/news')
    // The list as served, before any script ran, read by the browser's own parser.
    const servedList = await page.evaluate(
      (html) =>
        new DOMParser().parseFromString(html, 'text/html').querySelector('section[aria-label="Posts"] > ul')?.outerHTML,
      await response!.text(),
    )
    expect(servedList).toContain('data-testid="post-card"')
    await listAnswered
    await page.waitForLoadState('networkidle')
    await expect(page.getByText('Loading blogs...')).toHaveCount(0)
    await page.waitForTimeout(500)
    expect(await page.locator('section[aria-label="Posts"] > ul').evaluate((list) => list.outerHTML)).toBe(servedList)
    await expect(refreshButton(page)).toHaveCount(0)
    expect(await layoutShifts(page)).toEqual({ total: 0, counted: [] })
  })

  test("/jobs: the board's HTML before the code arrives, its count and Show more included, is its HTML once the whole board has arrived", async ({
    page,
  }) => {
    await watchLayoutShifts(page)
    const results = 'section[aria-label="Jobs"]'
    // The list's status for the tests aside (loading, then ready), and Show more (a link to the next page
    // in the HTML, for readers without scripts; the app's button in its place), the section is compared whole.
    const showMore = /<div class="[^"]*"><(a|button) [^>]*>Show more jobs<\/\1><\/div>/
    const withoutStatus = (html: string | undefined) =>
      html?.replace(/ data-list-status="\w+"/, '').replace(showMore, '(Show more)')
    const release = await holdListRequests(page, 'jobs')
    const response = await page.goto('/jobs')
    const servedHtml = await page.evaluate(
      ([html, selector]) => new DOMParser().parseFromString(html!, 'text/html').querySelector(selector!)?.outerHTML,
      [await response!.text(), results],
    )
    expect(servedHtml).toMatch(/<a [^>]*rel="next" href="\/jobs\/page\/2">Show more jobs<\/a>/)
    const served = withoutStatus(servedHtml)
    expect(served).toMatch(new RegExp(`Showing ${JOBS_PER_BATCH} of \\d+ jobs`))
    expect(served).toContain('(Show more)')
    expect(served).not.toContain('Loading jobs...')
    await expect(page.locator('#root[data-app="ready"]')).toHaveCount(1)
    release()
    await liveListArrived(page)
    await page.waitForTimeout(300)
    expect(withoutStatus(await page.locator(results).evaluate((section) => section.outerHTML))).toBe(served)
    expect(await layoutShifts(page)).toEqual({ total: 0, counted: [] })
  })

  test('/jobs: Show more pressed while the rest of the board is on its way says it is loading, then shows the next cards with focus on the first', async ({
    page,
  }) => {
    const release = await holdListRequests(page, 'jobs')
    await page.goto('/jobs')
    const cards = page.getByTestId('job-card')
    await page.getByRole('button', { name: 'Show more jobs' }).click()
    await expect(page.getByText('Loading jobs...')).toBeVisible()
    await expect(cards).toHaveCount(JOBS_PER_BATCH)
    release()
    await expect(cards).toHaveCount(2 * JOBS_PER_BATCH)
    await expect(page.getByText('Loading jobs...')).toHaveCount(0)
    await expect(cards.nth(JOBS_PER_BATCH).locator('xpath=ancestor::li[1]')).toBeFocused()
  })
})

test.describe('a post added between the build and the visit', () => {
  const added = {
    $id: `live-refresh-post-${Date.now().toString(36)}`,
    title: 'Published after the build: the live refresh',
  }
  test.beforeAll(async () => {
    await adminDatabases().createDocument({
      databaseId: 'main',
      collectionId: 'blog',
      documentId: added.$id,
      data: {
        title: added.title,
        content: '<p>Added once the site was built, before this visit.</p>',
        author: 'Live Refresh',
        // The newest post: the top of the list.
        createdAt: new Date().toISOString(),
        visibility: ['localhost'],
      },
    })
  })
  test.afterAll(async () => {
    await adminDatabases()
      .deleteDocument('main', 'blog', added.$id)
      .catch(() => undefined)
  })

  test("/news shows the built list, then '1 new post — show' without moving anything; the button shows it first", async ({
    page,
  }) => {
    await watchLayoutShifts(page)
    const release = await holdListRequests(page, 'blog')
    const response = await page.goto('/news')
    expect(await response!.text()).not.toContain(added.title)
    const cards = page.getByTestId('post-card')
    const builtTitles = await titlesOf(cards)
    expect(builtTitles).not.toContain(added.title)
    // A reader has scrolled down to the fifth post when the live list arrives.
    const reading = await readingCard(cards)

    release()
    const button = page.getByRole('button', { name: '1 new post — show' })
    await expect(button).toBeVisible()
    // Announced politely by its words.
    await expect(page.getByRole('status').filter({ hasText: /^1 new post$/ })).toHaveCount(1)
    await page.waitForTimeout(300)
    expect(await reading.card.boundingBox()).toEqual(reading.at)
    expect(await titlesOf(cards)).toEqual(builtTitles)
    expect(await layoutShifts(page)).toEqual({ total: 0, counted: [] })

    await button.click()
    await expect(cards.first().getByRole('heading')).toHaveText(added.title)
    await expect(page.locator('section[aria-label="Posts"] li').first()).toBeFocused()
    await expect(button).toHaveCount(0)
    expect(await titlesOf(cards)).toEqual([added.title, ...builtTitles])
  })

  test("/news/page/2 holds its batch as an update; 'Newer posts' then shows the newest posts, never an empty list", async ({
    page,
  }) => {
    await page.goto('/news/page/2')
    await liveListArrived(page)
    await expect(page.getByRole('button', { name: 'The list of posts has been updated — show' })).toBeVisible()
    await page.getByRole('link', { name: 'Newer posts' }).click()
    await expect(page).toHaveURL(/\/news$/)
    const cards = page.getByTestId('post-card')
    await expect(cards.first().getByRole('heading')).toHaveText(added.title)
    await expect(page.getByText('There are no posts yet.')).toHaveCount(0)
  })

  test('the notice meets the target size, focus and forced-colours checks at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 })
    await page.goto('/news')
    await expect(page.getByRole('button', { name: '1 new post — show' })).toBeVisible()
    expect(await targetSizeProblems(page)).toEqual([])
    // Its own edge (the header's controls are checked on every route by wcag-criteria.spec.ts).
    expect((await forcedColorsProblems(page)).filter((problem) => problem.includes('— show'))).toEqual([])
    // Scrolled into the list, the notice stays in sight under the header; focus never hides under it.
    await readingCard(page.getByTestId('post-card'))
    await expect(page.getByRole('button', { name: '1 new post — show' })).toBeInViewport()
    expect(await focusProblems(page, { maxSteps: 30 })).toEqual([])
  })

  // WCAG 2.4.11 in time: the reader is tabbing through the list when the notice appears over their link.
  test.describe(() => {
    // No service worker, so no corner notice ('ready to work offline') comes to scroll the page meanwhile.
    test.use({ serviceWorkers: 'block' })
    test('the notice appearing over the link the keyboard is on scrolls that link clear of it', async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 720 })
      const release = await holdListRequests(page, 'blog')
      await page.goto('/news')
      await expect(page.locator('#root[data-app="ready"]')).toHaveCount(1)
      // A keyboard's focus (so :focus-visible), on a card's link just under the header: where the notice comes.
      await page.keyboard.press('Tab')
      const link = page.getByTestId('post-card').nth(4).getByRole('link').first()
      await link.focus()
      await link.evaluate((element) => element.scrollIntoView({ block: 'start' }))
      const button = page.getByRole('button', { name: '1 new post — show' })
      release()
      await expect(button).toBeVisible()
      await expect(link).toBeFocused()
      await expect
        .poll(async () => {
          const [pill, focused] = [(await button.boundingBox())!, (await link.boundingBox())!]
          return focused.y - (pill.y + pill.height)
        })
        .toBeGreaterThanOrEqual(0)
      expect(await checkFocused(page)).toMatchObject({ seen: true })
    })
  })

  test("a post's own page shows no notice", async ({ page }) => {
    const post = loadSeedData().blog.find((candidate) => candidate.visibility.includes('localhost'))!
    const listAnswered = page.waitForResponse(isListAnswer('blog'))
    await page.goto(`/news/${post.$id}`)
    await listAnswered
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
    await expect(refreshButton(page)).toHaveCount(0)
  })
})

test.describe('/jobs, with the board changed between the build and the visit', () => {
  const seed = loadSeedData()
  const addedJob = {
    $id: `live-refresh-job-${Date.now().toString(36)}`,
    title: 'Posted after the build: the live refresh',
  }
  test.beforeAll(async () => {
    const data = {
      title: addedJob.title,
      description: 'A job added once the site was built, before this visit.',
      trade: 'Hospitality',
      location: 'Moncton',
      province: 'NB',
      isAcceptingApplications: true,
      isPublic: true,
    }
    await createJob(addedJob.$id, data)
  })
  test.afterAll(async () => {
    await adminDatabases()
      .deleteDocument('main', 'jobs', addedJob.$id)
      .catch(() => undefined)
  })

  test("a new public job, the newest: '1 new job — show' without moving anything; the button shows it first", async ({
    page,
  }) => {
    await watchLayoutShifts(page)
    const release = await holdListRequests(page, 'jobs')
    await page.goto('/jobs')
    const cards = page.getByTestId('job-card')
    const builtTitles = await titlesOf(cards)
    expect(builtTitles).not.toContain(addedJob.title)
    const reading = await readingCard(cards)

    release()
    const button = page.getByRole('button', { name: '1 new job — show' })
    await expect(button).toBeVisible()
    await page.waitForTimeout(300)
    expect(await reading.card.boundingBox()).toEqual(reading.at)
    expect(await titlesOf(cards)).toEqual(builtTitles)
    expect(await layoutShifts(page)).toEqual({ total: 0, counted: [] })

    await button.click()
    await expect(cards.first().getByRole('heading')).toHaveText(addedJob.title)
    await expect(page.locator('section[aria-label="Jobs"] li').first()).toBeFocused()
    expect(await titlesOf(cards)).toEqual([addedJob.title, ...builtTitles])
  })

  test("a numbered page (/jobs/page/2): its batch stays, 'The list of jobs has been updated — show' draws the page's batch of the new board", async ({
    page,
  }) => {
    await watchLayoutShifts(page)
    const release = await holdListRequests(page, 'jobs')
    await page.goto('/jobs/page/2')
    const cards = page.getByTestId('job-card')
    const builtTitles = await titlesOf(cards)
    expect(builtTitles).toHaveLength(JOBS_PER_BATCH)
    const reading = await readingCard(cards)

    release()
    // The new job moved every batch after the first by one: not a new job of this page, an update.
    const button = page.getByRole('button', { name: 'The list of jobs has been updated — show' })
    await expect(button).toBeVisible()
    await page.waitForTimeout(300)
    expect(await reading.card.boundingBox()).toEqual(reading.at)
    expect(await titlesOf(cards)).toEqual(builtTitles)
    expect(await layoutShifts(page)).toEqual({ total: 0, counted: [] })

    // The page still reads as the board it was built with: its count and its Show more.
    await expect(
      seenText(page, new RegExp(`^Showing ${JOBS_PER_BATCH + 1}–${2 * JOBS_PER_BATCH} of \\d+ jobs$`)),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Show more jobs' })).toBeVisible()

    await button.click()
    // The new board's second batch: the built one moved down by the job added above it.
    await expect.poll(() => titlesOf(cards)).not.toEqual(builtTitles)
    const shown = await titlesOf(cards)
    expect(shown).toHaveLength(JOBS_PER_BATCH)
    expect(shown.slice(1)).toEqual(builtTitles.slice(0, -1))
  })

  test('Show more on a numbered page whose board changed draws the newest board from the page on, two batches', async ({
    page,
  }) => {
    await page.goto('/jobs/page/2')
    const cards = page.getByTestId('job-card')
    const builtTitles = await titlesOf(cards)
    await liveListArrived(page)
    await expect(page.getByRole('button', { name: 'The list of jobs has been updated — show' })).toBeVisible()
    await page.getByRole('button', { name: 'Show more jobs' }).click()
    await expect(cards).toHaveCount(2 * JOBS_PER_BATCH)
    const shown = await titlesOf(cards)
    // From the page's place in the newest board: the built batch one further down, then the next.
    expect(shown.slice(1, JOBS_PER_BATCH)).toEqual(builtTitles.slice(0, -1))
    await expect(page.getByRole('button', { name: /— show$/ })).toHaveCount(0)
    await expect(cards.nth(JOBS_PER_BATCH).locator('xpath=ancestor::li')).toBeFocused()
  })

  test("a job on screen withdrawn: it stays until the notice's '— show' (with the new job, '1 new job — show'), which takes it away", async ({
    page,
  }) => {
    // The board's second card.
    const withdrawn = boardOrder(seed.jobs.filter((job) => job.isPublic))[1]!
    await adminDatabases().deleteDocument('main', 'jobs', withdrawn.$id)
    try {
      await watchLayoutShifts(page)
      const release = await holdListRequests(page, 'jobs')
      await page.goto('/jobs')
      const cards = page.getByTestId('job-card')
      await expect(cards.getByRole('heading', { name: withdrawn.title, exact: true })).toHaveCount(1)
      const reading = await readingCard(cards)

      release()
      // The job added before this visit is the newest: the notice counts it.
      const button = page.getByRole('button', { name: '1 new job — show' })
      await expect(button).toBeVisible()
      await page.waitForTimeout(300)
      await expect(cards.getByRole('heading', { name: withdrawn.title, exact: true })).toHaveCount(1)
      expect(await reading.card.boundingBox()).toEqual(reading.at)
      expect(await layoutShifts(page)).toEqual({ total: 0, counted: [] })

      await button.click()
      await expect(cards.getByRole('heading', { name: withdrawn.title, exact: true })).toHaveCount(0)
      await expect(page.locator('section[aria-label="Jobs"] li').first()).toBeFocused()
    } finally {
      // Back as seeded, with its date: where it was on the board.
      const { $id, ...data } = withdrawn
      await createJob($id, data)
    }
  })

  test('a board left open: back to the tab 10 minutes later, a job withdrawn meanwhile is announced, not snatched away', async ({
    page,
  }) => {
    // Created again with its date, it comes back where it was.
    const withdrawn = seed.jobs.filter((job) => job.isPublic).at(-1)!
    await openWithLiveList(page, '/jobs')
    await page.getByPlaceholder('Search for jobs...').fill(withdrawn.title)
    const withdrawnCard = page.getByTestId('job-card').getByRole('heading', { name: withdrawn.title, exact: true })
    await expect(withdrawnCard).toHaveCount(1)
    await adminDatabases().deleteDocument('main', 'jobs', withdrawn.$id)
    try {
      const listAsked = page.waitForRequest((request) => isListAnswer('jobs')({ url: () => request.url() }))
      // The visitor leaves the tab, and comes back eleven minutes later.
      await page.evaluate(() => {
        const setVisibility = (state: DocumentVisibilityState) => {
          Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
          document.dispatchEvent(new Event('visibilitychange'))
        }
        setVisibility('hidden')
        const now = Date.now
        Date.now = () => now() + 11 * 60_000
        setVisibility('visible')
      })
      await listAsked
      const button = page.getByRole('button', { name: 'The list of jobs has been updated — show' })
      await expect(button).toBeVisible()
      await expect(withdrawnCard).toHaveCount(1)
      await expect(page.locator('[data-list-status]')).toHaveAttribute('data-list-status', 'ready')
      await button.click()
      await expect(withdrawnCard).toHaveCount(0)
    } finally {
      const { $id, ...data } = withdrawn
      await createJob($id, data)
    }
  })
})
