// The applicant's name and e-mail, kept for the tab (sessionStorage) as the contact form's text is: a
// reload with the application form open (it opens again) or a phone's pull-to-refresh finds them as
// typed. The resume is not: a personal document would stay in the browser's storage (on a shared
// computer too), so it is chosen again. Each job's last attempt is kept too (its ids, not the file), so
// a retry after the reload repeats it: never a second application, nor a second resume stored.
import { readStored, readStoredJson, writeStored } from '../../lib/web-storage'
import type { Attempt, AttemptStore } from './hooks/use-submit-application'

const APPLICANT_KEY = 'maple-pathways:applicant'

export interface Applicant {
  name: string
  email: string
}

const isApplicant = (value: unknown): value is Applicant =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<Applicant>).name === 'string' &&
  typeof (value as Partial<Applicant>).email === 'string'

/** What this tab kept: empty where nothing was kept, or the store holds something else or cannot be read. */
export const readApplicant = (): Applicant =>
  readStoredJson('session', APPLICANT_KEY, isApplicant) ?? { name: '', email: '' }

/** Keeps the name and e-mail; both empty (a submitted application, an emptied form) leave nothing. */
export function keepApplicant({ name, email }: Applicant): void {
  writeStored('session', APPLICANT_KEY, name || email ? JSON.stringify({ name, email }) : null)
}

/** Whether this tab can keep them: a store that cannot be read (blocked by the browser's settings) keeps nothing. */
export const applicantKept = (): boolean => readStored('session', APPLICANT_KEY) !== undefined

const isAttempt = (value: unknown): value is Attempt => {
  if (typeof value !== 'object' || value === null) return false
  const { fileKey, fileId, uploaded, uploadedAt, save } = value as Partial<Attempt>
  return (
    typeof fileKey === 'string' &&
    typeof fileId === 'string' &&
    typeof uploaded === 'boolean' &&
    (uploadedAt === undefined || typeof uploadedAt === 'number') &&
    (save === undefined ||
      (typeof save === 'object' &&
        save !== null &&
        typeof save.documentId === 'string' &&
        typeof save.data === 'string'))
  )
}

/** A job's application attempt, kept for the tab until it is saved. */
export function attemptKeptFor(jobId: string): AttemptStore {
  const key = `maple-pathways:application:${jobId}`
  return {
    read: () => readStoredJson('session', key, isAttempt) ?? null,
    write: (attempt) => void writeStored('session', key, attempt && JSON.stringify(attempt)),
  }
}
