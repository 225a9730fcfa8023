import 'fake-indexeddb/auto'
import { act, renderHook, waitFor } from '@testing-library/react'
import { IDBFactory } from 'fake-indexeddb'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Job } from '../shared/models'
import { closeOfflineDb, readList, saveList } from '../shared/offline-db'
import { provideBuiltData } from './built-data'
import { fetchListEarly, type ListFetcher } from './early-list-fetch'
import {
  builtViewLength,
  drawnStatus,
  holdsFreshList,
  itemsFrom,
  STALE_AFTER_MS,
  useOfflineList,
} from './use-offline-list'

const job = (id: string) => ({ $id: id, title: `Job ${id}` }) as Job
const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })

beforeEach(async () => {
  await closeOfflineDb()
  globalThis.indexedDB = new IDBFactory()
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

afterEach(() => {
  setOnline(true)
  provideBuiltData(null)
})

const render = (fetchList: ListFetcher<Job>) =>
  renderHook(() => useOfflineList('jobs', fetchList, 'Error fetching jobs:'))

describe('useOfflineList', () => {
  it('shows pages as they arrive, then the whole list, and saves it for offline reading', async () => {
    let finish: (jobs: Job[]) => void = () => undefined
    const fetchList: ListFetcher<Job> = ({ onPage }) => {
      onPage([job('1')])
      return new Promise((resolve) => (finish = resolve))
    }
    const { result } = render(fetchList)
    expect(result.current).toMatchObject({ status: 'loading', items: [job('1')], savedAt: undefined })
    act(() => finish([job('1'), job('2')]))
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.items).toEqual([job('1'), job('2')])
    expect(result.current.savedAt).toBeUndefined()
    await waitFor(async () => expect((await readList('jobs'))?.items).toEqual([job('1'), job('2')]))
  })

  it("a screen drawn again (a post opened, Back to the list) starts from this visit's list while it fetches afresh", async () => {
    const first = render(() => Promise.resolve([job('1'), job('2')]))
    await waitFor(() => expect(first.result.current.status).toBe('ready'))
    first.unmount()
    let finish: (jobs: Job[]) => void = () => undefined
    const again = render(() => new Promise((resolve) => (finish = resolve)))
    // At once, as whole as it was: no 'Loading…' in place of the list or the post.
    expect(again.result.current).toMatchObject({ status: 'loading', items: [job('1'), job('2')], fromVisit: true })
    // Drawn as the whole list it is: its counts and searches, no loading indicator.
    expect(drawnStatus(again.result.current)).toBe('ready')
    expect(builtViewLength(again.result.current)).toBeUndefined()
    // Not the backend's word yet: a job missing from it is not 'not found'.
    expect(holdsFreshList(again.result.current)).toBe(false)
    act(() => finish([job('0'), job('1'), job('2')]))
    // What arrived above what is on screen waits for the visitor, as on a built page.
    await waitFor(() => expect(again.result.current.waiting?.items).toEqual([job('0'), job('1'), job('2')]))
    expect(again.result.current).toMatchObject({ status: 'ready', items: [job('1'), job('2')] })
    expect(holdsFreshList(again.result.current)).toBe(true)
  })

  it('reads the saved copy, with its time, when the request fails for want of a connection', async () => {
    await saveList('jobs', [job('saved')], 1_700_000_000_000)
    const { result } = render(() => Promise.reject(new TypeError('Failed to fetch')))
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current).toMatchObject({ items: [job('saved')], savedAt: 1_700_000_000_000 })
    expect(console.error).toHaveBeenCalledWith('Error fetching jobs:', expect.any(TypeError))
  })

  it('goes straight to the saved copy when the browser is offline, and fetches afresh once back online', async () => {
    await saveList('jobs', [job('saved')], 1_700_000_000_000)
    setOnline(false)
    const fetchList = vi.fn<ListFetcher<Job>>(() => Promise.resolve([job('fresh')]))
    const { result } = render(fetchList)
    await waitFor(() => expect(result.current.savedAt).toBe(1_700_000_000_000))
    expect(fetchList).not.toHaveBeenCalled()
    setOnline(true)
    act(() => void window.dispatchEvent(new Event('online')))
    await waitFor(() => expect(result.current.items).toEqual([job('fresh')]))
    expect(result.current.savedAt).toBeUndefined()
  })

  it("offline with nothing saved: 'offline', never an endless 'loading'", async () => {
    setOnline(false)
    const { result } = render(() => Promise.reject(new TypeError('Failed to fetch')))
    await waitFor(() => expect(result.current.status).toBe('offline'))
    expect(result.current.items).toEqual([])
  })

  it('a server refusal is an error with Retry, even with a saved copy; Retry fetches again', async () => {
    await saveList('jobs', [job('saved')])
    const fetchList = vi
      .fn<ListFetcher<Job>>()
      .mockRejectedValueOnce({ code: 500, message: 'Server Error' })
      .mockResolvedValueOnce([job('fresh')])
    const { result } = render(fetchList)
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current.items).toEqual([])
    act(() => result.current.retry())
    await waitFor(() => expect(result.current.items).toEqual([job('fresh')]))
  })

  it('Retry over a saved copy keeps the copy on screen until the fresh list arrives, and keeps it if that fails', async () => {
    await saveList('jobs', [job('saved')], 1_700_000_000_000)
    let finish: (jobs: Job[]) => void = () => undefined
    const fetchList = vi
      .fn<ListFetcher<Job>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce({ code: 503, message: 'Service Unavailable' })
      .mockImplementationOnce(({ onPage }) => {
        onPage([job('fresh-page-1')])
        return new Promise((resolve) => (finish = resolve))
      })
    const { result } = render(fetchList)
    await waitFor(() => expect(result.current.savedAt).toBe(1_700_000_000_000))

    // Retry says it was asked until the answer (the same copy again, each failure the screen's to say).
    act(() => result.current.retry())
    expect(result.current.retrying).toBe(true)
    await waitFor(() => expect(fetchList).toHaveBeenCalledTimes(2))
    await waitFor(() => expect(result.current.retrying).toBeUndefined())
    expect(result.current).toMatchObject({ status: 'ready', items: [job('saved')], savedAt: 1_700_000_000_000 })

    act(() => result.current.retry())
    expect(result.current.retrying).toBe(true)
    await waitFor(() => expect(fetchList).toHaveBeenCalledTimes(3))
    expect(result.current.items).toEqual([job('saved')])
    act(() => finish([job('fresh')]))
    await waitFor(() => expect(result.current.items).toEqual([job('fresh')]))
    expect(result.current.savedAt).toBeUndefined()
    expect(result.current.retrying).toBeUndefined()
  })

  it('Retry over a saved copy that the server refuses says it was answered', async () => {
    await saveList('jobs', [job('saved')], 1_700_000_000_000)
    const fetchList = vi
      .fn<ListFetcher<Job>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce({ code: 503, message: 'Service Unavailable' })
    const { result } = render(fetchList)
    await waitFor(() => expect(result.current.savedAt).toBe(1_700_000_000_000))
    act(() => result.current.retry())
    expect(result.current.retrying).toBe(true)
    await waitFor(() => expect(result.current.serverRefused).toBe(true))
    expect(result.current.items).toEqual([job('saved')])
    expect(result.current.retrying).toBeUndefined()
  })
})

describe('useOfflineList on a built page: the live refresh never moves what the visitor reads', () => {
  /** The page was built with `jobs`: the first render draws them. */
  const builtWith = (jobs: Job[]) => {
    provideBuiltData({ path: window.location.pathname, lists: { jobs } })
    return jobs
  }
  /** A fetch that answers when the test says. */
  const answerLater = () => {
    let answer: (jobs: Job[]) => void = () => undefined
    const fetchList = vi.fn<ListFetcher<Job>>(() => new Promise((resolve) => (answer = resolve)))
    return { fetchList, answer: (jobs: Job[]) => act(() => answer(jobs)) }
  }

  it('the same list changes nothing: the very items on screen stay, and nothing waits', async () => {
    const built = builtWith([job('1'), job('2')])
    const { fetchList, answer } = answerLater()
    const { result } = render(fetchList)
    expect(result.current).toMatchObject({ status: 'loading', items: built, fromBuild: true })
    answer([job('1'), job('2')])
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.items).toBe(built)
    expect(result.current.waiting).toBeUndefined()
  })

  it('new items above those on screen wait, counted; showWaiting draws them', async () => {
    const built = builtWith([job('1'), job('2')])
    const { fetchList, answer } = answerLater()
    const { result } = render(fetchList)
    answer([job('new'), job('1'), job('2')])
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.items).toEqual(built)
    expect([...result.current.waiting!.newIds]).toEqual(['new'])
    expect(result.current.waiting!.othersChanged).toBe(false)
    // Saved for offline reading as fetched, whatever is drawn.
    await waitFor(async () => expect((await readList('jobs'))?.items).toHaveLength(3))
    act(() => result.current.showWaiting())
    expect(result.current.items).toEqual([job('new'), job('1'), job('2')])
    expect(result.current.waiting).toBeUndefined()
  })

  it('what lies below every item on screen is drawn at once (a built page carries the first batch only), the batch as drawn', async () => {
    const built = builtWith([job('1'), job('2')])
    const { fetchList, answer } = answerLater()
    const { result } = render(fetchList)
    answer([job('1'), job('2'), job('3'), job('4')])
    await waitFor(() => expect(result.current.items).toHaveLength(4))
    expect(result.current.status).toBe('ready')
    expect(result.current.waiting).toBeUndefined()
    // The very items on screen: their memoised cards are not drawn again.
    expect(result.current.items.slice(0, 2)).toEqual(built)
    expect(result.current.items[0]).toBe(built[0])
    expect(result.current.items[1]).toBe(built[1])
  })

  it('an edit or a removal on screen waits too, with nothing new counted; what lies below is drawn meanwhile', async () => {
    builtWith([job('1'), job('2')])
    const { fetchList, answer } = answerLater()
    const { result } = render(fetchList)
    answer([{ ...job('1'), title: 'Retitled' }, job('3')])
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.items).toEqual([job('1'), job('2'), job('3')])
    expect(result.current.waiting).toMatchObject({ othersChanged: true, newIds: new Set() })
  })

  it('once the visitor asks for another view (a search) before the list arrives, it is drawn as it comes', async () => {
    builtWith([job('1')])
    const { fetchList, answer } = answerLater()
    const { result } = render(fetchList)
    act(() => result.current.showWaiting())
    expect(result.current.items).toEqual([job('1')])
    answer([job('new'), job('1')])
    await waitFor(() => expect(result.current.items).toEqual([job('new'), job('1')]))
    expect(result.current.waiting).toBeUndefined()
  })

  it('Retry after a failed refresh draws the fresh list directly: the visitor asked for it', async () => {
    builtWith([job('1')])
    const fetchList = vi
      .fn<ListFetcher<Job>>()
      .mockRejectedValueOnce({ code: 500, message: 'Server Error' })
      .mockResolvedValueOnce([job('new'), job('1')])
    const { result } = render(fetchList)
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current.items).toEqual([job('1')])
    act(() => result.current.retry())
    await waitFor(() => expect(result.current.items).toEqual([job('new'), job('1')]))
    expect(result.current.waiting).toBeUndefined()
  })

  it('items the screen does not draw are never news', async () => {
    builtWith([job('1')])
    const { fetchList, answer } = answerLater()
    const { result } = renderHook(() =>
      useOfflineList('jobs', fetchList, 'Error fetching jobs:', (candidate) => candidate.$id !== 'elsewhere'),
    )
    answer([job('elsewhere'), job('1')])
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.items).toEqual([job('elsewhere'), job('1')])
    expect(result.current.waiting).toBeUndefined()
  })

  describe("a list's numbered page (/jobs/page/2), built with one batch from further down", () => {
    const whole = ['1', '2', '3', '4', '5', '6'].map(job)
    /** Page 2 of batches of two: jobs 3 and 4, the list's third and fourth. */
    const builtAsPageTwo = () => {
      const batch = whole.slice(2, 4)
      provideBuiltData({
        path: window.location.pathname,
        lists: { jobs: batch },
        totals: { jobs: 6 },
        offsets: { jobs: 2 },
      })
      return batch
    }

    it('draws its batch, said to start at its place in the whole list; the same batch in the fresh list draws the whole list at once', async () => {
      const batch = builtAsPageTwo()
      const { fetchList, answer } = answerLater()
      const { result } = render(fetchList)
      expect(result.current).toMatchObject({ items: batch, builtFrom: 2, builtTotal: 6 })
      expect(itemsFrom(result.current)).toBe(2)
      answer(whole.map((item) => ({ ...item })))
      await waitFor(() => expect(result.current.status).toBe('ready'))
      expect(result.current.items).toHaveLength(6)
      expect(itemsFrom(result.current)).toBe(0)
      expect(result.current.waiting).toBeUndefined()
      // The very cards on screen stay (their memoised cards are not drawn again).
      expect(result.current.items[2]).toBe(batch[0])
    })

    it('a fresh list that moves its batch (a job added above) waits as an update, not as new jobs: the batch stays', async () => {
      const batch = builtAsPageTwo()
      const { fetchList, answer } = answerLater()
      const { result } = render(fetchList)
      answer([job('new'), ...whole])
      await waitFor(() => expect(result.current.status).toBe('ready'))
      expect(result.current.items).toEqual(batch)
      expect(itemsFrom(result.current)).toBe(2)
      expect(result.current.waiting).toMatchObject({ othersChanged: true, newIds: new Set(), roomForKept: 0 })
      // The page still stands for the list as built: its count and Show more stay.
      expect(builtViewLength(result.current)).toBe(6)
      act(() => result.current.showWaiting())
      expect(result.current.items).toHaveLength(7)
      expect(itemsFrom(result.current)).toBe(0)
      expect(builtViewLength(result.current)).toBeUndefined()
    })

    it('offline with nothing saved, the batch stays on its page but stands in for no other screen', async () => {
      const batch = builtAsPageTwo()
      setOnline(false)
      const fetchList = vi.fn<ListFetcher<Job>>(() => Promise.reject(new TypeError('Failed to fetch')))
      const first = render(fetchList)
      await waitFor(() => expect(first.result.current.status).toBe('offline'))
      expect(first.result.current).toMatchObject({ items: batch, builtFrom: 2 })
      first.unmount()
      window.history.pushState(null, '', '/jobs/1')
      const next = render(fetchList)
      await waitFor(() => expect(next.result.current.status).toBe('offline'))
      expect(next.result.current.items).toEqual([])
      window.history.back()
    })
  })

  it('offline with nothing saved, the built items stay; a screen opened next (a post of the list) draws them too', async () => {
    const built = builtWith([job('1'), job('2')])
    setOnline(false)
    const fetchList = vi.fn<ListFetcher<Job>>(() => Promise.reject(new TypeError('Failed to fetch')))
    const first = render(fetchList)
    await waitFor(() => expect(first.result.current.status).toBe('offline'))
    expect(first.result.current).toMatchObject({ items: built, fromBuild: true })
    first.unmount()
    // Another address: the page's own data is no longer the screen's.
    window.history.pushState(null, '', '/jobs/1')
    const next = render(fetchList)
    await waitFor(() => expect(next.result.current.status).toBe('offline'))
    expect(next.result.current).toMatchObject({ items: built, fromBuild: true })
    window.history.back()
    expect(fetchList).not.toHaveBeenCalled()
  })

  describe('a failed refresh over a copy saved before the page was built (a shared link to a job posted since)', () => {
    const builtAt = Date.parse('2026-11-20T11:00:00-05:00')
    // The same morning, before the build (a job was posted, and the site rebuilt, since).
    const before = Date.parse('2026-11-20T09:00:00-05:00')
    const after = Date.parse('2026-11-20T13:00:00-05:00')
    const builtOnDay = (jobs: Job[]) => {
      provideBuiltData({ path: window.location.pathname, lists: { jobs }, builtOn: '2026-11-20', builtAt })
      return jobs
    }
    const unreachable = () => Promise.reject(new TypeError('Failed to fetch'))

    it('keeps the page’s own list, newer than the copy, with the error and Retry', async () => {
      await saveList('jobs', [job('old')], before)
      const built = builtOnDay([job('new'), job('old')])
      const { result } = render(unreachable)
      await waitFor(() => expect(result.current.status).toBe('error'))
      expect(result.current).toMatchObject({ items: built, fromBuild: true, savedAt: undefined })
    })

    it('offline too: the page’s list, said to be the one it was published with', async () => {
      await saveList('jobs', [job('old')], before)
      const built = builtOnDay([job('new'), job('old')])
      setOnline(false)
      const { result } = render(unreachable)
      await waitFor(() => expect(result.current.status).toBe('offline'))
      expect(result.current).toMatchObject({ items: built, fromBuild: true })
    })

    it('a copy saved after the page was built is read as before', async () => {
      await saveList('jobs', [job('saved')], after)
      builtOnDay([job('built')])
      const { result } = render(unreachable)
      await waitFor(() => expect(result.current.status).toBe('ready'))
      expect(result.current).toMatchObject({ items: [job('saved')], savedAt: after })
    })
  })

  it('a page without built items draws the fresh list as it comes, as before', async () => {
    const { fetchList, answer } = answerLater()
    const { result } = render(fetchList)
    answer([job('1')])
    await waitFor(() => expect(result.current.items).toEqual([job('1')]))
    expect(result.current.waiting).toBeUndefined()
  })
})

describe('useOfflineList when the visitor comes back to the tab', () => {
  let now = 1_800_000_000_000
  const setVisibility = (state: DocumentVisibilityState) =>
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
  /** The tab is hidden for `ms`, then shown again. */
  const awayFor = (ms: number) =>
    act(() => {
      setVisibility('hidden')
      document.dispatchEvent(new Event('visibilitychange'))
      now += ms
      setVisibility('visible')
      document.dispatchEvent(new Event('visibilitychange'))
    })
  beforeEach(() => vi.spyOn(Date, 'now').mockImplementation(() => now))
  afterEach(() => setVisibility('visible'))

  /** A list that answers `first`, then each later fetch as the test says (its first page at once). */
  const fetchingAgain = (first: Job[]) => {
    let answer: (jobs: Job[]) => void = () => undefined
    let fail: (error: unknown) => void = () => undefined
    const fetchList = vi.fn<ListFetcher<Job>>(({ onPage }) => {
      if (fetchList.mock.calls.length === 1) return Promise.resolve(first)
      onPage([job('page-1-only')])
      return new Promise((resolve, reject) => {
        answer = resolve
        fail = reject
      })
    })
    return {
      fetchList,
      answer: (jobs: Job[]) => act(async () => answer(jobs)),
      fail: (error: unknown) => act(async () => fail(error)),
    }
  }

  it('after 10 minutes away the list is fetched again, without loading; new jobs on top wait, counted', async () => {
    const first = [job('1'), job('2')]
    const { fetchList, answer } = fetchingAgain(first)
    const { result } = render(fetchList)
    await waitFor(() => expect(result.current.items).toEqual(first))

    await awayFor(STALE_AFTER_MS)
    expect(fetchList).toHaveBeenCalledTimes(2)
    // Its first page never replaces the list on screen, and nothing says it is loading.
    expect(result.current).toMatchObject({ status: 'ready', items: first })
    await answer([job('new'), job('1'), job('2')])
    expect(result.current.items).toEqual(first)
    expect([...(result.current.waiting?.newIds ?? [])]).toEqual(['new'])
    act(() => result.current.showWaiting())
    expect(result.current.items).toEqual([job('new'), job('1'), job('2')])
    expect(result.current.waiting).toBeUndefined()
  })

  it('the same list changes nothing on screen; a job that closed meanwhile waits as an update', async () => {
    const first = [job('1'), job('2')]
    const { fetchList, answer } = fetchingAgain(first)
    const { result } = render(fetchList)
    await waitFor(() => expect(result.current.items).toEqual(first))
    const onScreen = result.current.items

    await awayFor(STALE_AFTER_MS)
    await answer([job('1'), job('2')])
    expect(result.current.items).toBe(onScreen)
    expect(result.current.waiting).toBeUndefined()

    await awayFor(STALE_AFTER_MS)
    await answer([job('1')])
    expect(result.current.items).toEqual(onScreen)
    expect(result.current.waiting).toMatchObject({ othersChanged: true, items: [job('1')] })
  })

  it('a shorter absence, a tab shown while offline, or a list read from the saved copy fetches nothing', async () => {
    const { fetchList } = fetchingAgain([job('1')])
    const { result } = render(fetchList)
    await waitFor(() => expect(result.current.items).toEqual([job('1')]))
    await awayFor(STALE_AFTER_MS - 1)
    setOnline(false)
    await awayFor(STALE_AFTER_MS)
    expect(fetchList).toHaveBeenCalledTimes(1)

    // The saved copy has its own way back, the 'online' event: a tab shown online while it is on
    // screen (the backend was unreachable) does not fetch again.
    setOnline(true)
    await saveList('jobs', [job('saved')], 1_700_000_000_000)
    const unreachable = vi.fn<ListFetcher<Job>>().mockRejectedValue(new TypeError('Failed to fetch'))
    const fromCopy = render(unreachable)
    await waitFor(() => expect(fromCopy.result.current.savedAt).toBe(1_700_000_000_000))
    const tries = unreachable.mock.calls.length
    await awayFor(STALE_AFTER_MS)
    expect(unreachable).toHaveBeenCalledTimes(tries)
    expect(fromCopy.result.current.items).toEqual([job('saved')])
  })

  it('a refresh that fails leaves the list as it was, with no error shown and no saved copy in its place', async () => {
    await saveList('jobs', [job('saved')], 1_700_000_000_000)
    const first = [job('1')]
    const { fetchList, fail, answer } = fetchingAgain(first)
    const { result } = render(fetchList)
    await waitFor(() => expect(result.current.items).toEqual(first))

    await awayFor(STALE_AFTER_MS)
    await fail(new TypeError('Failed to fetch'))
    await awayFor(STALE_AFTER_MS)
    await fail({ code: 500, message: 'Server Error' })
    expect(result.current).toMatchObject({ status: 'ready', items: first, savedAt: undefined })
    expect(result.current.serverRefused).toBeUndefined()

    // The next return tries again.
    await awayFor(STALE_AFTER_MS)
    expect(fetchList).toHaveBeenCalledTimes(4)
    await answer([job('1'), job('later')])
    expect(result.current.items).toEqual([job('1'), job('later')])
  })
})

describe('fetchListEarly (the entry or a route loader starts the list before its screen renders)', () => {
  it('the screen takes the early fetch over: one request, and the pages read so far show at once', async () => {
    let page: (jobs: Job[]) => void = () => undefined
    let finish: (jobs: Job[]) => void = () => undefined
    const fetchList = vi.fn<ListFetcher<Job>>(({ onPage }) => {
      page = onPage
      return new Promise((resolve) => (finish = resolve))
    })
    fetchListEarly('jobs', fetchList)
    act(() => page([job('1')]))
    const { result } = render(fetchList)
    expect(result.current).toMatchObject({ status: 'loading', items: [job('1')] })
    act(() => page([job('1'), job('2')]))
    expect(result.current.items).toEqual([job('1'), job('2')])
    act(() => finish([job('1'), job('2'), job('3')]))
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.items).toHaveLength(3)
    expect(fetchList).toHaveBeenCalledTimes(1)
  })

  it('an early fetch that fails is reported by the screen (saved copy, log), and Retry asks again', async () => {
    await saveList('jobs', [job('saved')], 1_700_000_000_000)
    const fetchList = vi
      .fn<ListFetcher<Job>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce([job('fresh')])
    fetchListEarly('jobs', fetchList)
    const { result } = render(fetchList)
    await waitFor(() => expect(result.current.savedAt).toBe(1_700_000_000_000))
    expect(console.error).toHaveBeenCalledWith('Error fetching jobs:', expect.any(TypeError))
    act(() => result.current.retry())
    await waitFor(() => expect(result.current.items).toEqual([job('fresh')]))
    expect(fetchList).toHaveBeenCalledTimes(2)
  })

  it('is taken once: a screen mounted later fetches afresh', async () => {
    const fetchList = vi.fn<ListFetcher<Job>>(() => Promise.resolve([job('1')]))
    fetchListEarly('jobs', fetchList)
    const first = render(fetchList)
    await waitFor(() => expect(first.result.current.status).toBe('ready'))
    first.unmount()
    const second = render(fetchList)
    await waitFor(() => expect(second.result.current.status).toBe('ready'))
    expect(fetchList).toHaveBeenCalledTimes(2)
  })

  it('keeps a fetch under way when asked again (the entry and the route both ask on arrival): one request', async () => {
    let finish: (jobs: Job[]) => void = () => undefined
    const fetchList = vi.fn<ListFetcher<Job>>(() => new Promise((resolve) => (finish = resolve)))
    fetchListEarly('jobs', fetchList)
    fetchListEarly('jobs', fetchList)
    const { result } = render(fetchList)
    act(() => finish([job('1')]))
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(fetchList).toHaveBeenCalledTimes(1)
  })

  it('replaces a fetch that ended with no screen taking it over: a later visit gets a fresh list', async () => {
    const fetchList = vi
      .fn<ListFetcher<Job>>()
      .mockResolvedValueOnce([job('old')])
      .mockResolvedValueOnce([job('fresh')])
    fetchListEarly('jobs', fetchList)
    await vi.waitFor(() => expect(fetchList).toHaveBeenCalledTimes(1))
    await Promise.resolve()
    fetchListEarly('jobs', fetchList)
    expect(fetchList).toHaveBeenCalledTimes(2)
    const { result } = render(fetchList)
    await waitFor(() => expect(result.current.items).toEqual([job('fresh')]))
  })

  it('hands the first page, once, to whoever wants to act on it early (the news pictures)', () => {
    let page: (jobs: Job[]) => void = () => undefined
    const onFirstPage = vi.fn()
    fetchListEarly(
      'jobs',
      ({ onPage }) => {
        page = onPage
        return new Promise(() => undefined)
      },
      { onFirstPage },
    )
    page([job('1')])
    page([job('1'), job('2')])
    expect(onFirstPage).toHaveBeenCalledTimes(1)
    expect(onFirstPage).toHaveBeenCalledWith([job('1')])
  })

  it('starts nothing while the browser is offline: the screen reads the saved copy', async () => {
    setOnline(false)
    const fetchList = vi.fn<ListFetcher<Job>>(() => Promise.resolve([job('fresh')]))
    fetchListEarly('jobs', fetchList)
    expect(fetchList).not.toHaveBeenCalled()
  })
})
