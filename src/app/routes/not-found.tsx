import { Link } from 'react-router-dom'
import { ButtonLink } from '../../components/button'
import { ErrorScreen } from '../../components/error-screen'
import { PageMeta } from '../../components/page-meta'
import { paths } from '../../config/paths'

export function NotFoundScreen() {
  return (
    <ErrorScreen
      heading="Page not found"
      detail="The page you are looking for does not exist or has moved."
      actions={
        <>
          <ButtonLink to={paths.home}>Go to the home page</ButtonLink>
          <Link to={paths.services}>Browse our services</Link>
          <Link to={paths.contact}>Contact us</Link>
        </>
      }
    >
      <PageMeta title="Page not found" description="The page you are looking for does not exist or has moved." />
    </ErrorScreen>
  )
}
