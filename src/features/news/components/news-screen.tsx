import { useMemo, type ReactNode } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Banner } from '../../../components/banner'
import { Button } from '../../../components/button'
import { LocalErrorBoundary } from '../../../components/error-boundary'
import { Spinner } from '../../../components/spinner'
import { useBlogPosts } from '../hooks/use-blog-posts'
import { useSearchText } from '../hooks/use-search-text'
import { newsContent } from '../news-content'
import { isVisibleOn, matchesSearch, newsListHref } from '../post-rules'
import { NewsHero } from './news-hero'
import { PostDetail, PostNotFound } from './post-detail'
import { PostGrid } from './post-grid'
import styles from './news-screen.module.css'

interface NewsScreenProps {
  /** The post of /news/:id; undefined on /news. */
  postId?: string
}

/** /news and /news/:id: the list with its search, or one post, from the same loaded list. */
export function NewsScreen({ postId }: NewsScreenProps) {
  const { status, items, retry } = useBlogPosts()
  const [searchParams] = useSearchParams()
  const search = searchParams.get('q') ?? ''
  // Posts not meant for this host are dropped once, before search or lookup (specification section 5).
  const hostname = window.location.hostname
  const visible = useMemo(() => items.filter((post) => isVisibleOn(post, hostname)), [items, hostname])

  const failure = status === 'error' && (
    <Banner
      tone="error"
      action={
        <Button variant="secondary" onClick={retry}>
          {newsContent.retry}
        </Button>
      }
    >
      {newsContent.loadFailed}
    </Banner>
  )

  if (postId !== undefined) {
    const post = visible.find((candidate) => candidate.$id === postId)
    return (
      <div className={`container ${styles.detailPage}`}>
        <LocalErrorBoundary message="This post could not be shown.">
          {post ? (
            <PostDetail post={post} backHref={newsListHref(search)} />
          ) : status === 'loading' ? (
            <Spinner label={newsContent.loading} />
          ) : status === 'error' ? (
            failure
          ) : (
            <PostNotFound backHref={newsListHref(search)} />
          )}
        </LocalErrorBoundary>
      </div>
    )
  }

  return <NewsList status={status} posts={visible} failure={failure} />
}

interface NewsListProps {
  status: ReturnType<typeof useBlogPosts>['status']
  posts: ReturnType<typeof useBlogPosts>['items']
  failure: ReactNode
}

function NewsList({ status, posts, failure }: NewsListProps) {
  const { search, setSearch } = useSearchText()
  const shown = useMemo(() => posts.filter((post) => matchesSearch(post, search)), [posts, search])

  return (
    <>
      <NewsHero search={search} onSearch={setSearch} />
      <section className={`container ${styles.list}`} aria-label="Posts" aria-busy={status === 'loading'}>
        {failure}
        <LocalErrorBoundary message="The news list could not be shown.">
          <PostGrid posts={shown} search={search} />
        </LocalErrorBoundary>
        {status === 'loading' && <Spinner label={newsContent.loading} />}
        {status === 'ready' && shown.length === 0 && (
          <p className={styles.empty}>{posts.length === 0 ? newsContent.noPosts : newsContent.noMatch}</p>
        )}
      </section>
    </>
  )
}
