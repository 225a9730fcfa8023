// The contact form's text, kept for the tab (sessionStorage, which the browser keeps as long as the
// tab's own history): a reload, a phone's pull-to-refresh or a visit to another page finds it as it was
// left, and it goes once sent or kept for later. A send whose answer the tab never had (the page was left
// meanwhile) is remembered with its message id and the text it sent: sent again unchanged, it goes with
// that id, which the endpoint stores once (Code.gs, server/store/messages.ts), so the visitor can make
// sure it arrived without it arriving twice.
import { readStored, readStoredJson, writeStored } from '../../lib/web-storage'
import type { ContactMessage } from '../../shared/models'

const DRAFT_KEY = 'maple-pathways:contact-draft'
const FIELDS = ['name', 'email', 'subject', 'message'] as const
export const EMPTY_MESSAGE: ContactMessage = { name: '', email: '', subject: '', message: '' }

/** A send whose answer this tab has not had (under way, or cut short by the page being left). */
export interface UnansweredSend {
  id: string
  /** The text it sent: the fields may have changed since. */
  message: ContactMessage
}

export interface ContactDraft {
  values: ContactMessage
  unanswered?: UnansweredSend
  /**
   * The last send answered without being taken (refused, an unreadable answer, a failure): it may have
   * arrived all the same, so the same text sent again goes under its id.
   */
  answered?: UnansweredSend
}

export const sameMessage = (a: ContactMessage, b: ContactMessage): boolean =>
  FIELDS.every((field) => a[field] === b[field])

const isEmpty = (values: ContactMessage) => FIELDS.every((field) => values[field] === '')

const isMessage = (value: unknown): value is ContactMessage =>
  typeof value === 'object' &&
  value !== null &&
  FIELDS.every((field) => typeof (value as Record<string, unknown>)[field] === 'string')

function isDraft(value: unknown): value is ContactDraft {
  if (typeof value !== 'object' || value === null) return false
  const { values, unanswered, answered } = value as Partial<ContactDraft>
  const isSend = (send: UnansweredSend | undefined) =>
    send === undefined || (typeof send.id === 'string' && isMessage(send.message))
  return isMessage(values) && isSend(unanswered) && isSend(answered)
}

const fieldsOf = ({ name, email, subject, message }: ContactMessage): ContactMessage => ({
  name,
  email,
  subject,
  message,
})

/** The draft this tab kept, if any (none where the store holds something else, or cannot be read). */
export const readContactDraft = (): ContactDraft | undefined => readStoredJson('session', DRAFT_KEY, isDraft)

/**
 * Whether this tab can keep the form's text: a store that cannot be read (blocked by the browser's
 * settings) keeps nothing. (A full one is not foreseen: the text is a few KB of the tab's 5 MB.)
 */
export const contactDraftsKept = (): boolean => readStored('session', DRAFT_KEY) !== undefined

/**
 * Keeps the form's text (and a send not answered). Empty fields leave nothing, not even a send's text:
 * the visitor emptied the form, and it could no longer be sent again unchanged.
 */
export function keepContactDraft({ values, unanswered, answered }: ContactDraft): void {
  const draft: ContactDraft = {
    values: fieldsOf(values),
    unanswered: unanswered && { id: unanswered.id, message: fieldsOf(unanswered.message) },
    answered: answered && { id: answered.id, message: fieldsOf(answered.message) },
  }
  writeStored('session', DRAFT_KEY, isEmpty(values) ? null : JSON.stringify(draft))
}

/**
 * The send of `id` has been answered, perhaps after its form has gone: `taken` (sent, or kept for
 * later), its text goes unless the fields have changed since; else the text stays, waiting on nothing.
 */
export function contactSendEnded(id: string, taken: boolean): void {
  const draft = readContactDraft()
  if (draft?.unanswered?.id !== id) return
  keepContactDraft({
    values: taken && sameMessage(draft.values, draft.unanswered.message) ? EMPTY_MESSAGE : draft.values,
    answered: taken ? undefined : draft.unanswered,
  })
}

/** Fills each empty field from the draft: what is there already (typed before the code came, a service's subject) stays. */
export const withDraft = (current: ContactMessage, draft: ContactMessage): ContactMessage => ({
  name: current.name || draft.name,
  email: current.email || draft.email,
  subject: current.subject || draft.subject,
  message: current.message || draft.message,
})
