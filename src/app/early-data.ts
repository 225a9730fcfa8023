// What an address's screen reads from the backend, asked for before the screen is drawn: by the
// page's entry (src/boot.ts) on arrival, while the app itself still downloads, and by the route's
// loader on the app's own navigations (src/app/router.tsx); the screen takes the fetch over. No
// React here: the entry imports this, and the request must not wait for React's download.
import { paths } from '../config/paths'

interface Address {
  pathname: string
  search: string
}

/** The address the page opened at, once the entry has asked for its data. */
let askedOnArrival: string | undefined
const keyOf = ({ pathname, search }: Address) => pathname + search

/** The page's entry: asks for the data of the address the page opened at. */
export function fetchArrivalData(address: Address): void {
  askedOnArrival = keyOf(address)
  fetchScreenDataEarly(address)
}

/**
 * The route's loader, on every navigation to /news, /news/:id, /jobs or /jobs/:id. On arrival the entry has
 * asked already, maybe long enough ago that its fetch has ended: asking again would read the list twice.
 */
export function fetchRouteData(url: URL): void {
  if (keyOf(url) === askedOnArrival) {
    askedOnArrival = undefined
    return
  }
  fetchScreenDataEarly(url)
}

/** The route table's /news, /news/:id, /jobs and /jobs/:id; every other address reads nothing at once. */
function fetchScreenDataEarly({ pathname, search }: Address): void {
  const [first, id, ...rest] = pathname.split('/').filter(Boolean)
  if (rest.length > 0 || first === undefined) return
  // The screen's code reports its own failure to load; an early fetch that cannot start is no loss.
  const ignoreFailure = () => undefined
  if (`/${first}` === paths.news) {
    const postId = id === undefined ? undefined : decodeSegment(id)
    const showing = { postId, search: new URLSearchParams(search).get('q') ?? '' }
    import('../features/news/api/list-blog-posts').then((m) => m.fetchBlogPostsEarly(showing), ignoreFailure)
  } else if (`/${first}` === paths.jobs) {
    import('../features/jobs/api/list-public-jobs').then((m) => m.fetchPublicJobsEarly(), ignoreFailure)
  }
}

/** As the router decodes a path parameter; a malformed one matches no post. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
