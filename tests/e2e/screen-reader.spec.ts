import { expect, test } from '@playwright/test'
import { loadSeedData } from '../../server/seed/seed-data'
import { openTakenOver } from './support/hydration'
import { pdfResume } from '../fixtures/resumes'
import { announcedTimes, announcements, recordAnnouncements } from './support/announcements'
import { queueMessageOffline, uniqueSubject } from './support/pwa'
import { seenText } from './support/seen'
import { takesApplicationsToday } from '../../src/shared/taking-applications'
import { setOffline } from './support/offline'
import { BACKEND_URL } from './support/addresses'

// What a screen reader meets in the key flows, as accessibility-tree snapshots (Playwright's
// toMatchAriaSnapshot, strict where order and completeness matter), and what it is told: each status
// change announced once, through a live region.

const seed = loadSeedData()
// Open with no deadline: its card has no 'Closes in …' line, whatever day the tests run (and the demo's
// jobs were posted long enough ago not to be 'New').
const job = seed.jobs.find(
  (candidate) => candidate.isPublic && takesApplicationsToday(candidate) && !candidate.applicationDeadline,
)!
const post = seed.blog.find((candidate) => candidate.visibility.includes('localhost') && candidate.author)!

/** A snapshot line quoted for YAML: names may hold ': ' (a title, 'Apply: …'). */
const q = (line: string) => `'${line.replace(/'/g, "''")}'`

test('the header, and its menu on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 })
  await openTakenOver(page, '/')
  await expect(page.getByRole('banner')).toMatchAriaSnapshot(`
    - banner:
      - /children: equal
      - link "Maple Pathways Immigration":
        - /url: /
      - link /^Français.+lire cette page en français$/:
        - /url: /fr
      - button "Open menu"
  `)
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('banner')).toMatchAriaSnapshot(`
    - banner:
      - /children: deep-equal
      - link "Maple Pathways Immigration":
        - /url: /
      - link /^Français.+lire cette page en français$/:
        - /url: /fr
        - text: Français
      - button "Close menu" [expanded]
      - navigation "Main":
        - list:
          - listitem:
            - link "Home":
              - /url: /
          - listitem:
            - link "About":
              - /url: /about
          - listitem:
            - link "Services":
              - /url: /services
          - listitem:
            - link "News":
              - /url: /news
          - listitem:
            - link "Jobs":
              - /url: /jobs
        - link "Contact Us":
          - /url: /contact
  `)
})

test('the French header and menu: French names, French addresses, the switch to the English page', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 })
  await openTakenOver(page, '/fr/services')
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
  await expect(page.getByRole('banner')).toMatchAriaSnapshot(`
    - banner:
      - /children: deep-equal
      - link "Maple Pathways Immigration":
        - /url: /fr
      - ${q('link "English: read this page in English"')}:
        - /url: /services
        - text: English
      - button "Fermer le menu" [expanded]
      - navigation "Principale":
        - list:
          - listitem:
            - link "Accueil":
              - /url: /fr
          - listitem:
            - link "À propos":
              - /url: /fr/about
          - listitem:
            - link "Services":
              - /url: /fr/services
          - listitem:
            - link "Nouvelles":
              - /url: /fr/news
          - listitem:
            - link "Emplois":
              - /url: /fr/jobs
        - link "Nous joindre":
          - /url: /fr/contact
  `)
  // The switch speaks English on a French page: a screen reader reads it with an English voice.
  await expect(page.getByRole('link', { name: /^English/ })).toHaveAttribute('lang', 'en-CA')
})

test('a job card, and the apply dialog through a sent application, each status announced once', async ({ page }) => {
  await recordAnnouncements(page)
  const alerts: string[] = []
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message())
    void dialog.accept()
  })
  await openTakenOver(page, '/jobs')
  await page.getByPlaceholder('Search for jobs...').fill(job.title)
  // Its own card: other jobs may have the same title.
  const card = page.getByTestId('job-card').filter({ has: page.locator(`a[href="/jobs/${job.$id}"]`) })
  await expect(card).toMatchAriaSnapshot(`
    - article:
      - /children: equal
      - ${q(`heading "${job.title}" [level=2]`)}:
        - ${q(`link "${job.title}"`)}:
          - /url: /jobs/${job.$id}
      - paragraph: ${q(job.trade)}
      - paragraph: ${q(`${job.location}, ${job.province}`)}${job.salary?.trim() ? `\n      - paragraph: ${q(job.salary.trim())}` : ''}
      - ${q(`button "Apply: ${job.title}"`)}
      - ${q(`button "Save: ${job.title}"`)}
  `)
  // Save is a toggle: its name stays, its state says it is saved.
  await card.getByRole('button', { name: `Save: ${job.title}` }).click()
  await expect(card.getByRole('button', { name: `Save: ${job.title}` })).toMatchAriaSnapshot(
    `- ${q(`button "Save: ${job.title}" [pressed]`)}`,
  )
  await card.getByRole('button', { name: `Apply: ${job.title}` }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toMatchAriaSnapshot(`
    - ${q(`dialog "${job.title}"`)}:
      - ${q(`heading "${job.title}" [level=2]`)}
      - button "Close the application form"
      - region "Job details":
        - term: Title
        - definition: ${q(job.title)}
      - form "Submit Your Application":
        - /children: equal
        - heading "Submit Your Application" [level=3]
        - paragraph: All fields are required.
        - text: Your Name
        - textbox "Your Name"
        - text: Email Address
        - textbox "Email Address"
        - text: Upload Resume
        - button "Upload Resume Choose file No file chosen"
        - paragraph: "PDF or Word (.doc), up to 2 MB. A .docx or Google Docs resume: save or download it as PDF first."
        - status
        - button "Submit Application"
        - button "Close"
  `)
  await dialog.getByLabel('Your Name').fill('Screen Reader User')
  await dialog.getByLabel('Email Address').fill('reader@example.com')
  await dialog.getByLabel('Upload Resume').setInputFiles(pdfResume())
  await dialog.getByRole('button', { name: 'Submit Application' }).click()
  await expect.poll(() => alerts).toEqual(['Application submitted successfully!'])
  await expect(dialog).toBeHidden()
  // The upload and the save were each heard, once; no status twice.
  const heard = (await announcements(page)).map((a) => a.text)
  expect(
    heard.filter((text) => /^Uploading your resume$|^Resume \d+% uploaded$/.test(text)).length,
    heard.join(' | '),
  ).toBeGreaterThan(0)
  expect(await announcedTimes(page, 'Saving your application')).toBe(1)
  expect(new Set(heard).size, heard.join(' | ')).toBe(heard.length)
})

test.describe('the contact form through sent, queued and refused', () => {
  test('sent: the thanks is announced once, as a status', async ({ page }) => {
    // The form, the outbox's standing regions (empty: they say a queued message's delivery and how many
    // wait), the one that says a long message's room left once typing pauses, and the one that says
    // 'Sending...' while it sends.
    await recordAnnouncements(page)
    await openTakenOver(page, '/contact')
    await expect(page.getByRole('region', { name: 'Get in Touch' })).toMatchAriaSnapshot(`
      - region "Get in Touch":
        - /children: equal
        - heading "Get in Touch" [level=2]
        - paragraph: All fields are required.
        - status
        - status
        - text: Name
        - textbox "Name"
        - text: Email
        - textbox "Email"
        - text: Subject
        - textbox "Subject"
        - text: Message
        - textbox "Message"
        - status
        - button "Send Message"
        - status
    `)
    // The answer takes a moment, as on a phone: long enough for 'Sending...' to be said.
    await page.route(`${BACKEND_URL}/contact`, async (route) => {
      await new Promise((done) => setTimeout(done, 400))
      await route.continue()
    })
    await page.getByLabel('Name').fill('Screen Reader User')
    await page.getByLabel('Email').fill('reader@example.com')
    await page.getByLabel('Subject').fill(uniqueSubject('Announced'))
    await page.getByLabel('Message').fill('Hello.')
    await page.getByRole('button', { name: 'Send Message' }).click()
    const thanks = page.getByRole('status').filter({ hasText: 'Thank you' })
    await expect(thanks).toBeVisible()
    const text = (await thanks.textContent())!.trim()
    expect(await announcedTimes(page, text)).toBe(1)
    expect(await announcedTimes(page, 'Sending...')).toBe(1)
    expect((await announcements(page)).find((a) => a.text === text)?.politeness).toBe('status')
  })

  test('queued offline: the wait is announced once, then that it was sent, once', async ({ page, context }) => {
    await recordAnnouncements(page)
    await queueMessageOffline(page, context, uniqueSubject('Queued and announced'))
    // The region is given its words a moment after the box shows them (useAnnouncement): polled, not read once.
    await expect.poll(() => announcedTimes(page, /1 message waiting to be sent/)).toBe(1)
    await setOffline(context, false)
    await expect(page.getByText(/was sent/).first()).toBeVisible({ timeout: 20_000 })
    await expect.poll(() => announcedTimes(page, /was sent/)).toBe(1)
  })

  test('queued offline, seen from another page: the corner notice says the wait, then that it was sent, once each, in regions already on the page', async ({
    page,
    context,
  }) => {
    const subject = uniqueSubject('Announced in the corner')
    await queueMessageOffline(page, context, subject)
    await recordAnnouncements(page)
    await page.goto('/news')
    await expect(seenText(page, '1 message waiting to be sent')).toBeVisible()
    const waiting = '1 message waiting to be sent. It will be sent automatically as soon as it can be.'
    await expect.poll(() => announcedTimes(page, waiting)).toBe(1)
    const sent = `Your message “${subject}” was sent.`
    await setOffline(context, false)
    await expect(seenText(page, sent)).toBeVisible({ timeout: 20_000 })
    await expect.poll(() => announcedTimes(page, sent)).toBe(1)
    // (The offline banner and the list's saved-copy note speak too: only the corner's words are checked.)
    const fromTheCorner = (await announcements(page)).filter(({ text }) => text === waiting || text === sent)
    expect(fromTheCorner).toEqual([
      { politeness: 'status', text: waiting, arrivedWithRegion: false },
      { politeness: 'status', text: sent, arrivedWithRegion: false },
    ])
  })

  test('refused from another address: the refusal is announced once, as an alert', async ({ page }) => {
    await recordAnnouncements(page)
    await openTakenOver(page, '/contact?x=1')
    await page.getByLabel('Name').fill('Screen Reader User')
    await page.getByLabel('Email').fill('reader@example.com')
    await page.getByLabel('Subject').fill('Refused')
    await page.getByLabel('Message').fill('Hello.')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('alert')).toHaveText('You cannot submit this form from this URL.')
    // Sent again: the banner is reset at each submit, so it is heard again, once more.
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('alert')).toHaveText('You cannot submit this form from this URL.')
    expect(await announcedTimes(page, 'You cannot submit this form from this URL.')).toBe(2)
    expect((await announcements(page)).filter((a) => a.politeness === 'alert')).toHaveLength(2)
  })
})

test('the site ready offline, on a first visit: said once, in a region already on the page', async ({ page }) => {
  await recordAnnouncements(page)
  await page.goto('/')
  await expect(seenText(page, 'The site is ready to work offline.')).toBeVisible({ timeout: 30_000 })
  await expect
    .poll(() => announcements(page))
    .toContainEqual({ politeness: 'status', text: 'The site is ready to work offline.', arrivedWithRegion: false })
  expect(await announcedTimes(page, 'The site is ready to work offline.')).toBe(1)
})

test('a post and its share buttons', async ({ page }) => {
  // The office's day, as the page writes it.
  const byline = new Date(post.createdAt).toLocaleDateString('en-CA', {
    dateStyle: 'long',
    timeZone: 'America/Toronto',
  })
  await openTakenOver(page, `/news/${post.$id}`)
  const article = page.getByRole('main').getByRole('article')
  await expect(article).toMatchAriaSnapshot(`
    - article:
      - ${q(`heading "${post.title}" [level=1]`)}
      - paragraph: ${q(`By ${post.author!} - ${byline}`)}
      - region "Share this post":
        - /children: equal
        - heading "Share this post" [level=2]
        - button "Share on WhatsApp"
        - button "Share on Facebook"
        - button "Share on X"
        - button "Share on LinkedIn"
        - link "Email"
        - button "Copy Link"
      - link "Back to News":
        - /url: /news
  `)
  // The picture repeats the title right above it: it is not read a second time.
  await expect(article.getByRole('img', { name: post.title })).toHaveCount(0)
})
