import { useMemo } from 'react'
import { Breadcrumbs } from '../../../components/breadcrumbs'
import { Link } from '../../../components/link'
import { ButtonLink } from '../../../components/button'
import { RecordNotFound } from '../../../components/record-not-found'
import { FallbackImage } from '../../../components/fallback-image'
import { readableDate } from '../../../lib/locale-free'
import { JsonLd } from '../../../components/json-ld'
import { PageMeta } from '../../../components/page-meta'
import { SanitizedHtml } from '../../../components/sanitized-html'
import { SharePanel } from '../../../components/share-panel'
import { paths } from '../../../config/paths'
import { toPlainText } from '../../../lib/sanitize'
import { breadcrumbsData, organizationReference } from '../../../lib/structured-data'
import { firstSentences } from '../../../lib/summary'
import { useBackToList } from '../../../lib/use-back-to-list'
import { absoluteUrl } from '../../../config/site-url'
import { useLocale } from '../../../i18n/translatable'
import { langAttributeOf, recordLanguage } from '../../../shared/content-language'
import { HTML_LANG, pathIn } from '../../../shared/locales'
import type { BlogPost } from '../../../shared/models'
import { useNewsContent } from '../use-news-content'
import { bylineOf, POST_PICTURE_SIZES } from '../post-rules'
import { articleImages, postSharePicture } from '../share-picture'
import styles from './post-detail.module.css'

/**
 * The author as search engines want them: the name alone, post-nominal letters apart ('Amara Okafor,
 * RCIC' → name 'Amara Okafor', honorificSuffix 'RCIC'), as the byline writes them after a comma.
 */
function personOf(author: string) {
  const [name = author, ...letters] = author.split(',').map((part) => part.trim())
  const suffix = letters.filter(Boolean).join(', ')
  return { '@type': 'Person', name: name || author, ...(suffix ? { honorificSuffix: suffix } : {}) }
}

interface PostDetailProps {
  post: BlogPost
  /** The list with the reader's search, e.g. /news?q=visa. */
  backHref: string
  /** The posts either side of it in the list, linked under it (record-neighbours.ts). */
  newer?: BlogPost
  older?: BlogPost
}

export function PostDetail({ post, backHref, newer, older }: PostDetailProps) {
  const locale = useLocale()
  const { newsContent } = useNewsContent()
  const { onward, backToList } = useBackToList()
  const path = paths.newsPost(post.$id)
  // Its page in its own language, the one search engines index (see PageMeta's writtenIn).
  const writtenIn = recordLanguage(post)
  const indexed = absoluteUrl(pathIn(writtenIn, path))
  const title = toPlainText(post.title)
  const description = useMemo(() => firstSentences(toPlainText(post.content)), [post.content])
  const sharePicture = useMemo(
    () => postSharePicture(post.imageUrl, title, writtenIn),
    [post.imageUrl, title, writtenIn],
  )
  // Its words, for search engines: an author of markup alone ('<b></b>') is none.
  const authorName = toPlainText(post.author ?? '').trim()
  const published = readableDate(post.createdAt) ? post.createdAt : undefined
  const modified = readableDate(post.$updatedAt) ? post.$updatedAt : undefined
  // A post in the other language than the page's says so, for screen readers and translation tools.
  const lang = langAttributeOf(post, locale)
  const articleData = useMemo(
    () => ({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: title,
      inLanguage: HTML_LANG[writtenIn],
      ...(description ? { description } : {}),
      // Search engines read a named person, or the company that published it; never 'Unknown Author'.
      author: authorName ? personOf(authorName) : organizationReference(),
      ...(published ? { datePublished: published } : {}),
      ...(modified ? { dateModified: modified } : {}),
      image: articleImages(post.imageUrl, sharePicture).map((src) => absoluteUrl(src)),
      url: indexed,
      mainEntityOfPage: indexed,
      publisher: organizationReference(),
    }),
    [title, description, post, authorName, published, modified, sharePicture, writtenIn, indexed],
  )
  // The Article once, on its page in its own language (the one its canonical names), as a job's
  // JobPosting: the other frame would give it that frame's address, against its canonical.
  const ownPage = writtenIn === locale
  const structuredData = useMemo(
    () => [
      ...(ownPage ? [articleData] : []),
      breadcrumbsData([
        { name: newsContent.home, path: paths.home },
        { name: newsContent.pageTitle, path: paths.news },
        { name: title, path },
      ]),
    ],
    [title, path, newsContent, ownPage, articleData],
  )

  return (
    <article className={styles.detail}>
      <PageMeta
        title={title}
        description={description || newsContent.pageDescription}
        path={path}
        writtenIn={writtenIn}
        type="article"
        image={sharePicture}
        published={published}
        modified={modified}
      />
      <JsonLd data={structuredData} />
      {/* The trail its BreadcrumbList describes, seen as a job's and a service's are. */}
      <Breadcrumbs
        label={newsContent.breadcrumb}
        trail={[
          { name: newsContent.home, to: paths.home },
          { name: newsContent.pageTitle, to: backHref, onClick: backToList },
        ]}
        lang={lang}
      >
        {title}
      </Breadcrumbs>
      <h1 lang={lang}>{post.title}</h1>
      <p className={styles.byline}>{bylineOf(post, newsContent, locale)}</p>
      <FallbackImage
        src={post.imageUrl}
        alt=""
        width={1200}
        height={675}
        sizes={POST_PICTURE_SIZES}
        className={styles.image}
        place="lcp"
      />
      {/* Under the post's h1: its own headings start at h2, whatever level it was written with. */}
      <SanitizedHtml html={post.content} className={styles.content} topHeading={2} lang={lang} />
      <SharePanel title={title} path={path} heading={newsContent.shareHeading} />
      {(newer || older) && (
        <nav aria-label={newsContent.morePosts} className={`${styles.neighbours} screen-only`}>
          {newer && <NeighbourLink post={newer} label={newsContent.newerPost} state={onward} />}
          {older && (
            <NeighbourLink post={older} label={newsContent.olderPost} className={styles.older} state={onward} />
          )}
        </nav>
      )}
      <ButtonLink to={backHref} variant="secondary" className={styles.back} onClick={backToList}>
        {newsContent.back}
      </ButtonLink>
    </article>
  )
}

interface NeighbourLinkProps {
  post: BlogPost
  label: string
  className?: string
  /** The history state of the post opened (useBackToList's onward). */
  state: unknown
}

function NeighbourLink({ post, label, className, state }: NeighbourLinkProps) {
  const locale = useLocale()
  return (
    <Link
      to={paths.newsPost(post.$id)}
      state={state}
      className={className ? `${styles.neighbour} ${className}` : styles.neighbour}
    >
      <span className={styles.neighbourLabel}>{label}</span>{' '}
      <span className={styles.neighbourTitle} lang={langAttributeOf(post, locale)}>
        {post.title}
      </span>
    </Link>
  )
}

/** 'Post not found'; offline, the post is said not to be saved on this device instead (it may exist). */
export function PostNotFound({ backHref, offline = false }: { backHref: string; offline?: boolean }) {
  return <RecordNotFound words={useNewsContent().newsContent} backHref={backHref} offline={offline} />
}
