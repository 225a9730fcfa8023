import { useCallback, useEffect, useRef, useState } from 'react'
import type { BlogPost } from '../../../shared/models'
import { listBlogPosts } from '../api/list-blog-posts'

export type BlogPostsStatus = 'loading' | 'ready' | 'error'

export interface BlogPostsState {
  /** 'loading' until the last page arrived or the fetch failed (specification section 4). */
  status: BlogPostsStatus
  /** The posts read so far; the first page appears while later pages load. Empty after a failure. */
  items: BlogPost[]
  error: unknown
}

/** The blog list, loaded once per mount, with a retry. The one place the list's state lives. */
export function useBlogPosts(): BlogPostsState & { retry: () => void } {
  const [state, setState] = useState<BlogPostsState>({ status: 'loading', items: [], error: null })
  const [attempt, setAttempt] = useState(0)
  // Answers from an older attempt (or after unmount) are ignored.
  const current = useRef(0)

  useEffect(() => {
    const id = ++current.current
    const live = () => current.current === id
    listBlogPosts({ onPage: (items) => live() && setState({ status: 'loading', items, error: null }) }).then(
      (items) => live() && setState({ status: 'ready', items, error: null }),
      (error: unknown) => {
        if (!live()) return
        console.error('Error fetching blogs:', error)
        setState({ status: 'error', items: [], error })
      },
    )
    return () => {
      current.current += 1
    }
  }, [attempt])

  const retry = useCallback(() => {
    setState({ status: 'loading', items: [], error: null })
    setAttempt((n) => n + 1)
  }, [])

  return { ...state, retry }
}
