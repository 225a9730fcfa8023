// The contact form's text, kept for the tab (sessionStorage): a reload, a phone's pull-to-refresh or a
// visit to another page finds it as it was left, and it goes once sent or kept for later. A send under
// way when the page was left is remembered by its message id: sent again unchanged, it goes with that
// id, which the endpoint stores once (Code.gs, server/store/messages.ts), so the visitor can make sure
// it arrived without it arriving twice.
import { readStored, writeStored } from '../../lib/web-storage'
import type { ContactMessage } from '../../shared/models'

const DRAFT_KEY = 'maple-pathways:contact-draft'
const FIELDS = ['name', 'email', 'subject', 'message'] as const
export const EMPTY_MESSAGE: ContactMessage = { name: '', email: '', subject: '', message: '' }

export interface ContactDraft {
  values: ContactMessage
  /** The clientMessageId of a send whose answer this tab has not had: under way, or cut short by the page being left. */
  sendingId?: string
}

export const sameMessage = (a: ContactMessage, b: ContactMessage): boolean =>
  FIELDS.every((field) => a[field] === b[field])

const isEmpty = (values: ContactMessage) => FIELDS.every((field) => values[field] === '')

function isDraft(value: unknown): value is ContactDraft {
  if (typeof value !== 'object' || value === null) return false
  const { values, sendingId } = value as Partial<ContactDraft>
  return (
    typeof values === 'object' &&
    values !== null &&
    FIELDS.every((field) => typeof values[field] === 'string') &&
    (sendingId === undefined || typeof sendingId === 'string')
  )
}

/** The draft this tab kept, if any (none where the store cannot be read, or holds something else). */
export function readContactDraft(): ContactDraft | undefined {
  try {
    const stored: unknown = JSON.parse(readStored('session', DRAFT_KEY) ?? 'null')
    return isDraft(stored) ? stored : undefined
  } catch {
    return undefined
  }
}

/** Keeps the form's text (and the send under way); empty fields with nothing sending leave nothing. */
export function keepContactDraft({ values, sendingId }: ContactDraft): void {
  const { name, email, subject, message } = values
  const draft: ContactDraft = { values: { name, email, subject, message }, sendingId }
  writeStored('session', DRAFT_KEY, isEmpty(values) && !sendingId ? null : JSON.stringify(draft))
}

/**
 * The send of `sent` as `sendingId` has ended, perhaps after its form has gone: `taken` (sent, or kept
 * for later), its text goes unless the fields have changed since; else the text stays, waiting on nothing.
 */
export function contactSendEnded(sendingId: string, sent: ContactMessage, taken: boolean): void {
  const draft = readContactDraft()
  if (draft?.sendingId !== sendingId) return
  keepContactDraft({ values: taken && sameMessage(draft.values, sent) ? EMPTY_MESSAGE : draft.values })
}

/** Fills each empty field from the draft: what is there already (typed before the code came, a service's subject) stays. */
export const withDraft = (current: ContactMessage, draft: ContactMessage): ContactMessage => ({
  name: current.name || draft.name,
  email: current.email || draft.email,
  subject: current.subject || draft.subject,
  message: current.message || draft.message,
})
