// The lists' numbered pages (/jobs/page/2, /fr/news/page/3): each holds one batch of the list as it
// stands unfiltered, built as HTML like /jobs itself, so a reader that runs no script (a search engine,
// a job aggregator, a phone with scripts off) reaches every job and post by following 'Show more'. The
// app's Show more adds the batch in place. Their addresses, shared by the router, the build and the
// servers; the batches themselves are counted and numbered in list-batches.ts. Every first visit
// downloads this module (the router's and the language switch's): it stays small.

/** The address of page `page` of the list at `listPath` (page 1 is the list's own address). */
export const listPagePath = (listPath: string, page: number): string =>
  page <= 1 ? listPath : `${listPath}/page/${page}`

/** /news/page/3 → /news (French paths too): a numbered page's list; any other path as it is. */
export const listOfPagePath = (pathname: string): string => pathname.replace(/\/page\/[^/]+$/, '')

/** The route pattern of a list's numbered pages, for the router. */
export const listPagesPattern = (listPath: string): string => `${listPath}/page/:page`
