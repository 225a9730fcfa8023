import { useCallback, useEffect, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { paths } from '../../../config/paths'
import { useContactOutboxContent } from '../../../i18n/contact-outbox-content'
import { whereOnlyWhileOpen } from '../../../lib/background-sync'
import { queueContactMessage, useContactOutbox } from '../../../lib/contact-outbox'
import { OWN_REWRITE } from '../../../lib/history-entry'
import { useInBrowser } from '../../../lib/use-in-browser'
import { checkContactFields, CONTACT_SENTENCES } from '../../../shared/contact-exchange'
import type { ContactMessage } from '../../../shared/models'
import { isAllowedContactAddress } from '../allowed-addresses'
import { newClientMessageId, sendContactMessage } from '../api/send-contact-message'
import {
  contactSendEnded,
  EMPTY_MESSAGE,
  keepContactDraft,
  readContactDraft,
  sameMessage,
  withDraft,
} from '../contact-draft'
import { useContactContent } from '../use-contact-content'

export interface ContactBanner {
  tone: 'success' | 'error' | 'info'
  text: string
  /**
   * A new one for each banner shown: the same words after another Send are a new element, which a
   * screen reader announces again (an unchanged live region is not read twice).
   */
  id: number
  /** A banner saying a message was kept to be sent later: that message's clientMessageId. */
  keptMessageId?: string
}

type QueueReason = 'offline' | 'failed' | 'noAnswer'

/**
 * The contact form's state: values, sending, and the banner (docs/specification.md §4, §5 and §8).
 * A subject arriving as /contact?subject=… (a service's 'Contact Us for Consultation') fills the
 * field, then the address becomes plain /contact, the only address the form may be sent from. The
 * text is kept for the tab until it is sent (contact-draft.ts).
 */
export function useContactForm() {
  const { contactContent } = useContactContent()
  const { contactOutboxContent } = useContactOutboxContent()
  const whileOpen = whereOnlyWhileOpen(contactOutboxContent.onlyWhileOpen)
  const QUEUED_BECAUSE: Record<QueueReason, string> = {
    offline: contactOutboxContent.queuedOffline + whileOpen,
    failed: contactOutboxContent.queuedAfterFailure + whileOpen,
    noAnswer: contactOutboxContent.queuedAfterNoAnswer + whileOpen,
  }
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const prefill = params.get('subject')
  const [values, setValues] = useState<ContactMessage>(() => ({ ...EMPTY_MESSAGE, subject: prefill ?? '' }))
  const [seenPrefill, setSeenPrefill] = useState(prefill)
  if (prefill !== null && prefill !== seenPrefill) {
    setSeenPrefill(prefill)
    setValues((current) => ({ ...current, subject: prefill }))
  }
  useEffect(() => {
    if (prefill !== null) navigate(paths.contact, { replace: true, preventScrollReset: true, state: OWN_REWRITE })
  }, [prefill, navigate])

  const [sending, setSending] = useState(false)
  // The send under way, kept with the text: a page left before its answer leaves this id behind.
  const sendingId = useRef<string | undefined>(undefined)
  // A send cut short by the page being left (a reload, the tab closed): its id and text.
  const [cutShort, setCutShort] = useState<{ id: string; values: ContactMessage } | null>(null)
  // The kept text comes back in the first render in the browser: a built page's fields hydrate empty as
  // they were built, then fill. A field already filled (typed before the code came) keeps its own text.
  const inBrowser = useInBrowser()
  const [draftRead, setDraftRead] = useState(false)
  if (inBrowser && !draftRead) {
    setDraftRead(true)
    const draft = readContactDraft()
    if (draft) {
      setValues((current) => withDraft(current, draft.values))
      if (draft.sendingId) setCutShort({ id: draft.sendingId, values: draft.values })
    }
  }
  useEffect(() => {
    // The render that hydrates has not read what was kept: its empty fields must not replace it.
    if (!draftRead) return
    const cutShortId = cutShort && sameMessage(cutShort.values, values) ? cutShort.id : undefined
    keepContactDraft({ values, sendingId: sendingId.current ?? cutShortId })
  }, [draftRead, values, cutShort])

  const [banner, setShownBanner] = useState<ContactBanner | null>(null)
  // The messages sent from this form in this visit: a banner here says what became of each, kept ones
  // included, so the outbox need not say again that they will be sent. Added before the send, so the
  // outbox never shows, then withdraws, the sentence (a live region would read it out twice).
  const [sentFromForm, setSentFromForm] = useState<ReadonlySet<string>>(() => new Set())
  const bannersShown = useRef(0)
  const setBanner = useCallback(
    (next: Omit<ContactBanner, 'id'> | null) => setShownBanner(next && { ...next, id: (bannersShown.current += 1) }),
    [],
  )
  // A kept message's banner says it 'will be sent automatically'. Once the outbox reports it sent (or
  // refused), its own notice (ContactOutbox) says so and this banner would contradict it: it goes, in
  // the same render, so the two never show together. Only that message's banner: a later one stays.
  const { sent, refused } = useContactOutbox()
  const keptId = banner?.keptMessageId
  if (keptId !== undefined && [...sent, ...refused].some((entry) => entry.clientMessageId === keptId)) {
    setShownBanner(null)
  }

  const setField = (field: keyof ContactMessage, value: string) =>
    setValues((current) => ({ ...current, [field]: value }))

  // Clears the fields of what was sent (or queued) only: a message put back while it was sending stays.
  const clearIfUnchanged = (sent: ContactMessage) =>
    setValues((current) => (current === sent ? EMPTY_MESSAGE : current))

  /**
   * No connection: the message waits in the queue (IndexedDB) and is delivered later, so the form is
   * free again. Where the browser cannot store it, the text stays in the form. One the endpoint would
   * refuse (too long, a bad address) is not kept: its answer is given now, the text still in the form,
   * rather than at a delivery the visitor may never see. Answers whether it was kept.
   */
  const keepForLater = async (message: ContactMessage, clientMessageId: string, reason: QueueReason) => {
    const { problems } = checkContactFields(message)
    if (problems.length > 0) {
      setBanner({ tone: 'error', text: contactContent.serverAnswer(problems.join(' ')) })
      return false
    }
    if (await queueContactMessage(message, clientMessageId)) {
      setBanner({ tone: 'info', text: QUEUED_BECAUSE[reason], keptMessageId: clientMessageId })
      clearIfUnchanged(message)
      return true
    }
    setBanner({ tone: 'error', text: reason === 'offline' ? contactOutboxContent.notKept : contactContent.failed })
    return false
  }

  /** `robotSuspected`: the field no person sees has been filled in (contact-form.tsx). */
  const submit = async ({ robotSuspected = false } = {}) => {
    if (sending) return
    setBanner(null)
    // The address rule is checked now, when Send is pressed, never at a later delivery.
    if (!isAllowedContactAddress(window.location.href)) {
      setBanner({ tone: 'error', text: contactContent.wrongAddress })
      return
    }
    // A spam robot is told what a person would be, so it learns nothing; nothing is sent.
    if (robotSuspected) {
      setBanner({ tone: 'success', text: contactContent.serverAnswer(CONTACT_SENTENCES.sent) })
      clearIfUnchanged(values)
      return
    }
    setSending(true)
    const message = values
    // The message a send cut short was sending goes again as that one: the endpoint keeps it once.
    const clientMessageId = cutShort && sameMessage(cutShort.values, message) ? cutShort.id : newClientMessageId()
    setCutShort(null)
    setSentFromForm((ids) => new Set(ids).add(clientMessageId))
    sendingId.current = clientMessageId
    keepContactDraft({ values: message, sendingId: clientMessageId })
    let taken = false
    try {
      if (!navigator.onLine) {
        taken = await keepForLater(message, clientMessageId, 'offline')
        return
      }
      const result = await sendContactMessage(message, clientMessageId)
      if (result.kind === 'success') {
        taken = true
        setBanner({ tone: 'success', text: contactContent.serverAnswer(result.serverMessage) })
        clearIfUnchanged(message)
      } else if (result.kind === 'refused') {
        setBanner({ tone: 'error', text: contactContent.serverAnswer(result.serverMessage) })
      } else {
        console.error('Error sending the contact message:', result.reason)
        // No answer, none in time, or a server error: queue it (its id makes a double delivery harmless).
        taken = await keepForLater(message, clientMessageId, result.cause === 'network' ? 'failed' : 'noAnswer')
      }
    } catch (error) {
      console.error('Error sending the contact message:', error)
      setBanner({ tone: 'error', text: contactContent.failed })
    } finally {
      sendingId.current = undefined
      // Directly, not through the render: the visitor may have gone to another page meanwhile.
      contactSendEnded(clientMessageId, message, taken)
      setSending(false)
    }
  }

  /** Puts a message the endpoint refused back into the fields, to be corrected and sent again. */
  const restore = (message: ContactMessage) => {
    setBanner(null)
    setValues(message)
  }

  const hasText = Object.values(values).some((value) => value.trim() !== '')
  // Said while the text is the one that was being sent: changed, it is another message.
  const sendCutShort = cutShort !== null && sameMessage(cutShort.values, values)

  return { values, setField, sending, banner, submit, restore, hasText, sentFromForm, sendCutShort }
}
