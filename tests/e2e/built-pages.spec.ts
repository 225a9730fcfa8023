import { expect, test } from '@playwright/test'
import { Query } from 'node-appwrite'
import { loadSeedData } from '../../server/seed/seed-data'
import { pdfResume } from '../fixtures/resumes'
import { SITE_URL } from './support/addresses'
import { adminDatabases, createJob } from './support/backend'
import { errorsOf, headingFromHtml, markHtmlHeading } from './support/hydration'
import { savedListLength, waitForServiceWorker } from './support/pwa'
import { takesApplicationsToday } from '../../src/shared/taking-applications'
import { setOffline } from './support/offline'
import { seenText } from './support/seen'

// Posts and jobs as pages of their own: built from the backend at build time, opened by their
// addresses, refreshed live, and still reachable when they were added after the build.

const seed = loadSeedData()
const post = seed.blog.find((candidate) => candidate.visibility.includes('localhost'))!
const openJob = seed.jobs.find((job) => job.isPublic && takesApplicationsToday(job) && job.title.length < 60)!

test.describe('built pages', () => {
  test("a post's and a job's built pages become the app without being drawn again, and stay the same", async ({
    page,
  }) => {
    const errors = errorsOf(page)
    await markHtmlHeading(page)
    for (const [path, title] of [
      [`/news/${post.$id}`, post.title],
      [`/jobs/${openJob.$id}`, openJob.title],
    ]) {
      const response = await page.goto(path!)
      expect(response?.status(), path).toBe(200)
      // Before any script: the content is in the HTML.
      expect(await response!.text()).toContain(`<h1`)
      await expect(page.locator('#root[data-app="ready"]'), path).toBeAttached()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!)
      expect(await headingFromHtml(page), path).toBe(true)
      // The live list has arrived and changed nothing: still the HTML's heading, one of each head tag.
      await page.waitForLoadState('networkidle')
      expect(await headingFromHtml(page), path).toBe(true)
      await expect(page.locator('head title')).toHaveCount(1)
      await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1)
      await expect(page.locator('head meta[property="og:title"]')).toHaveCount(1)
    }
    expect(errors).toEqual([])
  })

  test("from a card on the board to the job's page, and an application sent from there", async ({ page }) => {
    const alerts: string[] = []
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message())
      void dialog.accept()
    })
    await page.goto('/jobs')
    await page.getByPlaceholder('Search for jobs...').fill(openJob.title)
    // Its own card's link: other jobs may have the same title.
    await page.locator(`a[href="/jobs/${openJob.$id}"]`).click()
    await expect(page).toHaveURL(`${SITE_URL}/jobs/${openJob.$id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(openJob.title)
    // 72 characters with the site's name: longer than a search result shows, so the page's own words alone.
    await expect(page).toHaveTitle(`${openJob.title} – ${openJob.location}, ${openJob.province}`)
    await expect(page.getByText('Accepting applications')).toBeVisible()

    const name = `Page Applicant ${Date.now()}`
    await page.getByRole('button', { name: `Apply: ${openJob.title}` }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Your Name').fill(name)
    await dialog.getByLabel('Email Address').fill('page.applicant@example.com')
    await dialog.getByLabel('Upload Resume').setInputFiles(pdfResume())
    await dialog.getByRole('button', { name: 'Submit Application' }).click()
    await expect.poll(() => alerts).toEqual(['Application submitted successfully!'])
    await expect(dialog).toBeHidden()
    const stored = await adminDatabases().listDocuments('main', 'applicants', [Query.equal('applicantName', name)])
    expect(stored.documents).toHaveLength(1)
    expect(stored.documents[0]).toMatchObject({ jobId: openJob.$id, jobTitle: openJob.title })
  })

  test.describe('added or changed after the build', () => {
    const added = {
      post: `after-build-post-${Date.now().toString(36)}`,
      job: `after-build-job-${Date.now().toString(36)}`,
    }
    test.beforeAll(async () => {
      const databases = adminDatabases()
      await databases.createDocument({
        databaseId: 'main',
        collectionId: 'blog',
        documentId: added.post,
        data: {
          title: 'Written after the build',
          content: '<p>This post was added once the site was built.</p>',
          createdAt: new Date().toISOString(),
          visibility: ['localhost'],
        },
      })
      const job = {
        title: 'Posted after the build',
        description: 'A job added once the site was built.',
        trade: 'Hospitality',
        location: 'Moncton',
        province: 'NB',
        isAcceptingApplications: true,
        isPublic: true,
      }
      await createJob(added.job, job)
    })
    test.afterAll(async () => {
      const databases = adminDatabases()
      await databases.deleteDocument('main', 'blog', added.post).catch(() => undefined)
      await databases.deleteDocument('main', 'jobs', added.job).catch(() => undefined)
    })

    test('a post and a job added after the build open by their addresses (the shell fetches them)', async ({
      page,
    }) => {
      const errors = errorsOf(page)
      // 404 until a build writes their pages: no server can vouch for them (src/shared/site-addresses.ts).
      const postAnswer = await page.goto(`/news/${added.post}`)
      expect(postAnswer?.status()).toBe(404)
      expect(await postAnswer!.text()).not.toContain('Written after the build')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Written after the build')
      await expect(page.getByText('This post was added once the site was built.')).toBeVisible()
      await expect(page).toHaveTitle('Written after the build | Maple Pathways Immigration')

      expect((await page.goto(`/jobs/${added.job}`))?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Posted after the build')
      await expect(page.getByText('Moncton, NB').first()).toBeVisible()
      // The browser reports the page's status itself; nothing else.
      expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([])
    })

    test('a built page shows the live record once it has loaded: a title changed after the build', async ({ page }) => {
      // The board's last job: replaced, it comes back at the end of the backend's order, where it was,
      // so the specs after this one find the board's first cards as the site was built with them.
      const changed = seed.jobs.filter((job) => job.isPublic).at(-1)!
      // Replaced under the same id (the local backend answers the calls the site makes; a PATCH is not one).
      const replace = async (title: string) => {
        const { $id, ...fields } = changed
        const data = { ...fields, $updatedAt: fields.$createdAt, title }
        await adminDatabases().deleteDocument('main', 'jobs', $id)
        await createJob($id, data)
      }
      await replace(`${changed.title} (updated)`)
      try {
        const answer = await page.goto(`/jobs/${changed.$id}`)
        // The built heading, its text without the markup inside it (a <wbr> after a slash).
        const builtHeading = /<h1[^>]*>(.*?)<\/h1>/s.exec(await answer!.text())?.[1]?.replace(/<[^>]*>/g, '')
        expect(builtHeading).toBe(changed.title)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${changed.title} (updated)`)
      } finally {
        await replace(changed.title)
      }
    })
  })

  test("an unknown post or job is 'not found' with a way back; an address that is no page answers 404", async ({
    page,
  }) => {
    await page.goto('/jobs/no-such-job')
    await expect(page.getByRole('heading', { level: 1, name: 'Job not found' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to Jobs' }).click()
    await expect(page).toHaveURL(`${SITE_URL}/jobs`)

    const draft = seed.jobs.find((job) => !job.isPublic)!
    await page.goto(`/jobs/${draft.$id}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Job not found' })).toBeVisible()
    await expect(page.getByText(draft.title)).toHaveCount(0)

    for (const path of ['/no-such-page', '/news/a/b', '/jobs/a/b', '/about/team']) {
      const answer = await page.goto(path)
      expect(answer?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' }), path).toBeVisible()
    }
    // The not-found page is a working page: its links lead on.
    await page.getByRole('link', { name: 'Go to the home page' }).click()
    await expect(page).toHaveURL(`${SITE_URL}/`)
  })
})

test.describe('with the service worker', () => {
  test("a job's page opens offline from the saved jobs; online, a post's built page comes from the network", async ({
    page,
    context,
  }) => {
    await page.goto('/jobs')
    await waitForServiceWorker(page)
    await expect(seenText(page, /jobs found|Showing \d+ of/)).toBeVisible()
    // Saved once the whole list is in (the board's hook writes IndexedDB in a quiet moment after the fetch).
    await expect.poll(() => savedListLength(page, 'jobs'), { timeout: 20_000 }).toBeGreaterThan(5)

    // Online, under the worker: a post's own page, as the server built it (not the shell).
    const online = await page.goto(`/news/${post.$id}`)
    expect(await online!.text()).toContain('id="built-data"')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)

    await setOffline(context, true)
    const other = seed.jobs.filter((job) => job.isPublic)[5]!
    await page.goto(`/jobs/${other.$id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(other.title)
    await expect(page.getByText(/^Saved /)).toBeVisible()
    await setOffline(context, false)
  })
})
