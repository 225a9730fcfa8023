import { siteHostname } from '../../../config/site-url'
import { useOfflineList } from '../../../lib/use-offline-list'
import type { BlogPost } from '../../../shared/models'
import { listBlogPosts } from '../api/list-blog-posts'
import { isVisibleOn } from '../post-rules'

// Posts meant for other hosts are never drawn here: they never count as new or changed.
const isDrawnHere = (post: BlogPost) => isVisibleOn(post, siteHostname())

/** The blog list (readable offline from its saved copy), with a retry. */
export const useBlogPosts = () => useOfflineList('blog', listBlogPosts, 'Error fetching blogs:', isDrawnHere)
