import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AppwriteException } from 'appwrite'
import { createMemoryRouter, RouterProvider, useParams } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Job } from '../../../shared/models'
import { listPublicJobs } from '../api/list-public-jobs'
import { cook, makeJob, nurse, testJobs, welder, welderHelper } from '../test-jobs'
import { JOBS_PER_BATCH } from '../../../shared/list-batches'
import { OWN_REWRITE } from '../../../lib/history-entry'
import { JobBoard } from './job-board'
import { asSeen, wordsHeardIn } from '../../../lib/test-status-regions'

vi.mock('../api/list-public-jobs', () => ({ listPublicJobs: vi.fn() }))
vi.mock('../api/upload-resume', () => ({ uploadResume: vi.fn() }))
vi.mock('../api/save-application', () => ({ saveApplication: vi.fn() }))
const listMock = vi.mocked(listPublicJobs)

const resolveWith = (jobs: Job[]) =>
  listMock.mockImplementation(async ({ onPage } = {}) => {
    onPage?.(jobs)
    return jobs
  })

function renderBoard(url = '/jobs') {
  const router = createMemoryRouter(
    [
      { path: '/jobs', Component: JobBoard },
      { path: '/jobs/page/:page', Component: NumberedPage },
      { path: '/jobs/:id', element: <p>A job’s page</p> },
    ],
    { initialEntries: [url] },
  )
  render(<RouterProvider router={router} />)
  return router
}

/** /jobs/page/N, as the route module draws it. */
function NumberedPage() {
  return <JobBoard page={Number(useParams().page)} />
}

/** The first page arrives at once; the whole list when the test calls the answer. */
function firstPageThenWait(firstPage: Job[]) {
  let finish: (jobs: Job[]) => void = () => {}
  listMock.mockImplementation(({ onPage } = {}) => {
    onPage?.(firstPage)
    return new Promise((done) => (finish = done))
  })
  return (jobs: Job[]) => finish(jobs)
}

const cards = () => screen.queryAllByTestId('job-card')
const cardTitles = () => cards().map((card) => within(card).getByRole('heading').textContent)
const optionsOf = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => (option as HTMLOptionElement).value)

beforeEach(() => {
  listMock.mockReset()
  resolveWith(testJobs)
})

describe('job board (docs/specification.md §2, /jobs)', () => {
  it('tells two jobs of the same title apart to a screen reader: their links and buttons are described by their place', async () => {
    const inSurrey = { ...welder, $id: 'job-welder-surrey', location: 'Surrey', province: 'BC' }
    resolveWith([welder, inSurrey])
    renderBoard()
    const links = await screen.findAllByRole('link', { name: 'Senior Welder' })
    expect(links[0]).toHaveAccessibleDescription('Hamilton, ON')
    expect(links[1]).toHaveAccessibleDescription('Surrey, BC')
    for (const name of ['Apply: Senior Welder', 'Save: Senior Welder']) {
      const [hamilton, surrey] = screen.getAllByRole('button', { name })
      expect(hamilton).toHaveAccessibleDescription('Hamilton, ON')
      expect(surrey).toHaveAccessibleDescription('Surrey, BC')
    }
  })

  it("is headed 'Find Your Next Job' with the search box 'Search for jobs...'", async () => {
    renderBoard()
    expect(await screen.findByRole('heading', { level: 1, name: 'Find Your Next Job' })).toBeInTheDocument()
    expect(screen.getByPlaceholderText('Search for jobs...')).toBeInTheDocument()
  })

  it("shows a loading indicator with 'Loading jobs...' while loading", async () => {
    listMock.mockImplementation(() => new Promise(() => {}))
    renderBoard()
    // The spinner's own status (the list's refresh notice keeps an empty one beside it).
    expect((await screen.findByText('Loading jobs...')).closest('[role="status"]')).not.toBeNull()
  })

  it('shows the first page of jobs while the rest still loads', async () => {
    const finish = firstPageThenWait([welder])
    renderBoard()
    expect(await screen.findByRole('heading', { name: welder.title })).toBeInTheDocument()
    expect(screen.getByText('Loading jobs...')).toBeInTheDocument()
    expect(screen.queryByText('No jobs found matching your criteria.')).not.toBeInTheDocument()
    await act(async () => finish(testJobs))
    expect(cards()).toHaveLength(4)
    expect(screen.queryByText('Loading jobs...')).not.toBeInTheDocument()
  })

  it("shows each job's title, trade, 'location, province' and salary where one is given", async () => {
    // A job without one says nothing of it on its card (its page says 'Not specified').
    const unpaid = makeJob({ $id: 'job-unpaid', title: 'Volunteer Driver', salary: '  ' })
    resolveWith([welder, unpaid])
    renderBoard()
    const card = (await screen.findByRole('heading', { name: welder.title })).closest('article')!
    expect(within(card).getByText('Welding')).toBeInTheDocument()
    expect(within(card).getByText('Hamilton, ON')).toBeInTheDocument()
    expect(within(card).getByText('$32 - $38 per hour')).toBeInTheDocument()
    const other = screen.getByRole('heading', { name: unpaid.title }).closest('article')!
    expect([...other.querySelectorAll('p')].map((p) => p.textContent)).toEqual([unpaid.trade, 'Toronto, ON'])
  })

  it("shows Apply when the job accepts applications, otherwise the red text 'Not accepting applications'", async () => {
    renderBoard()
    const open = (await screen.findByRole('heading', { name: welder.title })).closest('article')!
    expect(within(open).getByRole('button', { name: /^Apply/ })).toBeInTheDocument()
    const closed = screen.getByRole('heading', { name: cook.title }).closest('article')!
    expect(within(closed).queryByRole('button', { name: /^Apply/ })).not.toBeInTheDocument()
    const text = within(closed).getByText('Not accepting applications')
    // Its red colour is checked in a real browser (tests/e2e/jobs.spec.ts).
    expect(text.className).toMatch(/closed/)
  })

  it("shows a job whose deadline's day has passed as not accepting applications, though its owner left it open", async () => {
    const late = makeJob({ $id: 'job-late', title: 'Late Welder', applicationDeadline: '2020-01-31' })
    listMock.mockImplementation(async ({ onPage } = {}) => {
      onPage?.([welder, late])
      return [welder, late]
    })
    renderBoard()
    const card = (await screen.findByRole('heading', { name: late.title })).closest('article')!
    expect(within(card).getByText('Not accepting applications')).toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: /^Apply/ })).not.toBeInTheDocument()
  })

  it("marks a job posted this week 'New', and one in its deadline's last week with the days left", async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      // Three days before the welder's deadline (2099-06-30) at the office.
      vi.setSystemTime(new Date('2099-06-27T16:00:00.000Z'))
      const fresh = makeJob({ $id: 'job-fresh', title: 'Fresh Nurse', $createdAt: '2099-06-25T14:00:00.000Z' })
      resolveWith([welder, fresh, nurse])
      renderBoard()
      const timing = (job: Job) =>
        [...screen.getByRole('heading', { name: job.title }).closest('article')!.querySelectorAll('p span')].map(
          (part) => part.textContent,
        )
      await screen.findByRole('heading', { name: fresh.title })
      expect(timing(welder)).toEqual(['Closes in 3 days'])
      expect(timing(fresh)).toEqual(['New'])
      expect(timing(nurse)).toEqual([])
    } finally {
      vi.useRealTimers()
    }
  })

  it('searches titles case-insensitively by substring', async () => {
    renderBoard()
    await screen.findByRole('heading', { name: welder.title })
    await userEvent.setup({ delay: null }).type(screen.getByPlaceholderText('Search for jobs...'), 'wELDer')
    expect(cardTitles()).toEqual([welder.title, welderHelper.title])
  })

  it('lists the distinct locations and provinces, sorted, after an empty first option', async () => {
    renderBoard()
    await screen.findByRole('heading', { name: welder.title })
    expect(optionsOf('Location')).toEqual(['', 'Calgary', 'Hamilton', 'Toronto', 'Vancouver'])
    expect(optionsOf('Province')).toEqual(['', 'AB', 'BC', 'ON'])
  })

  it('combines all filters with AND and keeps them in the address', async () => {
    const router = renderBoard()
    await screen.findByRole('heading', { name: welder.title })
    const user = userEvent.setup({ delay: null })
    await user.selectOptions(screen.getByLabelText('Province'), 'ON')
    expect(cardTitles()).toEqual([welder.title, welderHelper.title])
    await user.selectOptions(screen.getByLabelText('Location'), 'Toronto')
    expect(cardTitles()).toEqual([welderHelper.title])
    const liveRegions = screen.getAllByRole('status')
    await user.type(screen.getByPlaceholderText('Search for jobs...'), 'senior')
    expect(cards()).toHaveLength(0)
    // Said in a live region that was on the page before: a screen reader reads it out.
    expect(liveRegions.map((region) => region.textContent)).toContain('No jobs found matching your criteria.')
    // The address catches up once typing pauses.
    await vi.waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        q: 'senior',
        location: 'Toronto',
        province: 'ON',
      }),
    )
    expect(router.state.historyAction).toBe('REPLACE')
    // The address catching up leaves the box as typed (and focused).
    expect(screen.getByPlaceholderText('Search for jobs...')).toHaveValue('senior')
    expect(screen.getByPlaceholderText('Search for jobs...')).toHaveFocus()

    await user.selectOptions(screen.getByLabelText('Location'), '')
    expect(cardTitles()).toEqual([welder.title])
  })

  it('says nothing of titles when only the filters found nothing', async () => {
    renderBoard('/jobs?location=Toronto&province=BC')
    expect(await screen.findByText('No jobs found matching your criteria.')).toBeInTheDocument()
    expect(screen.queryByText(/The search looks in job titles/)).not.toBeInTheDocument()
  })

  it('offers to clear the search and filters when nothing matches; every job shows again', async () => {
    const router = renderBoard('/jobs?q=senior&location=Toronto&province=ON')
    expect(await screen.findByText('No jobs found matching your criteria.')).toBeInTheDocument()
    // A search was typed: the board says where it looks (a city typed there finds nothing).
    expect(
      screen.getByText('The search looks in job titles. To find a place, use the Location or Province filter.'),
    ).toBeInTheDocument()
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Clear search and filters' }))
    expect(cards()).toHaveLength(testJobs.length)
    expect(screen.getByPlaceholderText('Search for jobs...')).toHaveValue('')
    expect(screen.getByLabelText('Province')).toHaveValue('')
    expect(screen.getByLabelText('Location')).toHaveValue('')
    // The button is gone: focus is on the first job, not back at the top of the page.
    expect(cards()[0]?.closest('li')).toHaveFocus()
    await vi.waitFor(() => expect(router.state.location.search).toBe(''))
  })

  it('orders by closing date, soonest first, then the jobs without one, then those closed; kept in the address', async () => {
    const soon = makeJob({ $id: 'job-soon', title: 'Soon Closing Baker', applicationDeadline: '2099-01-10' })
    const later = makeJob({ $id: 'job-later', title: 'Later Closing Baker', applicationDeadline: '2099-03-01' })
    const closed = makeJob({ $id: 'job-shut', title: 'Shut Baker', isAcceptingApplications: false })
    const open = makeJob({ $id: 'job-open', title: 'Open-ended Baker' })
    resolveWith([closed, later, open, soon])
    const router = renderBoard()
    await screen.findByRole('heading', { name: soon.title })
    expect(cardTitles()).toEqual([closed.title, later.title, open.title, soon.title])
    expect(screen.getByLabelText('Sort by')).toHaveValue('')
    await userEvent.setup({ delay: null }).selectOptions(screen.getByLabelText('Sort by'), 'Application deadline')
    expect(cardTitles()).toEqual([soon.title, later.title, open.title, closed.title])
    await vi.waitFor(() => expect(router.state.location.search).toBe('?sort=closing'))
    // On paper, the list says how it is ordered.
    expect(document.querySelector('.print-only')).toHaveTextContent('All jobs · Sort by: Application deadline')
  })

  it('by closing date, shows the list once it is whole: never its first page in order, then shuffled', async () => {
    const soon = makeJob({ $id: 'job-soon', title: 'Soon Closing Baker', applicationDeadline: '2099-01-10' })
    const later = makeJob({ $id: 'job-later', title: 'Later Closing Baker', applicationDeadline: '2099-03-01' })
    const finish = firstPageThenWait([later])
    renderBoard('/jobs?sort=closing')
    expect(await screen.findByText('Loading jobs...')).toBeInTheDocument()
    expect(cards()).toHaveLength(0)
    await act(async () => finish([later, soon]))
    expect(cardTitles()).toEqual([soon.title, later.title])
  })

  it('keeps the order chosen when the search and filters are cleared', async () => {
    const router = renderBoard('/jobs?q=zzz&sort=closing')
    expect(await screen.findByText('No jobs found matching your criteria.')).toBeInTheDocument()
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Clear search and filters' }))
    expect(cards()).toHaveLength(testJobs.length)
    expect(screen.getByLabelText('Sort by')).toHaveValue('closing')
    await vi.waitFor(() => expect(router.state.location.search).toBe('?sort=closing'))
  })

  it('reads out the count once a search that found nothing is cleared', async () => {
    renderBoard('/jobs?q=senior&location=Toronto&province=ON')
    expect(await screen.findByText('No jobs found matching your criteria.')).toBeInTheDocument()
    const liveRegions = screen.getAllByRole('status')
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Clear search and filters' }))
    // Said in a live region that was on the page before: a screen reader reads it out.
    await vi.waitFor(
      () => expect(liveRegions.map((region) => region.textContent)).toContain(`${testJobs.length} jobs found`),
      { timeout: 3000 },
    )
  })

  it('says how many jobs a search found once the typing pauses, not at each key', async () => {
    renderBoard()
    await screen.findByRole('heading', { name: welder.title })
    const liveRegions = screen.getAllByRole('status')
    const { heard, stop } = wordsHeardIn(liveRegions, /found|Showing/)
    // 'N' finds three jobs, 'NU' one: only the count the visitor stopped at is said.
    await userEvent.setup({ delay: null }).type(screen.getByPlaceholderText('Search for jobs...'), 'NURSE')
    await vi.waitFor(() => expect(liveRegions.map((region) => region.textContent)).toContain('1 job found'), {
      timeout: 3000,
    })
    stop()
    expect(new Set(heard)).toEqual(new Set(['1 job found']))
    // The count on show follows each key; a screen reader hears it from the live region alone.
    expect(screen.getByText('1 job found', asSeen)).toHaveAttribute('aria-hidden', 'true')
  })

  it('starts from the filters in the address (a shared or reloaded board)', async () => {
    renderBoard('/jobs?q=nurse&province=BC')
    expect(await screen.findByRole('heading', { name: nurse.title })).toBeInTheDocument()
    expect(cards()).toHaveLength(1)
    expect(screen.getByPlaceholderText('Search for jobs...')).toHaveValue('nurse')
    expect(screen.getByLabelText('Province')).toHaveValue('BC')
    expect(screen.getByLabelText('Location')).toHaveValue('')
  })

  it('folds the dropdowns and the order under "Filters and sort" (all a phone shows of them), which counts those chosen', async () => {
    renderBoard()
    await screen.findByRole('heading', { name: welder.title })
    const summary = screen.getByText('Filters and sort')
    const fold = summary.closest('details')!
    expect(fold).not.toHaveAttribute('open')
    for (const label of ['Location', 'Province', 'Posting language', 'Sort by'])
      expect(fold).toContainElement(screen.getByLabelText(label))
    const user = userEvent.setup({ delay: null })
    await user.click(summary)
    expect(fold).toHaveAttribute('open')
    await user.selectOptions(screen.getByLabelText('Province'), 'ON')
    await user.selectOptions(screen.getByLabelText('Posting language'), 'en')
    await user.selectOptions(screen.getByLabelText('Sort by'), 'closing')
    expect(summary).toHaveTextContent(/^Filters and sort \(3\)$/)
    // The search is no filter of the fold's; and the fold stays as the visitor left it, open.
    await user.type(screen.getByPlaceholderText('Search for jobs...'), 'weld')
    await user.selectOptions(screen.getByLabelText('Province'), '')
    await user.selectOptions(screen.getByLabelText('Posting language'), '')
    await user.selectOptions(screen.getByLabelText('Sort by'), '')
    expect(summary).toHaveTextContent(/^Filters and sort$/)
    expect(fold).toHaveAttribute('open')
  })

  it('opens the fold from the start when the address chose a filter, so the visitor sees what narrows the list', async () => {
    renderBoard('/jobs?q=nurse&province=BC')
    await screen.findByRole('heading', { name: nurse.title })
    expect(screen.getByText('Filters and sort (1)').closest('details')).toHaveAttribute('open')
  })

  it('opens the fold from the start for an order chosen in the address alone, so the visitor sees it', async () => {
    renderBoard('/jobs?sort=closing')
    await screen.findByRole('heading', { name: nurse.title })
    expect(screen.getByText('Filters and sort (1)').closest('details')).toHaveAttribute('open')
    expect(screen.getByLabelText('Sort by')).toHaveValue('closing')
  })

  it('keeps the fold closed for a search alone', async () => {
    renderBoard('/jobs?q=nurse')
    await screen.findByRole('heading', { name: nurse.title })
    expect(screen.getByText('Filters and sort').closest('details')).not.toHaveAttribute('open')
  })

  it('resets the filters, the search box too, when a link leads to plain /jobs', async () => {
    const router = renderBoard('/jobs?q=nurse&province=BC')
    await screen.findByRole('heading', { name: nurse.title })
    await act(() => router.navigate('/jobs'))
    expect(cards()).toHaveLength(4)
    expect(screen.getByLabelText('Province')).toHaveValue('')
    expect(screen.getByPlaceholderText('Search for jobs...')).toHaveValue('')
  })

  it("on failure logs 'Error fetching jobs:' and shows an error with Retry that works", async () => {
    const error = new Error('Failed to fetch')
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    listMock.mockRejectedValueOnce(error)
    renderBoard()
    expect(await screen.findByRole('alert')).toHaveTextContent('The jobs could not be loaded')
    expect(consoleError).toHaveBeenCalledWith('Error fetching jobs:', error)
    expect(screen.queryByText('Loading jobs...')).not.toBeInTheDocument()
    expect(cards()).toHaveLength(0)
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { name: welder.title })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('a server error is not blamed on the connection; a failed connection is', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    listMock.mockRejectedValueOnce(new AppwriteException('Server Error', 500, 'general_unknown'))
    renderBoard()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The jobs could not be loaded: our server did not answer as it should. Please try again in a moment.',
    )
    listMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The jobs could not be loaded. Check your connection and try again.',
    )
  })

  it(`renders long boards ${JOBS_PER_BATCH} cards at a time, with 'Show more jobs'`, async () => {
    // Three whole batches and part of a fourth (a longer board only makes jsdom slower: every card is drawn).
    const total = 3 * JOBS_PER_BATCH + 4
    const many = Array.from({ length: total }, (_, i) => makeJob({ $id: `j${i}`, title: `Job ${i}` }))
    resolveWith(many)
    renderBoard()
    await screen.findByRole('heading', { name: 'Job 0' })
    expect(cards()).toHaveLength(JOBS_PER_BATCH)
    // The count shows once the board is complete: the cards may be drawn from the page read so far first.
    expect(await screen.findByText(`Showing ${JOBS_PER_BATCH} of ${total} jobs`, asSeen)).toBeInTheDocument()
    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByRole('button', { name: 'Show more jobs' }))
    expect(cards()).toHaveLength(2 * JOBS_PER_BATCH)
    expect(cards()[JOBS_PER_BATCH]?.closest('li')).toHaveFocus()
    let shownBefore = cards().length
    while (screen.queryByRole('button', { name: 'Show more jobs' })) {
      shownBefore = cards().length
      await user.click(screen.getByRole('button', { name: 'Show more jobs' }))
    }
    expect(cards()).toHaveLength(total)
    expect(screen.queryByRole('button', { name: 'Show more jobs' })).not.toBeInTheDocument()
    // With the button gone, focus is on the first card of the last batch, not back at the page's top.
    expect(cards()[shownBefore]?.closest('li')).toHaveFocus()
  })

  it('a numbered page (/jobs/page/3) starts at its batch, counted from its place, with a link to the batch before; a search looks through every job', async () => {
    const total = 3 * JOBS_PER_BATCH + 4
    const many = Array.from({ length: total }, (_, i) => makeJob({ $id: `j${i}`, title: `Job ${i}` }))
    resolveWith(many)
    const router = renderBoard('/jobs/page/3')
    await screen.findByRole('heading', { name: `Job ${2 * JOBS_PER_BATCH}` })
    expect(cardTitles()).toEqual(many.slice(2 * JOBS_PER_BATCH, 3 * JOBS_PER_BATCH).map((job) => job.title))
    const [first, last] = [2 * JOBS_PER_BATCH + 1, 3 * JOBS_PER_BATCH]
    expect(await screen.findByText(`Showing ${first}–${last} of ${total} jobs`, asSeen)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Previous jobs' })).toHaveAttribute('href', '/jobs/page/2')
    // Show more adds the last jobs in place: the address stays the page's.
    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByRole('button', { name: 'Show more jobs' }))
    expect(cards()).toHaveLength(JOBS_PER_BATCH + 4)
    expect(router.state.location.pathname).toBe('/jobs/page/3')
    expect(screen.queryByRole('button', { name: 'Show more jobs' })).not.toBeInTheDocument()
    // A search finds jobs of the first batch too.
    await user.type(screen.getByLabelText('Search for jobs by title'), 'Job 1')
    expect(await screen.findByRole('heading', { name: 'Job 1' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Previous jobs' })).not.toBeInTheDocument()
  })

  it('a numbered page past the end of a board that has shrunk says so, and links to the first jobs', async () => {
    resolveWith(testJobs)
    renderBoard('/jobs/page/9')
    expect(await screen.findByText('There are no more jobs on this page.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See the first jobs' })).toHaveAttribute('href', '/jobs')
    expect(cards()).toHaveLength(0)
  })

  it('a link to the board followed from the board starts over at one batch; Back shows as many as before, and the address catching up with a search keeps them', async () => {
    const many = Array.from({ length: 40 }, (_, i) => makeJob({ $id: `j${i}`, title: `Job ${i}` }))
    resolveWith(many)
    const router = renderBoard()
    await screen.findByText(`Showing ${JOBS_PER_BATCH} of 40 jobs`, asSeen)
    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByRole('button', { name: 'Show more jobs' }))
    expect(cards()).toHaveLength(2 * JOBS_PER_BATCH)
    // As the header's Jobs link does: a new entry of the history, the board still on screen.
    await act(() => router.navigate('/jobs'))
    expect(cards()).toHaveLength(JOBS_PER_BATCH)
    await act(() => router.navigate(-1))
    expect(cards()).toHaveLength(2 * JOBS_PER_BATCH)
    await act(() => router.navigate('/jobs?location=', { replace: true, state: OWN_REWRITE }))
    expect(cards()).toHaveLength(2 * JOBS_PER_BATCH)
    // The Jobs link followed on the board itself: React Router replaces the entry, a new visit all the same.
    await act(() => router.navigate('/jobs', { replace: true }))
    expect(cards()).toHaveLength(JOBS_PER_BATCH)
  })

  it('a link to the board followed from a search on the board clears the search and shows every job', async () => {
    resolveWith(testJobs)
    const router = renderBoard(`/jobs?q=${encodeURIComponent(welder.title)}`)
    const search = () => screen.getByPlaceholderText('Search for jobs...')
    expect(search()).toHaveValue(welder.title)
    await vi.waitFor(() => expect(cards().length).toBeGreaterThan(0))
    expect(cards().length).toBeLessThan(testJobs.length)
    // React Router's link to the address on show is a replace: the board must read it all the same.
    await act(() => router.navigate('/jobs', { replace: true }))
    expect(search()).toHaveValue('')
    await vi.waitFor(() => expect(cards()).toHaveLength(testJobs.length))
  })

  it("links each card's title to the job's own page", async () => {
    const router = renderBoard()
    const link = within(await screen.findByRole('heading', { name: welder.title })).getByRole('link')
    expect(link).toHaveAttribute('href', `/jobs/${welder.$id}`)
    await userEvent.setup({ delay: null }).click(link)
    expect(router.state.location.pathname).toBe(`/jobs/${welder.$id}`)
  })

  it('carries no JobPosting data: it belongs on each job’s own page, never on a list', async () => {
    renderBoard()
    await screen.findByText('4 jobs found', asSeen)
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull()
  })
})
