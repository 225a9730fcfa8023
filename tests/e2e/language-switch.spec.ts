// The language switch and the offer of the French page, in Chromium against the built site: the
// switch is a plain link to the same page in the other language (search and hash kept once the app
// runs), which works before any script; a browser that prefers French is offered the French page
// once, in a notice that moves nothing.
import { AxeBuilder } from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { layoutShifts, watchLayoutShifts } from './support/layout-shifts'
import { reflowProblems, targetSizeProblems } from './support/wcag'

const appReady = (page: Page) => expect(page.locator('#root')).toHaveAttribute('data-app', 'ready')

/** Where a visitor's choice is kept (language-choice.ts): renaming it would forget every choice made. */
const LANGUAGE_CHOICE_KEY = 'maple-pathways:language-choice'

/**
 * No offer: past the quiet moment it waits for, none shows, and the choice kept is still `kept`
 * (an offer, even one whose code is slow to arrive, writes 'offered' as it is made).
 */
async function expectNoOffer(page: Page, kept: string | null) {
  await appReady(page)
  await page.waitForTimeout(1500)
  await expect(page.getByRole('region', { name: 'Version française' })).toHaveCount(0)
  expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_CHOICE_KEY)).toBe(kept)
}

const toFrench = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Français/ })
const toEnglish = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^English/ })

test.beforeEach(async ({ page }) => {
  // Tests never reach the internet: an outside resource would only fail slowly.
  await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort())
})

test('leads from /jobs?q=… to /fr/jobs?q=… and back, the search kept', async ({ page }) => {
  await page.goto('/jobs?q=nurse')
  await appReady(page)
  await expect(toFrench(page)).toHaveAttribute('href', '/fr/jobs?q=nurse')
  await toFrench(page).click()
  await expect(page).toHaveURL(/\/fr\/jobs\?q=nurse$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA')
  await appReady(page)
  await expect(page.locator('input[name="q"]')).toHaveValue('nurse')

  await expect(toEnglish(page)).toHaveAttribute('href', '/jobs?q=nurse')
  await toEnglish(page).click()
  await expect(page).toHaveURL(/\/jobs\?q=nurse$/)
  expect(new URL(page.url()).pathname).toBe('/jobs')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA')
})

test('follows the address as the visitor moves in the app: a post, and the home pages', async ({ page }) => {
  await page.goto('/fr/news')
  await appReady(page)
  const post = page.getByTestId('post-card').first().getByRole('heading').getByRole('link')
  const href = (await post.getAttribute('href'))!
  expect(href).toMatch(/^\/fr\/news\/./)
  await post.click()
  await expect(page).toHaveURL(new RegExp(`${href}$`))
  await expect(toEnglish(page)).toHaveAttribute('href', href.slice('/fr'.length))
  await page.getByRole('banner').getByRole('link').first().click()
  await expect(page).toHaveURL(/\/fr$/)
  await expect(toEnglish(page)).toHaveAttribute('href', '/')
})

test('works before any script: the built page links to its twin, which is built too', async ({ page }) => {
  // No code at all: what a visitor has before the app arrives (or without scripts).
  await page.route('**/static/js/**', (route) => route.abort())
  await page.goto('/about')
  await expect(toFrench(page)).toHaveAttribute('href', '/fr/about')
  await expect(toFrench(page)).toHaveAttribute('hreflang', 'fr-CA')
  await expect(toFrench(page)).toHaveAttribute('lang', 'fr-CA')
  await toFrench(page).click()
  await expect(page).toHaveURL(/\/fr\/about$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Principale' })).toBeAttached()
  await expect(toEnglish(page)).toHaveAttribute('href', '/about')
  await toEnglish(page).click()
  await expect(page).toHaveURL(/\/about$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA')
  await expect(page.locator('#root')).not.toHaveAttribute('data-app', 'ready')
})

test('is on screen at 320 px beside the menu button, at least 24 × 24 px, and the French bar does not overflow', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 720 })
  for (const path of ['/', '/fr', '/fr/services', '/fr/contact']) {
    await page.goto(path)
    await appReady(page)
    const link = path.startsWith('/fr') ? toEnglish(page) : toFrench(page)
    await expect(link).toBeVisible()
    const box = (await link.boundingBox())!
    expect(box.width).toBeGreaterThanOrEqual(24)
    expect(box.height).toBeGreaterThanOrEqual(24)
    // The bar keeps its height: the sticky header's offsets (notices, scroll padding) assume it.
    const header = (await page.getByRole('banner').boundingBox())!
    expect(header.height, path).toBeLessThanOrEqual(65)
    expect(await reflowProblems(page), path).toEqual([])
    expect(await targetSizeProblems(page), path).toEqual([])
  }
})

test.describe('the offer of the French page', () => {
  test.use({ locale: 'fr-CA' })

  test('is made once to a French browser on an English page, moves nothing, and is remembered once followed', async ({
    page,
  }) => {
    await watchLayoutShifts(page)
    await page.goto('/services?tab=1#by-country-title')
    const offer = page.getByRole('region', { name: 'Version française' })
    await expect(offer).toBeVisible()
    await expect(offer).toHaveAttribute('lang', 'fr-CA')
    await expect(page.locator('#root')).toHaveAttribute('data-app', 'ready')
    // Not a dialog: the page behind stays usable, and focus is not taken.
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)
    expect(await layoutShifts(page)).toEqual({ total: 0, counted: [] })
    // In French on an English page: its own lang, its targets and contrast pass as the page's do.
    const { violations } = await new AxeBuilder({ page })
      .include('[aria-label="Version française"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
    expect(violations.map((violation) => violation.id)).toEqual([])
    expect(await targetSizeProblems(page)).toEqual([])

    const accept = offer.getByRole('link', { name: 'Lire cette page en français' })
    await expect(accept).toHaveAttribute('href', '/fr/services?tab=1#by-country-title')
    await accept.click()
    await expect(page).toHaveURL(/\/fr\/services\?tab=1#by-country-title$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA')

    await page.goto('/about')
    await expectNoOffer(page, 'fr')
  })

  test('leaves the end of the page reachable above it: the last links, focused, are in full view (2.4.11)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    await page.goto('/about')
    const offer = page.getByRole('region', { name: 'Version française' })
    await expect(offer).toBeVisible()
    await appReady(page)
    // The room above it is made a frame after it shows (a ResizeObserver).
    await expect
      .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--bottom-notice-room')))
      .not.toBe('')
    const box = (await offer.boundingBox())!
    const footerLinks = page.getByRole('contentinfo').getByRole('link')
    await expect(footerLinks).not.toHaveCount(0)
    for (const link of await footerLinks.all()) {
      await link.focus()
      const shown = (await link.boundingBox())!
      const name = await link.textContent()
      expect(shown.y + shown.height, `${name} ends above the offer`).toBeLessThanOrEqual(box.y)
    }
  })

  test('comes first for the keyboard, after the skip link, and Escape inside it closes it for good', async ({
    page,
  }) => {
    await page.goto('/jobs')
    const offer = page.getByRole('region', { name: 'Version française' })
    await expect(offer).toBeVisible()
    await appReady(page)
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(offer.getByRole('link', { name: 'Lire cette page en français' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(offer.getByRole('button', { name: 'Non, merci' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(offer).toHaveCount(0)
    // The next Tab goes on from where the offer was: the header.
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => !!document.activeElement?.closest('header'))).toBe(true)
    await page.reload()
    await expectNoOffer(page, 'dismissed')
  })

  test('is remembered once dismissed, and is never made on a French page', async ({ page }) => {
    await page.goto('/fr/about')
    await expectNoOffer(page, null)

    await page.goto('/')
    const offer = page.getByRole('region', { name: 'Version française' })
    await offer.getByRole('button', { name: 'Non, merci' }).click()
    await expect(offer).toHaveCount(0)
    await page.reload()
    await expectNoOffer(page, 'dismissed')
  })
})

test('is not made to an English browser', async ({ page }) => {
  await page.goto('/about')
  await expectNoOffer(page, null)
})
