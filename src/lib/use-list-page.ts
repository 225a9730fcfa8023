import { useMemo } from 'react'
import { firstIndexOf } from '../shared/list-batches'
import { listPagePath } from '../shared/list-page-addresses'
import { asUpdate, type ListChanges } from './list-changes'
import { useBatches } from './use-batches'

interface ListPageOptions<T> {
  /** What narrows the list (a search, filters, an order): the batch count starts over when it changes. */
  view: string
  /** The list unfiltered, in its own order: the view its numbered pages cut into batches. */
  plain: boolean
  /** The numbered page (/jobs/page/3), 1 for the list's own address. */
  page: number
  perBatch: number
  /** The list's own address (/jobs), in the app. */
  listPath: string
  /** The whole list's length while its built page stands for it (builtViewLength), else undefined. */
  builtLength: number | undefined
  /** Where in the whole list `items` start (itemsFrom: a numbered page's built batch). */
  builtFrom: number
  /** The fresh list held back, as the view sees it (useWaitingInView). */
  waiting: ListChanges<T> | undefined
  showWaiting: () => void
}

/**
 * A list drawn a batch at a time from a numbered page's place (shared/list-page-addresses.ts): the list
 * unfiltered starts at the page's first item, a search or filter at the top. Shared by the news and the
 * job board.
 */
export function useListPage<T extends { $id: string }>(items: readonly T[], options: ListPageOptions<T>) {
  const { view, plain, page, perBatch, listPath, builtLength, builtFrom, waiting, showWaiting } = options
  // Where the items drawn start in the whole list (a numbered page's built batch is all of `items`).
  const listStart = plain ? firstIndexOf(page, perBatch) : 0
  const fromPage = useMemo(
    () => (listStart > builtFrom ? items.slice(listStart - builtFrom) : items),
    [items, listStart, builtFrom],
  )
  const wholeLength = builtLength === undefined ? undefined : Math.max(0, builtLength - listStart)
  const batches = useBatches(fromPage, view, perBatch, wholeLength)
  const { shown } = batches
  // Items new above a numbered page are not its own, and drawing them moves its window: an update.
  const waitingHere = useMemo(() => (waiting && listStart > 0 ? asUpdate(waiting) : waiting), [waiting, listStart])
  return {
    ...batches,
    listStart,
    waiting: waitingHere,
    /** The visitor asks for more: a numbered page's built batch gives way to the newest list, which holds it. */
    showMore: () => {
      if (builtFrom > 0) showWaiting()
      batches.showMore()
    },
    /** The next batch's own page, which the built Show more links to: for the list unfiltered only. */
    nextPage: plain ? listPagePath(listPath, page + Math.ceil(shown.length / perBatch)) : undefined,
  }
}
