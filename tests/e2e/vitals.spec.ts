import { expect, test } from '@playwright/test'
import { E2E_API_KEY, VITALS_URL } from './support/addresses'

// Field data (issue: web vitals): the end-to-end build is made with VITE_VITALS_ENDPOINT set to the
// local backend, so a real visit's LCP, FCP, TTFB and CLS must arrive there as beacons (and INP, when
// the test's key press is long enough to count as an interaction; the unit test covers it always).
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
  // Collection is running once the first beacon (FCP, reported at once) has arrived.
  const fresh = async () => (await beaconsFor(null)).filter((b) => !before.has(b.id) && b.path === '/about')
  await expect.poll(async () => (await fresh()).map((b) => b.name), { timeout: 15_000 }).toContain('FCP')
  // A first input finalises LCP (as a reader's first key or tap does); leaving the page flushes CLS.
  await page.keyboard.press('Shift')
  await page.goto('/services')

  await expect
    .poll(
      async () => {
        const all = await beaconsFor(null)
        return [...new Set(all.filter((b) => !before.has(b.id) && b.path === '/about').map((b) => b.name))].sort()
      },
      { timeout: 15_000 },
    )
    .toEqual(expect.arrayContaining(['CLS', 'FCP', 'LCP', 'TTFB']))
  for (const beacon of await fresh()) {
    // INP comes too when the key press counted as an interaction; nothing else is ever sent.
    expect(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']).toContain(beacon.name)
    expect(beacon.value, beacon.name).toBeGreaterThanOrEqual(0)
    expect(['good', 'needs-improvement', 'poor']).toContain(beacon.rating)
  }
})
