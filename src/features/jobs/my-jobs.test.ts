import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { act, renderHook, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { closeOfflineDb, keepSavedJob, readSavedJobs, readSentApplications } from '../../shared/offline-db'
import { forgetMyJobsInMemory, noteApplicationSent, savedJobsView, setJobSaved, useMyJobs } from './my-jobs'
import { cook, nurse, welder } from './test-jobs'

beforeEach(async () => {
  await closeOfflineDb()
  globalThis.indexedDB = new IDBFactory()
  forgetMyJobsInMemory()
})

const ids = (entries: readonly { job: { $id: string } }[]) => entries.map((entry) => entry.job.$id)

describe('the saved jobs store', () => {
  it('reads what an earlier visit saved; none shows as saved before that', async () => {
    await keepSavedJob(welder, 1)
    const { result } = renderHook(() => useMyJobs())
    expect(result.current.loaded).toBe(false)
    expect(result.current.ids.has(welder.$id)).toBe(false)
    await waitFor(() => expect(result.current.loaded).toBe(true))
    expect(result.current.ids.has(welder.$id)).toBe(true)
    expect(result.current.kept).toBe(true)
  })

  it('saves on the device, the latest first, and lets a job go', async () => {
    const { result } = renderHook(() => useMyJobs())
    await act(() => setJobSaved(welder, true, 10))
    await act(() => setJobSaved(nurse, true, 20))
    expect(ids(result.current.entries)).toEqual([nurse.$id, welder.$id])
    expect(ids((await readSavedJobs()) ?? [])).toEqual([nurse.$id, welder.$id])
    await act(() => setJobSaved(welder, false))
    expect(ids(result.current.entries)).toEqual([nurse.$id])
    expect(ids((await readSavedJobs()) ?? [])).toEqual([nurse.$id])
  })

  it('notes when an application was sent, for the board and the page to say, after a reload too', async () => {
    const { result, unmount } = renderHook(() => useMyJobs())
    await act(() => noteApplicationSent(welder.$id, 1_800_000_000_000))
    expect(result.current.sentOn.get(welder.$id)).toBe(1_800_000_000_000)
    expect(await readSentApplications()).toEqual([{ jobId: welder.$id, sentAt: 1_800_000_000_000 }])
    unmount()
    forgetMyJobsInMemory()
    const again = renderHook(() => useMyJobs())
    await waitFor(() => expect(again.result.current.sentOn.get(welder.$id)).toBe(1_800_000_000_000))
  })

  it('a tap made before the device was read keeps the jobs saved before', async () => {
    await keepSavedJob(welder, 1)
    const { result } = renderHook(() => useMyJobs())
    // Before the first reading has answered: the button said Save.
    await act(() => setJobSaved(nurse, true, 2))
    expect(ids(result.current.entries)).toEqual([nurse.$id, welder.$id])
    expect(ids((await readSavedJobs()) ?? [])).toEqual([nurse.$id, welder.$id])
  })

  it('reads again when the tab comes back: another tab may have saved meanwhile', async () => {
    const { result } = renderHook(() => useMyJobs())
    await waitFor(() => expect(result.current.loaded).toBe(true))
    await keepSavedJob(cook, 5)
    expect(result.current.ids.has(cook.$id)).toBe(false)
    act(() => void document.dispatchEvent(new Event('visibilitychange')))
    await waitFor(() => expect(result.current.ids.has(cook.$id)).toBe(true))
  })

  it("hears another tab's save as it is made", async () => {
    const { result } = renderHook(() => useMyJobs())
    await waitFor(() => expect(result.current.loaded).toBe(true))
    // Another tab: it writes to the device, then tells the others.
    await keepSavedJob(cook, 5)
    const otherTab = new BroadcastChannel('maple-pathways-my-jobs')
    otherTab.postMessage('changed')
    otherTab.close()
    await waitFor(() => expect(result.current.ids.has(cook.$id)).toBe(true))
  })

  it('a screen showing them anew reads the device again: another tab may have changed it unheard', async () => {
    const first = renderHook(() => useMyJobs())
    await waitFor(() => expect(first.result.current.loaded).toBe(true))
    first.unmount()
    // Meanwhile, with no screen of this tab listening.
    await keepSavedJob(cook, 5)
    const next = renderHook(() => useMyJobs())
    await waitFor(() => expect(next.result.current.ids.has(cook.$id)).toBe(true))
  })

  it('draws nothing again when a reading finds what is on show', async () => {
    await keepSavedJob(welder, 1)
    let renders = 0
    const { result } = renderHook(() => {
      renders += 1
      return useMyJobs()
    })
    await waitFor(() => expect(result.current.loaded).toBe(true))
    const drawn = renders
    // The store's own reading, and time for any drawing it would cause.
    const readingAgain = () =>
      act(async () => {
        document.dispatchEvent(new Event('visibilitychange'))
        await new Promise((settled) => setTimeout(settled, 100))
      })
    await readingAgain()
    expect(renders).toBe(drawn)
    // The control: the same wait is long enough for a reading that finds a change (another tab's) to draw.
    await keepSavedJob(cook, 2)
    await readingAgain()
    expect(renders).toBeGreaterThan(drawn)
    expect(result.current.ids.has(cook.$id)).toBe(true)
  })

  it('without storage, saves last for the page, which is told they are not kept', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    // @ts-expect-error -- a browser keeping nothing for the site
    delete globalThis.indexedDB
    await closeOfflineDb()
    const { result } = renderHook(() => useMyJobs())
    await waitFor(() => expect(result.current.loaded).toBe(true))
    expect(result.current.kept).toBe(false)
    await act(() => setJobSaved(welder, true))
    expect(ids(result.current.entries)).toEqual([welder.$id])
    expect(result.current.kept).toBe(false)
  })
})

describe('savedJobsView', () => {
  const saved = [
    { job: { ...nurse, title: 'Nurse (as saved)' }, savedAt: 3 },
    { job: welder, savedAt: 2 },
    { job: cook, savedAt: 1 },
  ]

  it('shows each saved job as the board has it now, the latest saved first', () => {
    const { jobs, notListed } = savedJobsView([welder, cook, nurse], saved, 'fresh')
    expect(jobs).toEqual([nurse, welder, cook])
    expect(notListed.size).toBe(0)
  })

  it('a saved job the whole fresh board no longer lists shows as saved, and has gone', () => {
    const { jobs, notListed } = savedJobsView([welder, cook], saved, 'fresh')
    expect(jobs.map((job) => job.title)).toEqual(['Nurse (as saved)', welder.title, cook.title])
    expect([...notListed]).toEqual([[nurse.$id, 'gone']])
  })

  it('a saved copy or a failure cannot tell: the job missing from it is unchecked', () => {
    expect([...savedJobsView([welder, cook], saved, 'settled').notListed]).toEqual([[nurse.$id, 'unchecked']])
  })

  it('while the live list is on its way, no job is judged', () => {
    expect(savedJobsView([welder], saved, 'loading').notListed.size).toBe(0)
  })
})
