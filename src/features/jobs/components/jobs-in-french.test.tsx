// The job board, a job's page and the application form on a French page (/fr/jobs): French words,
// alerts and formats, every job shown with the French ones first, and the language filter.
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AppwriteException } from 'appwrite'
import { absoluteUrl } from '../../../config/site-url'
import { createMemoryRouter, RouterProvider, useParams } from 'react-router-dom'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { activateLocale, LocaleContext } from '../../../i18n/translatable'
import { listPublicJobs } from '../api/list-public-jobs'
import { saveApplication } from '../api/save-application'
import { uploadResume } from '../api/upload-resume'
import { makeJob, testJobs, welder } from '../test-jobs'
import { resumeFile } from '../test-resumes'
import { JobBoard } from './job-board'
import { JobPage } from './job-page'
import { ListNotice } from '../../../components/list-notice'
import { jobsContent } from '../jobs-content.fr'
import { asSeen } from '../../../lib/test-status-regions'

vi.mock('../api/list-public-jobs', () => ({ listPublicJobs: vi.fn() }))
vi.mock('../api/upload-resume', () => ({ uploadResume: vi.fn() }))
vi.mock('../api/save-application', () => ({ saveApplication: vi.fn() }))
const listMock = vi.mocked(listPublicJobs)

const soudeur = makeJob({
  $id: 'job-soudeur',
  title: 'Soudeur ou soudeuse',
  description: 'Soudage de charpentes d’acier.',
  trade: 'Soudage',
  location: 'Québec City',
  province: 'Quebec',
  salary: '$71,000–$81,000 per year',
  applicationDeadline: '2099-05-01',
  language: 'fr',
})
const jobs = [...testJobs, soudeur]

let alertMock: ReturnType<typeof vi.fn<(message?: string) => void>>

beforeAll(async () => {
  await activateLocale('fr')
})
afterAll(async () => {
  await activateLocale('en')
})

beforeEach(() => {
  listMock.mockReset()
  listMock.mockImplementation(async ({ onPage } = {}) => {
    onPage?.(jobs)
    return jobs
  })
  vi.mocked(uploadResume).mockImplementation(async ({ fileId }) => fileId)
  vi.mocked(saveApplication).mockResolvedValue(undefined)
  alertMock = vi.fn<(message?: string) => void>()
  vi.spyOn(window, 'alert').mockImplementation(alertMock)
})

function JobRoute() {
  return <JobPage jobId={useParams().id ?? ''} />
}

function renderInFrench(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/jobs', Component: JobBoard },
      { path: '/jobs/:id', Component: JobRoute },
    ],
    { initialEntries: [`/fr${path}`], basename: '/fr' },
  )
  render(
    <LocaleContext value="fr">
      <RouterProvider router={router} />
    </LocaleContext>,
  )
  return router
}

const file = (size: number, name: string, type: string) => resumeFile(size, name, type)

/** An Apply button's name. */
const applyTo = (title: string) => `Postuler\u00a0: ${title}`
const cardTitles = () => screen.getAllByTestId('job-card').map((card) => within(card).getByRole('heading').textContent)

describe('the job board in French (/fr/jobs)', () => {
  it('speaks French, and shows every job with the French ones first', async () => {
    renderInFrench('/jobs')
    expect(await screen.findByRole('heading', { level: 1, name: 'Trouvez votre prochain emploi' })).toBeInTheDocument()
    await screen.findByRole('heading', { name: soudeur.title })
    expect(cardTitles()).toEqual([soudeur.title, ...testJobs.map((job) => job.title)])
    // The count comes once the board's last page has answered, which may follow the cards.
    expect(await screen.findByText('5 emplois trouvés', asSeen)).toBeInTheDocument()
    // An English job on a French page says it is English; the French one needs no lang of its own.
    const englishCard = screen.getByRole('heading', { name: welder.title })
    expect(englishCard).toHaveAttribute('lang', 'en-CA')
    expect(screen.getByRole('heading', { name: soudeur.title })).not.toHaveAttribute('lang')
    // Its Apply button is named with its title, which a screen reader reads with an English voice.
    const apply = screen.getByRole('button', { name: applyTo(welder.title) })
    expect(within(apply).getByText(welder.title)).toHaveAttribute('lang', 'en-CA')
    expect(apply).not.toHaveAttribute('aria-label')
    expect(
      within(screen.getByRole('button', { name: applyTo(soudeur.title) })).getByText(soudeur.title),
    ).not.toHaveAttribute('lang')
    // The plain GET form (before the app's code) stays on the French board.
    expect(screen.getByRole('search')).toHaveAttribute('action', '/fr/jobs')
  })

  it('filters by language: all (French first) by default, or one language, kept in the address', async () => {
    const router = renderInFrench('/jobs')
    await screen.findByRole('heading', { name: soudeur.title })
    const language = screen.getByLabelText('Langue de l’offre')
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Toutes les langues', 'En français', 'En anglais'])
    expect(screen.getByText('Filtres et tri').closest('details')).toContainElement(language)
    const user = userEvent.setup({ delay: null })
    await user.selectOptions(language, 'fr')
    await vi.waitFor(() => expect(cardTitles()).toEqual([soudeur.title]))
    await vi.waitFor(() => expect(router.state.location.search).toBe('?language=fr'))
    expect(screen.getByText('Filtres et tri (1)')).toBeInTheDocument()
    await user.selectOptions(language, 'en')
    await vi.waitFor(() => expect(cardTitles()).toEqual(testJobs.map((job) => job.title)))
    await user.selectOptions(language, '')
    await vi.waitFor(() => expect(cardTitles()).toHaveLength(jobs.length))
  })

  it('says when the saved copy on screen was saved, as Canadian French writes it', () => {
    const savedAt = new Date(2027, 4, 1, 9, 0).getTime()
    render(
      <LocaleContext value="fr">
        <ListNotice list={{ status: 'ready', savedAt }} onRetry={() => {}} words={jobsContent} />
      </LocaleContext>,
    )
    const when = screen.getByText(/^Enregistré le 1er mai 2027 à 9\sh$/)
    expect(when.closest('p')).toHaveTextContent(
      /^Enregistré le 1er mai 2027 à 9\sh\. Vous consultez la copie des emplois conservée/,
    )
  })

  it('names places in French, filtering on the names the backend stores', async () => {
    renderInFrench('/jobs')
    const card = (await screen.findByRole('heading', { name: soudeur.title })).closest('article')!
    expect(within(card).getByText('Québec (Québec)')).toBeInTheDocument()
    const province = screen.getByLabelText('Province')
    expect(within(province).getByRole('option', { name: 'Québec' })).toHaveValue('Quebec')
    const user = userEvent.setup({ delay: null })
    await user.selectOptions(province, 'Quebec')
    await vi.waitFor(() => expect(cardTitles()).toEqual([soudeur.title]))
  })

  it('writes salaries and deadlines in French on the card and in the job details', async () => {
    renderInFrench('/jobs')
    const card = (await screen.findByRole('heading', { name: soudeur.title })).closest('article')!
    expect([...card.querySelectorAll('p')].map((p) => p.textContent)).toContain(
      '71\u00a0000\u00a0$ à 81\u00a0000\u00a0$ par année',
    )
    const user = userEvent.setup({ delay: null })
    await user.click(within(card).getByRole('button', { name: /^Postuler/ }))
    const dialog = await screen.findByRole('dialog')
    const details = within(dialog).getByRole('region', { name: 'Détails de l’offre' })
    const value = (term: string) => within(details).getByText(term).nextElementSibling?.textContent
    expect(value('Salaire')).toBe('71\u00a0000\u00a0$ à 81\u00a0000\u00a0$ par année')
    expect(value('Date limite pour postuler')).toBe('1er mai 2099')
    expect(within(dialog).getByRole('button', { name: 'Fermer le formulaire de candidature' })).toBeInTheDocument()
  })

  it('says in French that an empty salary and an empty deadline are not given, each word agreeing', async () => {
    const bare = makeJob({ $id: 'job-bare', title: 'Commis', salary: '', applicationDeadline: null, language: 'fr' })
    listMock.mockImplementation(async ({ onPage } = {}) => {
      onPage?.([bare])
      return [bare]
    })
    renderInFrench('/jobs/job-bare')
    const details = await screen.findByRole('region', { name: 'Détails de l’offre' })
    const value = (term: string) => within(details).getByText(term).nextElementSibling?.textContent
    expect(value('Salaire')).toBe('Non précisé')
    expect(value('Date limite pour postuler')).toBe('Non précisée')
  })

  it('alerts in French: no resume, a wrong file type, a file over 2 MB, then success', async () => {
    renderInFrench('/jobs')
    const card = (await screen.findByRole('heading', { name: welder.title })).closest('article')!
    const user = userEvent.setup({ applyAccept: false, delay: null })
    await user.click(within(card).getByRole('button', { name: /^Postuler/ }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('heading', { name: 'Soumettre votre candidature' })).toBeInTheDocument()
    await user.click(within(dialog).getByLabelText('Votre nom'))
    await user.paste('Jeanne Tremblay')
    await user.click(within(dialog).getByLabelText('Adresse courriel'))
    await user.paste('jeanne@example.com')
    const submit = () => user.click(within(dialog).getByRole('button', { name: 'Soumettre ma candidature' }))
    await submit()
    expect(alertMock).toHaveBeenLastCalledWith('Veuillez téléverser un CV.')
    const upload = within(dialog).getByLabelText('Téléverser votre CV')
    // The field's words in French, whatever the browser's language.
    expect(within(dialog).getByText('Choisir un fichier')).toBeInTheDocument()
    expect(within(dialog).getByText('Aucun fichier choisi')).toBeInTheDocument()
    await user.upload(upload, file(1024, 'cv.txt', 'text/plain'))
    await submit()
    expect(alertMock).toHaveBeenLastCalledWith(
      'Type de fichier non valide. Seuls les documents PDF ou Word sont acceptés.',
    )
    await user.upload(upload, file(2 * 1024 * 1024 + 1, 'cv.pdf', 'application/pdf'))
    await submit()
    expect(alertMock).toHaveBeenLastCalledWith('La taille du fichier dépasse la limite de 2\u00a0Mo.')
    await user.upload(upload, file(1024, 'cv.pdf', 'application/pdf'))
    await submit()
    await vi.waitFor(() => expect(alertMock).toHaveBeenLastCalledWith('Votre candidature a bien été soumise!'))
  })
})

describe('an application that does not go through, in French', () => {
  it('says why: the connection, a file the backend refused, too many from the network, a job closed since', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const upload = vi.mocked(uploadResume)
    upload.mockClear()
    upload.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    upload.mockRejectedValueOnce(
      new AppwriteException('File extension not allowed', 400, 'storage_file_type_unsupported'),
    )
    upload.mockRejectedValueOnce(new AppwriteException('Rate limit for the current endpoint has been exceeded.', 429))
    renderInFrench('/jobs')
    const card = (await screen.findByRole('heading', { name: welder.title })).closest('article')!
    const user = userEvent.setup({ delay: null })
    await user.click(within(card).getByRole('button', { name: /^Postuler/ }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByLabelText('Votre nom'))
    await user.paste('Jeanne Tremblay')
    await user.click(within(dialog).getByLabelText('Adresse courriel'))
    await user.paste('jeanne@example.com')
    await user.upload(within(dialog).getByLabelText('Téléverser votre CV'), file(1024, 'cv.pdf', 'application/pdf'))
    const submit = async (said: string) => {
      await user.click(within(dialog).getByRole('button', { name: 'Soumettre ma candidature' }))
      await vi.waitFor(() => expect(alertMock).toHaveBeenLastCalledWith(said))
    }
    await submit('La candidature n’a pas pu être soumise. Veuillez réessayer.')
    await submit(
      'La candidature n’a pas pu être soumise. Le fichier de votre CV n’a pas été accepté\u00a0: veuillez choisir un autre document PDF ou Word.',
    )
    // Refused, it is no longer chosen: another is.
    await user.upload(within(dialog).getByLabelText('Téléverser votre CV'), file(2048, 'cv-2.pdf', 'application/pdf'))
    await submit(
      'La candidature n’a pas pu être soumise. Trop de candidatures ont été envoyées depuis votre réseau au cours de la dernière minute\u00a0: veuillez patienter une minute, puis réessayer.',
    )
    // The office closed it meanwhile: the form's newest list says so at Submit.
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(new Date('2100-01-01T17:00:00Z'))
      await submit('Candidatures closes')
    } finally {
      vi.useRealTimers()
    }
    expect(upload).toHaveBeenCalledTimes(3)
  })
})

describe("a job's page in French (/fr/jobs/{id})", () => {
  it('opens an English job in the French frame, its own words marked English', async () => {
    renderInFrench(`/jobs/${welder.$id}`)
    const heading = await screen.findByRole('heading', { level: 1, name: welder.title })
    expect(heading).toHaveAttribute('lang', 'en-CA')
    expect(screen.getByRole('navigation', { name: 'Fil d’Ariane' })).toBeInTheDocument()
    expect(screen.getByText('Candidatures acceptées')).toBeInTheDocument()
    expect(screen.getByText('Offre publiée le 1er avril 2026')).toBeInTheDocument()
    // On paper, where to apply: this page, in French (the print style sheet shows it; tests/e2e/print.spec.ts).
    expect(document.querySelector('.print-only')?.textContent).toBe(
      `Postulez en ligne\u00a0: ${absoluteUrl(`/fr/jobs/${welder.$id}`)}`,
    )
    const apply = screen.getByRole('button', { name: applyTo(welder.title) })
    expect(within(apply).getByText(welder.title)).toHaveAttribute('lang', 'en-CA')
    expect(screen.getByRole('link', { name: 'Retour aux emplois' })).toHaveAttribute('href', '/fr/jobs')
    // Its form's heading too: « Postuler : » in French, the title in English.
    await userEvent.setup({ delay: null }).click(apply)
    const dialog = await screen.findByRole('dialog', { name: applyTo(welder.title) })
    expect(within(within(dialog).getByRole('heading', { level: 2 })).getByText(welder.title)).toHaveAttribute(
      'lang',
      'en-CA',
    )
  })

  it('carries the JobPosting of a French job, and not that of an English one: each job is posted once', async () => {
    const types = () =>
      (
        JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!) as { '@type': string }[]
      ).map((item) => item['@type'])
    const french = renderInFrench(`/jobs/${soudeur.$id}`)
    await screen.findByRole('heading', { level: 1, name: soudeur.title })
    expect(types()).toEqual(['JobPosting', 'BreadcrumbList'])
    // Too long for a search result with the site's name (60 characters): the job's own words alone.
    expect(document.title).toBe('Soudeur ou soudeuse – Québec (Québec)')
    await act(() => french.navigate(`/jobs/${welder.$id}`))
    await screen.findByRole('heading', { level: 1, name: welder.title })
    expect(types()).toEqual(['BreadcrumbList'])
  })

  it("says 'Offre d’emploi introuvable' for an unknown id", async () => {
    renderInFrench('/jobs/no-such-job')
    expect(await screen.findByRole('heading', { name: 'Offre d’emploi introuvable' })).toBeInTheDocument()
  })
})
