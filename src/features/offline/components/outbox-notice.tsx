import { useLocation } from 'react-router-dom'
import { Button, ButtonLink } from '../../../components/button'
import { paths } from '../../../config/paths'
import { dismissSentNotice, useContactOutbox } from '../../../lib/contact-outbox'
import { offlineContent } from '../offline-content'
import styles from './app-notices.module.css'

/**
 * The contact queue seen from any other screen: how many messages wait, which were just sent, and
 * that a refused one is kept. The Contact screen shows the full details itself.
 */
export function OutboxNotice() {
  const { pathname } = useLocation()
  const { waiting, refused, sent } = useContactOutbox()
  if (pathname === paths.contact) return null
  return (
    <>
      {waiting.length > 0 && (
        <div className={styles.notice} role="status">
          <p className={styles.text}>
            <strong>{offlineContent.waitingCount(waiting.length)}</strong>.{' '}
            {waiting.length === 1 ? offlineContent.waitingHint : offlineContent.waitingHintMany}
          </p>
        </div>
      )}
      {sent.map((notice) => (
        <div key={notice.clientMessageId} className={`${styles.notice} ${styles.success}`} role="status">
          <p className={styles.text}>{offlineContent.sent(notice.subject)}</p>
          <Button variant="ghost" onClick={() => dismissSentNotice(notice.clientMessageId)}>
            {offlineContent.dismiss}
          </Button>
        </div>
      ))}
      {refused.length > 0 && (
        <div className={`${styles.notice} ${styles.error}`} role="status">
          <p className={styles.text}>{offlineContent.refused}</p>
          <ButtonLink variant="secondary" to={paths.contact}>
            {offlineContent.openContact}
          </ButtonLink>
        </div>
      )}
    </>
  )
}
