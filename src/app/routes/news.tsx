import { Navigate, useParams } from 'react-router-dom'
import { PageMeta } from '../../components/page-meta'
import { paths } from '../../config/paths'
import { NewsScreen } from '../../features/news/components/news-screen'
import { useNewsContent } from '../../features/news/use-news-content'
import { useLocale } from '../../i18n/translatable'
import { pageNumberOf } from '../../shared/list-batches'
import { listPagePath } from '../../shared/list-page-addresses'
import { NotFoundScreen } from './not-found'

// /news, its numbered pages (/news/page/2) and /news/:id. A post's detail sets its own title and description.
export function Component() {
  const { id, page: segment } = useParams()
  const { newsContent } = useNewsContent()
  const locale = useLocale()
  const page = segment === undefined ? 1 : pageNumberOf(segment)
  if (page === undefined) return segment === '1' ? <Navigate to={paths.news} replace /> : <NotFoundScreen />
  return (
    <>
      {id === undefined && (
        <PageMeta
          title={page > 1 ? newsContent.pageTitleOf(page) : newsContent.pageTitle}
          description={newsContent.pageDescription}
          path={listPagePath(paths.news, page)}
          // Each language's news lists its own posts: its numbered pages are its own.
          writtenIn={page > 1 ? locale : undefined}
        />
      )}
      <NewsScreen postId={id} page={page} />
    </>
  )
}
