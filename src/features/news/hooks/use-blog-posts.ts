import { useOfflineList } from '../../../lib/use-offline-list'
import { listBlogPosts } from '../api/list-blog-posts'

/** The blog list (readable offline from its saved copy), with a retry. */
export const useBlogPosts = () => useOfflineList('blog', listBlogPosts, 'Error fetching blogs:')
