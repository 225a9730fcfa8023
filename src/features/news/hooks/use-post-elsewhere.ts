import { useEffect, useState } from 'react'
import { siteHostname } from '../../../config/site-url'
import { readSavedList } from '../../../lib/offline-list'
import { otherLocale } from '../../../shared/locales'
import type { BlogPost, ContentLanguage } from '../../../shared/models'
import { getBlogPost } from '../api/get-blog-post'
import { NEWS_LIST_KEY } from '../api/news-in-language'
import { isVisibleOn } from '../post-rules'

type Unfound = 'looking' | 'none' | 'error' | 'offline'
export type PostElsewhere =
  | { status: Unfound; post?: undefined }
  /** `savedAt`: found in the other language's saved list (offline, or the backend failed), saved then. */
  | { status: 'found'; post: BlogPost; savedAt?: number }

/**
 * A post the page's own news list does not hold: one written in the other language, opened at its
 * address in this language's frame (/news/{id} for a French post). Asked for once the list has
 * answered without it: read by its id from the backend, or offline from the other language's saved
 * list; asked again whenever `attempt` changes (Retry, the connection back).
 */
export function usePostElsewhere(postId: string, language: ContentLanguage, attempt: unknown): PostElsewhere {
  const [found, setLookup] = useState<{ postId: string; result: PostElsewhere } | undefined>(undefined)
  // A post on screen stays through a later lookup that cannot say (offline, a failure); only the
  // backend's 'no such post' takes it away.
  const setFound = (next: { postId: string; result: PostElsewhere }) =>
    setLookup((current) =>
      current?.postId === next.postId &&
      current.result.status === 'found' &&
      (next.result.status === 'offline' || next.result.status === 'error')
        ? current
        : next,
    )

  useEffect(() => {
    let live = true
    const hostname = siteHostname()
    const shown = (post: BlogPost | undefined) => (post && isVisibleOn(post, hostname) ? post : undefined)
    const fromSavedCopy = async (otherwise: Unfound) => {
      const saved = await readSavedList(NEWS_LIST_KEY[otherLocale(language)])
      const post = shown(saved?.items.find((candidate) => candidate.$id === postId))
      const result: PostElsewhere = post ? { status: 'found', post, savedAt: saved?.savedAt } : { status: otherwise }
      if (live) setFound({ postId, result })
    }
    if (!navigator.onLine) void fromSavedCopy('offline')
    else
      getBlogPost(postId).then(
        (post) => {
          const visible = shown(post)
          if (live) setFound({ postId, result: visible ? { status: 'found', post: visible } : { status: 'none' } })
        },
        (error: unknown) => {
          console.error('Error fetching the post:', error)
          void fromSavedCopy(navigator.onLine ? 'error' : 'offline')
        },
      )
    return () => {
      live = false
    }
  }, [postId, language, attempt])

  return found?.postId === postId ? found.result : { status: 'looking' }
}
