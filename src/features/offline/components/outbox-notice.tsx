import { useState } from 'react'
import { useLocation } from 'react-router-dom'
import { Button, ButtonLink } from '../../../components/button'
import { paths } from '../../../config/paths'
import { useContactOutboxContent } from '../../../i18n/contact-outbox-content'
import { dismissSentNotice, useContactOutbox } from '../../../lib/contact-outbox'
import { CornerNotice } from './corner-notice'

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
      <CornerNotice
        message={
          waiting.length > 0 && waiting.length !== dismissedCount ? (
            <>
              <strong>{words.waitingCount(waiting.length)}</strong>.{' '}
              {waiting.length === 1 ? words.waitingHint : words.waitingHintMany}
            </>
          ) : null
        }
        actions={
          <Button variant="ghost" onClick={() => setDismissedCount(waiting.length)}>
            {words.dismiss}
          </Button>
        }
      />
      {sent.map((notice) => (
        <CornerNotice
          key={notice.clientMessageId}
          tone="success"
          message={words.sent(notice.subject)}
          actions={
            <Button variant="ghost" onClick={() => dismissSentNotice(notice.clientMessageId)}>
              {words.dismiss}
            </Button>
          }
        />
      ))}
      <CornerNotice
        tone="error"
        message={refused.length > 0 ? words.refusedElsewhere : null}
        actions={
          <ButtonLink variant="secondary" to={paths.contact}>
            {words.openContact}
          </ButtonLink>
        }
      />
    </>
  )
}
