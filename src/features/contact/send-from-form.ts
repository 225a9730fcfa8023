// A message sent from the contact form is the page's job, not the form's: the visitor may go to another
// screen while it is under way and come back, and the form drawn again takes its outcome. The text it
// sent is kept with its id until the answer (contact-draft.ts), so a page left meanwhile knows of it.
import { noteUnsentFromForm, queueContactMessage, showSentNotice } from '../../lib/contact-outbox'
import { pageMemory } from '../../lib/page-memory'
import { checkContactFields } from '../../shared/contact-exchange'
import type { ContactMessage } from '../../shared/models'
import { sendContactMessage } from './api/send-contact-message'
import { contactSendEnded, keepContactDraft, type UnansweredSend } from './contact-draft'

/** Why a message waits in the queue. */
export type QueueReason = 'offline' | 'failed' | 'noAnswer'

/** What came of a send, as data: the form says it in its page's words. */
export type FormSendOutcome =
  | { kind: 'sent'; serverMessage: string }
  /** The endpoint refused it, or would have (checked before it is kept for later): its words. */
  | { kind: 'refused'; serverMessage: string }
  | { kind: 'queued'; reason: QueueReason }
  /** It was to wait in the queue, but the browser could not store it. */
  | { kind: 'notKept'; reason: QueueReason }
  /** Something nobody foresaw. */
  | { kind: 'failed' }

const underWay = pageMemory(() => new Map<string, Promise<FormSendOutcome>>())

/**
 * No connection: the message waits in the queue (IndexedDB) and is delivered later. One the endpoint
 * would refuse (too long, a bad address) is not kept: its answer is given now, rather than at a delivery
 * the visitor may never see.
 */
async function keepForLater(message: ContactMessage, id: string, reason: QueueReason): Promise<FormSendOutcome> {
  const { problems } = checkContactFields(message)
  if (problems.length > 0) return { kind: 'refused', serverMessage: problems.join(' ') }
  return (await queueContactMessage(message, id)) ? { kind: 'queued', reason } : { kind: 'notKept', reason }
}

async function deliver(message: ContactMessage, id: string): Promise<FormSendOutcome> {
  try {
    if (!navigator.onLine) return await keepForLater(message, id, 'offline')
    const result = await sendContactMessage(message, id)
    if (result.kind === 'success') return { kind: 'sent', serverMessage: result.serverMessage }
    if (result.kind === 'refused') return { kind: 'refused', serverMessage: result.serverMessage }
    console.error('Error sending the contact message:', result.reason)
    // No answer, none in time, or a server error: queue it (its id makes a double delivery harmless).
    return await keepForLater(message, id, result.cause === 'network' ? 'failed' : 'noAnswer')
  } catch (error) {
    console.error('Error sending the contact message:', error)
    return { kind: 'failed' }
  }
}

/** Sends (or queues) the form's message as `id`; the draft knows of it until the answer. */
export function sendFromForm(message: ContactMessage, id: string): Promise<FormSendOutcome> {
  keepContactDraft({ values: message, unanswered: { id, message } })
  const answer = deliver(message, id).then((outcome) => {
    underWay.current.delete(id)
    contactSendEnded(id, outcome.kind === 'sent' || outcome.kind === 'queued')
    return outcome
  })
  underWay.current.set(id, answer)
  return answer
}

/** The answer to come for the send of `id`, while it is under way in this page. */
export const sendUnderWay = (id: string): Promise<FormSendOutcome> | undefined => underWay.current.get(id)

/** The sends a form on screen waits on, having taken them up when it was drawn: it says their answer. */
const awaited = pageMemory(() => new Set<string>())

/** A form drawn again waits on the send of `id`; answers the release (the form goes). */
export function awaitAnswer(id: string): () => void {
  awaited.current.add(id)
  return () => awaited.current.delete(id)
}

/** The last send whose answer came with no form shown, until a form is drawn to say it. */
const untold = pageMemory<{ send: UnansweredSend; outcome: FormSendOutcome } | null>(() => null)

/**
 * An answer that came after the visitor left the form (another screen of the app): sent, it is said
 * in the corner as a queued message's is, from any screen; otherwise the corner says it was not sent,
 * and the next form drawn says why (a refusal's reason, beside the text kept to be corrected). Kept for
 * later, the outbox says so already.
 */
export function answerAfterFormLeft(send: UnansweredSend, outcome: FormSendOutcome): void {
  // The visitor came back meanwhile: the form on screen took the send up, and says its answer.
  if (awaited.current.has(send.id)) return
  if (outcome.kind === 'sent')
    showSentNotice({ clientMessageId: send.id, subject: send.message.subject, serverMessage: outcome.serverMessage })
  else if (outcome.kind !== 'queued') {
    untold.current = { send, outcome }
    // Said in the corner too, or a visitor who never opens Contact again takes it for sent.
    noteUnsentFromForm(send.id)
  }
}

/** The answer a form left before it came, if any: the next form drawn says it. */
export const untoldAnswer = () => untold.current

/** Said by a form: no other says it again. */
export function untoldAnswerSaid(id: string): void {
  if (untold.current?.send.id !== id) return
  untold.current = null
  noteUnsentFromForm(null)
}
