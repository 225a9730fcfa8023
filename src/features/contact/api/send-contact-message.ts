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

/** The most a keepalive request may carry; the endpoint refuses a larger body as too long anyway. */
const KEEPALIVE_MAX_BYTES = 64 * 1024

/**
 * A keepalive request goes on after the page has gone. One the browser will not make (a body over its
 * limit: a message padded with spaces past what the endpoint trims to) or cannot finish (a redirect it
 * does not follow for such requests; the production endpoint answers with one) goes again as a plain
 * request while the page is here: the endpoint's own answer comes back, not a lost connection's.
 */
const outlivingThePage: typeof fetch = async (input, init) => {
  const body = typeof init?.body === 'string' ? init.body : ''
  if (new TextEncoder().encode(body).length > KEEPALIVE_MAX_BYTES) return fetch(input, init)
  try {
    return await fetch(input, { ...init, keepalive: true })
  } catch (error) {
    // Given up (no answer in time) is not tried again.
    if (init?.signal?.aborted) throw error
    return fetch(input, init)
  }
}

/**
 * Posts the message (as text/plain, so the browser makes no CORS preflight) within 20 s and answers
 * what came of it: sent, refused with the endpoint's words, or worth another try later (no answer in
 * time, no connection, a server error). A page left meanwhile (a reload, the tab closed) lets the
 * request go on to the endpoint, where the browser supports keepalive: only its answer is lost.
 */
export function sendContactMessage(message: ContactMessage, clientMessageId: string): Promise<ContactAttempt> {
  const { name, email, subject } = message
  const submission = { name, email, subject, message: message.message, clientMessageId }
  return sendContactSubmission(env.contactEndpoint, submission, outlivingThePage)
}
