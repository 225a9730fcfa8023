// One blog post by its id (Appwrite's get document): a post of the other language than the page's,
// which the page's own list does not hold, still opens at its address (/news/{id} for a French post,
// /fr/news/{id} for an English one).
import { env } from '../../../config/env'
import { databases } from '../../../lib/appwrite'
import { BOUNDS, withinTime } from '../../../shared/time-bound'
import type { BlogPost } from '../../../shared/models'
import { isUsablePost } from '../post-rules'

/**
 * The post, or undefined when the backend has none by that id (404) or it lacks a field the screens
 * need. Rejects on any other failure (no connection, a server error), which the caller reports.
 */
export async function getBlogPost(postId: string): Promise<BlogPost | undefined> {
  try {
    const post = await withinTime(
      databases.getDocument<BlogPost>({
        databaseId: env.databaseId,
        collectionId: env.blogCollectionId,
        documentId: postId,
      }),
      BOUNDS.readMs,
      'Reading the post',
    )
    return isUsablePost(post) ? post : undefined
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 404) return undefined
    throw error
  }
}
