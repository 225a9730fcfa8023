// How many cards the news and the job board draw at a time; 'Show more' adds the next batch. The built
// list pages hold the first batch (scripts/prerender-plugin.ts), so this is also what a first visit's
// HTML carries, parses and hydrates.

/**
 * Twelve posts fill whole rows of one to four columns. At 48, the built /news was 123 KB of HTML (24 KB
 * gzip), parsed and hydrated by a phone before it could answer a tap, for posts far below the first view.
 */
export const POSTS_PER_BATCH = 12

/** Job cards are short: 24 keep long boards fast to filter. */
export const JOBS_PER_BATCH = 24
