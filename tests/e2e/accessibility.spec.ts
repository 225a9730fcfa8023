import { AxeBuilder } from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { Query } from 'node-appwrite'
import { loadSeedData } from '../../server/seed/seed-data'
import { pdfResume } from '../fixtures/resumes'
import { adminDatabases } from './support/backend'
import { takesApplicationsToday } from '../../src/shared/taking-applications'

// Accessibility: axe-core finds no WCAG 2.2 A/AA violation on any screen, modal or the
// phone menu, and the forms and modals work from the keyboard alone.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** Runs axe on the page as it is now; a failure names each rule and the elements it flagged. */
async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  const found = violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
  expect(found).toEqual([])
}

/** The 'Apply' button of the first job that accepts applications. */
const firstApply = (page: Page) =>
  page
    .getByTestId('job-card')
    .getByRole('button', { name: /^Apply/ })
    .first()

test.beforeEach(async ({ page }) => {
  // Tests never reach the internet: an outside resource would only fail slowly.
  await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort())
})

test.describe('axe finds no WCAG A/AA violation', () => {
  const screens: { path: string; ready: (page: Page) => Locator }[] = [
    { path: '/', ready: (page) => page.getByText('500+').first() },
    { path: '/news', ready: (page) => page.getByTestId('post-card').first() },
    { path: '/jobs', ready: (page) => page.getByTestId('job-card').first() },
    { path: '/jobs/page/2', ready: (page) => page.getByRole('link', { name: 'Previous jobs' }) },
    { path: '/news/page/2', ready: (page) => page.getByRole('link', { name: 'Newer posts' }) },
    { path: '/about', ready: (page) => page.getByRole('heading', { name: 'Your Pathway to a New Life in Canada' }) },
    { path: '/contact', ready: (page) => page.getByRole('heading', { name: 'Get in Touch' }) },
    { path: '/services', ready: (page) => page.getByRole('heading', { name: 'Our Global Services' }) },
    { path: '/accessibility', ready: (page) => page.getByRole('heading', { name: 'Accessibility statement' }) },
    {
      path: '/services/express-entry',
      ready: (page) => page.getByRole('heading', { level: 1, name: 'Express Entry' }),
    },
    { path: '/no-such-page', ready: (page) => page.getByRole('heading', { name: 'Page not found' }) },
  ]

  for (const screen of screens) {
    test(`on ${screen.path}`, async ({ page }) => {
      await page.goto(screen.path)
      await expect(screen.ready(page)).toBeVisible()
      await expectNoViolations(page)
    })
  }

  test("on a job's page /jobs/{id}, and with its application form open", async ({ page }) => {
    // A job that takes applications, so the form is always there to check.
    const job = loadSeedData().jobs.find((candidate) => candidate.isPublic && takesApplicationsToday(candidate))!
    await page.goto(`/jobs/${job.$id}`)
    await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible()
    await expectNoViolations(page)
    await page.getByRole('button', { name: `Apply: ${job.title}` }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectNoViolations(page)
  })

  test('on a post of /news/{id}', async ({ page }) => {
    await page.goto('/news')
    const link = page.getByTestId('post-card').first().getByRole('heading').getByRole('link')
    const title = (await link.textContent())!
    await page.goto((await link.getAttribute('href'))!)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expectNoViolations(page)
  })

  test("with a service's 'Learn More' modal open", async ({ page }) => {
    await page.goto('/services')
    await page.getByRole('button', { name: 'Learn More about Express Entry' }).click()
    await expect(page.getByRole('dialog', { name: 'Express Entry' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Contact Us for Consultation' })).toBeVisible()
    await expectNoViolations(page)
  })

  test("with a job's 'Apply' modal open on its application form", async ({ page }) => {
    await page.goto('/jobs')
    await firstApply(page).click()
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Submit Your Application' })).toBeVisible()
    await expectNoViolations(page)
  })

  test('with the phone menu open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await expect(page.getByText('500+').first()).toBeVisible()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await expectNoViolations(page)
  })
})

// The same screens in French: longer words in the same layout, and the page's language (fr-CA) on
// <html>, with the language switch's own (en-CA) on the link to the English page.
test.describe('axe finds no WCAG A/AA violation in French', () => {
  const screens: { path: string; ready: (page: Page) => Locator }[] = [
    { path: '/fr', ready: (page) => page.getByText('500+').first() },
    { path: '/fr/news', ready: (page) => page.getByTestId('post-card').first() },
    { path: '/fr/jobs', ready: (page) => page.getByTestId('job-card').first() },
    { path: '/fr/jobs/page/2', ready: (page) => page.getByRole('link', { name: 'Emplois précédents' }) },
    { path: '/fr/about', ready: (page) => page.getByRole('heading', { level: 1 }) },
    { path: '/fr/contact', ready: (page) => page.getByRole('heading', { level: 1 }) },
    {
      path: '/fr/services',
      ready: (page) => page.getByRole('heading', { name: 'Nos services partout dans le monde' }),
    },
    { path: '/fr/accessibility', ready: (page) => page.getByRole('heading', { name: 'Déclaration d’accessibilité' }) },
    {
      path: '/fr/services/express-entry',
      ready: (page) => page.getByRole('heading', { level: 1, name: 'Entrée express' }),
    },
    { path: '/fr/nulle-part', ready: (page) => page.getByRole('heading', { name: 'Page introuvable' }) },
  ]

  for (const screen of screens) {
    test(`on ${screen.path}`, async ({ page }) => {
      await page.goto(screen.path)
      await expect(screen.ready(page)).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA')
      await expectNoViolations(page)
    })
  }

  test("on a job's page /fr/jobs/{id}, a post's page /fr/news/{id}, and a job's application form", async ({ page }) => {
    for (const [list, card] of [
      ['/fr/jobs', 'job-card'],
      ['/fr/news', 'post-card'],
    ] as const) {
      await page.goto(list)
      const link = page.getByTestId(card).first().getByRole('heading').getByRole('link')
      const title = (await link.textContent())!
      await page.goto((await link.getAttribute('href'))!)
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await expectNoViolations(page)
    }
    await page.goto('/fr/jobs')
    await page
      .getByTestId('job-card')
      .getByRole('button', { name: /^Postuler/ })
      .first()
      .click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectNoViolations(page)
  })

  test("with a service's « En savoir plus » modal open", async ({ page }) => {
    await page.goto('/fr/services')
    await page.getByRole('button', { name: 'En savoir plus : Entrée express' }).click()
    await expect(page.getByRole('dialog', { name: 'Entrée express' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Fermer' })).toBeVisible()
    await expectNoViolations(page)
  })

  test('with the phone menu open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/fr')
    await expect(page.getByText('500+').first()).toBeVisible()
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
    await expect(page.getByRole('navigation', { name: 'Principale' })).toBeVisible()
    await expectNoViolations(page)
  })
})

// From here on: page.keyboard only, as someone without a mouse.

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement)

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails if it never gets there. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', limit = 120) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await isFocused(target)) return
    await page.keyboard.press(key)
  }
  await expect(target).toBeFocused({ timeout: 1 })
}

/** Presses `key` `times` times; after every press the focus must still be inside `dialog`. Returns what was focused. */
async function focusStaysIn(page: Page, dialog: Locator, key: 'Tab' | 'Shift+Tab', times = 25) {
  const visited = new Set<string>()
  for (let i = 0; i < times; i += 1) {
    await page.keyboard.press(key)
    const where = await dialog.evaluate((el) => {
      const active = document.activeElement
      return { inside: !!active && el.contains(active), name: active?.outerHTML.slice(0, 80) ?? 'none' }
    })
    expect(where.inside, `after ${i + 1} × ${key} the focus is on ${where.name}`).toBe(true)
    visited.add(where.name)
  }
  return visited
}

test('keyboard only: apply for a job with a resume', async ({ page }) => {
  const alerts: string[] = []
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message())
    void dialog.accept()
  })
  const name = `Keyboard Applicant ${Date.now()}`
  await page.goto('/jobs')
  await expect(page.getByTestId('job-card').first()).toBeVisible()
  const apply = firstApply(page)
  await tabTo(page, apply)
  await page.keyboard.press('Enter')

  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: 'Submit Your Application' })).toBeVisible()
  await tabTo(page, dialog.getByLabel('Your Name'))
  await page.keyboard.type(name)
  await tabTo(page, dialog.getByLabel('Email Address'))
  await page.keyboard.type('keyboard@example.com')
  // Listened for well before the key: Playwright takes over the picker only once the browser has heard so.
  const chooser = page.waitForEvent('filechooser')
  await tabTo(page, dialog.getByLabel('Upload Resume'))
  await page.keyboard.press('Space')
  await (await chooser).setFiles(pdfResume('keyboard-resume.pdf'))
  await tabTo(page, dialog.getByRole('button', { name: 'Submit Application' }))
  await page.keyboard.press('Enter')

  await expect.poll(() => alerts).toEqual(['Application submitted successfully!'])
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const { documents } = await adminDatabases().listDocuments('main', 'applicants', [Query.equal('applicantName', name)])
  expect(documents).toHaveLength(1)
})

test('keyboard only: send the contact form', async ({ page }) => {
  const name = `Keyboard Visitor ${Date.now()}`
  await page.goto('/contact')
  await expect(page.getByRole('heading', { name: 'Get in Touch' })).toBeVisible()
  for (const [label, text] of [
    ['Name', name],
    ['Email', 'keyboard@example.com'],
    ['Subject', 'Study permit'],
    ['Message', 'Typed without a mouse.'],
  ] as const) {
    await tabTo(page, page.getByLabel(label, { exact: true }))
    await page.keyboard.type(text)
  }
  await tabTo(page, page.getByRole('button', { name: 'Send Message' }))
  await page.keyboard.press('Enter')
  const banner = page.getByRole('status').filter({ hasText: 'Thank you' })
  await expect(banner).toBeVisible()
  const [r = 0, g = 0] = (await banner.evaluate((el) => getComputedStyle(el).color)).match(/\d+/g)!.map(Number)
  expect(g).toBeGreaterThan(r)
  await expect(page.getByLabel('Name')).toHaveValue('')
})

test.describe('every modal keeps the focus inside, and Escape gives it back to its opener', () => {
  async function expectTrapped(page: Page, opener: Locator, dialog: Locator) {
    await tabTo(page, opener)
    await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    // Going round and round, forwards then backwards, the focus moves but never leaves.
    expect((await focusStaysIn(page, dialog, 'Tab')).size).toBeGreaterThan(1)
    expect((await focusStaysIn(page, dialog, 'Shift+Tab')).size).toBeGreaterThan(1)
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(opener).toBeFocused()
  }

  test("the service's 'Learn More' modal", async ({ page }) => {
    await page.goto('/services')
    await expect(page.getByRole('heading', { name: 'Our Global Services' })).toBeVisible()
    await expectTrapped(
      page,
      page.getByRole('button', { name: 'Learn More about Express Entry' }),
      page.getByRole('dialog', { name: 'Express Entry' }),
    )
  })

  test("the job's 'Apply' modal", async ({ page }) => {
    await page.goto('/jobs')
    await expect(page.getByTestId('job-card').first()).toBeVisible()
    await expectTrapped(page, firstApply(page), page.getByRole('dialog'))
  })
})
