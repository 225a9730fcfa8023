import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { ListKey, SavedListItems } from '../shared/offline-db'
import {
  builtAt,
  builtList,
  builtListOffset,
  builtListTotal,
  builtPath,
  keepAsStandIn,
  releaseBuiltData,
  standInFor,
} from './built-data'
import { takeEarlyFetch, type ListFetcher } from './early-list-fetch'
import { changesInView, compareFreshList, isSameList, keepingShown, type ListChanges } from './list-changes'
import { isNetworkFailure } from './network-failure'
import { readSavedList, rememberList } from './offline-list'
import { pageMemory } from './page-memory'

/**
 * - loading: the fetch is under way (the first pages may already be in `items`);
 * - ready: `items` is the whole list, fresh from the backend or, with `savedAt`, the saved copy;
 * - error: the backend failed, or could not be reached while the browser is online, and no saved
 *   copy stands in (a Retry helps);
 * - offline: the browser is offline and no copy is saved yet (it loads once the connection is back).
 */
export type OfflineListStatus = 'loading' | 'ready' | 'error' | 'offline'

export interface OfflineListState<T> {
  status: OfflineListStatus
  items: T[]
  /** Set when `items` is the copy saved in IndexedDB: when that copy was fetched. */
  savedAt: number | undefined
  /** Set while `items` are those the page was built with (its HTML), until the live list is complete. */
  fromBuild?: true
  /** With `fromBuild`, when the page holds only the list's first part: the whole list's length then. */
  builtTotal?: number
  /** With `fromBuild`: when the page was built (ms), which says how old its list is. */
  builtAt?: number
  /** With `fromBuild`: the address of the page built with them (a record's page holds its neighbours alone). */
  builtFor?: string
  /**
   * Set while `items` is the one batch a list's numbered page was built with (/jobs/page/3), with its
   * fresh list held back or not yet arrived: the index in the whole list of its first item.
   */
  builtFrom?: number
  /**
   * Set while `items` is the list this visit last fetched whole, drawn at once on a screen shown again
   * (a post opened, Back to the list), until the fetch it starts is complete.
   */
  fromVisit?: true
  /** A fresh list held back because drawing it would move what the visitor reads (see settleFreshList). */
  waiting?: ListChanges<T>
  /** With status 'error': the server answered with an error (the connection itself worked). */
  serverRefused?: true
  /** With the saved copy on screen: Retry asked the backend again, and it has not answered yet. */
  retrying?: true
}

const loading = <T>(): OfflineListState<T> => ({ status: 'loading', items: [], savedAt: undefined })

/**
 * A list fetched this long ago is fetched again, quietly, when the visitor comes back to its tab: a job
 * board left open overnight would otherwise offer jobs that have closed since.
 */
export const STALE_AFTER_MS = 10 * 60_000

/**
 * This visit's last whole list of each kind: a screen drawn again (a post opened from the list, Back to
 * it) starts from it rather than from nothing, so the post and the list's place are there at once.
 */
const visitLists = pageMemory<{ [K in ListKey]?: SavedListItems[K][] }>(() => ({}))

/**
 * On a built page, the first render draws the items of its HTML; on a screen this visit showed before,
 * the list it last fetched; elsewhere it starts loading.
 */
function initialState<K extends ListKey>(key: K): OfflineListState<SavedListItems[K]> {
  const built = builtList(key)
  if (!built) {
    const seen = visitLists.current[key]
    return seen ? { status: 'loading', items: seen, savedAt: undefined, fromVisit: true } : loading()
  }
  const builtTotal = builtListTotal(key)
  const builtFrom = builtListOffset(key)
  const at = builtAt()
  const path = builtPath()
  return {
    status: 'loading',
    items: built,
    savedAt: undefined,
    fromBuild: true,
    ...(builtTotal !== undefined && { builtTotal }),
    ...(at !== undefined && { builtAt: at }),
    ...(path !== undefined && { builtFor: path }),
    ...(builtFrom !== undefined && { builtFrom }),
  }
}

/**
 * While the live list is on its way to a built page, or a numbered page's batch stays with the fresh list
 * held back: the whole list's length as it was built, else undefined. In the view it was built with (no
 * search or filter yet), the page's HTML stands for the whole list, with its count and 'Show more' and no
 * loading indicator: the refresh changes nothing when the list has not changed, and a reader without
 * script never sees a list loading for ever.
 */
export function builtViewLength(list: OfflineListState<unknown>): number | undefined {
  if ((list.status !== 'loading' || !list.fromBuild) && list.builtFrom === undefined) return undefined
  return list.builtTotal ?? (list.builtFrom ?? 0) + list.items.length
}

/**
 * While the live list is on its way: the items are those a record's built page holds (the record and its
 * neighbours), not the list's, now that the screen shows the list at `pathname`. The list waits for its own.
 */
export const neighboursOnly = (list: OfflineListState<unknown>, pathname: string): boolean =>
  list.status === 'loading' && list.fromBuild === true && list.builtFor !== undefined && list.builtFor !== pathname

/**
 * The index in the whole list of the first of `items`: a numbered page's built batch, until its fresh list
 * is drawn (a screen drawn at another address starts afresh: the layout keys it by address); else 0.
 */
export const itemsFrom = (list: OfflineListState<unknown>): number => list.builtFrom ?? 0

/**
 * The status a screen draws the list by: this visit's list, drawn again, as the whole list it is (its
 * counts, its searches, no loading indicator). What the screen decides from the list (a record not
 * found, a job no longer posted) waits for the fresh one: `status` and holdsFreshList.
 */
export const drawnStatus = (list: OfflineListState<unknown>): OfflineListStatus =>
  list.fromVisit ? 'ready' : list.status

/**
 * The whole list, fresh from the backend, is at hand (drawn, or held back in `waiting`): a record missing
 * from it is not in the backend's public list. A saved copy, a built page's list or a failure cannot say.
 */
export const holdsFreshList = (list: OfflineListState<unknown>): boolean =>
  list.waiting !== undefined || (list.status === 'ready' && list.savedAt === undefined)

/** What is on screen stays through a failure when it is worth reading: the saved copy, or the built page's. */
const keepsItems = (shown: OfflineListState<unknown>) =>
  shown.savedAt !== undefined || shown.fromBuild === true || shown.fromVisit === true

/**
 * The complete fresh list arrives without the visitor asking (the live refresh after a built page, or
 * the quiet one when they come back to the tab):
 * what it adds below everything on screen is drawn, the same list changes nothing, and anything that
 * would move what is on screen waits for the visitor ('2 new posts — show').
 *
 * Edits and removals wait too, with a quiet 'The list of posts has been updated — show' rather than
 * being applied in place: a removed card, or an edit that makes a card taller, moves every card after
 * it, maybe the one being read.
 *
 * Only a list drawn before this fetch is held: the built page's, the saved copy (which only Retry or the
 * connection coming back replaces), or the list the visitor comes back to (`beingRead`). A first
 * fetch, or one the visitor asked for (Retry, back online, a search, another page), is drawn as it comes.
 */
function settleFreshList<T extends { $id: string }>(
  shown: OfflineListState<T>,
  fresh: T[],
  isDrawn: ((item: T) => boolean) | undefined,
  /** The visitor has been reading this list (the quiet refresh on coming back to the tab). */
  beingRead = false,
): OfflineListState<T> {
  if (!beingRead && !keepsItems(shown)) return { status: 'ready', items: fresh, savedAt: undefined }
  if (shown.builtFrom !== undefined) return settleFreshBatch(shown, fresh, shown.builtFrom, isDrawn)
  const outcome = compareFreshList(shown.items, fresh, isDrawn)
  // The very items on screen: the grids, memoised on them, are not drawn again.
  if (outcome.kind === 'same') return { status: 'ready', items: shown.items, savedAt: undefined }
  if (outcome.kind === 'drawn') return { status: 'ready', items: keepingShown(shown.items, fresh), savedAt: undefined }
  return { status: 'ready', items: outcome.drawn, savedAt: shown.savedAt, waiting: outcome.changes }
}

/**
 * A list's numbered page holds one batch from further down the list: the fresh list is drawn at once when
 * that batch is still there, as it was (the screen then draws the same cards from the whole list); else
 * it is held, as an update ('The list of jobs has been updated — show'): the cards read would change.
 */
function settleFreshBatch<T extends { $id: string }>(
  shown: OfflineListState<T>,
  fresh: T[],
  from: number,
  isDrawn: ((item: T) => boolean) | undefined,
): OfflineListState<T> {
  const drawnFresh = isDrawn ? fresh.filter(isDrawn) : fresh
  if (isSameList(shown.items, drawnFresh.slice(from, from + shown.items.length)))
    return { status: 'ready', items: keepingShown(shown.items, fresh), savedAt: undefined }
  const { builtTotal } = shown
  return {
    status: 'ready',
    items: shown.items,
    savedAt: undefined,
    builtFrom: from,
    ...(builtTotal !== undefined && { builtTotal }),
    waiting: { items: fresh, newIds: new Set(), othersChanged: true, roomForKept: 0 },
  }
}

export interface OfflineList<T> extends OfflineListState<T> {
  retry: () => void
  /** Draws the list held in `waiting`, and any list still under way as soon as it arrives (the visitor asked). */
  showWaiting: () => void
}

/**
 * A list that can be read offline (news, jobs): fetched once per mount, saved in IndexedDB after
 * every complete fetch, and read from that saved copy when the connection is missing. `errorLog` is
 * what the console says on a failed fetch (the specification's 'Error fetching blogs:'). `isDrawn`
 * says which items the screen draws (the others never count as new or changed); keep it stable.
 */
export function useOfflineList<K extends ListKey>(
  key: K,
  fetchList: ListFetcher<SavedListItems[K]>,
  errorLog: string,
  isDrawn?: (item: SavedListItems[K]) => boolean,
): OfflineList<SavedListItems[K]> {
  type Item = SavedListItems[K]
  const [state, setState] = useState<OfflineListState<Item>>(() => initialState(key))
  // Read before the effect releases the page's data.
  const [pageBuiltAt] = useState(builtAt)
  const [attempt, setAttempt] = useState(0)
  // Answers from an older attempt (or after unmount) are ignored.
  const current = useRef(0)
  // Set once the visitor asks for another view of the list: the live list is drawn as it comes then.
  const visitorAsked = useRef(false)
  // When the list on screen was last fetched whole (or a quiet refresh of it tried), and whether the next
  // fetch is the quiet one on coming back.
  const checkedAt = useRef<number | undefined>(undefined)
  const quiet = useRef(false)

  useEffect(() => {
    const id = ++current.current
    const live = () => current.current === id
    // Quiet: no loading, no error, no saved copy in its place; only a held list ('2 new jobs — show').
    const quietly = quiet.current
    quiet.current = false
    releaseBuiltData()
    // Taken in every case: offline, a fetch started earlier is not one to wait for later.
    const early = takeEarlyFetch(key, fetchList)

    // Without a saved copy, "offline" only when the browser says so: an unreachable server while
    // online is an error the visitor can retry.
    const fromSavedCopy = async () => {
      const saved = await readSavedList(key)
      if (!live()) return
      setState((shown) => {
        // A copy saved before the page was built is older than the page: the job or post a shared
        // link opened may not be in it, so the page's own list stays.
        const olderThanPage = shown.fromBuild && saved && pageBuiltAt !== undefined && saved.savedAt < pageBuiltAt
        if (saved && !olderThanPage) return { status: 'ready', items: saved.items, savedAt: saved.savedAt }
        const status = navigator.onLine ? 'error' : 'offline'
        // This visit's list stays, as a failure would leave it on a screen not drawn again.
        if (shown.fromVisit) return { ...shown, status }
        // The built page's items stay, for this screen and the next ones of this visit (a numbered
        // page's batch only for its own).
        if (shown.fromBuild) {
          if (shown.builtFrom === undefined) keepAsStandIn(key, shown)
          const { serverRefused: _earlier, ...kept } = shown
          return { ...kept, status }
        }
        const standIn = standInFor(key)
        if (!standIn) return { status, items: [], savedAt: undefined }
        const { items, builtTotal, builtAt: at } = standIn
        return {
          status,
          items,
          savedAt: undefined,
          fromBuild: true,
          ...(builtTotal !== undefined && { builtTotal }),
          ...(at !== undefined && { builtAt: at }),
        }
      })
    }

    // Known offline: straight to the saved copy, without waiting for a request to fail.
    if (!navigator.onLine) {
      void fromSavedCopy()
    } else {
      // Pages replace a loading list; a saved copy or the built page's items stay until the fresh list is
      // complete (a post's page would otherwise lose its post until the page holding it arrived).
      // Lists render in a transition: React renders a long list in slices, so taps and keys are never
      // held up by it (a 44-card list was one 800 ms task on a slow phone).
      const onPage = (items: Item[]) =>
        live() &&
        !quietly &&
        startTransition(() =>
          setState((shown) => (keepsItems(shown) ? shown : { status: 'loading', items, savedAt: undefined })),
        )
      let result: Promise<Item[]>
      if (early) {
        early.onPage = onPage
        if (early.soFar) onPage(early.soFar)
        result = early.result
      } else {
        result = fetchList({ onPage })
      }
      // Retry (and coming back online) is the visitor's own request: its list is drawn as it comes.
      const asked = attempt > 0
      result.then(
        (items) => {
          rememberList(key, items)
          ;(visitLists.current as Record<K, Item[]>)[key] = items
          if (!live()) return
          checkedAt.current = Date.now()
          startTransition(() =>
            setState((shown) =>
              !quietly && (asked || visitorAsked.current)
                ? { status: 'ready', items, savedAt: undefined }
                : settleFreshList(shown, items, isDrawn, quietly),
            ),
          )
        },
        (error: unknown) => {
          if (!live()) return
          console.error(errorLog, error)
          // What the visitor was reading stays as it was: the next return to the tab tries again.
          if (quietly) return
          if (isNetworkFailure(error)) void fromSavedCopy()
          // A saved copy or a built page on screen stays: losing what the visitor reads helps nobody.
          else
            setState(({ retrying: _answered, ...shown }) =>
              keepsItems(shown)
                ? { ...shown, status: shown.fromBuild || shown.fromVisit ? 'error' : shown.status, serverRefused: true }
                : { status: 'error', items: [], savedAt: undefined, serverRefused: true },
            )
        },
      )
    }
    return () => {
      current.current += 1
    }
  }, [key, fetchList, errorLog, isDrawn, attempt, pageBuiltAt])

  // Retry: a saved copy or a built page's items stay on screen while the list is fetched again;
  // anything else shows loading.
  const showingCopy = state.savedAt !== undefined
  const retry = useCallback(() => {
    setState((shown) =>
      keepsItems(shown)
        ? {
            ...shown,
            status: shown.fromBuild || shown.fromVisit ? 'loading' : shown.status,
            ...(shown.savedAt !== undefined && { retrying: true }),
          }
        : loading(),
    )
    setAttempt((n) => n + 1)
  }, [])

  // Offline with nothing saved, showing the saved copy, or this visit's list where the fetch failed:
  // fetch afresh once the connection is back.
  const waitingForConnection =
    state.status === 'offline' || showingCopy || (state.fromVisit && state.status === 'error')
  useEffect(() => {
    if (!waitingForConnection) return
    window.addEventListener('online', retry)
    return () => window.removeEventListener('online', retry)
  }, [waitingForConnection, retry])

  // Back to the tab after a while: the list is fetched again (the online list only; a saved copy is
  // replaced once the connection is back, above).
  useEffect(() => {
    const onReturn = () => {
      const at = checkedAt.current
      if (document.visibilityState !== 'visible' || !navigator.onLine || at === undefined) return
      if (Date.now() - at < STALE_AFTER_MS) return
      checkedAt.current = Date.now()
      quiet.current = true
      setAttempt((n) => n + 1)
    }
    document.addEventListener('visibilitychange', onReturn)
    return () => document.removeEventListener('visibilitychange', onReturn)
  }, [])

  const showWaiting = useCallback(() => {
    visitorAsked.current = true
    // Nothing held: the same state, so nothing renders again.
    setState((shown) => (shown.waiting ? { status: 'ready', items: shown.waiting.items, savedAt: undefined } : shown))
  }, [])

  return { ...state, retry, showWaiting }
}

/**
 * Draws a held list when the visitor asks for another view of it (a search, filters, another post):
 * what they read is redrawn then anyway. Not for the view they arrived at, whose live refresh is held.
 */
export function useShowWaitingOnNewView(view: string, showWaiting: () => void): void {
  const previous = useRef(view)
  // Before the new view is painted: it never shows the old list first.
  useLayoutEffect(() => {
    if (previous.current === view) return
    previous.current = view
    showWaiting()
  }, [view, showWaiting])
}

/**
 * The held changes as a narrowed view sees them (changesInView): `freshInView` is the fresh list as the
 * view would show it, undefined when nothing narrows it. A held list that touches nothing in the view is
 * drawn at once, without a word.
 */
export function useWaitingInView<T extends { $id: string }>(
  waiting: ListChanges<T> | undefined,
  showWaiting: () => void,
  inViewNow: readonly T[],
  freshInView: T[] | undefined,
): ListChanges<T> | undefined {
  const inView = useMemo(
    () => (waiting && freshInView ? changesInView(waiting, inViewNow, freshInView) : waiting),
    [waiting, inViewNow, freshInView],
  )
  useEffect(() => {
    if (waiting && !inView) showWaiting()
  }, [waiting, inView, showWaiting])
  return inView
}
