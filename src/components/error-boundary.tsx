import { Component, type ErrorInfo, type ReactNode } from 'react'
import { Banner } from './banner'
import { Button } from './button'

interface LocalErrorBoundaryProps {
  /** What failed, in the reader's words, e.g. 'The job list could not be shown.' */
  message: string
  children: ReactNode
}

interface LocalErrorBoundaryState {
  error: Error | null
}

/** Keeps a part of a page that fails from taking the whole page down; offers to try again. */
export class LocalErrorBoundary extends Component<LocalErrorBoundaryProps, LocalErrorBoundaryState> {
  override state: LocalErrorBoundaryState = { error: null }

  static getDerivedStateFromError(error: Error): LocalErrorBoundaryState {
    return { error }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack)
  }

  override render() {
    if (!this.state.error) return this.props.children
    return (
      <Banner
        tone="error"
        action={
          <Button variant="secondary" onClick={() => this.setState({ error: null })}>
            Try again
          </Button>
        }
      >
        {this.props.message}
      </Banner>
    )
  }
}
