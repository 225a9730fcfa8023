// How many cards the news and the job board draw at a time; 'Show more' adds the next batch. The built
// list pages hold the first batch (scripts/prerender-plugin.ts), so this is also what a first visit's
// HTML carries, parses and hydrates.

/**
 * Twelve posts fill whole rows of one to four columns. At 48, the built /news was 123 KB of HTML (24 KB
 * gzip), parsed and hydrated by a phone before it could answer a tap, for posts far below the first view.
 */
export const POSTS_PER_BATCH = 12

/**
 * Twelve jobs, as twelve posts: whole rows of one to three columns. Each key in the title search
 * redraws the first batch; at 24 a key on a board of 2,000 took 48–56 ms to show its results on a 4×
 * slowed CPU, at 12 it takes 47–49 ms, and a dropdown change 67–81 ms instead of 88–99 (npm run bench).
 */
export const JOBS_PER_BATCH = 12

/** How many batches (a list's numbered pages, list-page-addresses.ts) a list of `total` items fills: one at least. */
export const pageCount = (total: number, perBatch: number): number => Math.max(1, Math.ceil(total / perBatch))

/** The index in the list of the first item of batch (numbered page) `page`. */
export const firstIndexOf = (page: number, perBatch: number): number => (Math.max(1, page) - 1) * perBatch

/** A numbered page's number as its address writes it: 2 and up, without a leading zero; anything else is none. */
export const pageNumberOf = (segment = ''): number | undefined =>
  /^([2-9]|[1-9]\d{1,5})$/.test(segment) ? Number(segment) : undefined
