import { expect, test } from '@playwright/test'
import { E2E_API_KEY, VITALS_URL } from './support/addresses'

// Field data (issue: web vitals): the end-to-end build is made with VITE_VITALS_ENDPOINT set to the
// local backend, so a real visit's LCP, FCP, TTFB and CLS must arrive there as beacons. (INP needs a
// slow enough interaction to be reported at all; the unit test covers that it is observed.)
interface Beacon {
  name: string
  value: number
  rating: string
  path: string
  id: string
}

async function beaconsFor(ids: Set<string> | null): Promise<Beacon[]> {
  const response = await fetch(VITALS_URL, { headers: { 'X-Appwrite-Key': E2E_API_KEY } })
  expect(response.status).toBe(200)
  // The backend keeps each beacon as it arrived, under `body`.
  const { vitals } = (await response.json()) as { vitals: { body: Beacon }[] }
  const beacons = vitals.map((v) => v.body)
  return ids ? beacons.filter((b) => ids.has(b.id)) : beacons
}

test('a visit beacons its LCP, FCP, TTFB and CLS to VITE_VITALS_ENDPOINT', async ({ page }) => {
  const before = new Set((await beaconsFor(null)).map((b) => b.id))
  await page.goto('/about')
  await expect(page.getByRole('heading', { name: 'Your Pathway to a New Life in Canada' })).toBeVisible()
  // web-vitals is loaded after the load event; leaving the page (pagehide) flushes LCP and CLS.
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((e) => /web-vitals|vitals/.test(e.name)),
  )
  await page.goto('/services')

  await expect
    .poll(
      async () => {
        const all = await beaconsFor(null)
        return [...new Set(all.filter((b) => !before.has(b.id) && b.path === '/about').map((b) => b.name))].sort()
      },
      { timeout: 15_000 },
    )
    .toEqual(['CLS', 'FCP', 'LCP', 'TTFB'])
  const fresh = (await beaconsFor(null)).filter((b) => !before.has(b.id) && b.path === '/about')
  for (const beacon of fresh) {
    expect(beacon.value, beacon.name).toBeGreaterThanOrEqual(0)
    expect(['good', 'needs-improvement', 'poor']).toContain(beacon.rating)
  }
})
