import type { ReactNode } from 'react'
import styles from './banner.module.css'

export type BannerTone = 'success' | 'error' | 'info'

interface BannerProps {
  tone: BannerTone
  children: ReactNode
  /** Optional controls (e.g. a Retry button) shown after the message. */
  action?: ReactNode
}

/**
 * A message band. Errors use role=alert (announced at once); success and info use role=status
 * (announced politely).
 */
export function Banner({ tone, children, action }: BannerProps) {
  return (
    <div className={`${styles.banner} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      <div className={styles.message}>{children}</div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  )
}
