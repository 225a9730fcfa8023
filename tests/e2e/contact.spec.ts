import { expect, test, type Page } from '@playwright/test'
import { contactMessages } from './support/backend'

// Specification sections 2, 4, 5, 7 and 8 (Contact), against the local contact endpoint.

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`

async function fillForm(page: Page, fields: { name: string; email?: string; subject?: string; message?: string }) {
  await page.getByLabel('Name').fill(fields.name)
  await page.getByLabel('Email', { exact: true }).fill(fields.email ?? 'visitor@example.com')
  await page.getByLabel('Subject').fill(fields.subject ?? 'Study permit')
  await page.getByLabel('Message').fill(fields.message ?? 'I would like a consultation.')
}

const storedFrom = async (name: string) => (await contactMessages()).filter((m) => m.name === name)

test.beforeEach(async ({ page }) => {
  // Tests never reach the internet: an outside map would only fail slowly.
  await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort())
})

test('the page: hero, the form, the contact details and the map behind a facade', async ({ page }) => {
  await page.goto('/contact')
  await expect(page).toHaveTitle(/^Contact Us \| /)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Get in Touch' })).toBeVisible()
  await expect(page.getByLabel('Message')).toHaveAttribute('rows', '5')
  await expect(page.getByRole('link', { name: /^\+1/ })).toHaveAttribute('href', /^tel:/)
  await expect(page.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/)
  await expect(page.locator('iframe')).toHaveCount(0)
  await page.getByRole('button', { name: 'Show map' }).click()
  await expect(page.locator('iframe[title="Company Location in Toronto"]')).toHaveAttribute('loading', 'lazy')
  await expect(page.getByRole('heading', { name: 'Get in Touch' })).toBeVisible()
})

test('a message is sent, stored, confirmed in a green banner, and the fields are cleared', async ({ page }) => {
  const name = `E2E Visitor ${stamp()}`
  await page.goto('/contact')
  await fillForm(page, { name, subject: 'Express Entry', message: 'Please call me.' })
  await page.getByRole('button', { name: 'Send Message' }).click()
  const banner = page.getByRole('status').filter({ hasText: 'Thank you' })
  await expect(banner).toBeVisible()
  const color = await banner.evaluate((el) => getComputedStyle(el).color)
  const [r, g] = color.match(/\d+/g)!.map(Number) as [number, number]
  expect(g).toBeGreaterThan(r)
  await expect(page.getByLabel('Name')).toHaveValue('')
  await expect(page.getByLabel('Message')).toHaveValue('')

  const stored = await storedFrom(name)
  expect(stored).toHaveLength(1)
  expect(stored[0]).toMatchObject({ email: 'visitor@example.com', subject: 'Express Entry', message: 'Please call me.' })
  expect(stored[0]?.clientMessageId).toMatch(/^[0-9a-f]{20}$/)
})

test("the server's refusal shows its message in a red banner and keeps the fields", async ({ page }) => {
  const name = `E2E Refused ${stamp()}`
  await page.goto('/contact')
  // The browser accepts user@localhost as an e-mail address; the endpoint does not.
  await fillForm(page, { name, email: 'visitor@localhost' })
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address.')
  await expect(page.getByLabel('Name')).toHaveValue(name)
  expect(await storedFrom(name)).toHaveLength(0)
})

test("a network failure says 'Something went wrong. Please try again later.'", async ({ page }) => {
  await page.route('http://localhost:8787/contact', (route) => route.abort('connectionrefused'))
  await page.goto('/contact')
  await fillForm(page, { name: `E2E Offline ${stamp()}` })
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByRole('alert')).toHaveText('Something went wrong. Please try again later.')
})

test('from any other address the form refuses to send, and nothing reaches the endpoint', async ({ page }) => {
  let posted = 0
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().startsWith('http://localhost:8787/contact')) posted += 1
  })
  for (const address of ['/contact?x=1', '/contact#form']) {
    const name = `E2E Wrong Address ${stamp()}`
    await page.goto(address)
    await fillForm(page, { name })
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('alert')).toHaveText('You cannot submit this form from this URL.')
    expect(await storedFrom(name)).toHaveLength(0)
  }
  expect(posted).toBe(0)
})

test("a service's subject arrives pre-filled, and the form can then be sent from plain /contact", async ({ page }) => {
  const name = `E2E Subject ${stamp()}`
  await page.goto('/contact?subject=Startup%20Visa')
  await expect(page.getByLabel('Subject')).toHaveValue('Startup Visa')
  await expect(page).toHaveURL('http://localhost:4173/contact')
  await fillForm(page, { name, subject: 'Startup Visa' })
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible()
  expect((await storedFrom(name))[0]?.subject).toBe('Startup Visa')
})
