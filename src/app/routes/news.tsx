import { useParams, useSearchParams } from 'react-router-dom'
import { PageMeta } from '../../components/page-meta'
import { paths } from '../../config/paths'
import { NewsScreen } from '../../features/news/components/news-screen'
import { useNewsContent } from '../../features/news/use-news-content'
import { useLocale } from '../../i18n/translatable'
import { listPagePath } from '../../shared/list-page-addresses'
import { useListPageNumber } from './list-page-number'

// /news, its numbered pages (/news/page/2) and /news/:id. A post's detail sets its own title and description.
export function Component() {
  const { id } = useParams()
  const { newsContent } = useNewsContent()
  const locale = useLocale()
  const [params] = useSearchParams()
  const page = useListPageNumber(paths.news)
  if (typeof page !== 'number') return page
  // Searched, the list starts from its top: the list's page, not a numbered one.
  const numbered = page > 1 && !params.get('q')?.trim()
  return (
    <>
      {id === undefined && (
        <PageMeta
          title={numbered ? newsContent.pageTitleOf(page) : newsContent.pageTitle}
          description={newsContent.pageDescription}
          path={listPagePath(paths.news, numbered ? page : 1)}
          // Each language's news lists its own posts: its numbered pages are its own.
          writtenIn={numbered ? locale : undefined}
        />
      )}
      <NewsScreen postId={id} page={page} />
    </>
  )
}
