import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { Query } from 'node-appwrite'
import { InputFile } from 'node-appwrite/file'
import { APPWRITE_ENDPOINT, PROJECT_ID } from './support/addresses'
import { adminDatabases, adminStorage, clearFaults, contactMessages, injectFault } from './support/backend'
import {
  expectSavedTime,
  pendingFaults,
  queueMessageOffline,
  queuedInBrowser,
  savedListLength,
  sendContactForm,
  uniqueSubject,
  waitForServiceWorker,
} from './support/pwa'
import { seenText } from './support/seen'
import { setOffline } from './support/offline'

// Offline, in real Chromium with the service worker: every screen reopens from the precache (/news and
// /jobs from the copies the worker keeps at install: sw/list-pages.ts), news and jobs come from the
// copy saved in IndexedDB, contact messages wait in a queue and are delivered
// once, and the Apply form keeps what was typed until the connection is back.
test.describe.configure({ timeout: 120_000 })

test.afterEach(async ({ context }) => {
  await setOffline(context, false)
  await clearFaults()
})

const sentCount = async (subject: string) => (await contactMessages()).filter((m) => m.subject === subject).length

/** Visits the lists online so their copies are saved, and answers a post's address. */
async function visitListsOnline(page: Page): Promise<string> {
  // A list is saved once it is complete (every page read), so wait for the saved copy each time.
  await page.goto('/jobs')
  await expect(page.getByTestId('job-card').first()).toBeVisible()
  await expect.poll(() => savedListLength(page, 'jobs'), { timeout: 20_000 }).toBeGreaterThan(25)
  await page.goto('/news')
  await expect.poll(() => savedListLength(page, 'blog'), { timeout: 20_000 }).toBeGreaterThan(25)
  const firstPost = page.getByTestId('post-card').first().getByRole('heading', { level: 2 }).getByRole('link')
  await expect(firstPost).toBeVisible()
  const href = await firstPost.getAttribute('href')
  expect(href).toMatch(/^\/news\/[^/?]+/)
  return href!.replace(/\?.*$/, '')
}

test('offline, the news pictures a first visit showed before the worker took over show again', async ({
  page,
  context,
}) => {
  await page.goto('/news')
  const firstPicture = page.getByTestId('post-card').first().locator('img')
  await expect.poll(() => firstPicture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  const src = await firstPicture.evaluate((img: HTMLImageElement) => img.currentSrc)
  await waitForServiceWorker(page)
  await expect.poll(() => savedListLength(page, 'blog'), { timeout: 20_000 }).toBeGreaterThan(25)
  // The worker keeps the pictures the page loaded before it was in control.
  await expect.poll(() => page.evaluate(async (url) => !!(await caches.match(url)), src)).toBe(true)

  await setOffline(context, true)
  await page.reload()
  await expectSavedTime(page)
  const offlinePicture = page.getByTestId('post-card').first().locator('img')
  await expect(offlinePicture).toHaveJSProperty('currentSrc', src)
  await expect.poll(() => offlinePicture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
})

test('offline, a picture of the site first shown after the worker took over shows again', async ({ page, context }) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  // A screen first opened under the worker: its pictures pass through it, and are kept as they come.
  await page.goto('/about')
  const portrait = page.getByRole('img', { name: /^Illustrated portrait of / }).first()
  await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  const src = await portrait.evaluate((img: HTMLImageElement) => img.currentSrc)
  expect(new URL(src).pathname).toMatch(/^\/static\/media\//)
  await expect
    .poll(() => page.evaluate(async (url) => !!(await (await caches.open('content-images')).match(url)), src))
    .toBe(true)

  await setOffline(context, true)
  await page.reload()
  await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
})

test('offline, every screen reopens, deep links included, with the saved news and jobs', async ({ page, context }) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  const postPath = await visitListsOnline(page)
  const postTitle = await page.getByTestId('post-card').first().getByRole('heading', { level: 2 }).innerText()

  await setOffline(context, true)
  await page.reload()
  await expect(page.getByText(/^You are offline\./)).toBeVisible()

  const screens: [string, string | RegExp][] = [
    ['/', /Your clear path/],
    ['/about', 'Your Pathway to a New Life in Canada'],
    ['/contact', 'Get in Touch'],
    ['/services', 'Our Global Services'],
    // A service's page: not precached, drawn by the shell from the precached words.
    ['/services/study-permit', 'Study Permit'],
    ['/news', 'Our Latest Blogs'],
    ['/jobs', 'Find Your Next Job'],
  ]
  for (const [path, heading] of screens) {
    const response = await page.goto(path)
    expect(response?.fromServiceWorker(), path).toBe(true)
    // The app itself, taken over offline: not only the page's HTML.
    await expect(page.locator('#root'), path).toHaveAttribute('data-app', 'ready')
    await expect(page.getByRole('heading', { name: heading }).first(), path).toBeVisible()
    await expect(page.getByText(/^You are offline\./)).toBeVisible()
  }

  // The news list, its search and a post, from the saved copy, with its saved time.
  await page.goto('/news')
  await expectSavedTime(page)
  const cards = page.getByTestId('post-card')
  expect(await cards.count()).toBeGreaterThan(1)
  await page.getByPlaceholder('Search news...').fill(postTitle)
  await expect(cards.first().getByRole('heading', { level: 2 })).toHaveText(postTitle)
  await page.goto(postPath)
  await expect(page.getByRole('heading', { name: postTitle, level: 1 })).toBeVisible()
  await expect(
    page.getByRole('link', { name: 'Back to News' }).or(page.getByRole('button', { name: 'Back to News' })),
  ).toBeVisible()

  // The job board and its filters, from the saved copy, from a filtered address.
  await page.goto('/jobs?province=Ontario')
  await expectSavedTime(page)
  const jobs = page.getByTestId('job-card')
  await expect(jobs.first()).toBeVisible()
  // 'Moncton, New Brunswick': one per card (a salary's '$69,000' has no space after its comma).
  const places = jobs.locator('p', { hasText: /, [A-Z]/ })
  expect(await places.count()).toBe(await jobs.count())
  for (const place of await places.allInnerTexts()) expect(place).toMatch(/, Ontario$/)
  await page.getByPlaceholder('Search for jobs...').fill('zzzz no such job')
  await expect(page.getByText('No jobs found matching your criteria.')).toBeVisible()

  // The services' 22 cards are part of the app itself.
  await page.goto('/services')
  await expect(page.getByRole('button', { name: /Learn More/ })).toHaveCount(22)

  // Back online: the banner goes.
  await setOffline(context, false)
  await expect(page.getByText(/^You are offline\./)).toBeHidden()
})

test('offline with nothing saved yet: a clear message, never an endless spinner', async ({ page, context }) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  await setOffline(context, true)
  // The lists the pages were built with, said to be such (never 'no copy is saved' over a list).
  await page.goto('/jobs')
  await expect(page.getByText(/^You are offline\. These are the jobs as of /)).toBeVisible()
  await expect(page.getByText('Loading jobs...')).toBeHidden()
  await expect(page.getByTestId('job-card').first()).toBeVisible()
  await page.goto('/news')
  await expect(page.getByText(/^You are offline\. These are the posts as of /)).toBeVisible()
  await expect(page.getByText('Loading blogs...')).toBeHidden()
})

test('a contact message written offline waits, survives a reload and closing the tab, and is delivered once when back online', async ({
  page: firstTab,
  context,
}) => {
  const subject = uniqueSubject('Queued offline')
  await firstTab.goto('/contact')
  await waitForServiceWorker(firstTab)

  await setOffline(context, true)
  await sendContactForm(firstTab, subject)
  await expect(firstTab.getByText(/will be sent automatically/).first()).toBeVisible()
  await expect(seenText(firstTab, '1 message waiting to be sent')).toBeVisible()
  // The form is free for another message; the text is safe in the queue.
  await expect(firstTab.getByLabel('Subject', { exact: true })).toHaveValue('')
  expect(await queuedInBrowser(firstTab)).toMatchObject([{ subject, state: 'queued' }])

  await firstTab.reload()
  await expect(seenText(firstTab, '1 message waiting to be sent')).toBeVisible()

  // The tab is closed, still offline; a new one opens the site again from the service worker.
  await firstTab.close()
  const page = await context.newPage()
  await page.goto('/contact')
  await expect(seenText(page, '1 message waiting to be sent')).toBeVisible()
  expect(await sentCount(subject)).toBe(0)

  await setOffline(context, false)
  await expect.poll(() => sentCount(subject), { timeout: 30_000 }).toBe(1)
  await expect(seenText(page, `Your message “${subject}” was sent.`)).toBeVisible()
  await expect(seenText(page, '1 message waiting to be sent')).toBeHidden()
  // Once the notice has been on screen a moment, nothing of the message is left on the device.
  await expect.poll(() => queuedInBrowser(page), { timeout: 10_000 }).toEqual([])
  // Every trigger (Background Sync, 'online', start-up) has had its turn: still exactly one.
  await page.reload()
  await page.waitForTimeout(2000)
  expect(await sentCount(subject)).toBe(1)
})

test('a message the browser delivers after the visitor left the site is reported on the next visit, once', async ({
  page,
  context,
}) => {
  const subject = uniqueSubject('Delivered while away')
  await queueMessageOffline(page, context, subject)

  // The visitor leaves the site. Back online, the browser wakes the service worker (Background
  // Sync), which delivers the message while no page of the site is open to hear it.
  await page.goto('about:blank')
  await setOffline(context, false)
  await expect.poll(() => sentCount(subject), { timeout: 30_000 }).toBe(1)

  // The next visit, on any page, says it was sent; once the notice has been seen, nothing of the
  // message is left on the device.
  await page.goto('/news')
  await expect(seenText(page, `Your message “${subject}” was sent.`)).toBeVisible()
  await expect(seenText(page, '1 message waiting to be sent')).toBeHidden()
  await expect.poll(() => queuedInBrowser(page), { timeout: 10_000 }).toEqual([])
  // Told once: the visit after that has nothing to report.
  await page.goto('/about')
  await expect(page.locator('#root')).toHaveAttribute('data-app', 'ready')
  await page.waitForTimeout(1000)
  await expect(seenText(page, `Your message “${subject}” was sent.`)).toBeHidden()
  expect(await sentCount(subject)).toBe(1)
})

test("a reload right after the delivery does not lose the 'was sent' notice", async ({ page, context }) => {
  const subject = uniqueSubject('Reloaded at once')
  await queueMessageOffline(page, context, subject)

  // Back online, the message goes; the visitor reloads half a second later, before the notice could
  // be read (the page has been told by then).
  await setOffline(context, false)
  await expect.poll(() => sentCount(subject), { timeout: 30_000, intervals: [50] }).toBe(1)
  await page.waitForTimeout(500)
  await page.reload()
  await expect(seenText(page, `Your message “${subject}” was sent.`)).toBeVisible()
  await expect.poll(() => queuedInBrowser(page), { timeout: 10_000 }).toEqual([])
  expect(await sentCount(subject)).toBe(1)
})

test('when the endpoint answers 500 once, the message stays queued and a later try delivers it once', async ({
  page,
  context,
}) => {
  const subject = uniqueSubject('Queued through a 500')
  await queueMessageOffline(page, context, subject)
  await injectFault({ method: 'POST', path: '^/contact$', status: 500, times: 1 })

  await setOffline(context, false)
  // The first replay got the 500 (the fault is used up) ...
  await expect.poll(async () => (await pendingFaults()).length, { timeout: 30_000 }).toBe(0)
  // ... and a later trigger delivered it, once.
  await expect.poll(() => sentCount(subject), { timeout: 30_000 }).toBe(1)
  await expect(seenText(page, `Your message “${subject}” was sent.`)).toBeVisible()
  // Sent without a reload: the form's 'You are offline … will be sent' banner has gone with it.
  await expect(page.getByText(/will be sent automatically/)).toHaveCount(0)
  await page.waitForTimeout(2000)
  expect(await sentCount(subject)).toBe(1)
})

test('a message refused by the endpoint keeps its text and can be put back into the form', async ({
  page,
  context,
}) => {
  const subject = uniqueSubject('Refused')
  await queueMessageOffline(page, context, subject, 'Please keep this text.')
  // The endpoint refuses it (any answer other than SUCCESS and not a 5xx).
  await injectFault({ method: 'POST', path: '^/contact$', status: 400, times: 1 })
  await setOffline(context, false)
  await expect(page.getByText(/could not be sent/)).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText(/will be sent automatically/)).toHaveCount(0)
  await page.getByRole('button', { name: 'Put it back in the form' }).click()
  await expect(page.getByLabel('Subject', { exact: true })).toHaveValue(subject)
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Please keep this text.')
  expect(await sentCount(subject)).toBe(0)
  expect(await queuedInBrowser(page)).toEqual([])
})

test('a message waiting to be sent can be put back into the form to change it, and is then not sent', async ({
  page,
  context,
}) => {
  const subject = uniqueSubject('Mistyped address')
  await queueMessageOffline(page, context, subject, 'Reach me at ana@exmaple.ca.')
  // Something typed since: the visitor is asked before it is replaced, naming the message.
  await page.getByLabel('Message', { exact: true }).fill('Half a new message')
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(`Replace what you are writing with your message “${subject}”?`)
    void dialog.accept()
  })
  await page
    .getByRole('listitem')
    .filter({ hasText: subject })
    .getByRole('button', { name: 'Put it back in the form' })
    .click()
  await expect(page.getByLabel('Subject', { exact: true })).toHaveValue(subject)
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Reach me at ana@exmaple.ca.')
  await expect(seenText(page, '1 message waiting to be sent')).toHaveCount(0)
  expect(await queuedInBrowser(page)).toEqual([])
  // Online again, nothing goes until the visitor sends it.
  await setOffline(context, false)
  await page.waitForTimeout(2000)
  expect(await sentCount(subject)).toBe(0)
})

test('Apply while offline: disabled with a message, nothing lost; online again it submits', async ({
  page,
  context,
}) => {
  await page.goto('/jobs')
  await waitForServiceWorker(page)
  const apply = page.getByRole('button', { name: /^Apply: / }).first()
  await expect(apply).toBeVisible()
  await apply.click()
  const dialog = page.getByRole('dialog')
  const email = `offline.${Date.now()}@example.ca`
  await dialog.getByLabel('Your Name').fill('Ola Offline')
  await dialog.getByLabel('Email Address').fill(email)
  await dialog.getByLabel('Upload Resume').setInputFiles({
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  })

  await setOffline(context, true)
  await expect(seenText(dialog, /Sending an application needs a connection/)).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Submit Application' })).toBeDisabled()
  await expect(dialog.getByLabel('Your Name')).toHaveValue('Ola Offline')
  await expect(dialog.getByLabel('Email Address')).toHaveValue(email)
  expect(await dialog.getByLabel('Upload Resume').evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe(
    'resume.pdf',
  )

  await setOffline(context, false)
  await expect(dialog.getByText(/Sending an application needs a connection/)).toHaveCount(0)
  const submit = dialog.getByRole('button', { name: 'Submit Application' })
  await expect(submit).toBeEnabled()
  const alertText = new Promise<string>((resolve) =>
    page.once('dialog', (d) => void d.accept().then(() => resolve(d.message()))),
  )
  await submit.click()
  expect(await alertText).toBe('Application submitted successfully!')
  const { documents } = await adminDatabases().listDocuments({
    databaseId: 'main',
    collectionId: 'applicants',
    queries: [Query.equal('applicantEmail', email)],
  })
  expect(documents).toHaveLength(1)
})

test('offline after visiting only the home page: the news page it was built with reads as such, and its posts open', async ({
  page,
  context,
}) => {
  await page.goto('/')
  // The worker keeps /news as it installs (sw/list-pages.ts): the page itself was never opened.
  await waitForServiceWorker(page)
  await setOffline(context, true)
  await page.goto('/news')
  await expect(page.locator('#root[data-app="ready"]')).toBeAttached()
  // With the day it was published: a kept copy may be weeks old.
  await expect(
    page.getByText(
      /^You are offline\. These are the posts as of [A-Z][a-z]+ \d{1,2}, \d{4}, when this page was published;/,
    ),
  ).toBeVisible()
  await expect(page.getByText(/no copy is saved yet/)).toHaveCount(0)
  const first = page.getByTestId('post-card').first().getByRole('heading', { level: 2 })
  const title = await first.innerText()
  await first.getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  // A post the page was not built with: not saved here, with the way back.
  await page.goto('/news/not-on-this-device')
  await expect(page.getByRole('heading', { level: 1, name: 'This post is not saved on this device' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to News' })).toBeVisible()
})

test('offline after visiting only /fr: the French news and jobs it was built with read in French, as the English lists do', async ({
  page,
  context,
}) => {
  await page.goto('/fr')
  // The worker keeps the French lists as it installs for a French reader (sw/french.ts).
  await waitForServiceWorker(page)
  await setOffline(context, true)
  await page.goto('/fr/news')
  await expect(page.locator('#root[data-app="ready"]')).toBeAttached()
  await expect(
    page.getByText(
      /^Vous êtes hors ligne\. Voici les billets en date du \d{1,2}(er)? [a-zéû]+ \d{4}, jour de publication de cette page;/,
    ),
  ).toBeVisible()
  await expect(page.getByTestId('post-card').first()).toBeVisible()
  await page.goto('/fr/jobs')
  await expect(page.locator('#root[data-app="ready"]')).toBeAttached()
  await expect(
    page.getByText(
      /^Vous êtes hors ligne\. Voici les emplois en date du \d{1,2}(er)? [a-zéû]+ \d{4}, jour de publication/,
    ),
  ).toBeVisible()
  await expect(page.getByTestId('job-card').first()).toBeVisible()
})

test('a post picture from Appwrite storage that failed once shows again a view or two later (fetched again behind the copy kept), not after the cache’s 30 days', async ({
  page,
}) => {
  const fileId = `picture-${Date.now().toString(36)}`
  const postId = `picture-post-${Date.now().toString(36)}`
  await adminStorage().createFile({
    bucketId: 'post-pictures',
    fileId,
    file: InputFile.fromPath(join(process.cwd(), 'public/images/news/news-01.webp'), 'harbour.webp'),
  })
  await adminDatabases().createDocument({
    databaseId: 'main',
    collectionId: 'blog',
    documentId: postId,
    data: {
      title: 'A picture kept by the service worker',
      content: '<p>Its picture is a file of the backend’s storage.</p>',
      // The oldest post: last in every list, so no other test meets it.
      createdAt: '2001-01-01T12:00:00.000Z',
      visibility: ['localhost'],
      imageUrl: `${APPWRITE_ENDPOINT}/storage/buckets/post-pictures/files/${fileId}/view?project=${PROJECT_ID}`,
    },
  })
  try {
    await page.goto('/about')
    await waitForServiceWorker(page)
    const picture = page.getByRole('article').locator('img').first()
    const shows = () =>
      picture.evaluate(
        (img: HTMLImageElement, id) => img.complete && img.naturalWidth > 0 && img.currentSrc.includes(id),
        fileId,
      )

    // The picture's server fails: an opaque answer hides that, and the worker keeps it.
    await injectFault({ method: 'GET', path: `/files/${fileId}/preview$`, status: 503, times: 1000 })
    await page.goto(`/news/${postId}`)
    await expect(picture).toHaveAttribute('src', '/default-image.jpg')
    await clearFaults()

    // The copy kept is the failure: shown once more, and fetched again behind it; a view after that
    // fetch has the picture. (On a busy machine the backend's resizing can outlast several quick
    // views: the views go on for seconds, not a count.) Kept as it came, it stayed 30 days.
    await expect
      .poll(
        async () => {
          await page.reload()
          await expect(page.getByRole('heading', { level: 1 })).toHaveText('A picture kept by the service worker')
          await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete)).toBe(true)
          return shows()
        },
        { timeout: 20_000, intervals: [500] },
      )
      .toBe(true)
  } finally {
    await adminDatabases().deleteDocument({ databaseId: 'main', collectionId: 'blog', documentId: postId })
    await adminStorage().deleteFile({ bucketId: 'post-pictures', fileId })
  }
})
