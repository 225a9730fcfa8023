import { fetchListEarly, useOfflineList } from '../../../lib/use-offline-list'
import { listBlogPosts } from '../api/list-blog-posts'

/** The blog list (readable offline from its saved copy), with a retry. */
export const useBlogPosts = () => useOfflineList('blog', listBlogPosts, 'Error fetching blogs:')

/** Starts reading the blog list while the news screen still loads; useBlogPosts takes it over. */
export const fetchBlogPostsEarly = () => fetchListEarly('blog', listBlogPosts)
