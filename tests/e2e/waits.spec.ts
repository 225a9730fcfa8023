import { expect, test, type Route } from '@playwright/test'

// Every list read has a bound (15 s a page): a backend that never answers ends in the list's error
// with Retry, never an endless "Loading". The page's clock is fast-forwarded past the bound.
test.use({ serviceWorkers: 'block' })

for (const { path, collection, failed } of [
  { path: '/news', collection: 'blog', failed: 'The news could not be loaded' },
  { path: '/jobs', collection: 'jobs', failed: 'The jobs could not be loaded' },
]) {
  test(`${path}: a list request that never answers ends in the error with Retry, and Retry loads it`, async ({
    page,
  }) => {
    await page.clock.install()
    const held: Route[] = []
    const hold = (route: Route) => void held.push(route)
    const listUrl = new RegExp(`/v1/databases/main/collections/${collection}/documents\\?`)
    await page.route(listUrl, hold)
    await page.goto(path)
    await expect.poll(() => held.length).toBeGreaterThan(0)
    await expect(page.getByText(failed)).toHaveCount(0)
    await page.clock.fastForward(16_000)
    await expect(page.getByText(failed)).toBeVisible()
    // A late answer to the abandoned request changes nothing on screen.
    await page.unroute(listUrl, hold)
    for (const route of held) await route.continue().catch(() => undefined)
    await page.waitForTimeout(1_000)
    await expect(page.getByText(failed)).toBeVisible()
    await page.getByRole('button', { name: 'Retry' }).click()
    await expect(page.getByText(failed)).toHaveCount(0)
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible()
  })
}
