import { expect, test } from '@playwright/test'

// Each service's own page (/services/{id}), in real Chromium: opened from its card and left for the
// list where the visitor was, asking for a consultation, an id that is no service, and the page
// as a reader without script gets it.

test.beforeEach(async ({ page }) => {
  await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort())
})

test('a card’s title opens its service’s page; Back to Services returns to the card, scrolled where it was', async ({
  page,
}) => {
  await page.goto('/services')
  await expect(page.locator('#root')).toHaveAttribute('data-app', 'ready')
  const title = page.getByRole('link', { name: 'Commissioner of Oath' })
  await title.scrollIntoViewIfNeeded()
  await title.click()
  await expect(page).toHaveURL(/\/services\/commissioner-of-oath$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Commissioner of Oath' })).toBeVisible()
  await expect(page).toHaveTitle('Commissioner of Oath | Maple Pathways Immigration')
  // Services stays the current section in the header (a page in it, not the Services page).
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' })).toHaveAttribute(
    'aria-current',
    'true',
  )

  await page.getByRole('link', { name: 'Back to Services' }).click()
  await expect(page).toHaveURL(/\/services$/)
  await expect(page.getByRole('link', { name: 'Commissioner of Oath' })).toBeInViewport()
  await expect(page.getByRole('heading', { level: 1, name: 'Our Global Services' })).not.toBeInViewport()
})

test("a reload with a service's details open shows them again; Back then closes them, and Back again leaves", async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.locator('#root')).toHaveAttribute('data-app', 'ready')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click()
  await expect(page.locator('#root')).toHaveAttribute('data-app', 'ready')
  await page.getByRole('button', { name: 'Learn More about Express Entry' }).click()
  await expect(page.getByRole('dialog', { name: 'Express Entry' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('dialog', { name: 'Express Entry' })).toBeVisible()
  await page.goBack()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page).toHaveURL(/\/services$/)
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
})

test('its consultation button opens the contact form with the service as the subject', async ({ page }) => {
  await page.goto('/services/study-permit')
  await expect(page.locator('#root')).toHaveAttribute('data-app', 'ready')
  await page.getByRole('link', { name: 'Contact Us for Consultation' }).click()
  await expect(page).toHaveURL(/\/contact\?subject=/)
  await expect(page.getByLabel('Subject')).toHaveValue('Consultation: Study Permit')
})

test('on a 320 px phone, every service’s title breaks between its words only, in both languages', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await page.goto('/services')
  const ids = await page
    .locator('#root article h3 a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!.split('/').at(-1)!))
  expect(ids).toHaveLength(22)
  for (const path of ids.flatMap((id) => [`/services/${id}`, `/fr/services/${id}`])) {
    await page.goto(path)
    const split = await page.getByRole('heading', { level: 1 }).evaluate((heading) => {
      const text = heading.firstChild!
      // A word, or each part of a hyphenated one (a line may end after its hyphen).
      const words = [...text.textContent!.matchAll(/[^\s-]+/g)]
      // A word drawn on two lines has two boxes.
      return words
        .filter((word) => {
          const range = document.createRange()
          range.setStart(text, word.index)
          range.setEnd(text, word.index + word[0].length)
          return range.getClientRects().length > 1
        })
        .map((word) => word[0])
    })
    expect(split, path).toEqual([])
  }
})

test('an id that is no service is a true 404: the not-found page, asking not to be indexed', async ({ page }) => {
  const response = await page.goto('/services/tax-returns')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
})

test.describe('with no script', () => {
  test.use({ javaScriptEnabled: false })

  test('a French service’s page is in its HTML: the service, the consultation, and the other services', async ({
    page,
  }) => {
    await page.goto('/fr/services/express-entry')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Entrée express')
    await expect(page.getByRole('heading', { level: 2, name: 'Comment nous vous aidons' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Nous joindre pour une consultation' })).toHaveAttribute(
      'href',
      '/fr/contact?subject=Consultation%C2%A0%3A+Entr%C3%A9e+express',
    )
    const more = page.getByRole('navigation', { name: 'Autres services' })
    await expect(more.getByRole('link')).toHaveText([
      'Visa pour démarrage d’entreprise',
      'Immigration d’entreprise',
      'EIMT',
    ])
  })
})
