import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AppwriteException } from 'appwrite'
import { createMemoryRouter, RouterProvider, useParams } from 'react-router-dom'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { applicationEntry } from '../hooks/use-application-draft'
import { absoluteUrl } from '../../../config/site-url'
import { provideBuiltData } from '../../../lib/built-data'
import type { Job } from '../../../shared/models'
import { listPublicJobs } from '../api/list-public-jobs'
import { saveApplication } from '../api/save-application'
import { uploadResume } from '../api/upload-resume'
import { cook, makeJob, nurse, testJobs, welder, welderHelper } from '../test-jobs'
import { JobPage } from './job-page'
import { BREAKS_THE_PAGE } from '../../../lib/test-summary-that-breaks'
import { resumeFile } from '../test-resumes'

vi.mock('../api/list-public-jobs', () => ({ listPublicJobs: vi.fn() }))
vi.mock('../api/upload-resume', () => ({ uploadResume: vi.fn() }))
vi.mock('../api/save-application', () => ({ saveApplication: vi.fn() }))
// A page that fails to draw: a job whose description says so breaks its summary.
vi.mock('../../../lib/summary', () => import('../../../lib/test-summary-that-breaks'))
const listMock = vi.mocked(listPublicJobs)

const closed = makeJob({ $id: 'job-closed', title: 'Line Cook', isAcceptingApplications: false, salary: '' })
/** Its owner left it open, but its last day was 31 January 2020. */
const pastDeadline = makeJob({ $id: 'job-past', title: 'Late Welder', applicationDeadline: '2020-01-31' })
let jobs: Job[]

const postedTypes = () =>
  (JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!) as { '@type': string }[]).map(
    (item) => item['@type'],
  )

function renderJob(id: string) {
  const router = createMemoryRouter(
    [
      { path: '/jobs/:id', Component: () => <JobPage jobId={useParams().id!} /> },
      { path: '/jobs', element: <p>The board</p> },
    ],
    { initialEntries: [`/jobs/${id}`] },
  )
  render(<RouterProvider router={router} />)
  return router
}

beforeEach(() => {
  jobs = [...testJobs, closed]
  listMock.mockReset()
  listMock.mockImplementation(async ({ onPage } = {}) => {
    onPage?.(jobs)
    return jobs
  })
  vi.mocked(uploadResume).mockImplementation(async ({ fileId }) => fileId)
  vi.mocked(saveApplication).mockResolvedValue(undefined)
})

afterEach(() => {
  vi.useRealTimers()
  cleanup()
  provideBuiltData(null)
  window.history.replaceState(null, '', '/')
  document.head.replaceChildren()
})

describe("a job's own page (/jobs/{id})", () => {
  it('a job that fails to draw costs only its own page: the next job opened in the same screen shows', async () => {
    const broken = makeJob({ $id: 'job-broken', title: 'Broken Record', description: BREAKS_THE_PAGE })
    jobs = [...testJobs, broken]
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const router = renderJob(broken.$id)
    expect(await screen.findByText('This job could not be shown.')).toBeInTheDocument()
    await act(() => router.navigate(`/jobs/${welder.$id}`))
    expect(await screen.findByRole('heading', { level: 1, name: welder.title })).toBeInTheDocument()
    expect(screen.queryByText('This job could not be shown.')).not.toBeInTheDocument()
  })

  it('shows the title, trade, place and details, and that it accepts applications', async () => {
    renderJob(welder.$id)
    expect(await screen.findByRole('heading', { level: 1, name: welder.title })).toBeInTheDocument()
    expect(screen.getAllByText('Hamilton, ON').length).toBeGreaterThan(0)
    const details = screen.getByRole('region', { name: 'Job details' })
    const value = (term: string) => within(details).getByText(term).nextElementSibling?.textContent
    expect(within(details).queryByText('Title')).not.toBeInTheDocument()
    expect(value('Description')).toBe(welder.description)
    expect(value('Industry')).toBe('Welding')
    expect(value('Salary')).toBe('$32 - $38 per hour')
    expect(value('Application deadline')).toBe('June 30, 2099')
    // Its description speaks of "our client": no employer is named, on the page or to search engines.
    expect(within(details).queryByText('Employer')).not.toBeInTheDocument()
    expect(screen.getByText('Accepting applications')).toBeInTheDocument()
    // The office's day it was posted (its JobPosting's datePosted), for a machine too.
    const posted = screen.getByText('Posted April 1, 2026')
    expect(posted.closest('time')).toHaveAttribute('datetime', welder.$createdAt)
  })

  it('names the employer where the job gives one, on the page and in its JobPosting', async () => {
    jobs = [...testJobs, makeJob({ $id: 'job-named', title: 'Baker', employer: 'Boulangerie Rive-Nord' })]
    renderJob('job-named')
    const details = await screen.findByRole('region', { name: 'Job details' })
    expect(within(details).getByText('Employer').nextElementSibling).toHaveTextContent('Boulangerie Rive-Nord')
    const posting = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!) as {
      hiringOrganization: unknown
    }[]
    expect(posting[0]!.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Boulangerie Rive-Nord' })
  })

  it("says 'Not specified' for an empty salary, and 'Not accepting applications' with no Apply", async () => {
    renderJob(closed.$id)
    const details = await screen.findByRole('region', { name: 'Job details' })
    expect(within(details).getByText('Salary').nextElementSibling).toHaveTextContent('Not specified')
    expect(screen.getByText('Not accepting applications')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Apply/ })).not.toBeInTheDocument()
  })

  it('applies through the same form and rules as the board: wrong type refused, then sent', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
    const user = userEvent.setup({ applyAccept: false, delay: null })
    renderJob(welder.$id)
    await user.click(await screen.findByRole('button', { name: `Apply: ${welder.title}` }))
    const dialog = await screen.findByRole('dialog', { name: `Apply: ${welder.title}` })
    // The page shows the details already: the dialog holds the form alone.
    expect(within(dialog).queryByRole('region', { name: 'Job details' })).not.toBeInTheDocument()
    await user.click(within(dialog).getByLabelText('Your Name'))
    await user.paste('Jane Doe')
    await user.click(within(dialog).getByLabelText('Email Address'))
    await user.paste('jane@example.com')
    const upload = within(dialog).getByLabelText('Upload Resume')
    await user.upload(upload, new File(['x'], 'notes.txt', { type: 'text/plain' }))
    await user.click(within(dialog).getByRole('button', { name: 'Submit Application' }))
    expect(alert).toHaveBeenLastCalledWith('Invalid file type. Only PDF or Word documents are allowed.')
    await user.upload(upload, resumeFile(1024, 'resume.pdf'))
    await user.click(within(dialog).getByRole('button', { name: 'Submit Application' }))
    await vi.waitFor(() => expect(alert).toHaveBeenLastCalledWith('Application submitted successfully!'))
    expect(vi.mocked(saveApplication)).toHaveBeenCalledWith(
      expect.objectContaining({
        data: expect.objectContaining({ jobId: welder.$id, jobTitle: welder.title, applicantName: 'Jane Doe' }),
      }),
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('carries its JobPosting and breadcrumbs, its canonical address and link-preview tags', async () => {
    renderJob(welder.$id)
    await screen.findByRole('heading', { level: 1, name: welder.title })
    const [posting, breadcrumbs] = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')!.textContent!,
    ) as Record<string, unknown>[]
    expect(posting).toMatchObject({ '@type': 'JobPosting', title: welder.title, directApply: true })
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { name: 'Home' },
        { name: 'Jobs' },
        { name: welder.title, item: absoluteUrl('/jobs/job-welder') },
      ],
    })
    const head = document.head
    expect(head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', absoluteUrl('/jobs/job-welder'))
    expect(head.querySelector('meta[property="og:url"]')).toHaveAttribute('content', absoluteUrl('/jobs/job-welder'))
    expect(head.querySelector('meta[property="og:description"]')).toHaveAttribute(
      'content',
      'Full-time welding of structural steel.',
    )
    expect(head.querySelector('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
    // Its place tells it from the same title elsewhere, in search results and previews.
    expect(document.title).toBe('Senior Welder – Hamilton, ON | Maple Pathways Immigration')
    expect(head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'Senior Welder – Hamilton, ON')
  })

  it("offline, a job it cannot find is 'not saved on this device', never 'not found', with the way back", async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    renderJob('job-never-saved')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This job is not saved on this device' }),
    ).toBeInTheDocument()
    expect(screen.getByText('You are offline. The job opens as soon as you are back online.')).toBeInTheDocument()
    expect(screen.queryByText('Job not found')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Jobs' })).toHaveAttribute('href', '/jobs')
    onLine.mockRestore()
  })

  it("once its deadline's day has passed at the office: 'Not accepting applications', no Apply, no JobPosting", async () => {
    jobs.push(pastDeadline)
    renderJob(pastDeadline.$id)
    expect(await screen.findByText('Not accepting applications')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Apply/ })).not.toBeInTheDocument()
    expect(postedTypes()).toEqual(['BreadcrumbList'])
  })

  it("takes applications on its deadline's own day, the last one", async () => {
    // Noon at the office on its last day: a real clock could pass midnight during the test.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-28T17:00:00Z'))
    const lastDay = makeJob({ $id: 'job-last-day', title: 'Last Day Welder', applicationDeadline: '2026-11-28' })
    jobs.push(lastDay)
    renderJob(lastDay.$id)
    expect(await screen.findByRole('button', { name: /^Apply/ })).toBeInTheDocument()
    expect(postedTypes()).toEqual(['JobPosting', 'BreadcrumbList'])
  })

  it('carries no JobPosting for a job that takes no applications (search engines would list it as open)', async () => {
    renderJob(closed.$id)
    await screen.findByText('Not accepting applications')
    const data = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!) as {
      '@type': string
    }[]
    expect(data.map((item) => item['@type'])).toEqual(['BreadcrumbList'])
  })

  it('offers the next three open jobs on the board, with their places, going round to its start', async () => {
    jobs = [...testJobs, closed, pastDeadline]
    const router = renderJob(cook.$id)
    const more = await screen.findByRole('navigation', { name: 'More open positions' })
    // After the cook: the welder's helper, then two closed jobs (passed over), then the board's start.
    expect(
      within(more)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Welder HelperToronto, ON', 'Senior WelderHamilton, ON', 'Registered NurseVancouver, BC'])
    expect(
      within(more)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([`/jobs/${welderHelper.$id}`, `/jobs/${welder.$id}`, `/jobs/${nurse.$id}`])
    // Each link is heard with its place, which tells two jobs of the same title apart.
    expect(within(more).getByRole('link', { name: 'Senior Welder' })).toHaveAccessibleDescription('Hamilton, ON')
    await userEvent.click(within(more).getByRole('link', { name: 'Senior Welder' }))
    expect(await screen.findByRole('heading', { level: 1, name: welder.title })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(`/jobs/${welder.$id}`)
  })

  it('offers the share buttons with the job’s own address while it takes applications; a closed job none', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
    const user = userEvent.setup({ delay: null })
    renderJob(welder.$id)
    const share = await screen.findByRole('region', { name: 'Share this job' })
    for (const name of ['Share on WhatsApp', 'Share on Facebook', 'Share on X', 'Share on LinkedIn'])
      expect(await within(share).findByRole('button', { name })).toBeInTheDocument()
    await user.click(within(share).getByRole('button', { name: 'Copy Link' }))
    expect(await navigator.clipboard.readText()).toBe(absoluteUrl(`/jobs/${welder.$id}`))
    expect(alert).toHaveBeenCalledWith('Link copied to clipboard!')
    cleanup()

    renderJob(closed.$id)
    await screen.findByText('Not accepting applications')
    expect(screen.queryByRole('region', { name: 'Share this job' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Copy Link' })).not.toBeInTheDocument()
  })

  it("says 'Job not found' for an id that is not a public job, with a way back to the board", async () => {
    const router = renderJob('job-draft')
    expect(await screen.findByRole('heading', { level: 1, name: 'Job not found' })).toBeInTheDocument()
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await userEvent.setup({ delay: null }).click(screen.getByRole('link', { name: 'Back to Jobs' }))
    expect(router.state.location.pathname).toBe('/jobs')
  })

  it('reloaded with its application form open, the job taken down since: the form’s entry goes with it', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {})
    window.history.replaceState({ modal: applicationEntry({ $id: 'job-draft' }) }, '')
    renderJob('job-draft')
    expect(await screen.findByRole('heading', { level: 1, name: 'Job not found' })).toBeInTheDocument()
    expect(back).toHaveBeenCalledOnce()
    window.history.replaceState(null, '')
  })
})

describe('a built job page (its job in the HTML)', () => {
  const built = (job: Job) => {
    window.history.replaceState(null, '', `/jobs/${job.$id}`)
    provideBuiltData({ path: `/jobs/${job.$id}`, lists: { jobs: [job] } })
  }

  it('draws the job at once, from the page, before the live list arrives', () => {
    built(welder)
    listMock.mockImplementation(() => new Promise(() => {}))
    renderJob(welder.$id)
    // No await: the very first render has it, as the HTML did.
    expect(screen.getByRole('heading', { level: 1, name: welder.title })).toBeInTheDocument()
    expect(screen.queryByText('Loading the job...')).not.toBeInTheDocument()
  })

  it('links, from its first render, the jobs its HTML links (the build kept them in the page)', () => {
    window.history.replaceState(null, '', `/jobs/${cook.$id}`)
    provideBuiltData({ path: `/jobs/${cook.$id}`, lists: { jobs: [cook, welderHelper, welder, nurse] } })
    listMock.mockImplementation(() => new Promise(() => {}))
    renderJob(cook.$id)
    const more = screen.getByRole('navigation', { name: 'More open positions' })
    expect(
      within(more)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Welder Helper', 'Senior Welder', 'Registered Nurse'])
  })

  it('built while it took applications and opened after its deadline: drawn as built (no mismatch), then closed', async () => {
    window.history.replaceState(null, '', `/jobs/${pastDeadline.$id}`)
    const page = { path: `/jobs/${pastDeadline.$id}`, lists: { jobs: [pastDeadline] }, builtOn: '2020-01-31' }
    listMock.mockImplementation(() => new Promise(() => {}))
    const app = () => {
      const routes = [{ path: '/jobs/:id', Component: () => <JobPage jobId={useParams().id!} /> }]
      return <RouterProvider router={createMemoryRouter(routes, { initialEntries: [page.path] })} />
    }
    provideBuiltData(page)
    const container = document.body.appendChild(document.createElement('div'))
    container.innerHTML = renderToString(app())
    expect(within(container).getByRole('button', { name: /^Apply/ })).toBeInTheDocument()
    // Built on its deadline's day: its last day to apply.
    expect(within(container).getByText('Last day to apply')).toBeInTheDocument()

    provideBuiltData(page)
    const mismatches: unknown[] = []
    const built = container.querySelector('h1')
    await act(async () => {
      hydrateRoot(container, app(), { onRecoverableError: (error) => mismatches.push(error) })
    })
    expect(mismatches).toEqual([])
    expect(container.querySelector('h1')).toBe(built)
    expect(within(container).getByText('Not accepting applications')).toBeInTheDocument()
    expect(within(container).queryByRole('button', { name: /^Apply/ })).not.toBeInTheDocument()
    expect(within(container).queryByText('Last day to apply')).not.toBeInTheDocument()
    container.remove()
  })

  it('keeps the job on screen when the live list fails, with the error and Retry', async () => {
    built(welder)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    listMock.mockRejectedValue(new Error('500 Internal Server Error'))
    renderJob(welder.$id)
    expect(await screen.findByText(/The jobs could not be loaded/)).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: welder.title })).toBeInTheDocument()
    // Retry asks again, and the job stays on screen meanwhile.
    const calls = listMock.mock.calls.length
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(listMock.mock.calls.length).toBeGreaterThan(calls))
    expect(screen.getByRole('heading', { level: 1, name: welder.title })).toBeInTheDocument()
  })

  it('a server error is not blamed on the connection, as on the board', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    listMock.mockRejectedValue(new AppwriteException('Server Error', 500, 'general_unknown'))
    renderJob(welder.$id)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The jobs could not be loaded: our server did not answer as it should. Please try again in a moment.',
    )
  })

  it('follows the live list once it is complete: a job changed since the build shows its new text', async () => {
    built(welder)
    let finish: (jobs: Job[]) => void = () => {}
    listMock.mockImplementation(({ onPage } = {}) => {
      onPage?.([])
      return new Promise((done) => (finish = done))
    })
    renderJob(welder.$id)
    // A page of the live list without the job does not take it away.
    expect(screen.getByRole('heading', { level: 1, name: welder.title })).toBeInTheDocument()
    await act(async () => finish([{ ...welder, title: 'Senior Welder (night shift)' }]))
    expect(screen.getByRole('heading', { level: 1, name: 'Senior Welder (night shift)' })).toBeInTheDocument()
  })
})
