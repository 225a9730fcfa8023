// Lists asked for before their screen exists: by the page's entry (src/boot.ts) while the app still
// downloads, and by the layout on the app's own navigations (src/app/early-data.ts). The screen's
// useOfflineList takes the fetch over. No React here on purpose: the entry imports this, and a request that had
// to wait for React's download would gain nothing.
import type { ListKey, SavedListItems } from '../shared/offline-db'

/** Reads a whole list page by page, reporting the items read so far after each page. */
export type ListFetcher<T> = (options: { onPage: (itemsSoFar: T[]) => void }) => Promise<T[]>

/** A fetch started before the list's screen rendered, waiting for the screen to take it over. */
export interface EarlyFetch<T> {
  fetchList: ListFetcher<T>
  result: Promise<T[]>
  /** The result has arrived (or failed). */
  settled: boolean
  /** The items read so far, once a page has arrived. */
  soFar: T[] | undefined
  /** The screen's page handler, once it has taken the fetch over. */
  onPage: ((itemsSoFar: T[]) => void) | undefined
}

const earlyFetches = new Map<ListKey, EarlyFetch<unknown>>()

interface EarlyFetchOptions<T> {
  /** Called once, with the first page: what the screen will show first (its pictures may be fetched now). */
  onFirstPage?: (items: T[]) => void
}

/**
 * Starts reading a list before its screen has rendered. A fetch of the same list still under way is
 * kept (asked for twice, the list is read once); one that has ended without a screen taking it over
 * is replaced.
 */
export function fetchListEarly<K extends ListKey>(
  key: K,
  fetchList: ListFetcher<SavedListItems[K]>,
  { onFirstPage }: EarlyFetchOptions<SavedListItems[K]> = {},
): void {
  // Offline, the screen goes straight to the saved copy; at build time (prerendering) nothing loads.
  if (typeof navigator === 'undefined' || !navigator.onLine) return
  const underWay = earlyFetches.get(key)
  if (underWay && underWay.fetchList === fetchList && !underWay.settled) return
  const early: EarlyFetch<SavedListItems[K]> = {
    fetchList,
    result: Promise.resolve([]),
    settled: false,
    soFar: undefined,
    onPage: undefined,
  }
  early.result = fetchList({
    onPage: (items) => {
      if (early.soFar === undefined) onFirstPage?.(items)
      early.soFar = items
      early.onPage?.(items)
    },
  })
  // A failure is reported by the screen that takes the fetch over, not as an unhandled rejection.
  early.result.then(
    () => (early.settled = true),
    () => (early.settled = true),
  )
  earlyFetches.set(key, early as EarlyFetch<unknown>)
}

/** Hands an early fetch of `key` to its screen, once: a retry or a later visit fetches afresh. */
export function takeEarlyFetch<K extends ListKey>(
  key: K,
  fetchList: ListFetcher<SavedListItems[K]>,
): EarlyFetch<SavedListItems[K]> | undefined {
  const early = earlyFetches.get(key) as EarlyFetch<SavedListItems[K]> | undefined
  earlyFetches.delete(key)
  return early?.fetchList === fetchList ? early : undefined
}
