import { Link } from '../../components/link'
import { ButtonLink } from '../../components/button'
import { ErrorScreen } from '../../components/error-screen'
import { PageMeta } from '../../components/page-meta'
import { paths } from '../../config/paths'
import { useErrorContent } from '../../i18n/content'

export function NotFoundScreen() {
  const { notFound } = useErrorContent()
  return (
    <ErrorScreen
      heading={notFound.heading}
      detail={notFound.detail}
      actions={
        <>
          <ButtonLink to={paths.home}>{notFound.home}</ButtonLink>
          <Link to={paths.services}>{notFound.services}</Link>
          <Link to={paths.contact}>{notFound.contact}</Link>
        </>
      }
    >
      <PageMeta title={notFound.heading} description={notFound.detail} />
    </ErrorScreen>
  )
}
