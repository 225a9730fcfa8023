import type { ReactNode, Ref } from 'react'
import styles from './banner.module.css'

export type BannerTone = 'success' | 'error' | 'info'

interface BannerProps {
  tone: BannerTone
  children: ReactNode
  /** Optional controls (e.g. a Retry button) shown after the message. */
  action?: ReactNode
  /** For a banner that answers the visitor's action: the screen moves focus (and the view) to it. */
  ref?: Ref<HTMLDivElement>
  /**
   * False for a banner that is no live region of its own: shown inside a StatusRegion, which announces
   * it, or found with the page rather than said in answer (a live region that arrives with its words may
   * not be read out anyway).
   */
  live?: boolean
}

/**
 * A message band. Errors use role=alert (announced at once); success and info use role=status
 * (announced politely).
 */
export function Banner({ tone, children, action, ref, live = true }: BannerProps) {
  return (
    <div
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      className={`${styles.banner} ${styles[tone]}`}
      role={live ? (tone === 'error' ? 'alert' : 'status') : undefined}
    >
      <div className={styles.message}>{children}</div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  )
}
