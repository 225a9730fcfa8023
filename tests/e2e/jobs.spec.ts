import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { expect, test, type Page, type Route } from '@playwright/test'
import { Query, type Models } from 'node-appwrite'
import { docResume, exeFile, pdfResume, textFile, type FilePayload } from '../fixtures/resumes'
import { BACKEND_URL, PROJECT_ID } from './support/addresses'
import {
  adminDatabases,
  adminStorage,
  clearAbuseLimits,
  clearFaults,
  fillFileLimit,
  injectFault,
} from './support/backend'
import { errorsOf, headingFromHtml, markHtmlHeading, openTakenOver } from './support/hydration'
import { holdListRequests, liveListArrived } from './support/live-list'
import { JOBS_PER_BATCH } from '../../src/shared/list-batches'
import { boardOrder } from '../support/board-order'
import { takesApplicationsToday } from '../../src/shared/taking-applications'
import { dayKey, officeDayOf } from '../../src/shared/office-day'
import { seenText } from './support/seen'

// docs/specification.md §2, §4, §5, §7 and §8 (job board and applications), against the seeded backend.

interface SeedJob extends Models.Document {
  title: string
  description: string
  location: string
  province: string
  isAcceptingApplications: boolean
  isPublic: boolean
  language?: 'en' | 'fr' | null
  applicationDeadline?: string | null
}

let publicJobs: SeedJob[] = []
/** The office's day ('2026-12-15') of a time the backend stores. */
const officeDay = (time: string) => dayKey(officeDayOf(new Date(time)))

test.beforeAll(async () => {
  const answer = await adminDatabases().listDocuments('main', 'jobs', [
    Query.equal('isPublic', true),
    Query.limit(5000),
  ])
  publicJobs = answer.documents as unknown as SeedJob[]
  expect(publicJobs.length).toBeGreaterThan(25)
})

test.afterEach(async () => clearFaults())

const cards = (page: Page) => page.getByTestId('job-card')
/** A job's own card: other jobs may have the same title. */
const cardOf = (page: Page, job: SeedJob) => cards(page).filter({ has: page.locator(`a[href="/jobs/${job.$id}"]`) })
/** The job openApplication applies to. */
const jobApplyingTo = () => publicJobs.find(takesApplicationsToday)!

async function openBoard(page: Page, path = '/jobs') {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: 'Find Your Next Job' })).toBeVisible()
  await liveListArrived(page)
}

/** Opens the modal of the first job accepting applications, and collects the alerts. */
async function openApplication(page: Page) {
  const alerts: string[] = []
  // The browser's "Leave site?" question, each time it was asked: the visitor chose to stay.
  const leavingAsked: number[] = []
  page.on('dialog', (dialog) => {
    if (dialog.type() === 'beforeunload') {
      leavingAsked.push(Date.now())
      void dialog.dismiss()
      return
    }
    alerts.push(dialog.message())
    void dialog.accept()
  })
  await openBoard(page)
  const job = jobApplyingTo()
  await page.getByPlaceholder('Search for jobs...').fill(job.title)
  await cardOf(page, job)
    .getByRole('button', { name: /^Apply/ })
    .click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: 'Submit Your Application' })).toBeVisible()
  return { alerts, leavingAsked, dialog, job }
}

async function fillApplication(dialog: ReturnType<Page['getByRole']>, name: string, file?: FilePayload) {
  await dialog.getByLabel('Your Name').fill(name)
  await dialog.getByLabel('Email Address').fill('applicant@example.com')
  if (file) await dialog.getByLabel('Upload Resume').setInputFiles(file)
}

test('lists the public jobs — more than 25, past the first page — and only those', async ({ page }) => {
  await openBoard(page)
  await expect(seenText(page, `Showing ${JOBS_PER_BATCH} of ${publicJobs.length} jobs`)).toBeVisible()
  await page.getByRole('button', { name: 'Show more jobs' }).click()
  await expect(cards(page)).toHaveCount(Math.min(2 * JOBS_PER_BATCH, publicJobs.length))
  while (await page.getByRole('button', { name: 'Show more jobs' }).isVisible()) {
    await page.getByRole('button', { name: 'Show more jobs' }).click()
  }
  await expect(cards(page)).toHaveCount(publicJobs.length)
  await expect(seenText(page, `${publicJobs.length} jobs found`)).toBeVisible()
  // English first (the board's language), each language newest first.
  await expect(cards(page).getByRole('heading')).toHaveText(boardOrder(publicJobs).map((job) => job.title))
  // Postings belong on each job's own page (built-pages.spec.ts), never on the list.
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0)
})

test('sorted by closing date, the job that closes soonest comes first, and the order holds through a reload', async ({
  page,
}) => {
  await openBoard(page)
  // The open jobs with a deadline, soonest first (the seed's are whole days), the board's order between equals.
  const closing = boardOrder(publicJobs)
    .flatMap((job) =>
      takesApplicationsToday(job) && job.applicationDeadline ? [{ job, day: officeDay(job.applicationDeadline) }] : [],
    )
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0))
  expect(closing.length).toBeGreaterThan(3)
  const firstThree = closing.slice(0, 3).map(({ job }) => `/jobs/${job.$id}`)
  const firstLinks = () =>
    cards(page)
      .getByRole('heading')
      .getByRole('link')
      .evaluateAll((links) => links.slice(0, 3).map((link) => link.getAttribute('href')))
  // On a phone the order folds under Filters with the dropdowns; this window shows it.
  await page.getByLabel('Sort by').selectOption({ label: 'Application deadline' })
  await expect(page).toHaveURL(/\/jobs\?sort=closing$/)
  await expect.poll(firstLinks).toEqual(firstThree)
  await page.reload()
  await liveListArrived(page)
  await expect(page.getByLabel('Sort by')).toHaveValue('closing')
  await expect.poll(firstLinks).toEqual(firstThree)
})

test('back from a job opened past the first batch: the board shows as many jobs again, that job where it was', async ({
  page,
}) => {
  await openBoard(page)
  for (const _ of [1, 2]) await page.getByRole('button', { name: 'Show more jobs' }).click()
  await expect(cards(page)).toHaveCount(3 * JOBS_PER_BATCH)
  const card = cards(page).nth(2 * JOBS_PER_BATCH + 5)
  const title = (await card.getByRole('heading').textContent())!
  await card.getByRole('link', { name: title }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await page.goBack()
  await expect(cards(page)).toHaveCount(3 * JOBS_PER_BATCH)
  await expect(
    cards(page)
      .nth(2 * JOBS_PER_BATCH + 5)
      .getByRole('heading'),
  ).toHaveText(title)
  await expect(cards(page).nth(2 * JOBS_PER_BATCH + 5)).toBeInViewport()
  // A new visit to the board starts at one batch, at its top: from another screen, and from the
  // board's own Jobs link (React Router replaces the entry for the address on show).
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('link', { name: 'Home' }).click()
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Find Your Next Job')
  await nav.getByRole('link', { name: 'Jobs' }).click()
  await expect(cards(page)).toHaveCount(JOBS_PER_BATCH)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  const search = page.getByPlaceholder('Search for jobs...')
  await search.fill('a')
  await expect(page).toHaveURL(/\?q=a$/)
  await page.getByRole('button', { name: 'Show more jobs' }).click()
  await cards(page)
    .nth(JOBS_PER_BATCH + 3)
    .scrollIntoViewIfNeeded()
  await nav.getByRole('link', { name: 'Jobs' }).click()
  await expect(page).toHaveURL(/\/jobs$/)
  await expect(search).toHaveValue('')
  await expect(cards(page)).toHaveCount(JOBS_PER_BATCH)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test("'Back to Jobs' on a job opened from the board, past its first batch, then another job: the board as it was left", async ({
  page,
}) => {
  await openBoard(page, '/jobs?q=a')
  await page.getByRole('button', { name: 'Show more jobs' }).click()
  await expect(cards(page)).toHaveCount(2 * JOBS_PER_BATCH)
  const card = cards(page).nth(JOBS_PER_BATCH + 3)
  const title = (await card.getByRole('heading').textContent())!
  await card.getByRole('link', { name: title }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  // On to one of the "More open positions", then back to the board.
  await page.getByRole('navigation', { name: 'More open positions' }).getByRole('link').first().click()
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(title)
  await page.getByRole('link', { name: 'Back to Jobs' }).click()
  await expect(page).toHaveURL(/\/jobs\?q=a$/)
  await expect(page.getByPlaceholder('Search for jobs...')).toHaveValue('a')
  await expect(cards(page)).toHaveCount(2 * JOBS_PER_BATCH)
  await expect(cards(page).nth(JOBS_PER_BATCH + 3)).toBeInViewport()
  // The keyboard's focus is back on the card's link, not lost with the job's page.
  await expect(
    cards(page)
      .nth(JOBS_PER_BATCH + 3)
      .getByRole('link', { name: title }),
  ).toBeFocused()
})

test('a reload keeps the board as it was: the batches shown and the place, the built page still hydrated', async ({
  page,
}) => {
  const errors = errorsOf(page)
  await markHtmlHeading(page)
  await openBoard(page)
  await page.getByRole('button', { name: 'Show more jobs' }).click()
  await expect(cards(page)).toHaveCount(2 * JOBS_PER_BATCH)
  await cards(page)
    .nth(JOBS_PER_BATCH + 6)
    .evaluate((card) => card.scrollIntoView({ block: 'start' }))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
  const y = await page.evaluate(() => window.scrollY)
  await page.reload()
  await expect(cards(page)).toHaveCount(2 * JOBS_PER_BATCH)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y)
  expect(await headingFromHtml(page)).toBe(true)
  expect(errors).toEqual([])
})

test('back from the board scrolled far down to the home page, never scrolled: the home page at its top', async ({
  page,
}) => {
  await openTakenOver(page, '/')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Find Your Next Job' })).toBeVisible()
  await page.getByRole('button', { name: 'Show more jobs' }).click()
  await cards(page).last().scrollIntoViewIfNeeded()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Find Your Next Job')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('combines search, location and province, keeps them in the address, and survives a reload', async ({ page }) => {
  const target = publicJobs.find((j) => j.location === 'Toronto') ?? publicJobs[0]!
  const word = target.title.split(' ')[0]!.toLowerCase()
  const expected = publicJobs.filter(
    (j) => j.location === target.location && j.province === target.province && j.title.toLowerCase().includes(word),
  )
  await openBoard(page)
  await page.getByLabel('Province').selectOption(target.province)
  await page.getByLabel('Location').selectOption(target.location)
  await page.getByPlaceholder('Search for jobs...').fill(word.toUpperCase())
  await expect(cards(page)).toHaveCount(expected.length)
  // The address follows once typing pauses.
  await expect
    .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
    .toEqual({ q: word.toUpperCase(), location: target.location, province: target.province })

  await page.reload()
  await expect(page.getByLabel('Province')).toHaveValue(target.province)
  await expect(page.getByLabel('Location')).toHaveValue(target.location)
  await expect(page.getByPlaceholder('Search for jobs...')).toHaveValue(word.toUpperCase())
  await expect(cards(page)).toHaveCount(expected.length)

  await page.getByPlaceholder('Search for jobs...').fill('zzz-no-such-job')
  await expect(page.getByText('No jobs found matching your criteria.')).toBeVisible()
})

test("dropdowns list distinct sorted values after an empty option; closed jobs say 'Not accepting applications' in red", async ({
  page,
}) => {
  await openBoard(page)
  const provinces = [...new Set(publicJobs.map((j) => j.province))].sort((a, b) => a.localeCompare(b, 'en-CA'))
  const options = await page
    .getByLabel('Province')
    .locator('option')
    .evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value))
  expect(options).toEqual(['', ...provinces])

  const closed = publicJobs.find((j) => !j.isAcceptingApplications)!
  await page.getByPlaceholder('Search for jobs...').fill(closed.title)
  const text = cards(page).filter({ hasText: closed.title }).getByText('Not accepting applications').first()
  await expect(text).toBeVisible()
  const [r, g, b] = (await text.evaluate((el) => getComputedStyle(el).color)).match(/\d+/g)!.map(Number) as [
    number,
    number,
    number,
  ]
  expect(r).toBeGreaterThan(150)
  expect(g).toBeLessThan(80)
  expect(b).toBeLessThan(80)
})

test('on a phone the dropdowns fold under "Filters", so jobs show on the first screen; wider, they stand in the bar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 })
  await openBoard(page)
  await expect(cards(page).first().getByRole('heading')).toBeInViewport()
  const fold = page.locator('form[role="search"] summary')
  await expect(fold).toHaveText('Filters and sort')
  await expect(page.getByLabel('Province')).toBeHidden()
  await fold.click()
  const province = publicJobs[0]!.province
  await page.getByLabel('Province').selectOption(province)
  await expect(fold).toHaveText('Filters and sort (1)')
  await expect(cards(page)).toHaveCount(
    Math.min(publicJobs.filter((j) => j.province === province).length, JOBS_PER_BATCH),
  )
  await fold.click()
  await expect(page.getByLabel('Province')).toBeHidden()

  // Wider, no fold: the search on a row of its own, and the four dropdowns share the row under it.
  await page.setViewportSize({ width: 1280, height: 800 })
  await expect(fold).toBeHidden()
  const tops = []
  for (const label of ['Location', 'Province', 'Posting language', 'Sort by']) {
    await expect(page.getByLabel(label)).toBeVisible()
    tops.push((await page.getByLabel(label).boundingBox())!.y)
  }
  expect(new Set(tops).size).toBe(1)
  const search = (await page.getByLabel('Search for jobs by title').boundingBox())!
  expect(search.y + search.height).toBeLessThan(tops[0]!)
  // The first jobs still show on the first screen.
  await expect(cards(page).first().getByRole('heading')).toBeInViewport()
  await expect(page.getByLabel('Province')).toHaveValue(province)
})

test("on a phone, a job's page shows Apply on its first screen, above the description, however long that runs", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 })
  const [job] = publicJobs
    .filter((candidate) => takesApplicationsToday(candidate) && candidate.language !== 'fr')
    .sort((a, b) => b.description.length - a.description.length)
  await openTakenOver(page, `/jobs/${job!.$id}`)
  await expect(page.getByRole('button', { name: `Apply: ${job!.title}` })).toBeInViewport({ ratio: 1 })
})

test('each dropdown shows its longest choice whole at every width, in French too', async ({ page }) => {
  await page.goto('/fr/jobs')
  await liveListArrived(page)
  for (const width of [360, 768, 1024, 1152, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    if (width < 768) await page.locator('form[role="search"] summary').click()
    const clipped = await page.locator('form[role="search"] select').evaluateAll((selects) => {
      const context = document.createElement('canvas').getContext('2d')!
      return selects.flatMap((select) => {
        const style = getComputedStyle(select)
        context.font = style.font
        // Room for the words: the box less its padding and the arrow drawn at its end.
        const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 16
        return [...(select as HTMLSelectElement).options]
          .filter((option) => context.measureText(option.text).width > room)
          .map((option) => option.text)
      })
    })
    expect(clipped, `${width} px`).toEqual([])
  }
})

test('the grid has 1, 2 or 3 columns by width', async ({ page }) => {
  const columns = () =>
    page
      .locator('ul:has([data-testid="job-card"])')
      .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)
  await page.setViewportSize({ width: 1280, height: 900 })
  await openBoard(page)
  expect(await columns()).toBe(3)
  await page.setViewportSize({ width: 800, height: 900 })
  expect(await columns()).toBe(2)
  await page.setViewportSize({ width: 400, height: 900 })
  expect(await columns()).toBe(1)
})

test('each resume rule stops the application with its alert, then says it under the field, which has the focus', async ({
  page,
}) => {
  const { alerts, dialog } = await openApplication(page)
  await fillApplication(dialog, 'Rule Tester')
  const submit = dialog.getByRole('button', { name: 'Submit Application' })

  await submit.click()
  await expect.poll(() => alerts.at(-1)).toBe('Please upload a resume.')
  const resume = dialog.getByLabel('Upload Resume')
  await expect(resume).toBeFocused()
  await expect(resume).toHaveAccessibleDescription(/^Please upload a resume\. /)
  await expect(dialog.getByText('Please upload a resume.')).toBeVisible()

  for (const file of [exeFile(), textFile()]) {
    await dialog.getByLabel('Upload Resume').setInputFiles(file)
    await submit.click()
    await expect.poll(() => alerts.at(-1)).toBe('Invalid file type. Only PDF or Word documents are allowed.')
    alerts.length = 0
  }

  await dialog.getByLabel('Upload Resume').setInputFiles(pdfResume('big.pdf', 2097153))
  await submit.click()
  await expect.poll(() => alerts.at(-1)).toBe('File size exceeds the limit of 2MB.')

  // Not a rule of the specification: the backend refuses an empty file, so the form says so first.
  await dialog
    .getByLabel('Upload Resume')
    .setInputFiles({ name: 'empty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) })
  await submit.click()
  await expect.poll(() => alerts.at(-1)).toBe('The file you chose is empty. Please choose your resume again.')

  const applications = await adminDatabases().listDocuments('main', 'applicants', [
    Query.equal('applicantName', 'Rule Tester'),
  ])
  expect(applications.total).toBe(0)
  await dialog.getByRole('button', { name: 'Close', exact: true }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('an address Appwrite refuses though type="email" takes it (two dots in a row) is caught before the upload, in the page\'s words', async ({
  page,
}) => {
  const { alerts, dialog } = await openApplication(page)
  const uploads: string[] = []
  page.on('request', (request) => request.url().includes('/storage/') && uploads.push(request.url()))
  const name = `Dot Tester ${Date.now()}`
  await dialog.getByLabel('Your Name').fill(name)
  await dialog.getByLabel('Email Address').fill('dot..tester@example.com')
  await dialog.getByLabel('Upload Resume').setInputFiles(pdfResume())
  await dialog.getByRole('button', { name: 'Submit Application' }).click()
  const email = dialog.getByLabel('Email Address')
  await expect(email).toBeFocused()
  expect(await email.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe(
    'Please enter a valid email address, such as name@example.com.',
  )
  await page.waitForTimeout(300)
  expect(uploads).toEqual([])
  expect(alerts).toEqual([])
  // Corrected, the application goes through as usual.
  await email.fill('dot.tester@example.com')
  await dialog.getByRole('button', { name: 'Submit Application' }).click()
  await expect.poll(() => alerts.at(-1)).toBe('Application submitted successfully!')
  const stored = await adminDatabases().listDocuments('main', 'applicants', [Query.equal('applicantName', name)])
  expect(stored.documents.map((d) => d.applicantEmail)).toEqual(['dot.tester@example.com'])
})

/** The board, reached from the home page by its link: Back has a page of the site to return to. */
async function boardAfterHome(page: Page) {
  await page.goto('/')
  await page.locator('#root[data-app="ready"]').waitFor({ state: 'attached' })
  await page.getByRole('navigation').first().getByRole('link', { name: 'Jobs' }).click()
  await expect(page).toHaveURL(/\/jobs$/)
}

test("a phone's Back closes the form and stays on the board, keeping what was typed; Back again leaves", async ({
  page,
}) => {
  await boardAfterHome(page)
  await cards(page)
    .getByRole('button', { name: /^Apply/ })
    .first()
    .click()
  const dialog = page.getByRole('dialog')
  await fillApplication(dialog, 'Back Button', pdfResume('back.pdf', 2048))
  // A phone's pull past the top reloads the page (and loses the form) only while no modal is open.
  const overscroll = () =>
    page.evaluate(() =>
      [document.documentElement, document.querySelector('dialog')].map(
        (element) => element && getComputedStyle(element).overscrollBehaviorY,
      ),
    )
  expect(await overscroll()).toEqual(['none', 'contain'])
  await page.goBack()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page).toHaveURL(/\/jobs$/)
  expect((await overscroll())[0]).toBe('auto')
  // Focus is back on the Apply button, as after Close.
  await expect(
    cards(page)
      .getByRole('button', { name: /^Apply/ })
      .first(),
  ).toBeFocused()
  await cards(page)
    .getByRole('button', { name: /^Apply/ })
    .first()
    .click()
  const again = page.getByRole('dialog')
  await expect(again.getByLabel('Your Name')).toHaveValue('Back Button')
  await again.getByRole('button', { name: 'Close', exact: true }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // Closed by its button, the form took its entry away: one Back leaves the board.
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
})

test("a reload with the form open, on the board and on a job's page, shows it again with the name and e-mail typed (the resume is chosen again); Back then closes it, and Back again leaves", async ({
  page,
}) => {
  await boardAfterHome(page)
  const card = cards(page)
    .filter({ has: page.getByRole('button', { name: /^Apply/ }) })
    .first()
  const title = (await card.getByRole('heading').textContent())!
  await card.getByRole('button', { name: /^Apply/ }).click()
  await fillApplication(page.getByRole('dialog'), 'Reload Kept', pdfResume('kept.pdf', 2048))
  await page.reload()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(title)
  await expect(dialog.getByLabel('Your Name')).toHaveValue('Reload Kept')
  await expect(dialog.getByLabel('Email Address')).toHaveValue('applicant@example.com')
  await expect(dialog.getByText('No file chosen')).toBeVisible()
  await page.goBack()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page).toHaveURL(/\/jobs$/)
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)

  const job = publicJobs.find(takesApplicationsToday)!
  await page.goto(`/jobs/${job.$id}`)
  await page.locator('#root[data-app="ready"]').waitFor({ state: 'attached' })
  await page.getByRole('button', { name: /^Apply/ }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Submit Your Application' })).toBeVisible()
  await page.goBack()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page).toHaveURL(new RegExp(`/jobs/${job.$id}$`))
})

test('reloaded with the form of a job the built page does not hold, a form the visitor opens before the whole list comes stays theirs', async ({
  page,
}) => {
  const alerts: string[] = []
  page.on('dialog', (dialog) => void (alerts.push(dialog.message()), dialog.accept()))
  const order = boardOrder(publicJobs)
  // One past the built page's first batch: its form opens again only once the whole list confirms it.
  const later = order.find((job, at) => at >= JOBS_PER_BATCH && takesApplicationsToday(job))!
  const shown = order.find((job, at) => at < JOBS_PER_BATCH && takesApplicationsToday(job))!
  await boardAfterHome(page)
  await page.getByRole('button', { name: 'Show more jobs' }).click()
  await cardOf(page, later)
    .getByRole('button', { name: /^Apply/ })
    .click()
  await expect(page.getByRole('dialog').getByRole('heading', { level: 2 })).toHaveText(later.title)
  const release = await holdListRequests(page, 'jobs')
  await page.reload()
  await page.locator('#root[data-app="ready"]').waitFor({ state: 'attached' })
  await cardOf(page, shown)
    .getByRole('button', { name: /^Apply/ })
    .click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(shown.title)
  await dialog.getByLabel('Your Name').fill('Chose Another')
  release()
  await liveListArrived(page)
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(shown.title)
  await expect(dialog.getByLabel('Your Name')).toHaveValue('Chose Another')
  expect(alerts).toEqual([])
})

test('Apply pressed before the search reached the address: Back closes the form and keeps the search', async ({
  page,
}) => {
  // A job open today, searched by its title: a fixed word would run out of open jobs as deadlines pass.
  const job = jobApplyingTo()
  const words = job.title.toLowerCase()
  const searched = (url: URL) =>
    url.pathname === '/jobs' && url.searchParams.size === 1 && url.searchParams.get('q') === words
  await openBoard(page)
  const search = page.getByPlaceholder('Search for jobs...')
  await search.fill(words)
  // At once, before typing has paused long enough for the address to follow.
  await cardOf(page, job)
    .getByRole('button', { name: /^Apply/ })
    .click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect(page).toHaveURL(searched)
  await page.waitForTimeout(500)
  await page.goBack()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page).toHaveURL(searched)
  await expect(search).toHaveValue(words)
})

test('closing the form by accident loses nothing: name, address and the chosen resume are still there', async ({
  page,
}) => {
  const name = `E2E Kept Draft ${Date.now()}`
  const { alerts, dialog } = await openApplication(page)
  await fillApplication(dialog, name, pdfResume('kept.pdf', 2048))
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await cards(page)
    .getByRole('button', { name: /^Apply/ })
    .first()
    .click()
  const again = page.getByRole('dialog')
  await expect(again.getByLabel('Your Name')).toHaveValue(name)
  await expect(again.getByLabel('Email Address')).toHaveValue('applicant@example.com')
  const resume = again.getByLabel('Upload Resume')
  expect(
    await resume.evaluate((input: HTMLInputElement) => [...(input.files ?? [])].map((f) => [f.name, f.size])),
  ).toEqual([['kept.pdf', 2048]])
  // And it is what gets sent.
  await again.getByRole('button', { name: 'Submit Application' }).click()
  await expect.poll(() => alerts).toEqual(['Application submitted successfully!'])
  const { documents } = await adminDatabases().listDocuments('main', 'applicants', [Query.equal('applicantName', name)])
  expect(documents).toHaveLength(1)
  const stored = await adminStorage().getFile('resumes', (documents[0] as unknown as { resume: string }).resume)
  expect([stored.name, stored.sizeOriginal]).toEqual(['kept.pdf', 2048])
})

test('a real application is stored for the admin label only, with its resume', async ({ page }) => {
  const name = `E2E Applicant ${Date.now()}`
  const file = pdfResume(`cv-${Date.now()}.pdf`, 2097152)
  const { alerts, dialog, job } = await openApplication(page)
  await fillApplication(dialog, name, file)
  await dialog.getByRole('button', { name: 'Submit Application' }).click()
  await expect.poll(() => alerts).toEqual(['Application submitted successfully!'])
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // Its card says so from then on, after a reload too, and so does its page (the device keeps when, not who).
  const appliedCard = cards(page).filter({ has: page.locator(`a[href="/jobs/${job.$id}"]`) })
  const applied = /^Applied on [A-Z][a-z]+ \d{1,2}, \d{4}$/
  await expect(appliedCard.getByText(applied)).toBeVisible()
  await page.reload()
  await expect(appliedCard.getByText(applied)).toBeVisible()
  const board = page.url()
  await page.goto(`/jobs/${job.$id}`)
  await expect(page.getByRole('main').getByText(applied)).toBeVisible()
  await page.goto(board)

  const { documents } = await adminDatabases().listDocuments('main', 'applicants', [Query.equal('applicantName', name)])
  expect(documents).toHaveLength(1)
  const application = documents[0]! as unknown as Models.Document & Record<string, string>
  expect(application).toMatchObject({ jobId: job.$id, jobTitle: job.title, applicantEmail: 'applicant@example.com' })
  // The browser grants nothing itself (Appwrite refuses a guest naming label:admin): the collection decides.
  expect(application.$permissions).toEqual([])

  const stored = await adminStorage().getFile('resumes', application.resume!)
  expect(stored.name).toBe(file.name)
  expect(stored.sizeOriginal).toBe(2097152)
  expect(stored.$permissions).toEqual([])

  // Visitors cannot read applications or resumes back. As in Appwrite, a document of a collection the
  // visitor cannot read is not found (404), and the list and the file are refused (401).
  const headers = { 'X-Appwrite-Project': PROJECT_ID }
  for (const [path, status] of [
    ['/v1/databases/main/collections/applicants/documents', 401],
    [`/v1/databases/main/collections/applicants/documents/${application.$id}`, 404],
    [`/v1/storage/buckets/resumes/files/${application.resume}/download`, 401],
  ] as const)
    expect((await fetch(`${BACKEND_URL}${path}`, { headers })).status, path).toBe(status)

  // The form is empty when opened again.
  await cards(page)
    .filter({ hasText: job.title })
    .first()
    .getByRole('button', { name: /^Apply/ })
    .click()
  await expect(page.getByRole('dialog').getByLabel('Your Name')).toHaveValue('')
})

/** The next save of an application answers 500 (the resume's upload before it succeeds). */
const failNextSave = () =>
  injectFault({
    method: 'POST',
    path: '^/v1/databases/main/collections/applicants/documents$',
    status: 500,
    times: 1,
  })

test('a failed save, then a retry, leaves exactly one application and one file', async ({ page }) => {
  const name = `E2E Retry ${Date.now()}`
  const file = docResume(`retry-${Date.now()}.doc`)
  await failNextSave()
  const { alerts, dialog } = await openApplication(page)
  await fillApplication(dialog, name, file)
  await dialog.getByRole('button', { name: 'Submit Application' }).click()
  await expect.poll(() => alerts).toEqual(['Failed to submit application. Please try again.'])
  // Everything typed and chosen stays.
  await expect(dialog.getByLabel('Your Name')).toHaveValue(name)
  expect(await dialog.getByLabel('Upload Resume').evaluate((el: HTMLInputElement) => el.files?.[0]?.name)).toBe(
    file.name,
  )

  await dialog.getByRole('button', { name: 'Submit Application' }).click()
  await expect.poll(() => alerts.at(-1)).toBe('Application submitted successfully!')

  const { documents } = await adminDatabases().listDocuments('main', 'applicants', [Query.equal('applicantName', name)])
  expect(documents).toHaveLength(1)
  const files = await adminStorage().listFiles('resumes', [Query.equal('name', file.name)])
  expect(files.files.map((f) => f.$id)).toEqual([(documents[0] as unknown as { resume: string }).resume])
})

test("over Appwrite's limit of files a minute from one network, the form says to wait a minute and keeps everything; the try after stores one application", async ({
  page,
}) => {
  const name = `E2E Limit ${Date.now()}`
  const file = pdfResume(`limit-${Date.now()}.pdf`)
  const { alerts, dialog } = await openApplication(page)
  await fillApplication(dialog, name, file)
  try {
    await fillFileLimit()
    await dialog.getByRole('button', { name: 'Submit Application' }).click()
    await expect
      .poll(() => alerts)
      .toEqual([
        'Failed to submit application. Too many applications were sent from your network in the last minute: please wait a minute and try again.',
      ])
    await expect(dialog.getByLabel('Your Name')).toHaveValue(name)
  } finally {
    // The minute passes.
    await clearAbuseLimits()
  }
  await dialog.getByRole('button', { name: 'Submit Application' }).click()
  await expect.poll(() => alerts.at(-1)).toBe('Application submitted successfully!')
  const { documents } = await adminDatabases().listDocuments('main', 'applicants', [Query.equal('applicantName', name)])
  expect(documents).toHaveLength(1)
  const files = await adminStorage().listFiles('resumes', [Query.equal('name', file.name)])
  expect(files.files).toHaveLength(1)
})

const resumeUploads = /\/v1\/storage\/buckets\/resumes\/files$/

/** Counts the resume uploads the page sends. */
function countUploads(page: Page) {
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && resumeUploads.test(request.url())) sent.push(request.url())
  })
  return sent
}

async function reopenApplication(page: Page) {
  await cardOf(page, jobApplyingTo())
    .getByRole('button', { name: /^Apply/ })
    .click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: 'Submit Your Application' })).toBeVisible()
  return dialog
}

async function expectOneApplicationAndFile(name: string, fileName: string) {
  const { documents } = await adminDatabases().listDocuments('main', 'applicants', [Query.equal('applicantName', name)])
  expect(documents).toHaveLength(1)
  const files = await adminStorage().listFiles('resumes', [Query.equal('name', fileName)])
  expect(files.files.map((f) => f.$id)).toEqual([(documents[0] as unknown as { resume: string }).resume])
}

test("a PDF whose name has no extension (renamed on a phone's drive) is stored with its type's, not refused by the bucket", async ({
  page,
}) => {
  const name = `E2E No Extension ${Date.now()}`
  const file = pdfResume(`Resume – Jean ${Date.now()}`, 4096)
  const { alerts, dialog } = await openApplication(page)
  await fillApplication(dialog, name, file)
  await dialog.getByRole('button', { name: 'Submit Application' }).click()
  await expect.poll(() => alerts).toEqual(['Application submitted successfully!'])
  await expectOneApplicationAndFile(name, `${file.name}.pdf`)
})

test('a failed save, the form closed and opened again, then Submit: the resume is not uploaded again', async ({
  page,
}) => {
  const name = `E2E Reopened Retry ${Date.now()}`
  const file = pdfResume(`reopened-${Date.now()}.pdf`, 4096)
  await failNextSave()
  const uploads = countUploads(page)
  const { alerts, dialog } = await openApplication(page)
  await fillApplication(dialog, name, file)
  await dialog.getByRole('button', { name: 'Submit Application' }).click()
  await expect.poll(() => alerts).toEqual(['Failed to submit application. Please try again.'])
  await dialog.getByRole('button', { name: 'Close', exact: true }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  const again = await reopenApplication(page)
  await expect(again.getByLabel('Your Name')).toHaveValue(name)
  expect(await again.getByLabel('Upload Resume').evaluate((el: HTMLInputElement) => el.files?.[0]?.name)).toBe(
    file.name,
  )
  await again.getByRole('button', { name: 'Submit Application' }).click()
  await expect.poll(() => alerts.at(-1)).toBe('Application submitted successfully!')
  expect(uploads).toHaveLength(1)
  await expectOneApplicationAndFile(name, file.name)
})

test('a file the backend refuses while the form is closed is no longer chosen when the form opens again', async ({
  page,
}) => {
  let refuse: () => void = () => undefined
  const refused = new Promise<void>((resolve) => (refuse = resolve))
  // Appwrite's answer to a file it will not take, once the form is closed.
  await page.route(/\/v1\/storage\/buckets\/resumes\/files$/, async (route) => {
    if (route.request().method() !== 'POST') return route.continue()
    await refused
    await route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        message: 'File extension not allowed.',
        code: 400,
        type: 'storage_file_type_unsupported',
      }),
    })
  })
  const { alerts, dialog } = await openApplication(page)
  await fillApplication(dialog, `E2E Refused Closed ${Date.now()}`, pdfResume(`refused-${Date.now()}.pdf`, 4096))
  await dialog.getByRole('button', { name: 'Submit Application' }).click()
  await dialog.getByRole('button', { name: 'Close', exact: true }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  refuse()
  await expect
    .poll(() => alerts)
    .toEqual([
      'Failed to submit application. Your resume file was not accepted: please choose another PDF or Word document.',
    ])
  const again = await reopenApplication(page)
  await expect(again.getByText('No file chosen')).toBeVisible()
  expect(await again.getByLabel('Upload Resume').evaluate((el: HTMLInputElement) => el.files?.length ?? 0)).toBe(0)
})

test('a save that landed but whose answer was lost, a reload, the same file chosen again: one application, one file, one upload', async ({
  page,
}, testInfo) => {
  const name = `E2E Reload Retry ${Date.now()}`
  const resume = pdfResume(`reload-${Date.now()}.pdf`, 4096)
  // Chosen from disk, as a visitor does: the same file chosen again has the same date.
  const path = testInfo.outputPath(resume.name)
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, resume.buffer)
  let saves = 0
  await page.route(/\/v1\/databases\/main\/collections\/applicants\/documents$/, async (route) => {
    if (route.request().method() !== 'POST' || saves++ > 0) return route.continue()
    await route.fetch()
    await route.abort('connectionreset')
  })
  const uploads = countUploads(page)
  const { alerts, dialog } = await openApplication(page)
  await fillApplication(dialog, name)
  await dialog.getByLabel('Upload Resume').setInputFiles(path)
  await dialog.getByRole('button', { name: 'Submit Application' }).click()
  await expect.poll(() => alerts).toEqual(['Failed to submit application. Please try again.'])

  // A phone's pull-to-refresh: the form opens again with the name and e-mail; the resume is chosen again.
  await page.reload()
  const again = page.getByRole('dialog')
  await expect(again.getByLabel('Your Name')).toHaveValue(name)
  await again.getByLabel('Upload Resume').setInputFiles(path)
  await again.getByRole('button', { name: 'Submit Application' }).click()
  await expect.poll(() => alerts.at(-1)).toBe('Application submitted successfully!')
  expect(saves).toBe(2)
  expect(uploads).toHaveLength(1)
  await expectOneApplicationAndFile(name, resume.name)
})

test('closed during the upload, the submission goes on: no alert over the board, and the form opened again shows it and its outcome', async ({
  page,
}) => {
  const name = `E2E Closed Mid-upload ${Date.now()}`
  const file = pdfResume(`mid-upload-${Date.now()}.pdf`, 4096)
  const uploads = countUploads(page)
  const held: Route[] = []
  await page.route(resumeUploads, (route) => void held.push(route))
  const { alerts, dialog } = await openApplication(page)
  await fillApplication(dialog, name, file)
  await dialog.getByRole('button', { name: 'Submit Application' }).click()
  await expect.poll(() => held.length).toBe(1)
  await expect(dialog.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
  // The visitor can always leave.
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  const again = await reopenApplication(page)
  await expect(again.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
  await expect(again.getByRole('progressbar', { name: 'Uploading your resume' })).toBeVisible()
  expect(alerts).toEqual([])
  await held[0]!.continue()
  await expect.poll(() => alerts).toEqual(['Application submitted successfully!'])
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(uploads).toHaveLength(1)
  await expectOneApplicationAndFile(name, file.name)
})

test('a submission whose save fails while the form is closed says so; opened again, Submit does not upload again', async ({
  page,
}) => {
  const name = `E2E Failed While Closed ${Date.now()}`
  const file = pdfResume(`failed-closed-${Date.now()}.pdf`, 4096)
  await failNextSave()
  const uploads = countUploads(page)
  const held: Route[] = []
  await page.route(resumeUploads, (route) => void held.push(route))
  const { alerts, dialog } = await openApplication(page)
  await fillApplication(dialog, name, file)
  await dialog.getByRole('button', { name: 'Submit Application' }).click()
  await expect.poll(() => held.length).toBe(1)
  await dialog.getByRole('button', { name: 'Close', exact: true }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const saveAnswer = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && /\/collections\/applicants\/documents$/.test(response.url()),
  )
  await held[0]!.continue()
  expect((await saveAnswer).status()).toBe(500)
  // Said over the board, once: silence would read as success.
  await expect.poll(() => alerts).toEqual(['Failed to submit application. Please try again.'])

  const again = await reopenApplication(page)
  await expect(again.getByLabel('Your Name')).toHaveValue(name)
  await again.getByRole('button', { name: 'Submit Application' }).click()
  await expect
    .poll(() => alerts)
    .toEqual(['Failed to submit application. Please try again.', 'Application submitted successfully!'])
  expect(uploads).toHaveLength(1)
  await expectOneApplicationAndFile(name, file.name)
})

test('a program renamed .pdf gets the type alert before anything is uploaded (Appwrite checks only the name)', async ({
  page,
}) => {
  const uploads = countUploads(page)
  const { alerts, dialog } = await openApplication(page)
  const renamed = { ...exeFile('resume.pdf'), mimeType: 'application/pdf' }
  await fillApplication(dialog, 'Renamed Program', renamed)
  await dialog.getByRole('button', { name: 'Submit Application' }).click()
  await expect.poll(() => alerts).toEqual(['Invalid file type. Only PDF or Word documents are allowed.'])
  expect(uploads).toEqual([])
  await expect(dialog.getByLabel('Your Name')).toHaveValue('Renamed Program')
})

test('the upload bar follows the bytes on a slow uplink, a screen reader hears it at each quarter, and closing the tab meanwhile asks first', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  const name = `E2E Slow Uplink ${Date.now()}`
  const file = pdfResume(`slow-${Date.now()}.pdf`, 300_000)
  const { alerts, leavingAsked, dialog } = await openApplication(page)
  await fillApplication(dialog, name, file)
  // About 60 KB/s up: the 300 KB resume takes some five seconds.
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 50,
    downloadThroughput: 1_000_000,
    uploadThroughput: 60_000,
  })
  // Recorded in the page as it changes (the final alert blocks any evaluate while it is open).
  await page.evaluate(() => {
    const w = window as unknown as { __seen: number[]; __heard: string[] }
    w.__seen = []
    w.__heard = []
    new MutationObserver(() => {
      const bar = document.querySelector<HTMLProgressElement>('dialog progress')
      if (bar?.hasAttribute('value') && bar.value !== w.__seen.at(-1)) w.__seen.push(bar.value)
      const heard = document.querySelector('dialog form [role="status"]')?.textContent
      if (heard && heard !== w.__heard.at(-1)) w.__heard.push(heard)
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true })
  })
  await dialog.getByRole('button', { name: 'Submit Application' }).click()
  await expect(dialog.locator('progress')).toBeVisible()
  // Closing the tab mid-upload would lose the application: the browser asks, the visitor stays.
  await page.close({ runBeforeUnload: true })
  await expect.poll(() => leavingAsked.length).toBe(1)
  await expect.poll(() => alerts.length, { timeout: 60_000 }).toBe(1)
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })
  const { seen, heard } = await page.evaluate(() => {
    const w = window as unknown as { __seen: number[]; __heard: string[] }
    return { seen: w.__seen, heard: w.__heard }
  })
  expect(alerts).toEqual(['Application submitted successfully!'])
  // The bar moved through the upload, never backwards: at least two readings strictly between 0 and 100.
  const during = seen.filter((value) => value > 0 && value < 100)
  expect(during.length).toBeGreaterThanOrEqual(2)
  expect(seen).toEqual([...seen].sort((a, b) => a - b))
  expect(heard.filter((text) => /^Resume (25|50|75)% uploaded$/.test(text)).length).toBeGreaterThanOrEqual(2)
  const { documents } = await adminDatabases().listDocuments('main', 'applicants', [Query.equal('applicantName', name)])
  expect(documents).toHaveLength(1)
})

test('an upload that stalls is given up after 30 s with the failure alert; the form keeps everything and a retry stores one application', async ({
  page,
}) => {
  const name = `E2E Stalled ${Date.now()}`
  const file = pdfResume(`stalled-${Date.now()}.pdf`, 4096)
  await page.clock.install()
  const { alerts, dialog } = await openApplication(page)
  await fillApplication(dialog, name, file)
  const uploads = /\/v1\/storage\/buckets\/resumes\/files$/
  const held: string[] = []
  await page.route(uploads, (route) => void held.push(route.request().url()))
  await dialog.getByRole('button', { name: 'Submit Application' }).click()
  await expect.poll(() => held.length).toBe(1)
  await page.clock.fastForward(29_000)
  expect(alerts).toEqual([])
  await page.clock.fastForward(2_000)
  await expect.poll(() => alerts).toEqual(['Failed to submit application. Please try again.'])
  await expect(dialog.getByLabel('Your Name')).toHaveValue(name)
  expect(await dialog.getByLabel('Upload Resume').evaluate((el: HTMLInputElement) => el.files?.[0]?.name)).toBe(
    file.name,
  )

  await page.unroute(uploads)
  await dialog.getByRole('button', { name: 'Submit Application' }).click()
  await expect.poll(() => alerts.at(-1)).toBe('Application submitted successfully!')
  const { documents } = await adminDatabases().listDocuments('main', 'applicants', [Query.equal('applicantName', name)])
  expect(documents).toHaveLength(1)
  const files = await adminStorage().listFiles('resumes', [Query.equal('name', file.name)])
  expect(files.total).toBe(1)
})

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test("the keyboard's Search key closes the keyboard and leaves the matching jobs in view, on the board", async ({
    page,
  }) => {
    await openTakenOver(page, '/jobs')
    const search = page.getByRole('searchbox', { name: 'Search for jobs by title' })
    await search.fill('welder')
    await search.press('Enter')
    await expect(search).not.toBeFocused()
    await expect(search).toHaveValue('welder')
    await expect(page).toHaveURL(/\/jobs\?q=welder$/)
    await expect(page.getByTestId('job-card').first()).toContainText(/welder/i)
  })
})
