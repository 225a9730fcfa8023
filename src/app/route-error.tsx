import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom'
import { Button } from '../components/button'
import { ErrorScreen, errorScreenStyles } from '../components/error-screen'
import { PageMeta } from '../components/page-meta'
import { paths } from '../config/paths'
import { asChunkLoadError } from './chunk-error'
import { NotFoundScreen } from './routes/not-found'

/** What a route error says to the reader: the status text, or the error's message. */
function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim()
  const chunk = asChunkLoadError(error)
  if (chunk) return chunk.message
  if (error instanceof Error) return error.message
  return typeof error === 'string' ? error : 'Unknown error'
}

/** The route error boundary: 404s get the not-found screen, anything else the error screen. */
export function RouteErrorScreen() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />
  if (import.meta.env.DEV) console.error(error)
  const isChunk = asChunkLoadError(error) !== null
  return (
    <ErrorScreen
      heading="Unexpected Application Error!"
      detail={describe(error)}
      actions={
        <>
          <Button onClick={() => window.location.reload()}>Reload the page</Button>
          <Link to={paths.home}>Go to the home page</Link>
        </>
      }
    >
      <PageMeta title="Something went wrong" description="An unexpected error stopped this page from loading." />
      {isChunk && <p>A part of the site could not be downloaded. Check your connection, then reload.</p>}
      {import.meta.env.DEV && error instanceof Error && <pre className={errorScreenStyles.stack}>{error.stack}</pre>}
    </ErrorScreen>
  )
}
