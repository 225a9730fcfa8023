import { siteHostname } from '../../../config/site-url'
import { useOfflineList } from '../../../lib/use-offline-list'
import type { BlogPost, ContentLanguage } from '../../../shared/models'
import { blogPostsIn, NEWS_LIST_KEY } from '../api/news-in-language'
import { isVisibleOn } from '../post-rules'

// Posts meant for other hosts are never drawn here: they never count as new or changed.
const isDrawnHere = (post: BlogPost) => isVisibleOn(post, siteHostname())

/**
 * The blog list of one language (readable offline from its saved copy, each language's its own), with
 * a retry.
 */
export const useBlogPosts = (language: ContentLanguage) =>
  useOfflineList(NEWS_LIST_KEY[language], blogPostsIn(language), 'Error fetching blogs:', isDrawnHere)
