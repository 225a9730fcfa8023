import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, expect, test } from '@playwright/test'
import { CHROME_ARGS, CHROME_PATH } from '../../scripts/chromium'
import { TEST_BUILD_DIR } from '../support/test-build'
import { SITE_URL } from './support/addresses'
import { clearFaults, contactMessages, injectFault } from './support/backend'
import { pendingFaults, sendContactForm, uniqueSubject, waitForServiceWorker } from './support/pwa'
import { seenText } from './support/seen'
import { setOffline } from './support/offline'

// The installable app: the service worker installs and controls the first visit, Chrome finds no
// installability problem, a new version is offered and taken without losing a waiting message, and
// the site works online when IndexedDB is unavailable.
test.describe.configure({ timeout: 120_000 })

test.afterEach(async () => {
  await clearFaults()
})

test('first visit: the service worker installs, controls the page, and the site says it is ready offline', async ({
  page,
}) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  const worker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)
  expect(worker).toMatch(/\/sw\.js$/)
  const ready = seenText(page, 'The site is ready to work offline.')
  await expect(ready).toBeVisible()
  // Its Dismiss takes it away at once (it would go by itself only after 10 s).
  await page.getByRole('button', { name: 'Dismiss' }).click()
  await expect(ready).toBeHidden({ timeout: 2_000 })
  // The shell and the screens' code are in the precache.
  const cached = await page.evaluate(async () => {
    const names = await caches.keys()
    const precache = names.find((n) => n.startsWith('workbox-precache'))
    if (!precache) return []
    return (await (await caches.open(precache)).keys()).map((r) => new URL(r.url).pathname)
  })
  expect(cached).toContain('/index.html')
  expect(cached.some((p) => /^\/static\/js\/services-/.test(p))).toBe(true)
  expect(cached).toContain('/default-image.jpg')
})

test('installable: Chrome reports no installability errors, and the manifest is complete', async ({ page }) => {
  // Chrome never offers installation in an incognito-like profile (Playwright's default contexts
  // are: 'in-incognito'), so this check runs in a profile on disk, as a visitor's browser is.
  const profile = mkdtempSync(join(tmpdir(), 'maple-install-'))
  const persistent = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME_PATH,
    args: CHROME_ARGS,
    baseURL: SITE_URL,
  })
  try {
    const installPage = persistent.pages()[0] ?? (await persistent.newPage())
    await installPage.goto('/')
    await waitForServiceWorker(installPage)
    const cdp = await persistent.newCDPSession(installPage)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])
    const { errors, url } = await cdp.send('Page.getAppManifest')
    expect(url).toMatch(/\/manifest\.webmanifest$/)
    expect(errors).toEqual([])
  } finally {
    await persistent.close()
    rmSync(profile, { recursive: true, force: true })
  }

  await page.goto('/')

  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as Record<string, unknown> & {
    icons: { sizes: string; purpose?: string }[]
    screenshots: { form_factor?: string }[]
    shortcuts: { url: string }[]
  }
  expect(manifest).toMatchObject({
    name: 'Maple Pathways Immigration',
    short_name: 'Maple Pathways',
    start_url: '/',
    scope: '/',
    display: 'standalone',
  })
  expect(manifest.theme_color).toBe('#0b3d5c')
  expect(manifest.background_color).toBe('#ffffff')
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '192x192 maskable',
    '512x512 maskable',
  ])
  expect(manifest.screenshots.map((s) => s.form_factor)).toEqual(['wide', 'narrow'])
  expect(manifest.shortcuts.map((s) => s.url)).toEqual(['/news', '/jobs', '/jobs?saved=1', '/contact'])
  for (const path of [
    '/icons/pwa-192.png',
    '/icons/pwa-512.png',
    '/icons/maskable-192.png',
    '/icons/maskable-512.png',
    '/icons/apple-touch-icon.png',
    '/screenshots/wide.png',
    '/screenshots/narrow.png',
  ]) {
    const response = await page.request.get(path)
    expect(response.status(), path).toBe(200)
    expect(response.headers()['content-type'], path).toBe('image/png')
  }
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-touch-icon.png')
  // For the readers that ask for /favicon.ico by name (crawlers, link previews): a 32×32 icon, the SVG for browsers.
  const favicon = await page.request.get('/favicon.ico')
  expect(favicon.status()).toBe(200)
  const ico = await favicon.body()
  expect([...ico.subarray(0, 8)]).toEqual([0, 0, 1, 0, 1, 0, 32, 32])
  expect(ico.subarray(22, 26).toString('latin1')).toBe('\x89PNG')
  await expect(page.locator('link[rel="icon"][sizes="32x32"]')).toHaveAttribute('href', '/favicon.ico')
  await expect(page.locator('link[rel="icon"][type="image/svg+xml"]')).toHaveAttribute('href', '/favicon.svg')
})

test('installable in French too: a French page links the French manifest, which Chrome finds complete', async () => {
  const profile = mkdtempSync(join(tmpdir(), 'maple-install-fr-'))
  const persistent = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME_PATH,
    args: CHROME_ARGS,
    baseURL: SITE_URL,
  })
  try {
    const installPage = persistent.pages()[0] ?? (await persistent.newPage())
    await installPage.goto('/fr/news')
    await waitForServiceWorker(installPage)
    const cdp = await persistent.newCDPSession(installPage)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])
    const { errors, url, data } = await cdp.send('Page.getAppManifest')
    expect(url).toMatch(/\/manifest\.fr\.webmanifest$/)
    expect(errors).toEqual([])
    const manifest = JSON.parse(data ?? '{}') as { lang: string; start_url: string; shortcuts: { url: string }[] }
    expect(manifest).toMatchObject({ lang: 'fr-CA', start_url: '/fr' })
    expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual([
      '/fr/news',
      '/fr/jobs',
      '/fr/jobs?saved=1',
      '/fr/contact',
    ])
  } finally {
    await persistent.close()
    rmSync(profile, { recursive: true, force: true })
  }
})

test('a returning visitor (the page loaded under the old version), with a second tab open and a message half written: Reload brings the new version, and the message stays', async ({
  page,
  context,
}) => {
  const swFile = join(TEST_BUILD_DIR, 'sw.js')
  const original = readFileSync(swFile, 'utf8')
  const waitingState = (tab: typeof page) =>
    tab.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting?.state ?? null))
  try {
    await page.goto('/contact')
    await waitForServiceWorker(page)
    // Loaded again, as on a later visit: this page was served by the worker from its start.
    await page.reload()
    await waitForServiceWorker(page)
    const other = await context.newPage()
    await other.goto('/about')
    await waitForServiceWorker(other)

    writeFileSync(swFile, `${original}\n// deployed ${Date.now()}\n`)
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()))
    await expect(seenText(page, 'A new version is ready.')).toBeVisible({ timeout: 30_000 })
    expect(await waitingState(page)).toBe('installed')

    // The contact form's text outlives a reload: Reload does not ask first (it would for a form that loses it).
    await page.getByLabel('Message').fill('Halfway through my message')
    const asked: string[] = []
    page.on('dialog', (dialog) => {
      asked.push(dialog.message())
      void dialog.dismiss()
    })
    await page.getByRole('button', { name: 'Reload' }).click()
    // The old version held on while this page was open (Chromium waits for its events): the page reloads
    // anyway, and the new version takes over.
    await expect.poll(() => waitingState(page).catch(() => 'reloading'), { timeout: 15_000 }).toBeNull()
    await expect(seenText(page, 'A new version is ready.')).toBeHidden()
    await expect(page.getByRole('heading', { name: 'Get in Touch' })).toBeVisible()
    await expect(page.getByLabel('Message')).toHaveValue('Halfway through my message')
    expect(asked).toEqual([])
    await other.close()
  } finally {
    writeFileSync(swFile, original)
  }
})

test('a new version deployed while a message waits: the prompt offers it, the reload keeps the queue, the message goes once', async ({
  page,
  context,
}) => {
  const swFile = join(TEST_BUILD_DIR, 'sw.js')
  const original = readFileSync(swFile, 'utf8')
  const subject = uniqueSubject('Update while waiting')
  try {
    await page.goto('/contact')
    await waitForServiceWorker(page)

    // Written offline, and the endpoint then fails, so the message is still waiting when the new version lands.
    await setOffline(context, true)
    await sendContactForm(page, subject)
    await expect(seenText(page, '1 message waiting to be sent')).toBeVisible()
    await injectFault({ method: 'POST', path: '^/contact$', status: 503, times: 1000 })
    await setOffline(context, false)
    await expect.poll(async () => (await pendingFaults())[0]?.remaining ?? 1000, { timeout: 30_000 }).toBeLessThan(1000)
    await expect(seenText(page, '1 message waiting to be sent')).toBeVisible()

    // "Deploy" a new build: the served sw.js changes, and the page checks for an update.
    writeFileSync(swFile, `${original}\n// deployed ${Date.now()}\n`)
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()))
    await expect(seenText(page, 'A new version is ready.')).toBeVisible({ timeout: 30_000 })
    const before = await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting?.state))
    expect(before).toBe('installed')

    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()])
    await waitForServiceWorker(page)
    // The new version took over: nothing waits any more, and the prompt is gone. (Polled: when the old
    // version held on, the page reloads a second time as the new one takes over.)
    await expect
      .poll(
        () =>
          page
            .evaluate(() => navigator.serviceWorker.getRegistration().then((r) => !!r?.waiting))
            .catch(() => 'reloading'),
        { timeout: 15_000 },
      )
      .toBe(false)
    await expect(seenText(page, 'A new version is ready.')).toBeHidden()
    await expect(seenText(page, '1 message waiting to be sent')).toBeVisible()
    expect((await contactMessages()).filter((m) => m.subject === subject)).toHaveLength(0)

    // The endpoint recovers; the message goes once, and the page says so. Whichever delivers it (the
    // page being left, on its retry timer, or the next start of the app), the reloaded page reports it.
    await clearFaults()
    await page.reload()
    await expect
      .poll(async () => (await contactMessages()).filter((m) => m.subject === subject).length, { timeout: 30_000 })
      .toBe(1)
    await expect(seenText(page, `Your message “${subject}” was sent.`)).toBeVisible()
    await expect(seenText(page, '1 message waiting to be sent')).toBeHidden()
    await page.waitForTimeout(1500)
    expect((await contactMessages()).filter((m) => m.subject === subject)).toHaveLength(1)
  } finally {
    writeFileSync(swFile, original)
  }
})

test("a page the network sent after a deploy runs the new version's code offline, while the old worker still runs", async ({
  page,
  context,
}) => {
  const swFile = join(TEST_BUILD_DIR, 'sw.js')
  const original = readFileSync(swFile, 'utf8')
  // A file only the new version lists, as a post's or job's page (never precached) asks for its new chunks.
  const chunk = 'static/js/next-version-test.js'
  const chunkFile = join(TEST_BUILD_DIR, chunk)
  try {
    await page.goto('/about')
    await waitForServiceWorker(page)
    writeFileSync(chunkFile, 'window.nextVersionRan = true\n')
    writeFileSync(swFile, original.replace('[{"revision":', `[{"revision":null,"url":"${chunk}"},{"revision":`))
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()))
    await expect(seenText(page, 'A new version is ready.')).toBeVisible({ timeout: 30_000 })

    // The old worker still controls the page and does not list the file; the waiting one has stored it.
    // The browser's HTTP cache, which may hold it from that install, is emptied, as a phone's soon is.
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache')
    await setOffline(context, true)
    const ran = await page.evaluate(async (src) => {
      await import(/* @vite-ignore */ src)
      return (window as unknown as { nextVersionRan?: boolean }).nextVersionRan === true
    }, `/${chunk}`)
    expect(ran).toBe(true)
  } finally {
    await setOffline(context, false)
    writeFileSync(swFile, original)
    rmSync(chunkFile, { force: true })
  }
})

test('IndexedDB unavailable: the site still works online, with no error on screen', async ({ page }) => {
  await page.addInitScript(() => {
    // As when the browser blocks storage (private modes, site settings): opening throws.
    IDBFactory.prototype.open = () => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError')
    }
  })
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))

  await page.goto('/news')
  await expect(page.getByRole('heading', { name: 'Our Latest Blogs' })).toBeVisible()
  await expect(page.getByTestId('post-card').first()).toBeVisible()
  await page.goto('/jobs')
  await expect(page.getByRole('heading', { name: 'Find Your Next Job' })).toBeVisible()
  await expect(page.getByTestId('job-card').first()).toBeVisible()
  // No saved copy's time; a job saved lasts for the visit, and the saved list says so.
  await expect(page.getByText(/^Saved \d/)).toHaveCount(0)
  const save = page.getByRole('button', { name: /^Save: / }).first()
  await save.click()
  await expect(save).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('link', { name: 'Saved jobs (1)' }).click()
  await expect(page.getByTestId('job-card')).toHaveCount(1)
  await expect(page.getByText(/^Your saved jobs could not be kept on this device/)).toBeVisible()

  const subject = uniqueSubject('No IndexedDB')
  await page.goto('/contact')
  await sendContactForm(page, subject)
  await expect(page.getByText('Thank you! Your message has been sent.')).toBeVisible()
  expect((await contactMessages()).filter((m) => m.subject === subject)).toHaveLength(1)

  await expect(page.getByRole('alert')).toHaveCount(0)
  expect(errors).toEqual([])
})
