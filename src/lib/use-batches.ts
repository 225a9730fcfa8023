import { useMemo, useState } from 'react'

/**
 * Long lists render a batch at a time ('Show more'): filtering a board of thousands stays fast
 * because only the first batch of matches is ever drawn. The count goes back to one batch whenever
 * `resetKey` (the search and filters) changes.
 */
export function useBatches<T>(items: readonly T[], resetKey: string, perBatch: number) {
  const [batches, setBatches] = useState({ key: resetKey, count: 1 })
  const count = batches.key === resetKey ? batches.count : 1
  const shown = useMemo(() => items.slice(0, count * perBatch), [items, count, perBatch])
  return {
    shown,
    hasMore: shown.length < items.length,
    showMore: () => setBatches({ key: resetKey, count: count + 1 }),
  }
}
