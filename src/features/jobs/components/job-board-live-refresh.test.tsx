import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { provideBuiltData } from '../../../lib/built-data'
import type { Job } from '../../../shared/models'
import { listPublicJobs } from '../api/list-public-jobs'
import { uploadResume } from '../api/upload-resume'
import { resumeFile } from '../test-resumes'
import { cook, makeJob, nurse, welder, welderHelper } from '../test-jobs'
import { JOBS_PER_BATCH } from '../../../shared/list-batches'
import { JobBoard } from './job-board'
import { asSeen } from '../../../lib/test-status-regions'

// The live refresh of a built /jobs (its first batch in the HTML): it never moves what the visitor reads.

vi.mock('../api/list-public-jobs', () => ({ listPublicJobs: vi.fn() }))
vi.mock('../api/upload-resume', () => ({ uploadResume: vi.fn() }))
vi.mock('../api/save-application', () => ({ saveApplication: vi.fn() }))
const listMock = vi.mocked(listPublicJobs)

/** Opens /jobs as a page built with `jobs` (of `total`); the live list answers when the test says. */
function openBuiltBoard(jobs: Job[], total?: number, url = '/jobs') {
  window.history.replaceState(null, '', url)
  provideBuiltData({ path: '/jobs', lists: { jobs }, ...(total !== undefined && { totals: { jobs: total } }) })
  let answer: (jobs: Job[]) => void = () => {}
  listMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)))
  const router = createMemoryRouter([{ path: '/jobs', Component: JobBoard }], { initialEntries: [url] })
  render(<RouterProvider router={router} />)
  return (fresh: Job[]) => act(async () => answer(fresh))
}

const cardTitles = () =>
  screen.queryAllByTestId('job-card').map((card) => within(card).getByRole('heading').textContent)
const showButton = () => screen.queryByRole('button', { name: /— show$/ })

beforeEach(() => {
  listMock.mockReset()
})

afterEach(() => {
  cleanup()
  provideBuiltData(null)
  window.history.replaceState(null, '', '/')
})

describe('a built /jobs holding the first batch of a longer board, while its live list is on its way', () => {
  const board = Array.from({ length: JOBS_PER_BATCH + 6 }, (_, i) => makeJob({ $id: `job-${i}`, title: `Job ${i}` }))
  const firstBatch = board.slice(0, JOBS_PER_BATCH)
  const results = () => screen.getByRole('region', { name: 'Jobs' })

  it('reads as the whole board: its count and Show more, no loading indicator; the same list arriving changes none of it', async () => {
    const answer = openBuiltBoard(firstBatch, board.length)
    const asBuilt = () => ({
      count: screen.getByText(/^Showing \d+ of \d+ jobs$/, asSeen).textContent,
      more: screen.queryByRole('button', { name: 'Show more jobs' }) !== null,
      loading: screen.queryByText('Loading jobs...') !== null,
      busy: results().getAttribute('aria-busy'),
      cards: cardTitles().length,
    })
    const before = asBuilt()
    expect(before).toEqual({
      count: `Showing ${JOBS_PER_BATCH} of ${board.length} jobs`,
      more: true,
      loading: false,
      busy: 'false',
      cards: JOBS_PER_BATCH,
    })
    await answer(board)
    expect(asBuilt()).toEqual(before)
  })

  it('Show more pressed before the rest has arrived: loading shows, then the next cards, and focus goes to the first of them', async () => {
    const answer = openBuiltBoard(firstBatch, board.length)
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Show more jobs' }))
    expect(screen.getByText('Loading jobs...')).toBeInTheDocument()
    expect(results()).toHaveAttribute('aria-busy', 'true')
    expect(cardTitles()).toHaveLength(JOBS_PER_BATCH)
    await answer(board)
    expect(cardTitles()).toHaveLength(board.length)
    expect(screen.queryByText('Loading jobs...')).not.toBeInTheDocument()
    expect(screen.getAllByTestId('job-card')[JOBS_PER_BATCH]?.closest('li')).toHaveFocus()
  })

  it('a search before the rest has arrived is a view the page was not built with: loading shows until it has', async () => {
    const answer = openBuiltBoard(firstBatch, board.length)
    await userEvent.setup({ delay: null }).type(screen.getByPlaceholderText('Search for jobs...'), 'Job 2')
    await vi.waitFor(() => expect(screen.getByText('Loading jobs...')).toBeInTheDocument())
    await answer(board)
    await vi.waitFor(() => expect(screen.getByText(/jobs? found$/)).toBeInTheDocument())
    expect(screen.queryByText('Loading jobs...')).not.toBeInTheDocument()
  })
})

describe('the live refresh of /jobs', () => {
  it('jobs after those on screen (the rest of the board, a job added at its end) are drawn below at once, without a notice', async () => {
    const answer = openBuiltBoard([welder, nurse])
    await answer([welder, nurse, cook, welderHelper])
    expect(cardTitles()).toEqual([welder.title, nurse.title, cook.title, welderHelper.title])
    expect(screen.getByText('4 jobs found', asSeen)).toBeInTheDocument()
    expect(showButton()).not.toBeInTheDocument()
  })

  it("a job placed among those on screen waits: '1 new job — show' draws it and takes focus to it", async () => {
    const answer = openBuiltBoard([welder, nurse])
    const added = makeJob({ $id: 'job-added', title: 'Forklift Operator' })
    await answer([welder, added, nurse, cook])
    // What lies below every card on screen is drawn meanwhile.
    expect(cardTitles()).toEqual([welder.title, nurse.title, cook.title])
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: '1 new job — show' }))
    expect(cardTitles()).toEqual([welder.title, added.title, nurse.title, cook.title])
    expect(screen.getAllByTestId('job-card')[1]?.closest('li')).toHaveFocus()
  })

  it('under a search, a new job it does not find is no news: drawn without a word; one it finds is counted alone', async () => {
    const answer = openBuiltBoard([welder, nurse], undefined, '/jobs?q=registered+nurse')
    await vi.waitFor(() => expect(cardTitles()).toEqual([nurse.title]))
    const added = makeJob({ $id: 'job-added', title: 'Forklift Operator' })
    await answer([welder, added, nurse, cook])
    expect(showButton()).not.toBeInTheDocument()
    expect(cardTitles()).toEqual([nurse.title])
    cleanup()

    const again = openBuiltBoard([welder, nurse], undefined, '/jobs?q=registered+nurse')
    await vi.waitFor(() => expect(cardTitles()).toEqual([nurse.title]))
    const nightNurse = makeJob({ $id: 'job-night-nurse', title: 'Registered Nurse (nights)' })
    await again([welder, added, nightNurse, nurse, cook])
    expect(screen.getByRole('button', { name: '1 new job — show' })).toBeInTheDocument()
    expect(cardTitles()).toEqual([nurse.title])
  })

  it("a job on screen edited or withdrawn: 'The list of jobs has been updated — show'", async () => {
    const answer = openBuiltBoard([welder, nurse])
    await answer([{ ...welder, title: 'Senior Welder (nights)' }, cook])
    expect(cardTitles()).toEqual([welder.title, nurse.title, cook.title])
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'The list of jobs has been updated — show' }))
    expect(cardTitles()).toEqual(['Senior Welder (nights)', cook.title])
    expect(screen.getAllByTestId('job-card')[0]?.closest('li')).toHaveFocus()
  })

  it.each([
    ['closes', [{ ...welder, isAcceptingApplications: false }, nurse]],
    ['takes down', [nurse]],
  ])(
    'a job the office %s while its form is open: Submit says it no longer takes applications, and sends nothing',
    async (_change, fresh) => {
      const alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
      const user = userEvent.setup({ applyAccept: false, delay: null })
      const answer = openBuiltBoard([welder, nurse])
      await user.click(screen.getByRole('button', { name: `Apply: ${welder.title}` }))
      const dialog = await screen.findByRole('dialog', { name: welder.title })
      await user.click(within(dialog).getByLabelText('Your Name'))
      await user.paste('Jane Doe')
      await user.click(within(dialog).getByLabelText('Email Address'))
      await user.paste('jane@example.com')
      await user.upload(within(dialog).getByLabelText('Upload Resume'), resumeFile(1024, 'resume.pdf'))
      // The list refreshes behind the form.
      await answer(fresh)
      await user.click(within(dialog).getByRole('button', { name: 'Submit Application' }))
      expect(alert).toHaveBeenLastCalledWith('Not accepting applications')
      expect(vi.mocked(uploadResume)).not.toHaveBeenCalled()
      // What was typed stays, should the office open it again.
      expect(within(dialog).getByLabelText('Your Name')).toHaveValue('Jane Doe')
    },
  )

  it('choosing a filter is the visitor’s own new view: it draws from the fresh list', async () => {
    const answer = openBuiltBoard([welder, nurse])
    const added = makeJob({ $id: 'job-added', title: 'Forklift Operator', province: 'BC' })
    await answer([added, welder, nurse])
    expect(showButton()).toBeInTheDocument()
    await userEvent.setup({ delay: null }).selectOptions(screen.getByLabelText('Province'), 'BC')
    await vi.waitFor(() => expect(cardTitles()).toEqual([added.title, nurse.title]))
    expect(showButton()).not.toBeInTheDocument()
  })
})
