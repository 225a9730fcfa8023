// API call 1 (docs/specification.md §7): the blog list, newest `createdAt` first, every page.
import { Query } from 'appwrite'
import { env } from '../../../config/env'
import { siteHostname } from '../../../config/site-url'
import { listAllDocuments } from '../../../lib/appwrite'
import type { DocumentLister } from '../../../lib/public-reads'
import { fetchListEarly } from '../../../lib/early-list-fetch'
import { preloadPictures } from '../../../lib/images'
import type { BlogPost } from '../../../shared/models'
import { isUsablePost, picturesShownFirst, type NewsShowing } from '../post-rules'

interface ListBlogPostsOptions {
  /** Receives the posts read so far after each page, so the first page shows while the rest loads. */
  onPage?: (postsSoFar: BlogPost[]) => void
  /** Plain GETs at build time; the SDK's client in the browser. */
  service?: DocumentLister
}

export function listBlogPosts({ onPage, service }: ListBlogPostsOptions = {}): Promise<BlogPost[]> {
  return listAllDocuments<BlogPost>({
    collectionId: env.blogCollectionId,
    queries: [Query.orderDesc('createdAt')],
    keep: isUsablePost,
    onPage,
    service,
  })
}

/**
 * Starts reading the blog list before the news screen is drawn (useBlogPosts takes the fetch over),
 * and with the first page, the picture the screen will show largest at its top (its LCP).
 */
export function fetchBlogPostsEarly(showing: NewsShowing): void {
  fetchListEarly('blog', listBlogPosts, {
    onFirstPage: (posts) => preloadPictures(picturesShownFirst(posts, showing, siteHostname())),
  })
}
