import { Component, type ErrorInfo, type ReactNode } from 'react'
import { Banner } from './banner'
import { useErrorContent } from '../i18n/content'
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
      <Banner tone="error" action={<TryAgain onClick={() => this.setState({ error: null })} />}>
        {this.props.message}
      </Banner>
    )
  }
}

/** The boundary's button, in the page's language (a class component cannot read it itself). */
function TryAgain({ onClick }: { onClick: () => void }) {
  const { controls } = useErrorContent()
  return (
    <Button variant="secondary" onClick={onClick}>
      {controls.tryAgain}
    </Button>
  )
}
