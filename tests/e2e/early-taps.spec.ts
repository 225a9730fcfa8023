// A built page is usable as HTML from its first paint, and its code comes later (src/code-loader.js):
// after the page has loaded, or at the visitor's first tap or key. Here the code is held back by the
// test, so every tap below lands before the app exists: links and search forms work as HTML, and a
// button that needs the app is completed once its code arrives. Nothing is lost either way.
import { expect, test, type Page } from '@playwright/test'
import { contactMessages } from './support/backend'
import { holdCode } from './support/hydration'

const appReady = (page: Page) => expect(page.locator('#root')).toHaveAttribute('data-app', 'ready')

test.beforeEach(async ({ page }) => {
  await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort())
})

for (const path of ['/', '/about', '/news'])
  test(`${path}: no script is requested before the page has loaded; then the code follows, and the app takes over`, async ({
    page,
  }) => {
    await page.goto(path)
    await appReady(page)
    const timing = await page.evaluate(async () => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
      const lcp = await new Promise<PerformanceEntry & { url?: string }>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        }),
      )
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      const code = resources.filter((entry) => new URL(entry.name).pathname.startsWith('/static/js/'))
      // What the first view needs: the style sheet and the largest picture, if the largest element is one.
      const firstView = resources.filter((entry) => entry.name.endsWith('.css') || entry.name === lcp.url)
      return {
        loaded: navigation!.loadEventStart,
        lcpPicture: lcp.url,
        codeStarts: code.map((entry) => entry.startTime),
        firstViewEnds: firstView.map((entry) => entry.responseEnd),
      }
    })
    expect(timing.codeStarts.length).toBeGreaterThan(3)
    // The largest element may be text (then only the style sheet counts).
    expect(timing.firstViewEnds).toHaveLength(timing.lcpPicture ? 2 : 1)
    // The code was asked for once the page had loaded, after the style sheet and the largest picture had arrived.
    expect(Math.min(...timing.codeStarts)).toBeGreaterThanOrEqual(timing.loaded)
    expect(Math.min(...timing.codeStarts)).toBeGreaterThanOrEqual(Math.max(...timing.firstViewEnds))
  })

test('the first tap asks for the code at once, even before the page has loaded', async ({ page }) => {
  const code = await holdCode(page)
  // The header's logo held back: the page cannot finish loading, so only the tap can ask for the code.
  let releaseLogo!: () => void
  const logoHeld = new Promise<void>((resolve) => (releaseLogo = resolve))
  await page.route('**/icons/logo.svg', async (route) => {
    await logoHeld
    await route.continue().catch(() => undefined)
  })
  await page.goto('/services', { waitUntil: 'commit' })
  await expect(page.getByRole('heading', { name: 'Our Global Services' })).toBeVisible()
  // Read to its end (the code loader, last in the page, has run), and still loading.
  await page.waitForFunction(() => document.readyState === 'interactive')
  expect(code.requested).toEqual([])
  await page.mouse.click(5, 300)
  await expect.poll(() => code.requested.length).toBeGreaterThan(0)
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete')
  releaseLogo()
  code.release()
  await appReady(page)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the menu tapped before the code arrives opens once it has', async ({ page }) => {
    const code = await holdCode(page)
    await page.goto('/about')
    const menu = page.getByRole('button', { name: 'Open menu' })
    await menu.click()
    // Held, not lost: nothing happens yet, and the page says it is busy.
    await expect(page.locator('html')).toHaveAttribute('data-awaiting-code', '')
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs' })).toBeHidden()
    code.release()
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs' })).toBeVisible()
    await expect(page.locator('html')).not.toHaveAttribute('data-awaiting-code')
  })

  test("the menu opens and closes while the code cannot be downloaded, as the app's does", async ({ page }) => {
    await page.route('**/static/js/**', (route) => route.abort())
    await page.goto('/about')
    const menu = page.getByRole('button', { name: 'Open menu' })
    const news = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' })
    await menu.click()
    // No alert for it: the page opens its menu itself, and News is a link the visitor can follow.
    await expect(news).toBeVisible()
    const open = page.getByRole('button', { name: 'Close menu' })
    await expect(open).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('alert')).toHaveCount(0)
    // At once from now on, and closed as the app's menu closes: its button, Escape, a tap outside.
    await open.click()
    await expect(news).toBeHidden()
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await menu.click()
    await expect(news).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(news).toBeHidden()
    await menu.click()
    await expect(news).toBeVisible()
    // Below the open menu, near the window's foot.
    await page.mouse.click(195, 830)
    await expect(news).toBeHidden()
    // The keyboard: Tab within the header keeps it open; the focus leaving the header closes it.
    await menu.click()
    await expect(news).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(news).toBeVisible()
    await page.getByRole('main').getByRole('link').first().focus()
    await expect(news).toBeHidden()
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(page.locator('html')).not.toHaveAttribute('data-awaiting-code')
  })

  test("the menu opened without the code is closed when the code comes, and the app's from then on", async ({
    page,
  }) => {
    // The entry alone fails, as the page loads and at the tap; asked again, it comes when the test lets it.
    let entryRequests = 0
    let letEntryCome!: () => void
    const entryMayCome = new Promise<void>((resolve) => (letEntryCome = resolve))
    await page.route(/\/static\/js\/index-[^/?]+\.js(\?.*)?$/, async (route) => {
      if (entryRequests++ < 2) return route.abort()
      await entryMayCome
      await route.continue().catch(() => undefined)
    })
    await page.goto('/about')
    const news = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' })
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(news).toBeVisible()
    // Closed and opened again at once, while the code is asked for again behind the menu.
    await page.getByRole('button', { name: 'Close menu' }).click()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(news).toBeVisible()
    letEntryCome()
    await appReady(page)
    // The app draws its menu closed: so it is, with nothing of the page's own opening left.
    await expect(news).toBeHidden()
    const menu = page.getByRole('button', { name: 'Open menu' })
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    expect(await page.locator('header nav').getAttribute('style')).toBeNull()
    await menu.click()
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
    await expect(news).toBeVisible()
  })
})

test("a service's Learn More pressed before the code arrives opens its details once it has", async ({ page }) => {
  const code = await holdCode(page)
  await page.goto('/services')
  await page
    .getByRole('button', { name: /^Learn More about / })
    .first()
    .click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  code.release()
  await expect(page.getByRole('dialog')).toBeVisible()
})

test("Apply pressed on a job's page before the code arrives opens the application form once it has", async ({
  page,
}) => {
  await page.goto('/jobs')
  const jobAddress = (await page
    .getByTestId('job-card')
    .filter({ has: page.getByRole('button', { name: /^Apply/ }) })
    .first()
    .getByRole('heading')
    .getByRole('link')
    .getAttribute('href'))!
  const code = await holdCode(page)
  await page.goto(jobAddress)
  await page.getByRole('main').getByRole('button', { name: 'Apply' }).first().click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  code.release()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect(
    page
      .getByRole('dialog')
      .getByLabel(/Full Name|Name/)
      .first(),
  ).toBeVisible()
})

test('links are plain links: one followed before the code arrives opens its page', async ({ page }) => {
  await holdCode(page)
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click()
  await expect(page).toHaveURL(/\/accessibility$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility statement')
})

test('the job search is a plain form before the code arrives: Enter opens /jobs?q=…, which the app then filters', async ({
  page,
}) => {
  const code = await holdCode(page)
  await page.goto('/jobs')
  const firstTitle = (await page.getByTestId('job-card').first().getByRole('heading').textContent())!.trim()
  const word = firstTitle.split(/\s+/)[0]!
  await page.getByPlaceholder('Search for jobs...').fill(word)
  await page.getByPlaceholder('Search for jobs...').press('Enter')
  await expect(page).toHaveURL(new RegExp(`/jobs\\?q=${encodeURIComponent(word)}`))
  code.release()
  await appReady(page)
  await expect(page.getByPlaceholder('Search for jobs...')).toHaveValue(word)
  const titles = await page.getByTestId('job-card').getByRole('heading').allTextContents()
  expect(titles.length).toBeGreaterThan(0)
  for (const title of titles) expect(title.toLowerCase()).toContain(word.toLowerCase())
})

test('on a phone, the job filters open as HTML before the code arrives; at an address the app draws afresh, the one chosen stays chosen and in sight', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 })
  const code = await holdCode(page)
  await page.goto('/jobs?q=e', { waitUntil: 'domcontentloaded' })
  const fold = page.locator('form[role="search"] summary')
  await fold.click()
  await page.getByLabel('Province').selectOption('Ontario')
  code.release()
  await appReady(page)
  await expect(fold).toHaveText('Filters and sort (1)')
  await expect(page.getByLabel('Province')).toBeVisible()
  await expect(page.getByLabel('Province')).toHaveValue('Ontario')
  const places = await page.getByTestId('job-card').allTextContents()
  expect(places.length).toBeGreaterThan(0)
  for (const place of places) expect(place).toContain(', Ontario')
})

test('the news search is a plain form before the code arrives: Enter opens /news?q=…', async ({ page }) => {
  const code = await holdCode(page)
  await page.goto('/news')
  await page.getByPlaceholder('Search news...').fill('Express Entry')
  await page.getByPlaceholder('Search news...').press('Enter')
  await expect(page).toHaveURL(/\/news\?q=Express\+Entry$/)
  code.release()
  await appReady(page)
  await expect(page.getByPlaceholder('Search news...')).toHaveValue('Express Entry')
})

test('a message typed and sent before the code arrives is sent once it has, with every word typed', async ({
  page,
}) => {
  const code = await holdCode(page)
  const name = `Early Visitor ${Date.now()}`
  await page.goto('/contact')
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Email', { exact: true }).fill('early@example.com')
  await page.getByLabel('Subject').fill('Typed before the code')
  await page.getByLabel('Message').fill('Nothing I typed is lost.')
  await page.getByRole('button', { name: 'Send Message' }).click()
  // Held: the form did not submit itself as HTML (the address is unchanged, nothing sent).
  await expect(page).toHaveURL(/\/contact$/)
  code.release()
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible()
  const stored = (await contactMessages()).filter((m) => m.name === name)
  expect(stored).toHaveLength(1)
  expect(stored[0]).toMatchObject({
    email: 'early@example.com',
    subject: 'Typed before the code',
    message: 'Nothing I typed is lost.',
  })
})

test('a message sent while the code cannot be downloaded is not sent as HTML: the page says so, keeps every word, and Send works once the code comes', async ({
  page,
}) => {
  let failing = true
  await page.route('**/static/js/**', (route) => (failing ? route.abort() : route.continue()))
  const name = `Unlucky Visitor ${Date.now()}`
  await page.goto('/contact')
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Email', { exact: true }).fill('unlucky@example.com')
  await page.getByLabel('Subject').fill('Sent on a bad connection')
  await page.getByLabel('Message').fill('Nothing I typed is lost.')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'Part of this page could not be downloaded, so that did not work. Check your connection, then try again.',
  )
  // Sent as HTML, the form would have put every field in the address (and in the host's logs).
  expect(new URL(page.url()).search).toBe('')
  await expect(page.getByLabel('Name')).toHaveValue(name)

  failing = false
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
  const stored = (await contactMessages()).filter((m) => m.name === name)
  expect(stored).toHaveLength(1)
  expect(stored[0]).toMatchObject({ subject: 'Sent on a bad connection', message: 'Nothing I typed is lost.' })
})

test('a name typed before the code arrives stays, in the field and in the app, while the rest is typed after', async ({
  page,
}) => {
  const code = await holdCode(page)
  const name = `Typed early ${Date.now()}`
  await page.goto('/contact')
  await page.getByLabel('Name').fill(name)
  code.release()
  await appReady(page)
  // Later renders (typing elsewhere) must not reset the field to the app's empty state.
  await page.getByLabel('Email', { exact: true }).fill('later@example.com')
  await page.getByLabel('Subject').fill('Typed after')
  await page.getByLabel('Message').fill('The name came first.')
  await expect(page.getByLabel('Name')).toHaveValue(name)
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible()
  expect((await contactMessages()).filter((m) => m.name === name)).toHaveLength(1)
})

test('at an address with a query, which the app draws afresh, a message typed and sent before the code is sent whole', async ({
  page,
}) => {
  const code = await holdCode(page)
  const name = `Early Query Visitor ${Date.now()}`
  // Its code is requested at once (the page's load event waits for it): the form is there before.
  await page.goto('/contact?subject=Study%20permit', { waitUntil: 'domcontentloaded' })
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Email', { exact: true }).fill('query@example.com')
  await page.getByLabel('Message').fill('Typed over the built page.')
  await page.getByRole('button', { name: 'Send Message' }).click()
  code.release()
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible()
  const stored = (await contactMessages()).filter((m) => m.name === name)
  expect(stored).toHaveLength(1)
  expect(stored[0]).toMatchObject({
    email: 'query@example.com',
    subject: 'Study permit',
    message: 'Typed over the built page.',
  })
})

test('at an address with a query, the field being typed in when the app draws the page afresh keeps the focus: the next keys land in it', async ({
  page,
}) => {
  const code = await holdCode(page)
  await page.goto('/contact?x=1', { waitUntil: 'domcontentloaded' })
  await page.getByLabel('Message').click()
  await page.keyboard.type('Half a sentence')
  code.release()
  await appReady(page)
  await page.keyboard.type(', and the rest.')
  await expect(page.getByLabel('Message')).toBeFocused()
  await expect(page.getByLabel('Message')).toHaveValue('Half a sentence, and the rest.')
})

test('a French page whose words cannot be downloaded stays its HTML, and a tap that needed the app says so, in French', async ({
  page,
}) => {
  await page.route(/\/static\/js\/[^/]*\.fr-[^/]*\.js(\?.*)?$/, (route) => route.abort())
  await page.goto('/fr/services')
  await page
    .getByRole('button', { name: /^En savoir plus/ })
    .first()
    .click()
  await expect(page.getByRole('alert')).toHaveText(
    'Une partie de cette page n’a pas pu être téléchargée, et cette action n’a pas abouti. Vérifiez votre connexion, puis réessayez.',
  )
  await expect(page.locator('html')).not.toHaveAttribute('data-awaiting-code')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('#root')).not.toHaveAttribute('data-app', 'ready')
})
