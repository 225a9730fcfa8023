// Each language's news as a list the screens read: where it is kept, the function that reads it, and
// its early fetch. Apart from list-blog-posts.ts (the backend call itself), which tests replace.
import { siteHostname } from '../../../config/site-url'
import { fetchListEarly, type ListFetcher } from '../../../lib/early-list-fetch'
import { preloadPictures } from '../../../lib/images'
import { DEFAULT_CONTENT_LANGUAGE } from '../../../shared/content-language'
import type { BlogPost, ContentLanguage } from '../../../shared/models'
import type { ListKey } from '../../../shared/offline-db'
import { picturesShownFirst, type NewsShowing } from '../post-rules'
import { listBlogPosts } from './list-blog-posts'

/** Where each language's news is kept (early fetch, built page, saved copy for offline reading). */
export const NEWS_LIST_KEY = { en: 'blog', fr: 'blog-fr' } as const satisfies Record<ContentLanguage, ListKey>

const fetchers: Record<ContentLanguage, ListFetcher<BlogPost>> = {
  en: ({ onPage }) => listBlogPosts({ language: 'en', onPage }),
  fr: ({ onPage }) => listBlogPosts({ language: 'fr', onPage }),
}

/** The reading of one language's news, the same function each time (an early fetch is matched by it). */
export const blogPostsIn = (language: ContentLanguage): ListFetcher<BlogPost> => fetchers[language]

/**
 * Starts reading the blog list of the page's language before the news screen is drawn (useBlogPosts
 * takes the fetch over), and with the first page, the picture the screen will show largest at its top
 * (its LCP).
 */
export function fetchBlogPostsEarly(showing: NewsShowing, language: ContentLanguage = DEFAULT_CONTENT_LANGUAGE): void {
  fetchListEarly(NEWS_LIST_KEY[language], blogPostsIn(language), {
    onFirstPage: (posts) => preloadPictures(picturesShownFirst(posts, showing, siteHostname())),
  })
}
