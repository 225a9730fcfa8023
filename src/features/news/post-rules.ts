import { isOptionalContentLanguage } from '../../shared/content-language'
import type { Locale } from '../../shared/locales'
import type { BlogPost } from '../../shared/models'
import { paths } from '../../config/paths'
import type { PicturePlace } from '../../components/responsive-picture'
import { pictureSources, type PicturePreload } from '../../lib/images'
import { formatLongDate } from '../../lib/locale-free'
import { hasRequiredFields, isList, isText } from '../../lib/required-fields'
import { searchNeedle, titleHolds } from '../../lib/title-search'

/** Cards in the first row load their pictures at once; the rest load as they near the viewport. */
export const EAGER_CARDS = 3

/**
 * How a card's picture loads: the first card's is the list's largest element in the first view (its
 * LCP: on a phone the only picture in view, on a computer the first of a row of equal ones); the rest
 * of the first row at once, the others as they near the viewport.
 */
export const cardPicturePlace = (index: number): PicturePlace =>
  index === 0 ? 'lcp' : index < EAGER_CARDS ? 'eager' : 'lazy'

/**
 * A card's picture's width (post-grid.module.css): columns of at least 18rem with 1.5rem gaps in the
 * page's container (100% less 2rem, at most 72rem): one column on a phone, two from 39.5rem, three
 * from 59rem, 23rem each from 74rem.
 */
export const CARD_PICTURE_SIZES =
  '(min-width: 74rem) 23rem, (min-width: 59rem) calc((100vw - 5rem) / 3), (min-width: 39.5rem) calc((100vw - 3.5rem) / 2), calc(100vw - 2rem)'

/** A post's picture's width on its page (post-detail.module.css): the container, at most 48rem. */
export const POST_PICTURE_SIZES = '(min-width: 50rem) 48rem, calc(100vw - 2rem)'

/**
 * The characters of a post's text a card keeps for its three-line preview. The widest card (one
 * column, just under 38rem) fits about 250 in three lines; the rest of the post is not sanitised,
 * drawn or laid out for the list.
 */
export const CARD_TEXT_LIMIT = 400

/**
 * The host an entry of a post's visibility names: a host name is the same name whatever its case
 * ('WWW.Example.ca' is www.example.ca), and a web address copied whole from the address bar
 * ('https://www.example.ca/', 'www.example.ca:8080') names its host. Another scheme ('mailto:') or a
 * user's name before the host names none.
 */
function hostNamedBy(entry: string): string | undefined {
  const written = entry.trim().toLowerCase()
  if (/^[a-z\d.-]*$/.test(written)) return withoutRootDot(written)
  const web = /^https?:\/\//.test(written)
  if (!web && /^[a-z][a-z\d+.-]*:(?!\d+(?:[/?#]|$))/.test(written)) return undefined
  try {
    // As the browser names a host: 'café.example' is xn--caf-dma.example.
    const address = new URL(web ? written : `https://${written}`)
    return address.username || address.password ? undefined : withoutRootDot(address.hostname)
  } catch {
    return undefined
  }
}

/** 'www.example.ca.' (the DNS root's dot, which a browser keeps) is www.example.ca. */
const withoutRootDot = (host: string) => host.replace(/\.$/, '')

/** docs/specification.md §5: a post appears only where its visibility list names this host. */
export function isVisibleOn(post: BlogPost, hostname: string): boolean {
  return (
    Array.isArray(post.visibility) &&
    post.visibility.some((host) => typeof host === 'string' && hostNamedBy(host) === withoutRootDot(hostname))
  )
}

/** docs/specification.md §5: the title contains the search text, case-insensitively (and accents aside). */
export function matchesSearch(post: BlogPost, search: string): boolean {
  const needle = searchNeedle(search)
  return needle === '' || titleHolds(post, needle)
}

/**
 * 'By {author or Unknown Author} - {created date}' (docs/specification.md §2), in the page's language;
 * an unreadable date is unknown. The office's day (Toronto), so a page built on one machine reads the
 * same on every reader's.
 */
export function bylineOf(
  post: BlogPost,
  {
    byline,
    unknownAuthor,
    unknownDate,
  }: { byline: (author: string, date: string) => string; unknownAuthor: string; unknownDate: string },
  locale: Locale = 'en',
) {
  const author = post.author?.trim() || unknownAuthor
  return byline(author, formatLongDate(post.createdAt, { atOffice: true, locale }) ?? unknownDate)
}

/**
 * A post the screens can show: the fields appwrite.json requires are there. Another is skipped with
 * one warning, and the rest of the list shows as usual.
 */
export const isUsablePost = (post: BlogPost): boolean =>
  hasRequiredFields('post', post, {
    title: isText,
    content: isText,
    createdAt: isText,
    visibility: isList,
    // Optional; a value appwrite.json does not allow is skipped rather than shown as English.
    language: isOptionalContentLanguage,
  })

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
 * The picture fetched before the screen is drawn: its LCP, from the newest posts read so far. The
 * post's own on its page, or the first card's among those that match the search (later pages only
 * hold older posts); none where that post is not shown here.
 */
export function picturesShownFirst(
  posts: BlogPost[],
  { postId, search }: NewsShowing,
  hostname: string,
): PicturePreload[] {
  const visible = posts.filter((post) => isVisibleOn(post, hostname))
  if (postId !== undefined)
    return visible
      .filter((post) => post.$id === postId)
      .map((post) => ({ picture: pictureSources(post.imageUrl), sizes: POST_PICTURE_SIZES }))
  const first = visible.find((post) => matchesSearch(post, search))
  return first ? [{ picture: pictureSources(first.imageUrl), sizes: CARD_PICTURE_SIZES }] : []
}
