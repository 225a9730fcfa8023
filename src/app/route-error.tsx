import { Component, startTransition, useEffect, type ErrorInfo, type ReactNode } from 'react'
import { Link } from '../components/link'
import { Button } from '../components/button'
import { ErrorScreen, errorScreenStyles } from '../components/error-screen'
import { PageMeta } from '../components/page-meta'
import { paths } from '../config/paths'
import { useErrorContent } from '../i18n/content'
import { useLocale } from '../i18n/translatable'
import { HTML_LANG, type Locale } from '../shared/locales'
import { CODE_RELOAD_INTERVAL_MS, RELOADED_FOR_CODE_KEY } from '../shared/app-ready'
import { readStored, writeStored } from '../lib/web-storage'
import { asChunkLoadError } from './chunk-error'
import { forgetFailedScreens } from './lazy-screen'

type RouteErrorWords = ReturnType<typeof useErrorContent>['routeError']

/** A thrown answer's status text (a Response, React Router's error response): docs/specification.md §8. */
const statusTextOf = (error: unknown): string | undefined => {
  const statusText = (error as { statusText?: unknown } | null)?.statusText
  return typeof statusText === 'string' ? statusText : undefined
}

/**
 * What a screen's error says to the reader: the chunk that failed to download, in the page's language,
 * or the error's own message, which is English (the engine's or ours) and marked so on a French page.
 */
function describe(error: unknown, words: RouteErrorWords, locale: Locale): ReactNode {
  const chunk = asChunkLoadError(error)
  if (chunk) return words.chunkNamed(chunk.file)
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : statusTextOf(error)
  if (!message) return words.unknownError
  return locale === 'en' ? message : <span lang={HTML_LANG.en}>{message}</span>
}

/**
 * Online, a screen's code that cannot be downloaded most often belongs to a version deployed over since
 * this page loaded (its files are gone, and the new version's worker dropped them): reloading brings the
 * new version.
 */
function reloadForNewVersion(): void {
  const last = readStored('session', RELOADED_FOR_CODE_KEY)
  // Unusable storage could not stop a reload loop: no reload then.
  if (last === undefined || Date.now() - Number(last ?? 0) < CODE_RELOAD_INTERVAL_MS) return
  if (writeStored('session', RELOADED_FOR_CODE_KEY, String(Date.now()))) window.location.reload()
}

/**
 * The error screen: what went wrong, a reload and a way home. A screen whose code could not be
 * downloaded reloads the page once while online (a new version), and is drawn again by `retry` once
 * the browser is back online.
 */
export function RouteErrorScreen({ error, retry }: { error: unknown; retry?: () => void }) {
  const { routeError } = useErrorContent()
  const chunk = asChunkLoadError(error)
  const isChunk = chunk !== null
  // Code that is only slow (a stalled connection) is no new version: the visitor chooses to reload.
  const newVersionLikely = isChunk && !chunk.stalled
  useEffect(() => {
    if (newVersionLikely && navigator.onLine) reloadForNewVersion()
  }, [newVersionLikely])
  useEffect(() => {
    if (!isChunk || !retry) return
    window.addEventListener('online', retry)
    return () => window.removeEventListener('online', retry)
  }, [isChunk, retry])
  return (
    <ErrorScreen
      heading={routeError.heading}
      detail={describe(error, routeError, useLocale())}
      actions={
        <>
          <Button onClick={() => window.location.reload()}>{routeError.reload}</Button>
          <Link to={paths.home}>{routeError.home}</Link>
        </>
      }
    >
      <PageMeta title={routeError.title} description={routeError.description} />
      {isChunk && <p>{routeError.chunkFailed}</p>}
      {import.meta.env.DEV && error instanceof Error && <pre className={errorScreenStyles.stack}>{error.stack}</pre>}
    </ErrorScreen>
  )
}

interface RouteErrorBoundaryState {
  /** Wrapped, so that a thrown `undefined` still counts as an error. */
  caught: { error: unknown } | null
}

/** A screen that throws (or whose code cannot be downloaded) shows the error screen instead. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { caught: null }

  static getDerivedStateFromError(error: unknown): RouteErrorBoundaryState {
    return { caught: { error } }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    forgetFailedScreens()
    if (import.meta.env.DEV) console.error(error, info.componentStack)
  }

  // As a navigation does: the error screen stays until the screen's code has arrived.
  private readonly retry = () => startTransition(() => this.setState({ caught: null }))

  override render() {
    return this.state.caught ? (
      <RouteErrorScreen error={this.state.caught.error} retry={this.retry} />
    ) : (
      this.props.children
    )
  }
}
