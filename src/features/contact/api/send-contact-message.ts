// Call 5 of specification section 7: the message goes to the contact endpoint (a script web app in
// production, the local backend here).
import { env } from '../../../config/env'
import type { ContactAnswer, ContactMessage, ContactSubmission } from '../../../shared/models'

/**
 * A fresh id for one message, 20 hex digits like the SDK's ID.unique(); the endpoint uses it to
 * ignore a message delivered twice. Made here: the contact page has no other use for the SDK (25 KB).
 */
export const newClientMessageId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(10)), (byte) => byte.toString(16).padStart(2, '0')).join('')

/**
 * Posts the message and answers the endpoint's {status, message}. Sent as text/plain so the browser
 * makes no CORS preflight (a script web app answers none). Throws on a network failure or an answer
 * that is not that JSON.
 */
export async function sendContactMessage(message: ContactMessage, clientMessageId: string): Promise<ContactAnswer> {
  const submission: ContactSubmission = {
    name: message.name,
    email: message.email,
    subject: message.subject,
    message: message.message,
    clientMessageId,
  }
  const response = await fetch(env.contactEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=utf-8' },
    body: JSON.stringify(submission),
  })
  const answer: unknown = JSON.parse(await response.text())
  if (!isContactAnswer(answer)) throw new Error(`Unexpected answer from the contact endpoint (HTTP ${response.status})`)
  return answer
}

function isContactAnswer(value: unknown): value is ContactAnswer {
  if (typeof value !== 'object' || value === null) return false
  const { status, message } = value as Record<string, unknown>
  return typeof status === 'string' && typeof message === 'string'
}
