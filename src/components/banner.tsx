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
  /** Shown inside a StatusRegion, which announces it: the banner is then no live region itself. */
  inStatusRegion?: boolean
}

/**
 * A message band. Errors use role=alert (announced at once); success and info use role=status
 * (announced politely).
 */
export function Banner({ tone, children, action, ref, inStatusRegion = false }: BannerProps) {
  return (
    <div
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      className={`${styles.banner} ${styles[tone]}`}
      role={inStatusRegion ? undefined : tone === 'error' ? 'alert' : 'status'}
    >
      <div className={styles.message}>{children}</div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  )
}
