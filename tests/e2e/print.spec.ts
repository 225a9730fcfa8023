import { expect, test, type Locator, type Page } from '@playwright/test'
import { loadSeedData } from '../../server/seed/seed-data'
import { site } from '../../src/content/site'
import { recordLanguage } from '../../src/shared/content-language'
import { takesApplicationsToday } from '../../src/shared/taking-applications'
import { SITE_URL } from './support/addresses'

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

/** Opens `address` on screen, once the app and its lazy parts (the share bar) are there. */
async function open(page: Page, address: string) {
  await page.goto(address)
  await expect(page.locator('#root[data-app="ready"]')).toBeAttached()
  await page.waitForLoadState('networkidle')
}

/** Each part is on screen, and on paper none is. */
async function expectScreenOnly(page: Page, parts: readonly Locator[]) {
  for (const part of parts) await expect(part).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  for (const part of parts) await expect(part).toBeHidden()
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
  await open(page, `/jobs/${openJob.$id}`)
  const main = page.getByRole('main')
  // In Apply's place on paper: where to apply.
  const applyOnline = main.getByText(`Apply online: ${SITE_URL}/jobs/${openJob.$id}`)
  await expect(applyOnline).toBeHidden()
  await expectScreenOnly(page, [
    page.getByRole('navigation', { name: 'Main' }),
    page.getByRole('navigation', { name: 'Breadcrumb' }),
    main.getByRole('button', { name: /^Apply/ }),
    main.getByRole('heading', { name: 'Share this job' }),
    main.getByRole('button', { name: 'Copy Link' }),
    main.getByRole('navigation', { name: 'More open positions' }),
    main.getByRole('link', { name: 'Back to Jobs' }),
    page.locator('footer').getByRole('link', { name: /LinkedIn/ }),
  ])
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(main.getByText(openJob.description.slice(0, 60))).toBeVisible()
  await expect(main.getByText('Accepting applications')).toBeVisible()
  await expect(applyOnline).toBeVisible()
  await expect(page.locator('header').getByText(site.name)).toBeVisible()
  await expect(page.locator('footer address')).toBeVisible()
  await expect(page.locator('footer address')).toContainText(site.contact.streetAddress)
  // The footer is white words on dark blue on screen: on paper, with no background printed, black.
  await expectBlackOnWhite(page, 'footer address')
  await expectBlackOnWhite(page, 'main h1')
})

test("a service's page prints what the service is and where to book a consultation, in the consultation button's place", async ({
  page,
}) => {
  await open(page, '/fr/services/study-permit')
  const main = page.getByRole('main')
  const bookOnline = main.getByText(`Pour prendre rendez-vous\u00a0: ${SITE_URL}/fr/contact`)
  await expect(bookOnline).toBeHidden()
  await expectScreenOnly(page, [
    page.getByRole('navigation', { name: 'Fil d’Ariane' }),
    main.getByRole('link', { name: 'Nous joindre pour une consultation' }),
    main.getByRole('button', { name: 'Copier le lien' }),
    main.getByRole('navigation', { name: 'Autres services' }),
    main.getByRole('link', { name: 'Retour aux services' }),
  ])
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Permis d’études')
  await expect(main.getByRole('heading', { level: 2, name: 'Comment nous vous aidons' })).toBeVisible()
  await expect(bookOnline).toBeVisible()
  await expectBlackOnWhite(page, 'main h1')
})

test('a post prints its text, and writes the address of each link to another site after it', async ({ page }) => {
  await open(page, `/news/${linkingPost.$id}`)
  const content = page.getByRole('main').locator('article')
  const link = content.locator('a[href^="https://"]').first()
  const href = await link.getAttribute('href')
  expect(await link.evaluate((element) => getComputedStyle(element, '::after').content)).toBe('none')
  await expectScreenOnly(page, [
    page.getByRole('navigation', { name: 'More posts' }),
    page.getByRole('link', { name: 'Back to News' }),
    content.getByRole('button', { name: 'Copy Link' }),
  ])
  await expect(content.getByRole('heading', { level: 1 })).toHaveText(linkingPost.title)
  expect(await link.evaluate((element) => getComputedStyle(element, '::after').content)).toBe(`" (${href})"`)
})

test('a list prints every card drawn, not only those scrolled near, and no search', async ({ page }) => {
  await open(page, '/jobs')
  await expectScreenOnly(page, [page.getByRole('search'), page.getByRole('button', { name: 'Show more jobs' })])
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

test('a printed list says which it is and what narrowed it, since its links and search are left off', async ({
  page,
}) => {
  await open(page, '/jobs?q=weld&province=Ontario')
  const view = page.getByText('All jobs · Search: “weld” · Province: Ontario', { exact: true })
  await expect(view).toBeHidden()
  await page.emulateMedia({ media: 'print' })
  await expect(view).toBeVisible()

  await page.emulateMedia({ media: 'screen' })
  await open(page, '/jobs')
  await page
    .getByRole('button', { name: /^Save: / })
    .first()
    .click()
  await open(page, '/fr/jobs?saved=1')
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByText('Emplois enregistrés', { exact: true })).toBeVisible()
  await expect(page.getByTestId('job-card')).toHaveCount(1)
})

test('a printed news search says what it searched for, since the search box is left off', async ({ page }) => {
  await open(page, '/news?q=express')
  const searched = page.getByText('Search: “express”', { exact: true })
  await expect(searched).toBeHidden()
  await page.emulateMedia({ media: 'print' })
  await expect(searched).toBeVisible()
  await expect(page.getByTestId('post-card').first()).toBeVisible()
})

test('the contact page prints how to reach the office, without the empty form or the map button', async ({ page }) => {
  await open(page, '/contact')
  const main = page.getByRole('main')
  await expectScreenOnly(page, [
    main.getByRole('heading', { name: 'Get in Touch' }),
    main.getByRole('button', { name: 'Send Message' }),
    main.getByRole('button', { name: 'Show Map' }),
  ])
  const details = main.locator('address').first()
  await expect(details).toBeVisible()
  await expect(details).toContainText(site.contact.streetAddress)
  await expect(main.getByRole('link', { name: site.contact.email })).toBeVisible()
})

test("the accessibility statement prints the contact form's address after its colon, in the button's place", async ({
  page,
}) => {
  await open(page, '/accessibility')
  const main = page.getByRole('main')
  const formAddress = main.getByText(`${SITE_URL}/contact`, { exact: true })
  await expect(formAddress).toBeHidden()
  await expectScreenOnly(page, [main.getByRole('link', { name: 'Report a barrier' })])
  await expect(formAddress).toBeVisible()
  await expect(main.getByText(/or with our contact form:$/)).toBeVisible()
})

test("the services page prints all three reasons to choose us, each under its tab's name, and no tabs", async ({
  page,
}) => {
  const reasons = [
    ['Global Recruitment', /^We help Canadian employers fill hard-to-fill positions/],
    ['Investor Immigration', /^Entrepreneurs and investors get a clear plan/],
    ['Corporate Immigration', /^Growing companies rely on us to move talent/],
  ] as const
  await open(page, '/services')
  const main = page.getByRole('main')
  const tabs = main.getByRole('tablist', { name: 'Why Choose Us?' })
  await expect(tabs).toBeVisible()
  await expect(main.getByText(reasons[1][1])).toBeHidden()
  await page.emulateMedia({ media: 'print' })
  await expect(tabs).toBeHidden()
  // ('Corporate Immigration' is a service card's title too.)
  const whyUs = main.getByRole('region', { name: 'Why Choose Us?' })
  for (const [label, text] of reasons) {
    await expect(whyUs.getByRole('heading', { level: 3, name: label, exact: true })).toBeVisible()
    await expect(main.getByText(text)).toBeVisible()
  }
})
