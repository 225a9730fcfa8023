import { useState } from 'react'
import { useLocation } from 'react-router-dom'
import { Button, ButtonLink } from '../../../components/button'
import { paths } from '../../../config/paths'
import { useContactOutboxContent } from '../../../i18n/contact-outbox-content'
import { dismissSentNotice, useContactOutbox } from '../../../lib/contact-outbox'
import styles from './app-notices.module.css'

/**
 * The contact queue seen from any other screen: how many messages wait, which were just sent, and
 * that a refused one is kept. The Contact screen shows the full details itself.
 */
export function OutboxNotice() {
  const words = useContactOutboxContent().contactOutboxContent
  const { pathname } = useLocation()
  const { waiting, refused, sent } = useContactOutbox()
  // Dismissed, the count stays away until it changes (on a phone the notice covers the top of the page).
  const [dismissedCount, setDismissedCount] = useState(0)
  if (pathname === paths.contact) return null
  return (
    <>
      {waiting.length > 0 && waiting.length !== dismissedCount && (
        <div className={styles.notice}>
          <p className={styles.text} role="status">
            <strong>{words.waitingCount(waiting.length)}</strong>.{' '}
            {waiting.length === 1 ? words.waitingHint : words.waitingHintMany}
          </p>
          <Button variant="ghost" onClick={() => setDismissedCount(waiting.length)}>
            {words.dismiss}
          </Button>
        </div>
      )}
      {sent.map((notice) => (
        <div key={notice.clientMessageId} className={`${styles.notice} ${styles.success}`}>
          <p className={styles.text} role="status">
            {words.sent(notice.subject)}
          </p>
          <Button variant="ghost" onClick={() => dismissSentNotice(notice.clientMessageId)}>
            {words.dismiss}
          </Button>
        </div>
      ))}
      {refused.length > 0 && (
        <div className={`${styles.notice} ${styles.error}`}>
          <p className={styles.text} role="status">
            {words.refusedElsewhere}
          </p>
          <ButtonLink variant="secondary" to={paths.contact}>
            {words.openContact}
          </ButtonLink>
        </div>
      )}
    </>
  )
}
