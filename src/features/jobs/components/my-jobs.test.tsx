// Save on the board's cards and a job's page, the board's saved list (?saved=1), and 'Applied on …', on
// a device that keeps them (fake IndexedDB, reset per test).
import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider, useParams } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { provideBuiltData } from '../../../lib/built-data'
import type { Job } from '../../../shared/models'
import { closeOfflineDb, keepSavedJob, noteSentApplication, readSavedJobs } from '../../../shared/offline-db'
import { listPublicJobs } from '../api/list-public-jobs'
import { applicationEntry } from '../hooks/use-application-draft'
import { forgetMyJobsInMemory } from '../my-jobs'
import { cook, makeJob, nurse, testJobs, welder, welderHelper } from '../test-jobs'
import { JobBoard } from './job-board'
import { JobPage } from './job-page'
import { asSeen } from '../../../lib/test-status-regions'

vi.mock('../api/list-public-jobs', () => ({ listPublicJobs: vi.fn() }))
vi.mock('../api/upload-resume', () => ({ uploadResume: vi.fn() }))
vi.mock('../api/save-application', () => ({ saveApplication: vi.fn() }))
const listMock = vi.mocked(listPublicJobs)

let board: Job[]

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/jobs', Component: JobBoard },
      { path: '/jobs/:id', Component: () => <JobPage jobId={useParams().id!} /> },
    ],
    { initialEntries: [url] },
  )
  render(<RouterProvider router={router} />)
  return router
}

const cards = () => screen.queryAllByTestId('job-card')
const cardOf = (title: string) => cards().find((card) => within(card).queryByRole('heading', { name: title }))!
const findCard = async (title: string) => (await screen.findByRole('heading', { name: title })).closest('article')!
const saveButton = (title: string) => screen.getByRole('button', { name: `Save: ${title}` })
const listsNav = () => screen.getByRole('navigation', { name: 'Job lists' })
const savedIds = async () => ((await readSavedJobs()) ?? []).map((entry) => entry.job.$id)

beforeEach(async () => {
  await closeOfflineDb()
  globalThis.indexedDB = new IDBFactory()
  forgetMyJobsInMemory()
  board = testJobs
  listMock.mockReset()
  listMock.mockImplementation(async ({ onPage } = {}) => {
    onPage?.(board)
    return board
  })
})

afterEach(() => {
  provideBuiltData(null)
  window.history.replaceState(null, '', '/')
})

describe('saving jobs on the board', () => {
  it("Save on a card keeps the job on the device; the button is pressed and 'Saved jobs' counts it", async () => {
    const user = userEvent.setup()
    renderAt('/jobs')
    await screen.findByRole('heading', { name: welder.title })
    expect(within(listsNav()).getByRole('link', { name: 'Saved jobs' })).toBeInTheDocument()
    expect(saveButton(welder.title)).toHaveAttribute('aria-pressed', 'false')

    await user.click(saveButton(welder.title))
    expect(saveButton(welder.title)).toHaveAttribute('aria-pressed', 'true')
    expect(within(listsNav()).getByRole('link', { name: 'Saved jobs (1)' })).toHaveAttribute('href', '/jobs?saved=1')
    expect(await savedIds()).toEqual([welder.$id])

    await user.click(saveButton(welder.title))
    expect(saveButton(welder.title)).toHaveAttribute('aria-pressed', 'false')
    expect(within(listsNav()).getByRole('link', { name: 'Saved jobs' })).toBeInTheDocument()
    expect(await savedIds()).toEqual([])
  })

  it('a closed job offers no Save, unless it was saved (to let it go)', async () => {
    board = [...testJobs, makeJob({ $id: 'job-closed-saved', title: 'Baker', isAcceptingApplications: false })]
    await keepSavedJob(board.at(-1)!, 2)
    renderAt('/jobs')
    expect(await screen.findByRole('button', { name: 'Save: Baker', pressed: true })).toBeInTheDocument()
    expect(within(cardOf(cook.title)).queryByRole('button', { name: /^Save/ })).toBeNull()
    expect(within(cardOf(cook.title)).getByText('Not accepting applications')).toBeInTheDocument()
  })

  it('the saved list shows only the saved jobs, the latest saved first; All jobs shows every one again', async () => {
    const user = userEvent.setup()
    await keepSavedJob(welder, 1)
    await keepSavedJob(nurse, 2)
    const router = renderAt('/jobs')
    await screen.findByRole('heading', { name: welder.title })
    expect(cards()).toHaveLength(testJobs.length)

    await user.click(await within(listsNav()).findByRole('link', { name: 'Saved jobs (2)' }))
    expect(router.state.location.search).toBe('?saved=1')
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual([nurse.title, welder.title])
    expect(within(listsNav()).getByRole('link', { name: 'Saved jobs (2)' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByText('2 jobs found', asSeen)).toBeInTheDocument()

    // Letting one go there takes it off the list.
    await user.click(saveButton(nurse.title))
    expect(cards()).toHaveLength(1)

    await user.click(within(listsNav()).getByRole('link', { name: 'All jobs' }))
    expect(router.state.location.search).toBe('')
    expect(cards()).toHaveLength(testJobs.length)
  })

  it('by closing date, the saved list puts a job no longer posted with the closed ones, whatever its deadline', async () => {
    const soon = makeJob({ $id: 'job-gone-soon', title: 'Crane Operator', applicationDeadline: '2099-01-10' })
    const later = makeJob({ $id: 'job-later', title: 'Later Closing Baker', applicationDeadline: '2099-03-01' })
    board = [later]
    await keepSavedJob(soon, 1)
    await keepSavedJob(later, 2)
    renderAt('/jobs?saved=1&sort=closing')
    expect(await screen.findByText('No longer posted')).toBeInTheDocument()
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Later Closing Baker',
      'Crane Operator',
    ])
  })

  it("a saved job the board no longer lists stays in the saved list as saved, without Apply or its page's link", async () => {
    const user = userEvent.setup()
    const takenDown = makeJob({ $id: 'job-gone', title: 'Crane Operator' })
    await keepSavedJob(takenDown, 1)
    renderAt('/jobs?saved=1')
    // Known once the whole board has arrived.
    expect(await screen.findByText('No longer posted')).toBeInTheDocument()
    expect(within(screen.getByRole('heading', { name: 'Crane Operator' })).queryByRole('link')).toBeNull()
    expect(within(cardOf('Crane Operator')).queryByRole('button', { name: /^Apply/ })).toBeNull()

    await user.click(saveButton('Crane Operator'))
    expect(cards()).toHaveLength(0)
    expect(await savedIds()).toEqual([])
  })

  it('letting a job go in the saved list moves the focus to the next card, the one before after the last, and to the list’s link after that', async () => {
    const user = userEvent.setup()
    await keepSavedJob(welder, 1)
    await keepSavedJob(nurse, 2)
    await keepSavedJob(welderHelper, 3)
    renderAt('/jobs?saved=1')
    // welderHelper, nurse, welder: the latest saved first.
    await user.click(await screen.findByRole('button', { name: `Save: ${welderHelper.title}` }))
    expect(document.activeElement).toBe(cardOf(nurse.title).closest('li'))
    await user.click(saveButton(welder.title))
    expect(document.activeElement).toBe(cardOf(nurse.title).closest('li'))
    await user.click(saveButton(nurse.title))
    expect(cards()).toHaveLength(0)
    expect(document.activeElement).toBe(within(listsNav()).getByRole('link', { name: 'Saved jobs' }))
  })

  it('a press that did not focus its button (Safari) leaves the focus where it was, not on the first card', async () => {
    await keepSavedJob(welder, 1)
    await keepSavedJob(nurse, 2)
    renderAt('/jobs?saved=1')
    fireEvent.click(await screen.findByRole('button', { name: `Save: ${welder.title}` }))
    expect(cards()).toHaveLength(1)
    expect(document.activeElement).toBe(document.body)
  })

  it('offline with no copy of the board, a saved job is shown as saved, unchecked: no Apply', async () => {
    await keepSavedJob(welder, 1)
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    renderAt('/jobs?saved=1')
    const card = await findCard(welder.title)
    expect(await within(card).findByText('Could not be checked: the latest jobs did not load.')).toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: /^Apply/ })).toBeNull()
    expect(within(card).getByRole('link', { name: welder.title })).toBeInTheDocument()
  })

  it('on a built board whose fresh list is held back, a saved job posted since is taken from it, not called gone', async () => {
    const postedSince = makeJob({ $id: 'job-since', title: 'Crane Operator' })
    await keepSavedJob(postedSince, 1)
    provideBuiltData({ path: '/jobs', lists: { jobs: [welder, nurse] } })
    // The built /jobs, opened at its saved list.
    window.history.replaceState(null, '', '/jobs?saved=1')
    let answer: (jobs: Job[]) => void = () => {}
    listMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)))
    renderAt('/jobs?saved=1')
    await screen.findByRole('heading', { name: 'Crane Operator' })
    await act(async () => answer([postedSince, welder, nurse]))
    const card = cardOf('Crane Operator')
    expect(within(card).getByRole('link', { name: 'Crane Operator' })).toHaveAttribute('href', '/jobs/job-since')
    expect(within(card).getByRole('button', { name: 'Apply: Crane Operator' })).toBeInTheDocument()
    expect(screen.queryByText('No longer posted')).toBeNull()
    expect(screen.queryByRole('button', { name: /— show$/ })).toBeNull()
  })

  it('with none saved, the saved list says how to save one, and offers no filters to clear', async () => {
    renderAt('/jobs?saved=1')
    expect(await screen.findByText(/^No saved jobs yet\. Choose Save on a job/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Clear search and filters' })).toBeNull()
  })

  it('a search narrows the saved list; clearing it keeps the saved list', async () => {
    const user = userEvent.setup()
    await keepSavedJob(welder, 1)
    await keepSavedJob(nurse, 2)
    const router = renderAt('/jobs?saved=1&q=zzz')
    expect(await screen.findByText('No jobs found matching your criteria.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }))
    expect(cards()).toHaveLength(2)
    await vi.waitFor(() => expect(router.state.location.search).toBe('?saved=1'))
  })
})

describe("saving a job on the job's page", () => {
  it('Save beside Apply, pressed once saved', async () => {
    const user = userEvent.setup()
    renderAt(`/jobs/${welder.$id}`)
    await screen.findByRole('heading', { level: 1, name: welder.title })
    await user.click(saveButton(welder.title))
    expect(saveButton(welder.title)).toHaveAttribute('aria-pressed', 'true')
    expect(await savedIds()).toEqual([welder.$id])
  })

  it('a closed job saved before shows Save pressed, to let it go; one not saved shows none', async () => {
    renderAt(`/jobs/${cook.$id}`)
    await screen.findByRole('heading', { level: 1, name: cook.title })
    expect(screen.queryByRole('button', { name: /^Save/ })).toBeNull()
    cleanup()
    await keepSavedJob(cook, 1)
    forgetMyJobsInMemory()
    renderAt(`/jobs/${cook.$id}`)
    expect(await screen.findByRole('button', { name: `Save: ${cook.title}`, pressed: true })).toBeInTheDocument()
  })

  it('offline, a saved job no saved list holds opens as it was saved, never as "not saved on this device"', async () => {
    const takenDown = makeJob({ $id: 'job-gone', title: 'Crane Operator' })
    await keepSavedJob(takenDown, 1)
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    renderAt('/jobs/job-gone')
    expect(await screen.findByRole('heading', { level: 1, name: 'Crane Operator' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Save: Crane Operator', pressed: true })).toBeInTheDocument()
    expect(screen.queryByText('This job is not saved on this device')).toBeNull()
    // Not offered as open: nothing at hand says it still is.
    expect(
      screen.getByText(/^This is the job as you saved it on \w+ \d+, \d{4}\. The latest jobs could not be loaded/),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Apply/ })).toBeNull()
    expect(screen.queryByText('Accepting applications')).toBeNull()
    expect(document.querySelector('script[type="application/ld+json"]')?.textContent).not.toMatch(/JobPosting/)

    // Let go and saved again, from the same page: it stays as it was.
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Save: Crane Operator' }))
    expect(screen.getByRole('heading', { level: 1, name: 'Crane Operator' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Save: Crane Operator' })).toHaveAttribute('aria-pressed', 'false')
    await user.click(screen.getByRole('button', { name: 'Save: Crane Operator' }))
    expect(await savedIds()).toEqual(['job-gone'])
  })

  it('reloaded with its form open, the list failing: no form on the saved copy alone, until the list confirms the job', async () => {
    const crane = makeJob({ $id: 'job-saved', title: 'Crane Operator' })
    await keepSavedJob(crane, 1)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    listMock.mockRejectedValue(new Error('Failed to fetch'))
    window.history.replaceState({ modal: applicationEntry(crane) }, '')
    renderAt(`/jobs/${crane.$id}`)
    expect(await screen.findByText(/^This is the job as you saved it on/)).toBeInTheDocument()
    await act(async () => {})
    // The office may have closed or removed it since: a form would send an application on the copy's word.
    // (Hidden too: a dialog is drawn before it is shown open.)
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument()
    // Confirmed by the list at last (Retry), the form the visitor had open comes back.
    board = [...testJobs, crane]
    listMock.mockImplementation(async ({ onPage } = {}) => {
      onPage?.(board)
      return board
    })
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('dialog')).toBeInTheDocument()
  })

  it('online, a saved job the fresh board no longer lists is not found', async () => {
    await keepSavedJob(makeJob({ $id: 'job-gone', title: 'Crane Operator' }), 1)
    renderAt('/jobs/job-gone')
    expect(await screen.findByRole('heading', { level: 1, name: 'Job not found' })).toBeInTheDocument()
  })
})

describe('jobs applied to from this device', () => {
  it('say when on their card and their page; others say nothing of it', async () => {
    await noteSentApplication(welder.$id, new Date(2026, 10, 28, 12).getTime())
    renderAt('/jobs')
    expect(await within(await findCard(welder.title)).findByText('Applied on November 28, 2026')).toBeInTheDocument()
    expect(within(cardOf(nurse.title)).queryByText(/^Applied on/)).toBeNull()
    cleanup()
    renderAt(`/jobs/${welder.$id}`)
    expect(await screen.findByText('Applied on November 28, 2026')).toBeInTheDocument()
  })

  it('say so too once shown as saved: a card of a job gone from the board, and its page offline', async () => {
    const takenDown = makeJob({ $id: 'job-gone', title: 'Crane Operator' })
    await keepSavedJob(takenDown, 1)
    await noteSentApplication(takenDown.$id, new Date(2026, 10, 28, 12).getTime())
    renderAt('/jobs?saved=1')
    expect(await screen.findByText('No longer posted')).toBeInTheDocument()
    expect(within(cardOf('Crane Operator')).getByText('Applied on November 28, 2026')).toBeInTheDocument()
    cleanup()
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    renderAt('/jobs/job-gone')
    expect(await screen.findByText('Applied on November 28, 2026')).toBeInTheDocument()
  })
})
