// The posts, jobs and services a post's, job's or service's page links to: readers go on reading, and
// every record is a link away from another, so search engines and job aggregators reach each one from the list's first
// page (which links only its first batch). The build keeps the same neighbours in the page's data
// (scripts/prerender-plugin.ts), so the page's first render draws the links its HTML has.

/** The posts either side of the one at `index` in a list newest first. */
export function newerAndOlder<T>(list: readonly T[], index: number): { newer?: T; older?: T } {
  if (index < 0) return {}
  return { newer: list[index - 1], older: list[index + 1] }
}

/** How many other jobs a job's page offers, and other services a service's page. */
export const MORE_OFFERED = 3

/** Which records a page may offer: a job's, those still taking applications (the heading says 'open'). */
export type Offered<T> = (record: T) => boolean

/** The records after the one at `index` in the list's order that are `offered`, going round to its start. */
export function offeredAfter<T>(list: readonly T[], index: number, offered: Offered<T> = () => true): T[] {
  const after: T[] = []
  if (index < 0) return after
  // Read only as far as the third one offered: a board may hold thousands, each checked by its deadline.
  for (let step = 1; step < list.length && after.length < MORE_OFFERED; step++) {
    const record = list[(index + step) % list.length]!
    if (offered(record)) after.push(record)
  }
  return after
}

/** What a post's built page holds of its list: the post, and those it links to (in the list's order). */
export const postWithNeighbours = <T>(list: readonly T[], index: number): T[] =>
  list.slice(Math.max(0, index - 1), index + 2)

/** What a job's built page holds of its board: the job, then those it links to. */
export const jobWithNeighbours = <T>(list: readonly T[], index: number, offered?: Offered<T>): T[] => [
  list[index]!,
  ...offeredAfter(list, index, offered),
]
