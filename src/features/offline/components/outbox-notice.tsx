import { useId, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { Button, ButtonLink } from '../../../components/button'
import { paths } from '../../../config/paths'
import { useContactOutboxContent } from '../../../i18n/contact-outbox-content'
import { whereOnlyWhileOpen } from '../../../lib/background-sync'
import { dismissSentNotice, useContactOutbox } from '../../../lib/contact-outbox'
import { useAnnouncement } from '../../../lib/use-announcement'
import { useSentToSay } from '../../../lib/use-sent-to-say'
import type { SetAnnouncements } from './app-notices'
import styles from './app-notices.module.css'

/**
 * The contact queue seen from any other screen: how many messages wait, which were just sent, and
 * that a refused one is kept. The Contact screen shows the full details itself.
 */
export function OutboxNotice({ announce }: { announce: SetAnnouncements }) {
  const words = useContactOutboxContent().contactOutboxContent
  const { pathname } = useLocation()
  // Several notices may show, each with a Dismiss: each button is heard with its notice's words.
  const id = useId()
  const { waiting, refused, sent, unsentFromForm } = useContactOutbox()
  // Dismissed, a notice stays away until a message comes that it has not shown (on a phone the notice
  // covers the top of the page).
  const [dismissed, setDismissed] = useState<readonly string[]>([])
  const shown = pathname !== paths.contact
  // A message sent is said as its notice comes into the corner, unless Contact said it: once in all.
  const justSent = useSentToSay(shown ? sent : [])
  const waitingShown = shown && waiting.some((entry) => !dismissed.includes(entry.clientMessageId))
  // Refused in the queue, or sent from the form and answered once the visitor had left it: kept at Contact.
  const notSent = [...refused.map((entry) => entry.clientMessageId), ...(unsentFromForm ? [unsentFromForm] : [])]
  const notSentShown = shown && notSent.some((id) => !dismissed.includes(id))
  const waitingHint =
    (waiting.length === 1 ? words.waitingHint : words.waitingHintMany) + whereOnlyWhileOpen(words.onlyWhileOpen)
  useAnnouncement(announce, 'waiting', waitingShown ? `${words.waitingCount(waiting.length)}. ${waitingHint}` : '')
  useAnnouncement(announce, 'sent', justSent.map((notice) => words.sent(notice.subject)).join(' '), justSent)
  useAnnouncement(announce, 'refused', notSentShown ? words.refusedElsewhere : '')
  if (!shown) return null
  return (
    <>
      {waitingShown && (
        <div className={styles.notice}>
          <p className={styles.text} id={`${id}-waiting`}>
            <strong>{words.waitingCount(waiting.length)}</strong>. {waitingHint}
          </p>
          <Button
            variant="ghost"
            onClick={() => setDismissed((ids) => [...ids, ...waiting.map((entry) => entry.clientMessageId)])}
            aria-describedby={`${id}-waiting`}
          >
            {words.dismiss}
          </Button>
        </div>
      )}
      {sent.map((notice, index) => (
        <div key={notice.clientMessageId} className={`${styles.notice} ${styles.success}`}>
          <p className={styles.text} id={`${id}-sent-${index}`}>
            {words.sent(notice.subject)}
          </p>
          <Button
            variant="ghost"
            onClick={() => dismissSentNotice(notice.clientMessageId)}
            aria-describedby={`${id}-sent-${index}`}
          >
            {words.dismiss}
          </Button>
        </div>
      ))}
      {notSentShown && (
        <div className={`${styles.notice} ${styles.error}`}>
          <p className={styles.text} id={`${id}-not-sent`}>
            {words.refusedElsewhere}
          </p>
          <div className={styles.actions}>
            <ButtonLink variant="secondary" to={paths.contact}>
              {words.openContact}
            </ButtonLink>
            <Button
              variant="ghost"
              onClick={() => setDismissed((ids) => [...ids, ...notSent])}
              aria-describedby={`${id}-not-sent`}
            >
              {words.dismiss}
            </Button>
          </div>
        </div>
      )}
    </>
  )
}
