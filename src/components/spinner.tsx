import styles from './spinner.module.css'

interface SpinnerProps {
  /** Text shown beside the spinner and announced to screen readers. */
  label: string
}

/** A loading indicator with its message, announced politely. */
export function Spinner({ label }: SpinnerProps) {
  return (
    <div className={styles.wrap} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  )
}
