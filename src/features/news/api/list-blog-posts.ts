// Call 1 of specification section 7: the blog list, newest `createdAt` first, every page.
import { Query } from 'appwrite'
import { env } from '../../../config/env'
import { listAllDocuments } from '../../../lib/appwrite'
import type { BlogPost } from '../../../shared/models'

interface ListBlogPostsOptions {
  /** Receives the posts read so far after each page, so the first page shows while the rest loads. */
  onPage?: (postsSoFar: BlogPost[]) => void
}

export function listBlogPosts({ onPage }: ListBlogPostsOptions = {}): Promise<BlogPost[]> {
  return listAllDocuments<BlogPost>({
    collectionId: env.blogCollectionId,
    queries: [Query.orderDesc('createdAt')],
    onPage,
  })
}
