import type { ReactNode } from 'react'
import { StatusRegion } from '../../../components/status-region'
import { useWordsAfterArrival } from '../../../lib/use-words-after-arrival'
import styles from './app-notices.module.css'

interface CornerNoticeProps {
  /** What it says; null while it has nothing to say (it stays on the page, hidden, taking no room). */
  message: ReactNode | null
  /** Its buttons, shown with the message. */
  actions: ReactNode
  tone?: 'success' | 'error'
}

/**
 * One notice of the corner stack, its message in a status region that is on the page before it (a
 * screen reader announces it then). Rendered while it has nothing to say, so that a later message is
 * read out too; on arriving (its code loaded once the page was idle, a message just sent) it shows
 * once its region has settled.
 */
export function CornerNotice({ message, actions, tone }: CornerNoticeProps) {
  const shown = useWordsAfterArrival(message)
  if (shown === null)
    return (
      // Out of the stack's flow while hidden: it adds no gap between the notices on show.
      <div className="visually-hidden">
        <StatusRegion />
      </div>
    )
  return (
    <div className={tone ? `${styles.notice} ${styles[tone]}` : styles.notice}>
      <StatusRegion className={styles.text}>{shown}</StatusRegion>
      {actions}
    </div>
  )
}
