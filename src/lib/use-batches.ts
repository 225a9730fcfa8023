import { useMemo, useState } from 'react'

/**
 * Long lists render a batch at a time ('Show more'): filtering a board of thousands stays fast
 * because only the first batch of matches is ever drawn. The count goes back to one batch whenever
 * `resetKey` (the search and filters) changes. `wholeLength` is the list's length when `items` are
 * only its first part so far (a built page's, while the rest is on its way).
 */
export function useBatches<T>(items: readonly T[], resetKey: string, perBatch: number, wholeLength = items.length) {
  const [batches, setBatches] = useState({ key: resetKey, count: 1, room: 0 })
  const current = batches.key === resetKey ? batches : { key: resetKey, count: 1, room: 0 }
  const limit = current.count * perBatch + current.room
  const shown = useMemo(() => items.slice(0, limit), [items, limit])
  return {
    shown,
    hasMore: shown.length < wholeLength,
    /** 'Show more' asked for items that have not arrived yet. */
    awaitingMore: shown.length < Math.min(limit, wholeLength),
    showMore: () => setBatches({ ...current, count: current.count + 1 }),
    /** The next list puts `added` items above or among those shown: none of those shown drops off the end. */
    makeRoomFor: (added: number) => setBatches({ ...current, room: current.room + added }),
  }
}
