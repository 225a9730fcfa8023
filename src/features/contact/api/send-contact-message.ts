// API call 5 (docs/specification.md §7): the message goes to the contact endpoint (a script web app in production, the local
// backend here). The exchange is the contact queue's own (src/shared/contact-delivery.ts), so a first
// send and a later delivery read every answer alike.
import { env } from '../../../config/env'
import { sendContactSubmission, type ContactAttempt } from '../../../shared/contact-exchange'
import type { ContactMessage } from '../../../shared/models'

/**
 * A fresh id for one message, 20 hex digits like the SDK's ID.unique(); the endpoint uses it to
 * ignore a message delivered twice. Made here: the contact page has no other use for the SDK (25 KB).
 */
export const newClientMessageId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(10)), (byte) => byte.toString(16).padStart(2, '0')).join('')

// keepalive takes a body of 64 KiB at most: a message within CONTACT_LIMITS is under 25 KB, and a
// longer one fails as a lost connection would, then gets the endpoint's refusal from the page (keepForLater).
const outlivingThePage: typeof fetch = (input, init) => fetch(input, { ...init, keepalive: true })

/**
 * Posts the message (as text/plain, so the browser makes no CORS preflight) within 20 s and answers
 * what came of it: sent, refused with the endpoint's words, or worth another try later (no answer in
 * time, no connection, a server error). A page left meanwhile (a reload, the tab closed) lets the
 * request go on to the endpoint: only its answer is lost.
 */
export function sendContactMessage(message: ContactMessage, clientMessageId: string): Promise<ContactAttempt> {
  const { name, email, subject } = message
  const submission = { name, email, subject, message: message.message, clientMessageId }
  return sendContactSubmission(env.contactEndpoint, submission, outlivingThePage)
}
