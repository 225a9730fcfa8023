// One exchange with the contact endpoint: post a message, read what came of it. The page's first send
// and the queue's later deliveries (page and service worker) both use it, so every answer is read
// alike. Kept apart from the queue so the contact page can send without loading IndexedDB code.
import type { ContactAnswer, ContactMessage, ContactSubmission } from './models'
import { BOUNDS, fetchWithinTime, TimedOut } from './time-bound'

/**
 * Every fixed sentence the contact endpoint answers with: server/routes/contact uses these, Code.gs
 * (which cannot import) spells them out and a test holds it to them, and the French page translates each.
 */
export const CONTACT_SENTENCES = {
  sent: 'Thank you! Your message has been sent.',
  unreadable: 'The message could not be read. Please try again.',
  invalidEmail: 'Please enter a valid email address.',
  invalidId: 'The message id is not valid. Please reload the page and try again.',
  /** The local backend's body limit; Apps Script refuses an oversized body itself. */
  tooLong: 'The message is too long. Please shorten it and try again.',
  /** Code.gs only: the sheet's lock was not free within 10 s, or the sheet refused the row. */
  busy: 'The server is busy. Please try again in a moment.',
  notSaved: 'Your message could not be saved. Please try again later.',
  postOnly: 'This address accepts contact messages sent with POST.',
} as const

/** Answers for a passing trouble on the endpoint's side (its sheet busy or failing): a queued message tries again. */
export const endpointBusy = (serverMessage: string) =>
  serverMessage === CONTACT_SENTENCES.busy || serverMessage === CONTACT_SENTENCES.notSaved

/** The words a missing or non-text field is named by, as in "Please enter your name." */
export const CONTACT_FIELD_LABELS = {
  name: 'your name',
  email: 'your email address',
  subject: 'a subject',
  message: 'a message',
} as const

/** The endpoint's field limits, the same in server/contact-apps-script/Code.gs. */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000, clientMessageId: 100 } as const

/** A field's length as the endpoint counts it against CONTACT_LIMITS: characters (an emoji is one), ends trimmed. */
export const contactLength = (value: string): number => [...value.trim()].length

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** An address the endpoint takes (a dot in its domain, which type="email" does not ask). */
export const isContactEmail = (value: string) => EMAIL.test(value.trim())

/**
 * The endpoint's rules for the four fields: the values as it keeps them (trimmed) and every problem, each
 * a sentence a person can act on. The endpoint answers with them; the page checks a message it keeps for
 * later with them, which would otherwise be refused only at its delivery.
 */
export function checkContactFields(input: Partial<Record<keyof ContactMessage, unknown>>): {
  values: ContactMessage
  problems: string[]
} {
  const problems: string[] = []
  const values = {} as ContactMessage
  for (const field of ['name', 'email', 'subject', 'message'] as const) {
    const raw = input[field]
    const value = typeof raw === 'string' ? raw.trim() : ''
    values[field] = value
    if (raw !== undefined && raw !== null && typeof raw !== 'string')
      problems.push(`Please enter ${CONTACT_FIELD_LABELS[field]} as text.`)
    else if (value === '') problems.push(`Please enter ${CONTACT_FIELD_LABELS[field]}.`)
    else if (contactLength(value) > CONTACT_LIMITS[field]) {
      const label = field === 'email' ? 'The email address' : field[0]!.toUpperCase() + field.slice(1)
      problems.push(`${label} must be at most ${CONTACT_LIMITS[field]} characters.`)
    } else if (field === 'email' && !isContactEmail(value)) problems.push(CONTACT_SENTENCES.invalidEmail)
  }
  return { values, problems }
}

/** The specification's words for an answer that cannot be read (docs/specification.md §8). */
export const UNREADABLE_ANSWER_MESSAGE = 'Something went wrong. Please try again later.'

const isContactAnswer = (value: unknown): value is ContactAnswer =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ContactAnswer).status === 'string' &&
  typeof (value as ContactAnswer).message === 'string'

/** What one send of a message came to. */
export type ContactAttempt =
  | { kind: 'success'; serverMessage: string }
  /** No answer, a cut-off one, none in time, or a 5xx: worth another try later (the id makes it safe). */
  | { kind: 'transient'; cause: 'network' | 'timeout' | 'server'; reason: string }
  | { kind: 'refused'; serverMessage: string }

/** Posts one message to the contact endpoint, within BOUNDS.contactMs, and reads the answer. */
export async function sendContactSubmission(
  endpoint: string,
  submission: ContactSubmission,
  doFetch: typeof fetch = (input, init) => fetch(input, init),
): Promise<ContactAttempt> {
  let response: Response
  let text: string
  try {
    ;({ response, text } = await fetchWithinTime(
      doFetch,
      endpoint,
      {
        method: 'POST',
        // text/plain: no CORS preflight (the production endpoint, a script web app, answers none).
        headers: { 'content-type': 'text/plain;charset=utf-8' },
        body: JSON.stringify(submission),
      },
      BOUNDS.contactMs,
      'Sending the message',
    ))
  } catch (error) {
    // No answer, or one cut off on the way: the message may or may not have arrived. The client id
    // makes a second delivery harmless, so keep it for another try.
    if (error instanceof TimedOut) return { kind: 'transient', cause: 'timeout', reason: error.message }
    const reason = `Network error: ${error instanceof Error ? error.message : String(error)}`
    return { kind: 'transient', cause: 'network', reason }
  }
  if (response.status >= 500)
    return { kind: 'transient', cause: 'server', reason: `The server answered ${response.status}` }
  let answer: unknown
  try {
    answer = JSON.parse(text)
  } catch {
    answer = undefined
  }
  if (!isContactAnswer(answer)) return { kind: 'refused', serverMessage: UNREADABLE_ANSWER_MESSAGE }
  if (response.ok && answer.status === 'SUCCESS') return { kind: 'success', serverMessage: answer.message }
  return { kind: 'refused', serverMessage: answer.message || UNREADABLE_ANSWER_MESSAGE }
}
