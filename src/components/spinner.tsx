import styles from './spinner.module.css'

interface SpinnerProps {
  /** Text shown beside the spinner and announced to screen readers. */
  label: string
  /**
   * Float over the page's bottom edge instead of taking a place in the flow: for "still loading"
   * below content that keeps growing, which would otherwise push an in-flow spinner down (a layout
   * shift) each time a page arrives.
   */
  floating?: boolean
}

/** A loading indicator with its message, announced politely. */
export function Spinner({ label, floating = false }: SpinnerProps) {
  return (
    <div className={[styles.wrap, floating && styles.floating, 'screen-only'].filter(Boolean).join(' ')} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  )
}
