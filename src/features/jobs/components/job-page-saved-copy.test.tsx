// A job's page when the live list fails online and the device holds an older copy of the list (fake
// IndexedDB, reset per test): only the backend's list can say a job is not found.
import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider, useParams } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { provideBuiltData } from '../../../lib/built-data'
import { closeOfflineDb, saveList } from '../../../shared/offline-db'
import { listPublicJobs } from '../api/list-public-jobs'
import { forgetMyJobsInMemory } from '../my-jobs'
import { cook, welder } from '../test-jobs'
import { JobPage } from './job-page'

vi.mock('../api/list-public-jobs', () => ({ listPublicJobs: vi.fn() }))
vi.mock('../api/upload-resume', () => ({ uploadResume: vi.fn() }))
vi.mock('../api/save-application', () => ({ saveApplication: vi.fn() }))
const listMock = vi.mocked(listPublicJobs)

/** Last week's visit saved the board as it was then: the cook only. */
const savedLastWeek = Date.parse('2026-11-13T10:00:00-05:00')

function renderJob(id: string) {
  const router = createMemoryRouter([{ path: '/jobs/:id', Component: () => <JobPage jobId={useParams().id!} /> }], {
    initialEntries: [`/jobs/${id}`],
  })
  render(<RouterProvider router={router} />)
}

beforeEach(async () => {
  await closeOfflineDb()
  globalThis.indexedDB = new IDBFactory()
  forgetMyJobsInMemory()
  await saveList('jobs', [cook], savedLastWeek)
  listMock.mockReset()
  listMock.mockRejectedValue(new TypeError('Failed to fetch'))
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

afterEach(() => {
  cleanup()
  provideBuiltData(null)
  window.history.replaceState(null, '', '/')
})

describe("a job's page when the live list fails and the saved copy is older", () => {
  it('built for a job posted since the copy: the job stays, with Apply, and the list failure with Retry', async () => {
    window.history.replaceState(null, '', `/jobs/${welder.$id}`)
    provideBuiltData({
      path: `/jobs/${welder.$id}`,
      lists: { jobs: [welder, cook] },
      builtOn: '2026-11-20',
      builtAt: Date.parse('2026-11-20T11:00:00-05:00'),
    })
    renderJob(welder.$id)
    await waitFor(() => expect(listMock).toHaveBeenCalled())
    expect(await screen.findByText('The jobs could not be loaded. Check your connection and try again.')).toBeVisible()
    expect(screen.getByRole('heading', { level: 1, name: welder.title })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^Apply/ })).toBeInTheDocument()
    expect(screen.queryByText('Job not found')).not.toBeInTheDocument()
  })

  it("opened in the app (no built page): the copy's time and Retry, never 'Job not found'; Retry then finds it", async () => {
    renderJob(welder.$id)
    expect(await screen.findByText(/the latest could not be loaded/)).toBeInTheDocument()
    expect(screen.queryByText('Job not found')).not.toBeInTheDocument()
    listMock.mockResolvedValue([welder, cook])
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { level: 1, name: welder.title })).toBeInTheDocument()
  })

  it("says 'Job not found' once the backend's own list answers without it", async () => {
    listMock.mockResolvedValue([cook])
    renderJob(welder.$id)
    expect(await screen.findByRole('heading', { level: 1, name: 'Job not found' })).toBeInTheDocument()
  })
})
