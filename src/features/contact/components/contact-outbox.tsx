import { useEffect, useId, useRef, useState } from 'react'
import { Banner } from '../../../components/banner'
import { Button } from '../../../components/button'
import { useContactOutboxContent } from '../../../i18n/contact-outbox-content'
import { whereOnlyWhileOpen } from '../../../lib/background-sync'
import {
  discardQueuedMessage,
  dismissSentNotice,
  takeBackQueuedMessage,
  useContactOutbox,
} from '../../../lib/contact-outbox'
import type { ContactMessage } from '../../../shared/models'
import type { QueuedContact } from '../../../shared/offline-db'
import { StatusRegion } from '../../../components/status-region'
import { useAnnouncement, type Announcements } from '../../../lib/use-announcement'
import { useFocusKeptOnPage } from '../../../lib/use-focus-kept-on-page'
import { useSentToSay } from '../../../lib/use-sent-to-say'
import { useContactContent } from '../use-contact-content'
import styles from './contact-outbox.module.css'

interface ContactOutboxProps {
  /** Puts a waiting or refused message back into the form (its id: sent again unchanged, it goes as that one). */
  onPutBack: (message: ContactMessage, clientMessageId: string) => void
  /** The form holds text that putting a message back would replace. */
  formHasText: boolean
  /** The messages sent from the form in this visit: its banner has said each will be sent automatically. */
  sentFromForm: ReadonlySet<string>
}

/**
 * The messages written offline, on the Contact page: how many wait, which were sent, and each one
 * the endpoint refused, with its answer and the way back into the form, so no text is lost.
 */
export function ContactOutbox({ onPutBack, formHasText, sentFromForm }: ContactOutboxProps) {
  const words = useContactOutboxContent().contactOutboxContent
  const { serverAnswer } = useContactContent().contactContent
  const { waiting, refused, sent } = useContactOutbox()
  const id = useId()
  // A message delivered while the visitor is here is said from a region that stands on the page before
  // it (the banner that shows it arrives with its words, which a screen reader may not say).
  const [said, setSaid] = useState<Announcements<'sent' | 'waiting'>>({})
  const justSent = useSentToSay(sent)
  useAnnouncement(setSaid, 'sent', justSent.map((notice) => words.sent(notice.subject)).join(' '), justSent)
  const anything = waiting.length > 0 || refused.length > 0 || sent.length > 0
  const toldByForm = waiting.every((entry) => sentFromForm.has(entry.clientMessageId))
  const waitingHint = toldByForm
    ? ''
    : ` ${waiting.length === 1 ? words.waitingHint : words.waitingHintMany}${whereOnlyWhileOpen(words.onlyWhileOpen)}`
  // The count, said as it changes; not the list with its buttons, which a region would read out whole.
  useAnnouncement(setSaid, 'waiting', waiting.length > 0 ? `${words.waitingCount(waiting.length)}.${waitingHint}` : '')

  // The message waiting for a delivery round to end before it can be taken back (the round may be
  // sending the message, and others after it). Whether the form is still here, and what it holds, is
  // read when the message can be taken: the visitor may have left or typed meanwhile.
  const [takingBack, setTakingBack] = useState<string | null>(null)
  const here = useRef(false)
  const typed = useRef(formHasText)
  useEffect(() => {
    typed.current = formHasText
  }, [formHasText])
  useEffect(() => {
    here.current = true
    return () => {
      here.current = false
    }
  }, [])
  const putBack = async ({ clientMessageId, message: { subject } }: QueuedContact) => {
    if (takingBack) return
    setTakingBack(clientMessageId)
    const message = await takeBackQueuedMessage(
      clientMessageId,
      () => here.current && (!typed.current || window.confirm(words.replaceTyped(subject))),
    )
    setTakingBack(null)
    if (message) onPutBack(message, clientMessageId)
  }
  const putBackButton = (entry: QueuedContact, variant: 'secondary' | 'ghost') => (
    <Button
      variant={variant}
      onClick={() => void putBack(entry)}
      aria-describedby={`${id}-${entry.clientMessageId}`}
      aria-disabled={takingBack === entry.clientMessageId || undefined}
    >
      {takingBack === entry.clientMessageId ? words.takingBack : words.putBack}
    </Button>
  )

  const outbox = useRef<HTMLDivElement>(null)
  useFocusKeptOnPage(outbox)

  return (
    <div ref={outbox}>
      {/* First, whatever else shows: a region made anew as the first notice comes would arrive with its words. */}
      <StatusRegion shown={false}>{said.sent}</StatusRegion>
      <StatusRegion shown={false}>{said.waiting}</StatusRegion>
      {anything && (
        <div className={styles.outbox}>
          {waiting.length > 0 && (
            <Banner tone="info" live={false}>
              <strong>{words.waitingCount(waiting.length)}</strong>.{waitingHint}
              <ul className={styles.subjects}>
                {waiting.map((entry) => (
                  <li key={entry.clientMessageId} className={styles.waiting}>
                    <span id={`${id}-${entry.clientMessageId}`}>{words.quoted(entry.message.subject)}</span>{' '}
                    {/* To change it before it goes (an address mistyped offline), as a refused one. The space
                        lets it wrap under the subject: none may break after a closing quote. */}
                    {putBackButton(entry, 'ghost')}
                  </li>
                ))}
              </ul>
            </Banner>
          )}
          {sent.map((notice) => (
            <Banner
              key={notice.clientMessageId}
              tone="success"
              live={false}
              action={
                <Button
                  variant="ghost"
                  onClick={() => dismissSentNotice(notice.clientMessageId)}
                  aria-describedby={`${id}-${notice.clientMessageId}`}
                >
                  {words.dismiss}
                </Button>
              }
            >
              {/* Which message each button is for (several may show), heard with the button. */}
              <span id={`${id}-${notice.clientMessageId}`}>{words.sent(notice.subject)}</span>
            </Banner>
          ))}
          {refused.map((entry) => (
            <Banner
              key={entry.clientMessageId}
              tone="error"
              action={
                <div className={styles.actions}>
                  {putBackButton(entry, 'secondary')}
                  <Button
                    variant="ghost"
                    onClick={() => void discardQueuedMessage(entry.clientMessageId)}
                    aria-describedby={`${id}-${entry.clientMessageId}`}
                  >
                    {words.discard}
                  </Button>
                </div>
              }
            >
              <span id={`${id}-${entry.clientMessageId}`}>
                {words.refused(entry.message.subject, serverAnswer(entry.lastError ?? ''))}
              </span>
            </Banner>
          ))}
        </div>
      )}
    </div>
  )
}
