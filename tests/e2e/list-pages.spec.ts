import { expect, test, type Page } from '@playwright/test'
import { JOBS_PER_BATCH } from '../../src/shared/list-batches'
import { errorsOf, headingFromHtml, holdCode, markHtmlHeading, openTakenOver } from './support/hydration'
import { setOffline } from './support/offline'
import { savedListLength, waitForServiceWorker } from './support/pwa'
import { seenText } from './support/seen'

// The lists' numbered pages (/jobs/page/2, src/shared/list-page-addresses.ts): what 'Show more' links to
// in a built page, so a reader without scripts (and a crawler) reaches every job; the app takes a
// numbered page over as built, and reads it offline from the saved list.
test.describe.configure({ timeout: 90_000 })

const cards = (page: Page) => page.getByTestId('job-card')
const cardLinks = (page: Page) =>
  cards(page)
    .getByRole('heading', { level: 2 })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))

/** The job ids a built page was drawn with (its built data), as the links of its cards. */
const builtBatch = (page: Page) =>
  page.evaluate(() => {
    const data = JSON.parse(document.getElementById('built-data')!.textContent!) as {
      lists: { jobs: { $id: string }[] }
    }
    return data.lists.jobs.map((job) => `/jobs/${job.$id}`)
  })

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false })

  test("'Show more jobs' leads from page to page of the board, and 'Previous jobs' back", async ({ page }) => {
    await page.goto('/jobs')
    const first = await cardLinks(page)
    expect(first).toHaveLength(JOBS_PER_BATCH)
    await page.getByRole('link', { name: 'Show more jobs' }).click()
    await expect(page).toHaveURL(/\/jobs\/page\/2$/)
    await expect(page).toHaveTitle('Jobs, page 2 | Maple Pathways Immigration')
    const second = await cardLinks(page)
    expect(second).toHaveLength(JOBS_PER_BATCH)
    expect(second.filter((href) => first.includes(href))).toEqual([])
    await expect(seenText(page, `Showing ${JOBS_PER_BATCH + 1}–${2 * JOBS_PER_BATCH} of`)).toBeVisible()
    await page.getByRole('link', { name: 'Previous jobs' }).click()
    await expect(page).toHaveURL(/\/jobs$/)
    expect(await cardLinks(page)).toEqual(first)
  })
})

test('a numbered page is taken over as built: its batch stays, Show more adds the next in place, Previous jobs leads back', async ({
  page,
}) => {
  const errors = errorsOf(page)
  await markHtmlHeading(page)
  await openTakenOver(page, '/jobs/page/2')
  expect(await headingFromHtml(page)).toBe(true)
  // The live list has arrived: the batch read is the one built, whatever the board gained since (which
  // would wait behind 'The list of jobs has been updated — show').
  expect(await cardLinks(page)).toEqual(await builtBatch(page))
  await expect(page.getByRole('link', { name: 'Français' })).toHaveAttribute('href', '/fr/jobs')

  await page.getByRole('button', { name: 'Show more jobs' }).click()
  await expect(cards(page)).toHaveCount(2 * JOBS_PER_BATCH)
  await expect(page).toHaveURL(/\/jobs\/page\/2$/)
  // Focus on the first job added, as on /jobs.
  await expect(cards(page).nth(JOBS_PER_BATCH).locator('xpath=ancestor::li')).toBeFocused()

  await page.getByRole('link', { name: 'Previous jobs' }).click()
  await expect(page).toHaveURL(/\/jobs$/)
  await expect(page).toHaveTitle('Jobs | Maple Pathways Immigration')
  await expect(cards(page)).toHaveCount(JOBS_PER_BATCH)
  await expect(page.getByRole('link', { name: 'Previous jobs' })).toHaveCount(0)
  expect(errors).toEqual([])
})

test('offline, a numbered page opens from the saved list, at its place in it', async ({ page, context }) => {
  await page.goto('/jobs')
  await waitForServiceWorker(page)
  await expect.poll(() => savedListLength(page, 'jobs'), { timeout: 20_000 }).toBeGreaterThan(2 * JOBS_PER_BATCH)
  const online = await cardLinks(page)
  await page.getByRole('button', { name: 'Show more jobs' }).click()
  await expect(cards(page)).toHaveCount(2 * JOBS_PER_BATCH)
  const secondBatch = (await cardLinks(page)).slice(JOBS_PER_BATCH)
  expect(online).toHaveLength(JOBS_PER_BATCH)

  await setOffline(context, true)
  try {
    const response = await page.goto('/jobs/page/2')
    expect(response?.fromServiceWorker()).toBe(true)
    await expect(page.locator('#root')).toHaveAttribute('data-app', 'ready')
    await expect(page.getByText(/^You are offline\./)).toBeVisible()
    await expect(cards(page)).toHaveCount(JOBS_PER_BATCH)
    expect(await cardLinks(page)).toEqual(secondBatch)
    await expect(seenText(page, `Showing ${JOBS_PER_BATCH + 1}–${2 * JOBS_PER_BATCH} of`)).toBeVisible()
  } finally {
    await setOffline(context, false)
  }
})

test('a keyboard on the built Show more link before the app takes over keeps its focus on the app’s button', async ({
  page,
}) => {
  const code = await holdCode(page)
  await page.goto('/jobs')
  await page.getByRole('link', { name: 'Show more jobs' }).focus()
  code.release()
  await expect(page.locator('#root')).toHaveAttribute('data-app', 'ready')
  await expect(page.getByRole('button', { name: 'Show more jobs' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(cards(page)).toHaveCount(2 * JOBS_PER_BATCH)
  await expect(page).toHaveURL(/\/jobs$/)
})
