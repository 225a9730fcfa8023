import { lazy, Suspense, useMemo } from 'react'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { ButtonLink } from '../../../components/button'
import { ErrorScreen } from '../../../components/error-screen'
import { FallbackImage } from '../../../components/fallback-image'
import { imageSource } from '../../../lib/images'
import { readableDate } from '../../../lib/locale-free'
import { JsonLd } from '../../../components/json-ld'
import { PageMeta } from '../../../components/page-meta'
import { SanitizedHtml } from '../../../components/sanitized-html'
import { paths } from '../../../config/paths'
import { toPlainText } from '../../../lib/sanitize'
import type { BlogPost } from '../../../shared/models'
import { newsContent } from '../news-content'
import { bylineOf } from '../post-rules'
import styles from './post-detail.module.css'

// The share buttons (react-share) load with the post rather than with the news list: the list never
// shows them. Until they arrive, an empty bar of the same height holds their place.
const ShareBar = lazy(() => import('./share-bar').then((module) => ({ default: module.ShareBar })))

interface PostDetailProps {
  post: BlogPost
  /** The list with the reader's search, e.g. /news?q=visa. */
  backHref: string
}

const DESCRIPTION_LENGTH = 155

export function PostDetail({ post, backHref }: PostDetailProps) {
  const navigate = useNavigate()
  const location = useLocation()
  const cameFromList = (location.state as { fromList?: boolean } | null)?.fromList === true
  // The post's own address, so shared and copied links lead to this post.
  const address = `${window.location.origin}${paths.newsPost(post.$id)}`
  const title = toPlainText(post.title)
  const description = useMemo(() => excerpt(toPlainText(post.content)), [post.content])
  const articleData = useMemo(
    () => ({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: title,
      author: { '@type': 'Person', name: toPlainText(post.author?.trim() || newsContent.unknownAuthor) },
      ...(readableDate(post.createdAt) ? { datePublished: post.createdAt } : {}),
      image: [new URL(imageSource(post.imageUrl), window.location.origin).href],
      url: address,
      mainEntityOfPage: address,
    }),
    [title, post.author, post.createdAt, post.imageUrl, address],
  )

  return (
    <article className={styles.detail}>
      <PageMeta title={title} description={description || newsContent.pageDescription} />
      <JsonLd data={articleData} />
      <h1>{post.title}</h1>
      <p className={styles.byline}>{bylineOf(post, newsContent)}</p>
      <FallbackImage
        src={post.imageUrl}
        alt={post.title}
        width={1200}
        height={675}
        className={styles.image}
        fetchPriority="high"
      />
      {/* Under the post's h1: its own headings start at h2, whatever level it was written with. */}
      <SanitizedHtml html={post.content} className={styles.content} topHeading={2} />
      <Suspense fallback={<div className={styles.sharePlaceholder} />}>
        <ShareBar title={title} address={address} />
      </Suspense>
      <ButtonLink
        to={backHref}
        variant="secondary"
        className={styles.back}
        onClick={(event) => {
          // Coming from the list, going back restores its scroll position too.
          if (!cameFromList) return
          event.preventDefault()
          navigate(-1)
        }}
      >
        {newsContent.back}
      </ButtonLink>
    </article>
  )
}

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length <= DESCRIPTION_LENGTH ? flat : `${flat.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`
}

export function PostNotFound({ backHref }: { backHref: string }) {
  return (
    <ErrorScreen
      heading={newsContent.notFoundHeading}
      detail={newsContent.notFoundDetail}
      actions={
        <>
          <ButtonLink to={backHref}>{newsContent.back}</ButtonLink>
          <Link to={paths.home}>Go to the home page</Link>
        </>
      }
    >
      <PageMeta title={newsContent.notFoundHeading} description={newsContent.notFoundDetail} />
    </ErrorScreen>
  )
}
