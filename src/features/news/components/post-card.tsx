import { Link } from '../../../components/link'
import { FallbackImage } from '../../../components/fallback-image'
import type { PicturePlace } from '../../../components/responsive-picture'
import { SanitizedHtml } from '../../../components/sanitized-html'
import { useLocale } from '../../../i18n/translatable'
import { formatLongDate } from '../../../lib/locale-free'
import { OPENED_FROM_LIST } from '../../../lib/history-entry'
import { langAttributeOf } from '../../../shared/content-language'
import { HTML_LANG } from '../../../shared/locales'
import type { BlogPost } from '../../../shared/models'
import { CARD_PICTURE_SIZES, CARD_TEXT_LIMIT, postHref } from '../post-rules'
import styles from './post-card.module.css'

interface PostCardProps {
  post: BlogPost
  search: string
  /** How its picture loads (cardPicturePlace): first, at once, or as it nears the viewport. */
  picturePlace: PicturePlace
}

/** Image, title, date and the start of the sanitised content clamped to three lines; the whole card opens the post. */
export function PostCard({ post, search, picturePlace }: PostCardProps) {
  // A post in the other language than the page's (found by a search of a saved list, or a mixed list) says so.
  const locale = useLocale()
  const lang = langAttributeOf(post, locale)
  // The day it was published, as its page's byline says it (in the page's language).
  const date = formatLongDate(post.createdAt, { atOffice: true, locale })
  return (
    <article className={styles.card} data-testid="post-card" lang={lang}>
      <FallbackImage
        src={post.imageUrl}
        alt=""
        width={640}
        height={360}
        sizes={CARD_PICTURE_SIZES}
        place={picturePlace}
        className={styles.image}
      />
      <div className={styles.body}>
        <h2 className={styles.title}>
          {/* The link's ::after covers the card, so a click anywhere on it opens the post. */}
          <Link to={postHref(post.$id, search)} state={OPENED_FROM_LIST} className={styles.link}>
            {post.title}
          </Link>
        </h2>
        {date && (
          // In the page's language, inside a card of a post in the other one.
          <p className={styles.date} lang={lang && HTML_LANG[locale]}>
            <time dateTime={post.createdAt}>{date}</time>
          </p>
        )}
        {/* A preview, read after the title: text only (its links, headings, roles and ARIA go), so a
            screen reader hears it as the eye reads it, and nothing in it takes a tap or the keyboard. */}
        <SanitizedHtml
          html={post.content}
          textLimit={CARD_TEXT_LIMIT}
          className={styles.excerpt}
          data-testid="post-preview"
        />
      </div>
    </article>
  )
}
