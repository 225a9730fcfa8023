import type { BlogPost } from '../../shared/models'
import { paths } from '../../config/paths'

/** Specification section 5: a post appears only where its visibility list names this host. */
export function isVisibleOn(post: BlogPost, hostname: string): boolean {
  return Array.isArray(post.visibility) && post.visibility.includes(hostname)
}

/** Specification section 5: the title contains the search text, case-insensitively. */
export function matchesSearch(post: BlogPost, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase()
  return needle === '' || (post.title ?? '').toLocaleLowerCase().includes(needle)
}

/** 'By {author or Unknown Author} - {created date}' (specification section 2). */
export function bylineOf(post: BlogPost, unknownAuthor: string): string {
  const author = post.author?.trim() || unknownAuthor
  return `By ${author} - ${formatPostDate(post.createdAt)}`
}

export function formatPostDate(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString('en-CA', { dateStyle: 'long' })
}

/** The search text travels in ?q= so the detail's 'Back to News' can restore it. */
export function withSearch(path: string, search: string): string {
  return search ? `${path}?${new URLSearchParams({ q: search }).toString()}` : path
}

export const newsListHref = (search: string) => withSearch(paths.news, search)
export const postHref = (id: string, search: string) => withSearch(paths.newsPost(id), search)
