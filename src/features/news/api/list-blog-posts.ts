// API call 1 (docs/specification.md §7): the blog list, newest `createdAt` first, every page, in one
// language: each language's news shows only its own posts.
import { Query } from 'appwrite'
import { env } from '../../../config/env'
import { listAllDocuments } from '../../../lib/appwrite'
import type { DocumentLister } from '../../../lib/public-reads'
import { DEFAULT_CONTENT_LANGUAGE, recordLanguage } from '../../../shared/content-language'
import type { BlogPost, ContentLanguage } from '../../../shared/models'
import { isUsablePost } from '../post-rules'

interface ListBlogPostsOptions {
  /** The posts written in this language; English (the default) includes posts with no language. */
  language?: ContentLanguage
  /** Receives the posts read so far after each page, so the first page shows while the rest loads. */
  onPage?: (postsSoFar: BlogPost[]) => void
  /** Plain GETs at build time; the SDK's client in the browser. */
  service?: DocumentLister
}

/**
 * The backend picks the language, so no page carries the other language's posts. A post written before
 * `language` existed holds null there (as a column Appwrite adds to a collection does), which only
 * isNull matches: notEqual('fr') would leave it out, as SQL's NULL <> 'fr' is never true.
 */
function languageQuery(language: ContentLanguage): string {
  return language === DEFAULT_CONTENT_LANGUAGE
    ? Query.or([Query.equal('language', language), Query.isNull('language')])
    : Query.equal('language', language)
}

export function listBlogPosts({
  language = DEFAULT_CONTENT_LANGUAGE,
  onPage,
  service,
}: ListBlogPostsOptions = {}): Promise<BlogPost[]> {
  return listAllDocuments<BlogPost>({
    collectionId: env.blogCollectionId,
    queries: [languageQuery(language), Query.orderDesc('createdAt')],
    // Checked here too: whatever answers the query, a post of another language never reaches this list.
    keep: (post) => isUsablePost(post) && recordLanguage(post) === language,
    onPage,
    service,
  })
}
