import { expect, test, type Page, type Route } from '@playwright/test'
import { BACKEND_URL, SITE_URL } from './support/addresses'
import { clearFaults, contactMessages, injectFault } from './support/backend'
import { errorsOf, holdCode, openTakenOver } from './support/hydration'
import { holdUntilDrop } from './support/pwa'
import { seenText } from './support/seen'
import { setOffline } from './support/offline'

const CONTACT_URL = `${BACKEND_URL}/contact`

// docs/specification.md §2, §4, §5, §7 and §8 (Contact), against the local contact endpoint.

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`

/** `subject: null` leaves the Subject field as the page filled it. */
async function fillForm(
  page: Page,
  fields: { name: string; email?: string; subject?: string | null; message?: string },
) {
  await page.getByLabel('Name').fill(fields.name)
  await page.getByLabel('Email', { exact: true }).fill(fields.email ?? 'visitor@example.com')
  if (fields.subject !== null) await page.getByLabel('Subject').fill(fields.subject ?? 'Study permit')
  await page.getByLabel('Message').fill(fields.message ?? 'I would like a consultation.')
}

/** In the page: whether the site's IndexedDB store has been created (its first open has succeeded). */
const hasOfflineStore = async () => (await indexedDB.databases()).some((db) => db.name === 'maple-pathways')

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
  await expect(page.getByRole('main').getByRole('link', { name: /^\+1/ })).toHaveAttribute('href', /^tel:/)
  await expect(page.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/)
  await expect(page.locator('iframe')).toHaveCount(0)
  await page.getByRole('button', { name: 'Show Map' }).click()
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
  // It sits above the form, out of view once the visitor has scrolled down to Send: focus brings it in.
  await expect(banner).toBeFocused()
  await expect(banner).toBeInViewport()
  const color = await banner.evaluate((el) => getComputedStyle(el).color)
  const [r, g] = color.match(/\d+/g)!.map(Number) as [number, number]
  expect(g).toBeGreaterThan(r)
  await expect(page.getByLabel('Name')).toHaveValue('')
  await expect(page.getByLabel('Message')).toHaveValue('')

  const stored = await storedFrom(name)
  expect(stored).toHaveLength(1)
  expect(stored[0]).toMatchObject({
    email: 'visitor@example.com',
    subject: 'Express Entry',
    message: 'Please call me.',
  })
  expect(stored[0]?.clientMessageId).toMatch(/^[0-9a-f]{20}$/)
})

test('sent after the skip link, whether it was followed before or after the code came: the address stays the contact page', async ({
  page,
}) => {
  for (const when of ['before the code', 'after the code']) {
    const name = `Skip Link Visitor ${stamp()}`
    if (when === 'before the code') {
      // The skip link is a plain link until the app runs: its #main is taken out once it does.
      await page.goto('/contact#main')
    } else {
      await openTakenOver(page, '/contact')
      await page.keyboard.press('Tab')
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(page.getByRole('main')).toBeFocused()
    }
    await expect(page).toHaveURL(/\/contact$/)
    await fillForm(page, { name })
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible()
    expect(await storedFrom(name), when).toHaveLength(1)
  }
})

test("the server's refusal shows its message in a red banner and keeps the fields", async ({ page }) => {
  const name = `E2E Refused ${stamp()}`
  await page.goto('/contact')
  // A subject over the endpoint's 200 characters: the form sets no limit (a paste is never cut short).
  const subject = 'S'.repeat(201)
  await fillForm(page, { name, subject })
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByRole('alert')).toHaveText('Subject must be at most 200 characters.')
  await expect(page.getByLabel('Name')).toHaveValue(name)
  await expect(page.getByLabel('Subject')).toHaveValue(subject)
  expect(await storedFrom(name)).toHaveLength(0)
})

test('an address the endpoint would refuse though the browser takes it (user@localhost) is refused at the field; nothing is sent', async ({
  page,
}) => {
  const name = `E2E Address ${stamp()}`
  await page.goto('/contact')
  await expect(page.locator('#root')).toHaveAttribute('data-app', 'ready')
  await fillForm(page, { name, email: 'visitor@localhost' })
  const sent: string[] = []
  page.on('request', (request) => void (request.url().startsWith(CONTACT_URL) && sent.push(request.url())))
  await page.getByRole('button', { name: 'Send Message' }).click()
  expect(
    await page.getByLabel('Email', { exact: true }).evaluate((field: HTMLInputElement) => field.validationMessage),
  ).toBe('Please enter a valid email address, such as name@example.com.')
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused()
  expect(sent).toEqual([])
  expect(await storedFrom(name)).toHaveLength(0)
})

test("an answer that cannot be read says 'Something went wrong. Please try again later.' and keeps the fields", async ({
  page,
}) => {
  const name = `E2E Unreadable ${stamp()}`
  // An answer that arrives but is not the endpoint's JSON (a captive portal's page, say).
  await page.route(CONTACT_URL, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<html><body>Sign in to the Wi-Fi</body></html>' }),
  )
  await page.goto('/contact')
  await fillForm(page, { name })
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByRole('alert')).toHaveText('Something went wrong. Please try again later.')
  await expect(page.getByLabel('Name')).toHaveValue(name)
  await expect(page.getByText(/waiting to be sent/)).toHaveCount(0)
})

test.describe('without a service worker (the page delivers the queue itself)', () => {
  // With a worker, Background Sync would deliver at once: page.route cannot stop the worker's fetch.
  test.use({ serviceWorkers: 'block' })

  test('a dropped connection keeps the message in the queue, and it is delivered once the endpoint answers', async ({
    page,
  }) => {
    const name = `E2E Dropped ${stamp()}`
    const dropped = (route: Route) => route.abort('connectionrefused')
    await page.route(CONTACT_URL, dropped)
    await page.goto('/contact')
    await fillForm(page, { name })
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'The connection failed.' })).toContainText(
      'will be sent automatically',
    )
    await expect(seenText(page, '1 message waiting to be sent')).toBeVisible()
    await expect(page.getByLabel('Name')).toHaveValue('')
    expect(await storedFrom(name)).toHaveLength(0)

    // The connection comes back: the queue retries by itself (within seconds) and delivers it once.
    await page.unroute(CONTACT_URL, dropped)
    await expect.poll(async () => (await storedFrom(name)).length, { timeout: 30_000 }).toBe(1)
    await expect(seenText(page, 'was sent.')).toBeVisible()
    await expect(seenText(page, '1 message waiting to be sent')).toBeHidden()
    // The form's own banner for it goes too: nothing on the page still says it will be sent.
    await expect(page.getByText('The connection failed.')).toBeHidden()
    await expect(page.getByText(/will be sent automatically/)).toHaveCount(0)
  })
})

test.describe('a connection lost in the first moments (no service worker yet, as on a first visit)', () => {
  test.use({ serviceWorkers: 'block' })

  test('before the code of the first quiet moment has arrived: the page and what was typed stay, the message queues, and it is sent once back', async ({
    page,
    context,
  }) => {
    const name = `E2E Early Drop ${stamp()}`
    // The code asked for once the app has taken the page over waits for the drop: the queue's corner
    // notice, the outbox, the service worker's registration. (Each waits for a quiet moment on its own:
    // main.tsx's mark of its idle work may come after the corner notice's request.)
    const afterFirstLoad = () =>
      page.evaluate(() => document.getElementById('root')?.dataset.app === 'ready').catch(() => false)
    // The corner notice's code is the first quiet moment's whenever it is asked for: on a busy machine
    // that moment may come before the app's mark.
    const quietMomentCode = /\/(?:outbox-notice|service-worker-notices)-[\w-]+\.js$/
    const {
      held: heldBack,
      drop,
      reconnect,
    } = await holdUntilDrop(page, /\.js$/, async (requested) => quietMomentCode.test(requested) || afterFirstLoad())
    await page.goto('/contact')
    await expect(page.locator('#root[data-app="ready"]')).toBeAttached()
    await fillForm(page, { name })
    await expect.poll(() => heldBack.some((url) => /\/outbox-notice[^/]*\.js$/.test(url))).toBe(true)
    await setOffline(context, true)
    drop()
    await expect(page.getByText('You are offline').first()).toBeVisible()
    // Before the fix, the failed import took the page to its error screen, the form and its text with it.
    await expect(page.getByRole('heading', { name: 'Get in Touch' })).toBeVisible()
    await expect(page.getByLabel('Name')).toHaveValue(name)

    // The queue's store came with the contact screen: nothing more to download to keep the message.
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Your message is saved on this device' })).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
    expect(await storedFrom(name)).toHaveLength(0)

    reconnect()
    await setOffline(context, false)
    await expect.poll(async () => (await storedFrom(name)).length, { timeout: 30_000 }).toBe(1)
  })
})

test.describe('an endpoint that fails or does not answer (no service worker: the page delivers the queue)', () => {
  test.use({ serviceWorkers: 'block' })
  test.afterEach(clearFaults)

  test('answered 500: the message is queued, not lost; it survives a reload and is delivered exactly once', async ({
    page,
  }) => {
    const name = `E2E Server Error ${stamp()}`
    await injectFault({ method: 'POST', path: '^/contact$', status: 500, times: 1 })
    await page.goto('/contact')
    await fillForm(page, { name })
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'could not take your message just now' })).toContainText(
      'sending it will be tried again automatically',
    )
    await expect(page.getByRole('alert')).toHaveCount(0)
    // The queue's own retry may deliver it at once; before or after, it is kept and sent once.
    await page.reload()
    await expect.poll(async () => (await storedFrom(name)).length, { timeout: 30_000 }).toBe(1)
    await page.reload()
    await page.waitForTimeout(1_000)
    expect(await storedFrom(name)).toHaveLength(1)
  })

  test('no answer within 20 s: the request is given up, the message queued, then delivered exactly once', async ({
    page,
  }) => {
    const name = `E2E Hanging ${stamp()}`
    await page.clock.install()
    const held: Route[] = []
    const hold = (route: Route) => void held.push(route)
    await page.route(CONTACT_URL, hold)
    await page.goto('/contact')
    await fillForm(page, { name })
    // The queue has opened its store (in the page's first quiet moment): the jump below would
    // otherwise also fire the store's 4 s opening timeout, as if IndexedDB had hung.
    await expect.poll(() => page.evaluate(hasOfflineStore)).toBe(true)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled()
    await expect.poll(() => held.length).toBe(1)
    await page.clock.fastForward(21_000)
    await expect(page.getByRole('status').filter({ hasText: 'could not take your message just now' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled()
    await expect(page.getByLabel('Name')).toHaveValue('')
    // The aborted request never reached the endpoint; once it answers again, the queue delivers once.
    await page.unroute(CONTACT_URL, hold)
    await page.clock.fastForward(60_000)
    await expect.poll(async () => (await storedFrom(name)).length, { timeout: 30_000 }).toBe(1)
  })
})

test('from any other address the form refuses to send, and nothing reaches the endpoint', async ({ page }) => {
  let posted = 0
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().startsWith(CONTACT_URL)) posted += 1
  })
  let refused = ''
  for (const address of ['/contact?x=1', '/contact#form']) {
    const name = `E2E Wrong Address ${stamp()}`
    // The refused text is kept for the tab and fills the next page's fields in the render after the app
    // takes over: filled before that, a field could take both (fill() selects, then types, in two steps).
    await openTakenOver(page, address)
    await expect(page.getByLabel('Name')).toHaveValue(refused)
    await fillForm(page, { name })
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('alert')).toHaveText('You cannot submit this form from this URL.')
    expect(await storedFrom(name)).toHaveLength(0)
    refused = name
  }
  expect(posted).toBe(0)
})

test('a link with tracking added (a newsletter, Facebook) leaves a plain /contact, from which the form sends', async ({
  page,
}) => {
  const name = `E2E Tracked Link ${stamp()}`
  await openTakenOver(page, '/contact?utm_source=newsletter&utm_campaign=fall&fbclid=IwAR0abc')
  await expect(page).toHaveURL(`${SITE_URL}/contact`)
  await fillForm(page, { name })
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible()
  expect(await storedFrom(name)).toHaveLength(1)
})

test("a service's subject arrives pre-filled, and the form can then be sent from plain /contact", async ({ page }) => {
  const name = `E2E Subject ${stamp()}`
  await page.goto('/contact?subject=Startup%20Visa')
  await expect(page.getByLabel('Subject')).toHaveValue('Startup Visa')
  await expect(page).toHaveURL(`${SITE_URL}/contact`)
  await fillForm(page, { name, subject: null })
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible()
  expect((await storedFrom(name))[0]?.subject).toBe('Startup Visa')
})

test.describe('the text is kept for the tab until it is sent (no service worker: the tests hold the code)', () => {
  test.use({ serviceWorkers: 'block' })

  const fieldValues = (page: Page) =>
    Promise.all(
      ['Name', 'Email', 'Subject', 'Message'].map((label) => page.getByLabel(label, { exact: true }).inputValue()),
    )

  test("a reload, another page and Back, a reload with a field typed before the code: nothing is lost, the service's subject included; sent, it is gone", async ({
    page,
  }) => {
    const errors = errorsOf(page)
    const name = `E2E Draft ${stamp()}`
    await page.goto('/contact?subject=Startup%20Visa')
    await expect(page).toHaveURL(`${SITE_URL}/contact`)
    await page.getByLabel('Name').fill(name)
    await page.getByLabel('Message').fill('About my business plan.')

    await page.reload()
    await expect(page.locator('#root[data-app="ready"]')).toBeAttached()
    expect(await fieldValues(page)).toEqual([name, '', 'Startup Visa', 'About my business plan.'])

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click()
    await expect(page).toHaveURL(`${SITE_URL}/services`)
    await page.goBack()
    await expect(page.getByLabel('Message')).toHaveValue('About my business plan.')

    // The built page hydrates empty; a field typed before the code came keeps what was typed there.
    const code = await holdCode(page)
    await page.reload()
    await page.getByLabel('Email', { exact: true }).fill('typed-early@example.com')
    await page.getByLabel('Subject').fill('Typed before the code')
    code.release()
    await expect(page.locator('#root[data-app="ready"]')).toBeAttached()
    await expect(page.getByLabel('Name')).toHaveValue(name)
    expect(await fieldValues(page)).toEqual([
      name,
      'typed-early@example.com',
      'Typed before the code',
      'About my business plan.',
    ])

    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible()
    await page.reload()
    await expect(page.locator('#root[data-app="ready"]')).toBeAttached()
    expect(await fieldValues(page)).toEqual(['', '', '', ''])
    expect(await storedFrom(name)).toMatchObject([{ subject: 'Typed before the code' }])
    expect(errors).toEqual([])
  })

  test('a reload while the message is being sent: the request goes on; the text comes back with a note, and sent again it is stored once', async ({
    page,
  }) => {
    const name = `E2E Cut Short ${stamp()}`
    const held: Route[] = []
    const hold = (route: Route) => void held.push(route)
    await page.route(CONTACT_URL, hold)
    await openTakenOver(page, '/contact')
    await fillForm(page, { name })
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect.poll(() => held.length).toBe(1)
    const { clientMessageId } = held[0]!.request().postDataJSON() as { clientMessageId: string }

    await page.reload()
    await expect(page.locator('#root[data-app="ready"]')).toBeAttached()
    // The page that sent it is gone; its request was not (keepalive): it reaches the endpoint now.
    await held[0]!.continue()
    await expect.poll(async () => (await storedFrom(name)).length).toBe(1)
    await page.unroute(CONTACT_URL, hold)

    await expect(page.getByLabel('Name')).toHaveValue(name)
    await expect(page.getByText('was being sent when you left the page')).toHaveText(
      'This message was being sent when you left the page: it may have arrived. To make sure, send it again; it will not arrive twice.',
    )
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible()
    await expect(page.getByText('was being sent when you left the page')).toHaveCount(0)
    const stored = await storedFrom(name)
    expect(stored).toHaveLength(1)
    expect(stored[0]?.clientMessageId).toBe(clientMessageId)
  })
})

test('a message over the 5,000 characters the endpoint takes (here more than a request that outlives the page may carry) is stopped at the field, with what is too many; nothing is sent, nothing lost', async ({
  page,
}) => {
  const name = `E2E Too Long ${stamp()}`
  await openTakenOver(page, '/contact')
  await fillForm(page, { name, message: 'x'.repeat(70_000) })
  const field = page.getByLabel('Message')
  await expect(field).toHaveAccessibleDescription('65,000 characters too many')
  await page.getByRole('button', { name: 'Send Message' }).click()
  expect(await field.evaluate((textarea: HTMLTextAreaElement) => textarea.validationMessage)).toBe(
    'Please shorten the message to 5,000 characters or fewer.',
  )
  await expect(field).toBeFocused()
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(field).toHaveValue('x'.repeat(70_000))
  await expect(page.getByText('message waiting to be sent')).toHaveCount(0)
  expect(await storedFrom(name)).toHaveLength(0)
})
