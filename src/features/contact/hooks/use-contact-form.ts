import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { paths } from '../../../config/paths'
import { useContactOutboxContent } from '../../../i18n/contact-outbox-content'
import { whereOnlyWhileOpen } from '../../../lib/background-sync'
import { useContactOutbox } from '../../../lib/contact-outbox'
import { OWN_REWRITE } from '../../../lib/history-entry'
import { useInBrowser } from '../../../lib/use-in-browser'
import { CONTACT_LIMITS, CONTACT_SENTENCES } from '../../../shared/contact-exchange'
import type { ContactMessage } from '../../../shared/models'
import { asQuery, isAllowedContactAddress, queryLeftOnContact } from '../allowed-addresses'
import { newClientMessageId } from '../api/send-contact-message'
import {
  contactDraftsKept,
  EMPTY_MESSAGE,
  keepContactDraft,
  readContactDraft,
  sameMessage,
  withDraft,
  type UnansweredSend,
} from '../contact-draft'
import {
  answerAfterFormLeft,
  awaitAnswer,
  sendFromForm,
  sendUnderWay,
  untoldAnswer,
  untoldAnswerSaid,
  type FormSendOutcome,
  type QueueReason,
} from '../send-from-form'
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

/** A link's ?subject=, as the field shows it: one line, at most what the endpoint takes. */
const subjectOf = (given: string | null) =>
  given === null ? null : [...given.replace(/\s+/g, ' ').trim()].slice(0, CONTACT_LIMITS.subject).join('')

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
  const prefill = subjectOf(params.get('subject'))
  const [values, setValues] = useState<ContactMessage>(() => ({ ...EMPTY_MESSAGE, subject: prefill ?? '' }))
  const [seenPrefill, setSeenPrefill] = useState(prefill)
  if (prefill !== null && prefill !== seenPrefill) {
    setSeenPrefill(prefill)
    setValues((current) => ({ ...current, subject: prefill }))
  }
  const query = asQuery(params)
  const queryLeft = queryLeftOnContact(params)
  useEffect(() => {
    if (queryLeft !== query)
      navigate(`${paths.contact}${queryLeft}`, { replace: true, preventScrollReset: true, state: OWN_REWRITE })
  }, [query, queryLeft, navigate])

  const [sending, setSending] = useState(false)
  // The last send this form has not told the outcome of: under way, or cut short by the page being left.
  const [unanswered, setUnanswered] = useState<UnansweredSend | null>(null)
  // The last send whose text stayed in the fields (refused, an unreadable answer, a failure): it may have
  // arrived all the same, so the same text sent again goes under its id, which the endpoint keeps once.
  const [answered, setAnswered] = useState<UnansweredSend | null>(null)
  // A send this page still has under way, found by a form drawn again (the visitor came back to it).
  const [resumed, setResumed] = useState<{ send: UnansweredSend; answer: Promise<FormSendOutcome> } | null>(null)
  // The messages sent from this form in this visit: a banner here says what became of each, kept ones
  // included, so the outbox need not say again that they will be sent. Added before the send, so the
  // outbox never shows, then withdraws, the sentence (a live region would read it out twice).
  const [sentFromForm, setSentFromForm] = useState<ReadonlySet<string>>(() => new Set())
  // The kept text comes back in the first render in the browser: a built page's fields hydrate empty as
  // they were built, then fill. A field already filled (typed before the code came) keeps its own text.
  const inBrowser = useInBrowser()
  const [draftRead, setDraftRead] = useState<{ textKept: boolean } | null>(null)
  if (inBrowser && !draftRead) {
    setDraftRead({ textKept: contactDraftsKept() })
    const draft = readContactDraft()
    if (draft) setValues((current) => withDraft(current, draft.values))
    if (draft?.answered) setAnswered(draft.answered)
    if (draft?.unanswered) {
      setUnanswered(draft.unanswered)
      const answer = sendUnderWay(draft.unanswered.id)
      if (answer) {
        setSending(true)
        setSentFromForm((ids) => new Set(ids).add(draft.unanswered!.id))
        setResumed({ send: draft.unanswered, answer })
      }
    } else {
      // An answer that came while the visitor was on another screen of the app: said now.
      const untold = untoldAnswer()
      if (untold) setResumed({ send: untold.send, answer: Promise.resolve(untold.outcome) })
    }
  }
  useEffect(() => {
    // The render that hydrates has not read what was kept: its empty fields must not replace it.
    if (draftRead) keepContactDraft({ values, unanswered: unanswered ?? undefined, answered: answered ?? undefined })
  }, [draftRead, values, unanswered, answered])

  const [banner, setShownBanner] = useState<ContactBanner | null>(null)
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
    setValues((current) => (sameMessage(current, sent) ? EMPTY_MESSAGE : current))

  /** Says what came of `send`; taken (sent, or kept for later), its text leaves the fields. */
  const tellOutcome = (outcome: FormSendOutcome, send: UnansweredSend) => {
    setUnanswered((current) => (current?.id === send.id ? null : current))
    setSending(false)
    setAnswered(outcome.kind === 'sent' || outcome.kind === 'queued' ? null : send)
    switch (outcome.kind) {
      case 'sent':
        setBanner({ tone: 'success', text: contactContent.serverAnswer(outcome.serverMessage) })
        clearIfUnchanged(send.message)
        break
      case 'refused':
        setBanner({ tone: 'error', text: contactContent.serverAnswer(outcome.serverMessage) })
        break
      case 'queued':
        setBanner({ tone: 'info', text: QUEUED_BECAUSE[outcome.reason], keptMessageId: send.id })
        clearIfUnchanged(send.message)
        break
      case 'notKept':
        // Where the browser cannot store it, the text stays in the form.
        setBanner({
          tone: 'error',
          text: outcome.reason === 'offline' ? contactOutboxContent.notKept : contactContent.failed,
        })
        break
      case 'failed':
        setBanner({ tone: 'error', text: contactContent.failed })
    }
  }
  // Whether this form is on screen: an answer that comes once it is gone is said elsewhere.
  const shown = useRef(false)
  useEffect(() => {
    shown.current = true
    return () => {
      shown.current = false
    }
  }, [])
  const onResumedAnswer = useEffectEvent(tellOutcome)
  useEffect(() => {
    if (!resumed) return
    const release = awaitAnswer(resumed.send.id)
    void resumed.answer.then((outcome) => {
      if (!shown.current) return answerAfterFormLeft(resumed.send, outcome)
      untoldAnswerSaid(resumed.send.id)
      onResumedAnswer(outcome, resumed.send)
    })
    return release
  }, [resumed])

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
    // The message a send cut short was sending, or one whose answer left it in the fields, goes again as
    // that one: the endpoint keeps it once.
    const again = [unanswered, answered].find((sent) => sent && sameMessage(sent.message, values))
    const id = again?.id ?? newClientMessageId()
    const send = { id, message: values }
    setUnanswered(send)
    setSending(true)
    setSentFromForm((ids) => new Set(ids).add(id))
    const outcome = await sendFromForm(values, id)
    if (shown.current) tellOutcome(outcome, send)
    else answerAfterFormLeft(send, outcome)
  }

  /**
   * Puts a message taken out of the queue (refused, or waiting) back into the fields, to be changed and
   * sent again. It may have arrived (a try whose answer was lost): sent again unchanged, it goes as that one.
   */
  const restore = (message: ContactMessage, clientMessageId: string) => {
    setBanner(null)
    setValues(message)
    setAnswered({ id: clientMessageId, message })
  }

  const hasText = Object.values(values).some((value) => value.trim() !== '')
  // Said while the text is the one that was being sent: changed, it is another message.
  const sendCutShort = !sending && unanswered !== null && sameMessage(unanswered.message, values)
  // Where the tab cannot keep the text, a reload loses it (the update prompt asks first).
  const textKept = draftRead?.textKept ?? false

  return { values, setField, sending, banner, submit, restore, hasText, sentFromForm, sendCutShort, textKept }
}
