import { expect, test, type Page } from '@playwright/test'
import { loadSeedData } from '../../server/seed/seed-data'
import { recordLanguage } from '../../src/shared/content-language'
import { takesApplicationsToday } from '../../src/shared/taking-applications'

// A page on paper (the print style sheet, src/styles/global.css): a job posting taken to an interview,
// a post printed for a family member. Its own content, the company's name and how to reach it; nothing
// that works only on a screen.

const seed = loadSeedData()
const openJob = seed.jobs.find((job) => job.isPublic && recordLanguage(job) === 'en' && takesApplicationsToday(job))!
/** A post linking to another site (the demo's point to canada.ca). */
const linkingPost = seed.blog.find(
  (post) =>
    post.visibility.includes('localhost') && recordLanguage(post) === 'en' && /href="https:\/\//.test(post.content),
)!

async function openForPrint(page: Page, address: string) {
  await page.goto(address)
  await expect(page.locator('#root[data-app="ready"]')).toBeAttached()
  await page.waitForLoadState('networkidle')
  await page.emulateMedia({ media: 'print' })
}

/** What a printer must never leave out or make unreadable: words in black, on no background of their own. */
async function expectBlackOnWhite(page: Page, selector: string) {
  const { color, background } = await page
    .locator(selector)
    .first()
    .evaluate((element) => ({
      color: getComputedStyle(element).color,
      background: getComputedStyle(element).backgroundColor,
    }))
  expect({ selector, color, background }).toEqual({ selector, color: 'rgb(0, 0, 0)', background: 'rgb(255, 255, 255)' })
}

test('a job posting prints its details and how to reach the company, without navigation, buttons or share bar', async ({
  page,
}) => {
  await openForPrint(page, `/jobs/${openJob.$id}`)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(main.getByText(openJob.description.slice(0, 60))).toBeVisible()
  await expect(main.getByText('Accepting applications')).toBeVisible()
  await expect(page.locator('header').getByText('Maple Pathways Immigration')).toBeVisible()
  await expect(page.locator('footer address')).toBeVisible()
  await expect(page.locator('footer address')).toContainText('100 King Street West')

  for (const screenOnly of [
    page.getByRole('navigation', { name: 'Main' }),
    page.getByRole('navigation', { name: 'Breadcrumb' }),
    main.getByRole('button', { name: /^Apply/ }),
    main.getByRole('heading', { name: 'Share this job' }),
    main.getByRole('button', { name: 'Copy Link' }),
    main.getByRole('navigation', { name: 'More open positions' }),
    main.getByRole('link', { name: 'Back to Jobs' }),
    page.locator('footer').getByRole('link', { name: /LinkedIn/ }),
  ])
    await expect(screenOnly).toBeHidden()
  // The footer is white words on dark blue on screen: on paper, with no background printed, black.
  await expectBlackOnWhite(page, 'footer h2')
  await expectBlackOnWhite(page, 'main h1')

  // On screen, all of it is there as before.
  await page.emulateMedia({ media: 'screen' })
  await expect(main.getByRole('button', { name: /^Apply/ })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible()
})

test('a post prints its text, and writes the address of each link to another site after it', async ({ page }) => {
  await openForPrint(page, `/news/${linkingPost.$id}`)
  const content = page.getByRole('main').locator('article')
  await expect(content.getByRole('heading', { level: 1 })).toHaveText(linkingPost.title)
  const link = content.locator('a[href^="https://"]').first()
  const href = await link.getAttribute('href')
  expect(await link.evaluate((element) => getComputedStyle(element, '::after').content)).toBe(`" (${href})"`)
  await expect(page.getByRole('navigation', { name: 'More posts' })).toBeHidden()
  await expect(page.getByRole('link', { name: 'Back to News' })).toBeHidden()
  await expect(content.getByRole('button', { name: 'Copy Link' })).toBeHidden()

  await page.emulateMedia({ media: 'screen' })
  expect(await link.evaluate((element) => getComputedStyle(element, '::after').content)).toBe('none')
})

test('a list prints every card, not only those scrolled near, and no search', async ({ page }) => {
  await openForPrint(page, '/jobs')
  await expect(page.getByRole('search')).toBeHidden()
  const cards = page.getByTestId('job-card')
  const count = await cards.count()
  expect(count).toBeGreaterThan(6)
  await expect(cards.last()).toBeVisible()
  const lastCardSkipsPaint = await page
    .getByTestId('job-card')
    .last()
    .evaluate((card) => getComputedStyle(card.closest('li')!).contentVisibility)
  expect(lastCardSkipsPaint).toBe('visible')
})
