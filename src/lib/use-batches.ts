import { useMemo, useState } from 'react'

/**
 * Long lists render a batch at a time ('Show more'): filtering a board of thousands stays fast
 * because only the first batch of matches is ever drawn. The count goes back to one batch whenever
 * `resetKey` (the search and filters) changes. `wholeLength` is the list's length when `items` are
 * only its first part so far (a built page's, while the rest is on its way).
 */
export function useBatches<T>(items: readonly T[], resetKey: string, perBatch: number, wholeLength = items.length) {
  const [batches, setBatches] = useState({ key: resetKey, count: 1 })
  const count = batches.key === resetKey ? batches.count : 1
  const shown = useMemo(() => items.slice(0, count * perBatch), [items, count, perBatch])
  return {
    shown,
    hasMore: shown.length < wholeLength,
    /** 'Show more' asked for items that have not arrived yet. */
    awaitingMore: shown.length < Math.min(count * perBatch, wholeLength),
    showMore: () => setBatches({ key: resetKey, count: count + 1 }),
  }
}
