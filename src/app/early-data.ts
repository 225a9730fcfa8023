// What an address's screen reads from the backend, asked for before the screen is drawn: by the
// page's entry (src/boot.ts) on arrival, while the app itself still downloads, and by the route's
// loader on the app's own navigations (src/app/router.tsx); the screen takes the fetch over. No
// React here: the entry imports this, and the request must not wait for React's download.
import { paths } from '../config/paths'

/** The route table's /news, /news/:id and /jobs; every other address reads nothing at once. */
export function fetchScreenDataEarly({ pathname, search }: { pathname: string; search: string }): void {
  const [first, id, ...rest] = pathname.split('/').filter(Boolean)
  if (rest.length > 0 || first === undefined) return
  // The screen's code reports its own failure to load; an early fetch that cannot start is no loss.
  const ignoreFailure = () => undefined
  if (`/${first}` === paths.news) {
    const postId = id === undefined ? undefined : decodeSegment(id)
    const showing = { postId, search: new URLSearchParams(search).get('q') ?? '' }
    import('../features/news/api/list-blog-posts').then((m) => m.fetchBlogPostsEarly(showing), ignoreFailure)
  } else if (`/${first}` === paths.jobs && id === undefined) {
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
