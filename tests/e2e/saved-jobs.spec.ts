// Saved jobs in real Chromium: kept in the site's IndexedDB across reloads and languages, read offline
// from the service worker's shell, and still named once the job has left the board.
import { AxeBuilder } from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { adminDatabases, createJob } from './support/backend'
import { errorsOf, holdCode, openTakenOver } from './support/hydration'
import { setOffline } from './support/offline'
import { savedListLength, waitForServiceWorker } from './support/pwa'

test.describe.configure({ timeout: 120_000 })

test.beforeEach(async ({ page }) => {
  await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort())
})

test.afterEach(async ({ context }) => {
  await setOffline(context, false)
})

const cards = (page: Page) => page.getByTestId('job-card')
const listsNav = (page: Page, name = 'Job lists') => page.getByRole('navigation', { name })
/** The open job with no deadline the demo always has (job-125), whatever day the tests run. */
const OPEN_JOB = { id: 'job-125' }

async function saveFromItsPage(page: Page, id: string): Promise<string> {
  await openTakenOver(page, `/jobs/${id}`)
  const title = await page.getByRole('heading', { level: 1 }).innerText()
  const save = page.getByRole('button', { name: `Save: ${title}` })
  await expect(save).toHaveAttribute('aria-pressed', 'false')
  await save.click()
  await expect(save).toHaveAttribute('aria-pressed', 'true')
  return title
}

test('a job saved on the board stays saved through a reload, in the saved list, on its page and in French', async ({
  page,
}) => {
  await openTakenOver(page, '/jobs')
  const first = cards(page)
    .filter({ has: page.getByRole('button', { name: /^Save/ }) })
    .first()
  const title = await first.getByRole('heading').innerText()
  await first.getByRole('button', { name: `Save: ${title}` }).click()
  const savedLink = listsNav(page).getByRole('link', { name: 'Saved jobs (1)' })
  await expect(savedLink).toBeVisible()

  await savedLink.click()
  await expect(page).toHaveURL(/\/jobs\?saved=1$/)
  await expect(page).toHaveTitle(/^Saved jobs \|/)
  await expect(cards(page)).toHaveCount(1)
  await expect(cards(page).getByRole('heading')).toHaveText(title)

  await page.reload()
  await expect(cards(page)).toHaveCount(1)
  await expect(cards(page).getByRole('button', { name: `Save: ${title}` })).toHaveAttribute('aria-pressed', 'true')
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(violations.map((violation) => violation.id)).toEqual([])

  // The same list in French, by the language switch (which keeps the address's query).
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Français/ })
    .click()
  await expect(page).toHaveURL(/\/fr\/jobs\?saved=1$/)
  await expect(
    listsNav(page, 'Listes d’emplois').getByRole('link', { name: 'Emplois enregistrés (1)' }),
  ).toHaveAttribute('aria-current', 'page')
  await expect(cards(page)).toHaveCount(1)

  // Let go from the list: it says how to save one.
  await cards(page)
    .getByRole('button', { name: /^Enregistrer/ })
    .click()
  await expect(page.getByText(/^Aucun emploi enregistré pour l’instant\./)).toBeVisible()
  await page.reload()
  await expect(page.getByText(/^Aucun emploi enregistré pour l’instant\./)).toBeVisible()
})

test("Save pressed on a job's built page before the code arrives is saved once it has, without a hydration error", async ({
  page,
}) => {
  const errors = errorsOf(page)
  const code = await holdCode(page)
  await page.goto(`/jobs/${OPEN_JOB.id}`)
  const title = await page.getByRole('heading', { level: 1 }).innerText()
  const save = page.getByRole('button', { name: `Save: ${title}` })
  await save.click()
  await expect(save).toHaveAttribute('aria-pressed', 'false')
  code.release()
  await expect(save).toHaveAttribute('aria-pressed', 'true')
  await page.reload()
  await expect(save).toHaveAttribute('aria-pressed', 'true')
  expect(errors).toEqual([])
})

test('a job saved in one tab shows as saved in another at once', async ({ page, context }) => {
  await openTakenOver(page, '/jobs?saved=1')
  await expect(page.getByText(/^No saved jobs yet\./)).toBeVisible()
  const other = await context.newPage()
  const title = await saveFromItsPage(other, OPEN_JOB.id)
  // The first tab was neither shown again nor reloaded.
  await expect(cards(page)).toHaveCount(1)
  await expect(cards(page).getByRole('heading')).toHaveText(title)
  await other.close()
})

test('offline, the saved list opens from the service worker with every job saved, and their pages too', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  const title = await saveFromItsPage(page, OPEN_JOB.id)
  await openTakenOver(page, '/jobs')
  await expect.poll(() => savedListLength(page, 'jobs'), { timeout: 20_000 }).toBeGreaterThan(25)

  await setOffline(context, true)
  const answer = await page.goto('/jobs?saved=1')
  expect(answer?.fromServiceWorker()).toBe(true)
  await expect(page.getByText(/^You are offline\./)).toBeVisible()
  await expect(cards(page)).toHaveCount(1)
  await cards(page).getByRole('link', { name: title }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByRole('button', { name: `Save: ${title}` })).toHaveAttribute('aria-pressed', 'true')
})

test.describe('a saved job taken off the board', () => {
  const gone = { $id: 'e2e-saved-then-removed', title: 'Crane Operator (saved, then taken down)' }
  test.beforeAll(async () => {
    await createJob(gone.$id, {
      title: gone.title,
      description: 'A job saved by a visitor, then taken down by the office.',
      trade: 'Construction',
      location: 'Moncton',
      province: 'NB',
      isAcceptingApplications: true,
      isPublic: true,
    })
  })
  test.afterAll(async () => {
    await adminDatabases()
      .deleteDocument('main', 'jobs', gone.$id)
      .catch(() => undefined)
  })

  test('stays in the saved list as it was saved, says it is no longer posted, and offers no Apply or link to a page that is gone', async ({
    page,
  }) => {
    await saveFromItsPage(page, gone.$id)
    await adminDatabases().deleteDocument('main', 'jobs', gone.$id)

    await openTakenOver(page, '/jobs?saved=1')
    const card = cards(page)
    await expect(card).toHaveCount(1)
    await expect(card.getByRole('heading')).toHaveText(gone.title)
    await expect(card.getByText('No longer posted')).toBeVisible()
    await expect(card.getByRole('link')).toHaveCount(0)
    await expect(card.getByRole('button', { name: /^Apply/ })).toHaveCount(0)

    await card.getByRole('button', { name: `Save: ${gone.title}` }).click()
    await expect(page.getByText(/^No saved jobs yet\./)).toBeVisible()
  })
})
