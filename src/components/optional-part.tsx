import { Component, Suspense, type ReactNode } from 'react'

interface OptionalPartProps {
  /** Shown while its code loads, and instead of it if the code cannot be fetched. */
  fallback?: ReactNode
  children: ReactNode
}

/**
 * A lazily drawn part the page can do without (a corner notice, the share buttons). If its code cannot
 * be fetched (the connection dropped before it arrived), the page goes on without it: the failure must
 * not reach the page's error screen, which would take away what the visitor was reading or typing.
 */
export class OptionalPart extends Component<OptionalPartProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: Error) {
    console.warn('An optional part of the page could not be drawn:', error.message)
  }

  override render() {
    const { fallback = null, children } = this.props
    if (this.state.failed) return fallback
    return <Suspense fallback={fallback}>{children}</Suspense>
  }
}
