import { useParams } from 'react-router-dom'
import { PageMeta } from '../../components/page-meta'
import { paths } from '../../config/paths'
import { NewsScreen } from '../../features/news/components/news-screen'
import { useNewsContent } from '../../features/news/use-news-content'

// /news and /news/:id. A post's detail sets its own title and description.
export function Component() {
  const { id } = useParams()
  const { newsContent } = useNewsContent()
  return (
    <>
      {id === undefined && (
        <PageMeta title={newsContent.pageTitle} description={newsContent.pageDescription} path={paths.news} />
      )}
      <NewsScreen postId={id} />
    </>
  )
}
