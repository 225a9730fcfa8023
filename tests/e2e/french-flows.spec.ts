import { expect, test, type Page } from '@playwright/test'
import { Query, type Models } from 'node-appwrite'
import { POSTS_PER_BATCH } from '../../src/shared/list-batches'
import { pdfResume, textFile } from '../fixtures/resumes'
import { adminDatabases, adminStorage, contactMessages } from './support/backend'
import { openTakenOver } from './support/hydration'
import { seenText } from './support/seen'
import { takesApplicationsToday } from '../../src/shared/taking-applications'
import { setOffline } from './support/offline'

// Issue 16: the apply and contact flows end to end in French, with their alerts and notices in French,
// and each language's news: /fr/news lists the French posts, /news the English ones, and a post of
// either language opens at its address in the other language's frame.

interface SeedPost extends Models.Document {
  title: string
  language?: 'en' | 'fr' | null
  visibility: string[]
}
interface SeedJob extends Models.Document {
  title: string
  salary?: string | null
  isAcceptingApplications: boolean
  language?: 'en' | 'fr' | null
}

let frenchPosts: SeedPost[] = []
let englishPosts: SeedPost[] = []
let frenchJob: SeedJob
let paidFrenchJob: SeedJob

test.beforeAll(async () => {
  const db = adminDatabases()
  const posts = (await db.listDocuments('main', 'blog', [Query.limit(5000)])).documents as unknown as SeedPost[]
  const shownHere = posts.filter((post) => post.visibility.includes('localhost'))
  frenchPosts = shownHere.filter((post) => post.language === 'fr')
  englishPosts = shownHere.filter((post) => post.language !== 'fr')
  expect(frenchPosts.length).toBeGreaterThanOrEqual(8)
  const jobs = (
    await db.listDocuments('main', 'jobs', [
      Query.equal('isPublic', true),
      Query.equal('language', 'fr'),
      Query.limit(5000),
    ])
  ).documents as unknown as SeedJob[]
  frenchJob = jobs.find(takesApplicationsToday)!
  expect(frenchJob).toBeDefined()
  paidFrenchJob = jobs.find((job) => job.salary)!
  expect(paidFrenchJob).toBeDefined()
})

test.beforeEach(async ({ page }) => {
  // Tests never reach the internet.
  await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort())
})

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`

/** Every alert the page raises, answered at once. */
function collectAlerts(page: Page) {
  const alerts: string[] = []
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message())
    void dialog.accept()
  })
  return alerts
}

test('the apply flow in French on /fr/jobs/{id}: wrong file, too large, then a PDF saved', async ({ page }) => {
  const alerts = collectAlerts(page)
  const name = `Candidate E2E ${stamp()}`
  await page.goto(`/fr/jobs/${frenchJob.$id}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA')
  await expect(page.getByRole('heading', { level: 1, name: frenchJob.title })).toBeVisible()
  await expect(page.getByText('Candidatures acceptées')).toBeVisible()
  await page.getByRole('button', { name: `Postuler\u00a0: ${frenchJob.title}` }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: 'Soumettre votre candidature' })).toBeVisible()
  await dialog.getByLabel('Votre nom').fill(name)
  await dialog.getByLabel('Adresse courriel').fill('candidate@example.com')
  const submit = dialog.getByRole('button', { name: 'Soumettre ma candidature' })
  const resume = dialog.getByLabel('Téléverser votre CV')

  await submit.click()
  await expect.poll(() => alerts.at(-1)).toBe('Veuillez téléverser un CV.')
  await resume.setInputFiles(textFile())
  await submit.click()
  await expect
    .poll(() => alerts.at(-1))
    .toBe('Type de fichier non valide. Seuls les documents PDF ou Word sont acceptés.')
  await resume.setInputFiles(pdfResume('gros.pdf', 2097153))
  await submit.click()
  await expect.poll(() => alerts.at(-1)).toBe('La taille du fichier dépasse la limite de 2\u00a0Mo.')

  const file = pdfResume(`cv-${stamp()}.pdf`, 4096)
  await resume.setInputFiles(file)
  await submit.click()
  await expect.poll(() => alerts.at(-1)).toBe('Votre candidature a bien été soumise!')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  const { documents } = await adminDatabases().listDocuments('main', 'applicants', [Query.equal('applicantName', name)])
  expect(documents).toHaveLength(1)
  const application = documents[0] as unknown as Record<string, string>
  expect(application).toMatchObject({ jobId: frenchJob.$id, jobTitle: frenchJob.title })
  const stored = await adminStorage().getFile('resumes', application.resume!)
  expect([stored.name, stored.sizeOriginal]).toEqual([file.name, 4096])
})

test('the French job board shows French jobs first, salaries in French, and every job on request', async ({ page }) => {
  await page.goto('/fr/jobs')
  await expect(page.getByRole('heading', { level: 1, name: 'Trouvez votre prochain emploi' })).toBeVisible()
  const first = page.getByTestId('job-card').first()
  await expect(first.getByRole('heading')).not.toHaveAttribute('lang', /./)
  await page.getByLabel('Langue de l’offre').selectOption('en')
  await expect(page).toHaveURL(/\/fr\/jobs\?language=en$/)
  await expect(page.getByTestId('job-card').first().getByRole('heading')).toHaveAttribute('lang', 'en-CA')
  await page.goto(`/fr/jobs/${paidFrenchJob.$id}`)
  const salary = page.getByRole('region', { name: 'Détails de l’offre' }).locator('dt', { hasText: 'Salaire' })
  const value = await salary.locator('+ dd').textContent()
  expect(value).toMatch(/^\d[\d\u00a0]*(,\d\d)?\u00a0\$ à \d[\d\u00a0]*(,\d\d)?\u00a0\$ (de l’heure|par année)$/)
})

test.describe('the contact flow in French (the page delivers its queue: no service worker)', () => {
  test.use({ serviceWorkers: 'block' })

  async function fillForm(page: Page, name: string, subject: string) {
    await page.getByLabel('Nom', { exact: true }).fill(name)
    await page.getByLabel('Courriel', { exact: true }).fill('visiteur@example.com')
    await page.getByLabel('Objet').fill(subject)
    await page.getByLabel('Message', { exact: true }).fill('Je voudrais une consultation.')
  }

  test('in a browser that speaks English, an empty field or a bad address is pointed out in French', async ({
    page,
  }) => {
    expect(await page.evaluate(() => navigator.language)).toMatch(/^en/)
    await page.goto('/fr/contact')
    await expect(page.locator('#root[data-app="ready"]')).toHaveCount(1)
    await page.getByLabel('Courriel', { exact: true }).fill('visiteur')
    await page.getByRole('button', { name: 'Envoyer le message' }).click()
    const message = (label: string) =>
      page.getByLabel(label, { exact: true }).evaluate((field: HTMLInputElement) => field.validationMessage)
    await expect(page.getByLabel('Nom', { exact: true })).toBeFocused()
    expect(await message('Nom')).toBe('Veuillez remplir ce champ.')
    expect(await message('Courriel')).toBe('Veuillez entrer une adresse courriel valide, par exemple nom@exemple.ca.')
    // Filled in, the form goes as usual.
    await fillForm(page, `Visiteur E2E ${stamp()}`, 'Validation')
    await page.getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Merci! Votre message a été envoyé.' })).toBeVisible()
  })

  test('a message is sent from /fr/contact and thanked in French', async ({ page }) => {
    const name = `Visiteur E2E ${stamp()}`
    await page.goto('/fr/contact')
    await expect(page.getByRole('heading', { level: 1, name: 'Nous joindre' })).toBeVisible()
    await fillForm(page, name, 'Entrée express')
    await page.getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Merci! Votre message a été envoyé.' })).toBeVisible()
    await expect(page.getByLabel('Nom', { exact: true })).toHaveValue('')
    expect((await contactMessages()).filter((m) => m.name === name)).toMatchObject([{ subject: 'Entrée express' }])
  })

  test('offline, the message is queued with French notices, then delivered once back online', async ({
    page,
    context,
  }) => {
    const name = `Hors ligne E2E ${stamp()}`
    // The app's code must have arrived before the connection goes (a built page works as HTML till then).
    await openTakenOver(page, '/fr/contact')
    await expect(page.getByRole('heading', { level: 1, name: 'Nous joindre' })).toBeVisible()
    await setOffline(context, true)
    await expect(
      page.getByText(/^Vous êtes hors ligne\. Les nouvelles et les offres d’emploi conservées/),
    ).toBeVisible()
    await fillForm(page, name, 'Permis de travail')
    await page.getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(
      page.getByText(
        'Vous êtes hors ligne. Votre message est enregistré sur cet appareil et sera envoyé automatiquement dès le retour de la connexion.',
      ),
    ).toBeVisible()
    await expect(seenText(page, '1 message en attente d’envoi')).toBeVisible()
    await expect(page.getByText('«\u00a0Permis de travail\u00a0»')).toBeVisible()
    expect((await contactMessages()).filter((m) => m.name === name)).toHaveLength(0)

    await setOffline(context, false)
    await expect
      .poll(async () => (await contactMessages()).filter((m) => m.name === name).length, {
        timeout: 30_000,
      })
      .toBe(1)
    await expect(seenText(page, 'Votre message «\u00a0Permis de travail\u00a0» a été envoyé.')).toBeVisible()
    await expect(seenText(page, '1 message en attente d’envoi')).toBeHidden()
  })
})

test.describe("each language's news", () => {
  test('/fr/news lists the French posts, /news the English ones', async ({ page }) => {
    await page.goto('/fr/news')
    await expect(page.getByRole('heading', { level: 1, name: 'Nos plus récents billets' })).toBeVisible()
    const frenchTitles = new Set(frenchPosts.map((post) => post.title))
    const englishTitles = new Set(englishPosts.map((post) => post.title))
    const titles = () => page.getByTestId('post-card').getByRole('heading', { level: 2 }).allTextContents()
    await expect.poll(async () => (await titles()).length).toBe(Math.min(frenchPosts.length, POSTS_PER_BATCH))
    for (const title of await titles()) expect(frenchTitles.has(title), title).toBe(true)

    await page.goto('/news')
    await expect(page.getByRole('heading', { level: 1, name: 'Our Latest Blogs' })).toBeVisible()
    await expect.poll(async () => (await titles()).length).toBeGreaterThan(0)
    for (const title of await titles()) expect(englishTitles.has(title), title).toBe(true)
  })

  test('a French post opens at /news/{id}, an English one at /fr/news/{id}, each marked with its language', async ({
    page,
  }) => {
    const french = frenchPosts[0]!
    await page.goto(`/news/${french.$id}`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA')
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toHaveText(french.title)
    await expect(heading).toHaveAttribute('lang', 'fr-CA')
    await expect(page.getByText('Post not found')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Back to News' })).toBeVisible()

    const english = englishPosts[0]!
    await page.goto(`/fr/news/${english.$id}`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA')
    await expect(heading).toHaveText(english.title)
    await expect(heading).toHaveAttribute('lang', 'en-CA')
    await expect(page.getByText('Billet introuvable')).toHaveCount(0)
    await expect(page.getByText(/^Par .+ – \d{1,2}(er)? [a-zéû]+ \d{4}$/)).toBeVisible()
  })

  test('a French post opens at /news/{id} through the app shell too (an address the build did not write)', async ({
    page,
  }) => {
    // Reached by a link in the app, the post is not in the English list: the app reads it by its id.
    const french = frenchPosts.at(-1)!
    await page.goto('/news')
    await expect(page.getByRole('heading', { level: 1, name: 'Our Latest Blogs' })).toBeVisible()
    // The app's router hears the address change (the built page's heading is there before it).
    await page.locator('#root[data-app="ready"]').waitFor({ state: 'attached' })
    await page.evaluate((id) => {
      history.pushState({}, '', `/news/${id}`)
      dispatchEvent(new PopStateEvent('popstate'))
    }, french.$id)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(french.title)
    await expect(page.getByText('Post not found')).toHaveCount(0)
  })
})
