// On a built /news or /jobs, records added after the build that would move the cards on screen wait
// behind '2 new posts — show' (src/lib/use-offline-list.ts). Specs that plant records and then read
// the whole list draw it as a visitor would: with that button.
import { expect, type Locator, type Page } from '@playwright/test'

/** Opens the list page once its live list has arrived, and draws what waits, if anything does. */
export async function openWithLiveList(page: Page, path: '/news' | '/jobs'): Promise<void> {
  await page.goto(path)
  await liveListArrived(page)
  const waiting = page.getByRole('button', { name: /— show$/ })
  if ((await waiting.count()) > 0) await waiting.click()
}

/**
 * Waits until the screen's live list is complete (the notice of what it changed comes in the same
 * drawing). A built page shows no loading indicator meanwhile: its HTML stands for the list as built.
 */
export async function liveListArrived(page: Page): Promise<void> {
  await expect(page.locator('[data-list-status]')).toHaveAttribute('data-list-status', 'ready', { timeout: 15_000 })
}

/** Presses 'Show more' until the whole list is drawn, each time once the batch before it is on screen. */
export async function showEveryBatch(more: Locator, items: Locator): Promise<void> {
  while (await more.isVisible()) {
    const before = await items.count()
    await more.click()
    await expect.poll(() => items.count()).toBeGreaterThan(before)
  }
}

/** Holds the list's requests until the test lets them go: the reader has settled on the page by then. */
export async function holdListRequests(page: Page, collection: 'blog' | 'jobs'): Promise<() => void> {
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => url.pathname.endsWith(`/collections/${collection}/documents`),
    async (route) => {
      await released
      await route.continue()
    },
  )
  return release
}
