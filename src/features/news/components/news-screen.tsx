import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useLocation, useSearchParams } from 'react-router-dom'
import { Button } from '../../../components/button'
import { paths } from '../../../config/paths'
import { LocalErrorBoundary } from '../../../components/error-boundary'
import { ShowMore } from '../../../components/show-more'
import { EarlierPageLink, PastListEnd } from '../../../components/list-page-links'
import { ListNotice } from '../../../components/list-notice'
import { StatusRegion, useSettled } from '../../../components/status-region'
import { ListRefreshNotice } from '../../../components/list-refresh-notice'
import { Spinner } from '../../../components/spinner'
import { siteHostname } from '../../../config/site-url'
import { useLocale } from '../../../i18n/translatable'
import { pathIn } from '../../../shared/locales'
import { listPagePath } from '../../../shared/list-page-addresses'
import { updateAndFocusItem } from '../../../lib/focus-list-item'
import { useOnlineStatus } from '../../../lib/use-online-status'
import { useListPage } from '../../../lib/use-list-page'
import {
  builtViewLength,
  drawnStatus,
  itemsFrom,
  neighboursOnly,
  useShowWaitingOnNewView,
  useWaitingInView,
} from '../../../lib/use-offline-list'
import type { BlogPost } from '../../../shared/models'
import { useBlogPosts } from '../hooks/use-blog-posts'
import { useSearchText } from '../hooks/use-search-text'
import { usePostElsewhere } from '../hooks/use-post-elsewhere'
import { useNewsContent } from '../use-news-content'
import { POSTS_PER_BATCH } from '../../../shared/list-batches'
import { newerAndOlder } from '../../../shared/record-neighbours'
import { isVisibleOn, matchesSearch, newsListHref } from '../post-rules'
import { NewsHero } from './news-hero'
import { PostDetail, PostNotFound } from './post-detail'
import { PostGrid } from './post-grid'
import styles from './news-screen.module.css'

interface NewsScreenProps {
  /** The post of /news/:id; undefined on /news. */
  postId?: string
  /** The list's numbered page (/news/page/3, shared/list-page-addresses.ts): 1 for /news. */
  page?: number
}

/**
 * /news and /news/:id: the list of the page's language with its search, or one post, from the same
 * loaded list (a post the list does not hold, in the other language, is read by its id).
 */
export function NewsScreen({ postId, page = 1 }: NewsScreenProps) {
  const locale = useLocale()
  const { newsContent } = useNewsContent()
  const posts = useBlogPosts(locale)
  const { status, items, retry, waiting, showWaiting } = posts
  // Another post, or the list from a post: the visitor asked for a new view, drawn from the newest list.
  useShowWaitingOnNewView(postId ?? '', showWaiting)
  const [searchParams] = useSearchParams()
  const { pathname } = useLocation()
  const search = searchParams.get('q') ?? ''
  // Posts not meant for this host are dropped once, before search or lookup (docs/specification.md §5).
  // At build time (no window), the host is the live site's.
  const hostname = siteHostname()
  const isShownHere = useCallback((post: BlogPost) => isVisibleOn(post, hostname), [hostname])
  const visible = useMemo(() => items.filter(isShownHere), [items, isShownHere])

  // Why the list is not (fully) the backend's: a failure, no connection, or the saved copy.
  const notice = <ListNotice list={posts} onRetry={retry} words={newsContent} />

  if (postId !== undefined) {
    // A post's page shows no notice: it takes its post from the newest list (an edit shows in place,
    // moving nothing above it), and keeps the one on screen if it went.
    const isThisPost = (candidate: BlogPost) => candidate.$id === postId && isVisibleOn(candidate, hostname)
    const listed = waiting?.items.find(isThisPost) ?? visible.find(isThisPost)
    const { newer, older } = newerAndOlder(visible, visible.findIndex(isThisPost))
    return (
      // Read by the tests: the live list the post is taken from has arrived (or failed).
      <div className={`container ${styles.detailPage}`} data-list-status={status}>
        {/* Keyed: a post that failed to draw keeps its error to itself when the screen shows the next one. */}
        <LocalErrorBoundary key={postId} message={newsContent.postFailed}>
          {listed ? (
            <>
              {notice}
              <PostDetail post={listed} backHref={newsListHref(search)} newer={newer} older={older} />
            </>
          ) : status === 'loading' ? (
            <Spinner label={newsContent.loading} />
          ) : (
            <PostOfAnotherLanguage
              postId={postId}
              listStatus={status}
              notice={notice}
              backHref={newsListHref(search)}
              onRetry={retry}
            />
          )}
        </LocalErrorBoundary>
      </div>
    )
  }

  // Opened from a post's built page before the list came: that page's few posts are not the list.
  const notYet = neighboursOnly(posts, pathIn(locale, pathname))
  return (
    <NewsList
      status={status}
      drawn={drawnStatus(posts)}
      posts={notYet ? [] : visible}
      notice={notice}
      waiting={waiting}
      showWaiting={showWaiting}
      builtLength={notYet ? undefined : builtViewLength(posts)}
      builtFrom={itemsFrom(posts)}
      page={page}
      isShownHere={isShownHere}
    />
  )
}

type BlogPosts = ReturnType<typeof useBlogPosts>

interface PostOfAnotherLanguageProps {
  postId: string
  listStatus: BlogPosts['status']
  /** The list's own notice (it failed, or no copy is saved offline). */
  notice: ReactNode
  backHref: string
  onRetry: () => void
}

/**
 * A post the page's list does not hold: maybe one in the other language, which opens at its address in
 * either language's frame. 'Post not found' only once the backend (or offline, the other language's
 * saved list) has no such post either.
 */
function PostOfAnotherLanguage({ postId, listStatus, notice, backHref, onRetry }: PostOfAnotherLanguageProps) {
  const locale = useLocale()
  const { newsContent } = useNewsContent()
  const online = useOnlineStatus()
  // Retry, and the connection coming back, ask for the post again too (the list's copy may stay).
  const [tries, setTries] = useState(0)
  const retry = () => {
    setTries((n) => n + 1)
    onRetry()
  }
  useEffect(() => {
    const again = () => setTries((n) => n + 1)
    window.addEventListener('online', again)
    return () => window.removeEventListener('online', again)
  }, [])
  const elsewhere = usePostElsewhere(postId, locale, tries)
  if (elsewhere.status === 'found')
    return (
      <>
        {elsewhere.savedAt !== undefined && (
          <ListNotice list={{ status: 'ready', savedAt: elsewhere.savedAt }} onRetry={retry} words={newsContent} />
        )}
        <PostDetail post={elsewhere.post} backHref={backHref} />
      </>
    )
  if (elsewhere.status === 'looking') return <Spinner label={newsContent.loading} />
  // Offline, a post no saved list holds may well exist: it is not saved here, not 'not found'.
  if (listStatus === 'offline' || elsewhere.status === 'offline' || (!online && elsewhere.status === 'none'))
    return <PostNotFound backHref={backHref} offline />
  if (listStatus === 'error') return notice
  if (elsewhere.status === 'none') return <PostNotFound backHref={backHref} />
  return <ListNotice list={{ status: elsewhere.status, savedAt: undefined }} onRetry={retry} words={newsContent} />
}

interface NewsListProps {
  status: BlogPosts['status']
  /** The status the list is drawn by (drawnStatus). */
  drawn: BlogPosts['status']
  posts: BlogPosts['items']
  notice: ReactNode
  waiting: BlogPosts['waiting']
  showWaiting: () => void
  /** The whole list's length while the built page stands for it (builtViewLength). */
  builtLength: number | undefined
  /** Where in the whole list `posts` start (itemsFrom). */
  builtFrom: number
  page: number
  /** Whether a post is meant for this host (the others are never drawn). */
  isShownHere: (post: BlogPost) => boolean
}

function NewsList({
  status,
  drawn,
  posts,
  notice,
  waiting,
  showWaiting,
  builtLength,
  builtFrom,
  page,
  isShownHere,
}: NewsListProps) {
  const { newsContent } = useNewsContent()
  const { search, setSearch } = useSearchText()
  // A search is the visitor's own new view: it draws from the newest list.
  useShowWaitingOnNewView(search, showWaiting)
  // The search box repaints at once; the grid catches up without holding keystrokes back. A cleared
  // search draws the first posts at once (Clear search focuses the first of them).
  const deferred = useDeferredValue(search)
  // Spaces alone are no search (they match every title): nothing to announce or print.
  const deferredSearch = search.trim() === '' || deferred.trim() === '' ? '' : deferred
  const matches = useMemo(() => posts.filter((post) => matchesSearch(post, deferredSearch)), [posts, deferredSearch])
  const asBuilt = deferredSearch ? undefined : builtLength
  // Under a search, a fresh list held back is news only for what the search finds: else drawn unsaid.
  const freshFound = useMemo(
    () =>
      waiting && deferredSearch
        ? waiting.items.filter((post) => isShownHere(post) && matchesSearch(post, deferredSearch))
        : undefined,
    [waiting, deferredSearch, isShownHere],
  )
  const waitingHere = useWaitingInView(waiting, showWaiting, matches, freshFound)
  const { shown, hasMore, awaitingMore, showMore, makeRoomFor, listStart, nextPage, ...paged } = useListPage(matches, {
    view: deferredSearch,
    plain: !deferredSearch,
    page,
    perBatch: POSTS_PER_BATCH,
    listPath: paths.news,
    builtLength: asBuilt,
    builtFrom,
    waiting: waitingHere,
    showWaiting,
  })
  // A numbered page past the list's end (it has grown shorter since the link was made).
  const pastEnd = listStart > 0 && drawn === 'ready' && shown.length === 0 && matches.length > 0
  const loadingShown = drawn === 'loading' && (asBuilt === undefined || awaitingMore)
  const noneFound = drawn === 'ready' && matches.length === 0
  // Heard, not shown (the grid shows them), once the typing pauses.
  const found = useSettled(
    drawn === 'ready' && deferredSearch && !noneFound ? newsContent.searchFound(matches.length) : '',
  )
  const grid = useRef<HTMLUListElement>(null)

  return (
    <>
      <NewsHero search={search} onSearch={setSearch} />
      <section
        className={`container ${styles.list}`}
        aria-label={newsContent.listLabel}
        aria-busy={loadingShown}
        // Read by the tests: the live list has arrived (or failed), whatever it changed on screen.
        data-list-status={status}
      >
        <ListRefreshNotice
          waiting={paged.waiting}
          onShow={showWaiting}
          makeRoomFor={makeRoomFor}
          shown={shown}
          list={grid}
          words={newsContent.refresh}
        />
        {notice}
        {search.trim() && <p className={`print-only ${styles.printedSearch}`}>{newsContent.printedSearch(search)}</p>}
        {page > 1 && !search.trim() && (
          <EarlierPageLink to={listPagePath(paths.news, page - 1)} label={newsContent.newerPosts} />
        )}
        <LocalErrorBoundary message={newsContent.listFailed}>
          <PostGrid posts={shown} search={search} listRef={grid} />
        </LocalErrorBoundary>
        {pastEnd && <PastListEnd text={newsContent.pastEnd} to={paths.news} label={newsContent.latestPosts} />}
        {hasMore && <ShowMore label={newsContent.showMore} onClick={showMore} list={grid} href={nextPage} />}
        {/* A new element when it starts floating: a node that moved would count as a layout shift. */}
        {loadingShown && (
          <Spinner key={posts.length > 0 ? 'more' : 'first'} label={newsContent.loading} floating={posts.length > 0} />
        )}
        {/* Always on the page, so that what a search found is read out (a live region that appears with
            its words already in it is not): nothing, shown, or how many, heard only. */}
        <div className={noneFound ? styles.empty : undefined}>
          <StatusRegion shown={noneFound}>
            {noneFound ? (posts.length === 0 ? newsContent.noPosts : newsContent.noMatch) : found}
          </StatusRegion>
          {noneFound && posts.length > 0 && (
            <>
              <p>{newsContent.titlesOnly}</p>
              <Button variant="secondary" onClick={() => updateAndFocusItem(grid, 0, () => setSearch(''))}>
                {newsContent.clearSearch}
              </Button>
            </>
          )}
        </div>
      </section>
    </>
  )
}
