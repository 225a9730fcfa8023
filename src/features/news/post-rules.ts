import type { BlogPost } from '../../shared/models'
import { paths } from '../../config/paths'
import { imageSource } from '../../lib/images'
import { formatLongDate } from '../../lib/locale-free'
import { hasRequiredFields, isList, isText } from '../../lib/required-fields'

/** Cards in the first row load their pictures at once; the rest load as they near the viewport. */
export const EAGER_CARDS = 3

/**
 * The characters of a post's text a card keeps for its three-line preview. The widest card (one
 * column, just under 38rem) fits about 250 in three lines; the rest of the post is not sanitised,
 * drawn or laid out for the list.
 */
export const CARD_TEXT_LIMIT = 400

/** docs/specification.md §5: a post appears only where its visibility list names this host. */
export function isVisibleOn(post: BlogPost, hostname: string): boolean {
  return Array.isArray(post.visibility) && post.visibility.includes(hostname)
}

/** docs/specification.md §5: the title contains the search text, case-insensitively. */
export function matchesSearch(post: BlogPost, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase()
  return needle === '' || (post.title ?? '').toLocaleLowerCase().includes(needle)
}

/**
 * 'By {author or Unknown Author} - {created date}' (docs/specification.md §2); an unreadable date is
 * unknown. The date as written (UTC), so a page built on one machine reads the same on every reader's.
 */
export function bylineOf(
  post: BlogPost,
  { unknownAuthor, unknownDate }: { unknownAuthor: string; unknownDate: string },
) {
  const author = post.author?.trim() || unknownAuthor
  return `By ${author} - ${formatLongDate(post.createdAt, { utc: true }) ?? unknownDate}`
}

/**
 * A post the screens can show: the fields appwrite.json requires are there. Another is skipped with
 * one warning, and the rest of the list shows as usual.
 */
export const isUsablePost = (post: BlogPost): boolean =>
  hasRequiredFields('post', post, { title: isText, content: isText, createdAt: isText, visibility: isList })

/** The search text travels in ?q= so the detail's 'Back to News' can restore it. */
export function withSearch(path: string, search: string): string {
  return search ? `${path}?${new URLSearchParams({ q: search }).toString()}` : path
}

export const newsListHref = (search: string) => withSearch(paths.news, search)
export const postHref = (id: string, search: string) => withSearch(paths.newsPost(id), search)

/** What /news or /news/{id} shows: one post, or the list filtered by the search text. */
export interface NewsShowing {
  postId?: string
  search: string
}

/**
 * The pictures at the top of the screen, from the newest posts read so far: the post's own on its
 * page, or the first row of cards that match the search (later pages only hold older posts).
 */
export function picturesShownFirst(posts: BlogPost[], { postId, search }: NewsShowing, hostname: string): string[] {
  const visible = posts.filter((post) => isVisibleOn(post, hostname))
  const top =
    postId === undefined
      ? visible.filter((post) => matchesSearch(post, search)).slice(0, EAGER_CARDS)
      : visible.filter((post) => post.$id === postId)
  return top.map((post) => imageSource(post.imageUrl))
}
