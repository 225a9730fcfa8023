// On a built /news or /jobs, records added after the build that would move the cards on screen wait
// behind '2 new posts — show' (src/lib/use-offline-list.ts). Specs that plant records and then read
// the whole list draw it as a visitor would: with that button.
import { expect, type Page } from '@playwright/test'

/** Opens the list page once its live list has arrived, and draws what waits, if anything does. */
export async function openWithLiveList(page: Page, path: '/news' | '/jobs'): Promise<void> {
  await page.goto(path)
  // The list is busy until the live list is complete; the notice comes in the same drawing.
  await expect(page.getByRole('region', { name: path === '/news' ? 'Posts' : 'Jobs' })).toHaveAttribute(
    'aria-busy',
    'false',
    { timeout: 15_000 },
  )
  const waiting = page.getByRole('button', { name: /— show$/ })
  if ((await waiting.count()) > 0) await waiting.click()
}
