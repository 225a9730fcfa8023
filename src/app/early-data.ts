// What an address's screen reads from the backend, asked for before the screen is drawn: by the
// page's entry (src/boot.ts) on arrival, while the app itself still downloads, and by the layout on
// the app's own navigations (src/app/layout/root-layout.tsx); the screen takes the fetch over. No
// React here: the entry imports this, and the request must not wait for React's download.
import { paths } from '../config/paths'
import { localeOfPath, pathWithoutLocale, type Locale } from '../shared/locales'
import type * as JobsApi from '../features/jobs/api/jobs-in-language'
import type * as NewsApi from '../features/news/api/news-in-language'

interface Address {
  pathname: string
  search: string
}

/** The address the page opened at, once the entry has asked for its data. */
let askedOnArrival: string | undefined
// The router's path (without /fr): the entry sees /fr/news where the layout sees /news.
const keyOf = ({ pathname, search }: Address) => pathWithoutLocale(pathname) + search

/** The page's language: a document stays in one for its whole life, so its own address says which. */
const pageLocale = (): Locale => localeOfPath(window.location.pathname)

/** The page's entry: asks for the data of the address the page opened at. */
export function fetchArrivalData(address: Address): void {
  askedOnArrival = keyOf(address)
  fetchScreenDataEarly(address)
}

/** The path of the screen on show, as the router last drew it. */
let visiting: string | undefined

/**
 * The layout, on every render (src/app/layout/root-layout.tsx): on arriving at /news, /news/:id, /jobs
 * or /jobs/:id, while the screen's code may still download. Typing a search (a new query on the same
 * path) asks for nothing. On arrival the entry has asked already, maybe long enough ago that its fetch
 * has ended: asking again would read the list twice.
 */
export function fetchRouteData(address: Address): void {
  if (typeof window === 'undefined' || pathWithoutLocale(address.pathname) === visiting) return
  visiting = pathWithoutLocale(address.pathname)
  if (keyOf(address) === askedOnArrival) {
    askedOnArrival = undefined
    return
  }
  fetchScreenDataEarly(address)
}

/** The route table's /news, /news/:id, /jobs and /jobs/:id; every other address reads nothing at once. */
function fetchScreenDataEarly({ pathname, search }: Address): void {
  const [first, id, ...rest] = pathWithoutLocale(pathname).split('/').filter(Boolean)
  const locale = pageLocale()
  if (rest.length > 0 || first === undefined) return
  if (`/${first}` === paths.news) {
    const postId = id === undefined ? undefined : decodeSegment(id)
    const showing = { postId, search: new URLSearchParams(search).get('q') ?? '' }
    withModule(newsApi, (m) => m.fetchBlogPostsEarly(showing, locale))
  } else if (`/${first}` === paths.jobs) {
    withModule(jobsApi, (m) => m.fetchPublicJobsEarly(locale))
  }
}

interface LazyModule<M> {
  load: () => Promise<M>
  loaded?: M
}
const newsApi: LazyModule<typeof NewsApi> = {
  load: () => import('../features/news/api/news-in-language'),
}
const jobsApi: LazyModule<typeof JobsApi> = {
  load: () => import('../features/jobs/api/jobs-in-language'),
}

/**
 * Once downloaded, the module is used in the same task: a screen already downloaded mounts at once,
 * and its own fetch must find this one started. The screen's code reports its own failure to load; an
 * early fetch that cannot start is no loss.
 */
function withModule<M>(module: LazyModule<M>, run: (loaded: M) => void): void {
  if (module.loaded) return run(module.loaded)
  module.load().then(
    (loaded) => {
      module.loaded = loaded
      run(loaded)
    },
    () => undefined,
  )
}

/** As the router decodes a path parameter; a malformed one matches no post. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
