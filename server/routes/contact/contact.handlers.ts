// The contact endpoint: the contract of the production Google Apps Script (docs/specification.md §7,
// call 5). Apps Script can only answer 200, so problems are `{ status: 'ERROR', message }` with 200.
import type { Context } from 'hono'
import { checkContactFields, CONTACT_LIMITS, CONTACT_SENTENCES } from '../../../src/shared/contact-exchange'
import type { ContactAnswer, ContactMessage } from '../../../src/shared/models'
import type { AppEnv } from '../../lib/context'
import { AppwriteError } from '../../lib/errors'

type Ctx = Context<AppEnv>

type Parsed = { ok: true; message: ContactMessage; clientMessageId: string | null } | { ok: false; problems: string[] }

/** Validates a submission; returns every problem, each a sentence a person can act on. */
export function parseSubmission(body: unknown): Parsed {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, problems: [CONTACT_SENTENCES.unreadable] }
  }
  const input = body as Record<string, unknown>
  const { values, problems } = checkContactFields(input)
  const id = input.clientMessageId
  if (
    id !== undefined &&
    id !== null &&
    (typeof id !== 'string' || id.length === 0 || id.length > CONTACT_LIMITS.clientMessageId)
  ) {
    problems.push(CONTACT_SENTENCES.invalidId)
  }
  if (problems.length) return { ok: false, problems }
  return { ok: true, message: values, clientMessageId: typeof id === 'string' ? id : null }
}

const answer = (c: Ctx, body: ContactAnswer) => c.json(body, 200)

export async function submitContact(c: Ctx) {
  // The page sends JSON as text/plain to avoid a preflight; application/json is accepted too.
  let body: unknown
  try {
    body = JSON.parse(await c.req.text())
  } catch {
    return answer(c, { status: 'ERROR', message: CONTACT_SENTENCES.unreadable })
  }
  const parsed = parseSubmission(body)
  if (!parsed.ok) return answer(c, { status: 'ERROR', message: parsed.problems.join(' ') })
  // A repeated client message id is the same message (a retry or a replayed queue): stored once.
  c.get('deps').store.contact.add(parsed.message, parsed.clientMessageId)
  return answer(c, { status: 'SUCCESS', message: CONTACT_SENTENCES.sent })
}

export function listMessages(c: Ctx) {
  if (!c.get('caller').admin)
    throw new AppwriteError('user_unauthorized', 'Listing contact messages needs the API key (X-Appwrite-Key).')
  const messages = c.get('deps').store.contact.list()
  return c.json({ total: messages.length, messages })
}
