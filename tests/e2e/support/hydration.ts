// Telling a hydrated page from one drawn afresh: the HTML's own h1 is marked before the app's code
// runs (boot.ts starts it after the first frame); if React hydrates, that very element stays on screen.
import { expect, type Page } from '@playwright/test'

type MarkedHeading = Element & { fromHtml?: boolean }

export async function markHtmlHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const heading = document.querySelector<Element & { fromHtml?: boolean }>('#root h1')
      if (heading) heading.fromHtml = true
    })
  })
}

/**
 * Holds every request for the app's code until `release` is called. (A service worker serves the code
 * past the page's routes: the tests that hold it start with none, or block it.)
 */
export async function holdCode(page: Page) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  const requested: string[] = []
  await page.route('**/static/js/**', async (route) => {
    requested.push(new URL(route.request().url()).pathname)
    await released
    await route.continue().catch(() => undefined)
  })
  return { release, requested }
}

/** Whether the h1 on screen is the element the HTML arrived with. */
export const headingFromHtml = (page: Page): Promise<boolean> =>
  page.evaluate(() => (document.querySelector('#root h1') as MarkedHeading | null)?.fromHtml === true)

/** The page's errors and console errors, as they come (a hydration mismatch is one). */
export function errorsOf(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return errors
}

/**
 * Opens `path` and waits until the app has taken the page over, the live list its screen reads has
 * arrived (or failed), and its fonts are drawn: from then on only what the visitor does changes the page.
 * (Waiting for the network to go quiet instead cost half a second on every page.)
 */
export async function openTakenOver(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await expect(page.locator('#root[data-app="ready"]')).toBeAttached()
  await expect(page.locator('[data-list-status="loading"]')).toHaveCount(0, { timeout: 15_000 })
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}
