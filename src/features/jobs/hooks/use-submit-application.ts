import { AppwriteException, ID } from 'appwrite'
import { useEffect, useRef } from 'react'
import { askBeforeLeaving } from '../../../lib/ask-before-leaving'
import { externalStore, useStore, type ExternalStore } from '../../../lib/external-store'
import { toPlainText } from '../../../lib/sanitize'
import type { Job } from '../../../shared/models'
import { saveApplication } from '../api/save-application'
import { uploadResume } from '../api/upload-resume'
import { noteApplicationSent } from '../my-jobs'

export type SubmitPhase = 'idle' | 'uploading' | 'saving'

export interface ApplicationInput {
  job: Pick<Job, '$id' | 'title'>
  name: string
  email: string
  /** Already checked against the resume rules. */
  file: File
}

/** What is kept between attempts so a retry repeats the same upload and the same save. */
export interface Attempt {
  /** The file's name, size, date and type: the same file chosen again (after a reload) has the same. */
  fileKey: string
  fileId: string
  uploaded: boolean
  /** When the upload ended (ms). */
  uploadedAt?: number
  /** The last save sent: its document id, and what it saved (name, e-mail, file). */
  save?: { documentId: string; data: string }
}

/** Where the attempt outlives the page (the tab's store: applicant-draft.ts), so a retry after a reload repeats it. */
export interface AttemptStore {
  read: () => Attempt | null
  write: (attempt: Attempt | null) => void
}

/** How long an uploaded resume is relied on by a retry: half the day after which prune-resumes may remove it. */
const UPLOAD_KEPT_MS = 12 * 60 * 60 * 1000

const PAGE_ONLY: AttemptStore = { read: () => null, write: () => {} }

interface SubmissionState {
  phase: SubmitPhase
  /** Upload progress in percent; null while the SDK has not reported any (the bar is indeterminate). */
  progress: number | null
}

/**
 * How an attempt ended: saved; refused its file (the backend answered the upload 400: an empty file, a
 * type or size it does not take; sending it again cannot help); refused for now (Appwrite's limit on
 * calls from one network in a minute: try again in a minute); or failed (try again).
 */
export type SubmitResult = 'saved' | 'fileRefused' | 'tooMany' | 'failed'

/** The alert that says how an attempt ended. */
export const resultAlerts = (
  alerts: Readonly<Record<'success' | 'fileRefused' | 'tooMany' | 'failure', string>>,
): Record<SubmitResult, string> => ({
  saved: alerts.success,
  fileRefused: alerts.fileRefused,
  tooMany: alerts.tooMany,
  failed: alerts.failure,
})

/** Told how an attempt ended, and what it sent. */
type Outcome = (result: SubmitResult, sent: ApplicationInput) => void

/**
 * One job's application on its way: the attempt kept for retries and the one under way. It belongs to
 * whoever outlives the modal (useApplicationDraft), because the visitor may close the form at any time,
 * even mid-upload: an uploaded resume is then still known to the next Submit (no second upload, no
 * stray file), and a submission under way carries on (the upload and the save cannot be called back
 * once sent), shown busy again in a reopened form, which tells its outcome.
 */
export interface ApplicationSubmission {
  /** Its phase and upload progress, which the open form shows. */
  status: ExternalStore<SubmissionState>
  /** Starts an attempt, unless one is under way. */
  send: (input: ApplicationInput) => void
  /** The open form takes the outcomes while it is shown; answers the release. */
  receive: (outcome: Outcome) => () => void
}

const IDLE: SubmissionState = { phase: 'idle', progress: null }

/**
 * The upload was refused for the file itself, so sending it again cannot work: a 400 (its type, its
 * size, empty), or the bucket's antivirus finding it infected (Appwrite's 403 storage_invalid_file).
 */
const refusesTheFile = (error: unknown) =>
  error instanceof AppwriteException && (error.code === 400 || error.type === 'storage_invalid_file')

/** Appwrite's abuse limit: too many uploads or saves from this network in the current minute (429). */
const overTheLimit = (error: unknown) => error instanceof AppwriteException && error.code === 429

const keyOf = (file: File) => [file.name, file.size, file.lastModified, file.type].join('|')

/** Markup never reaches the application document (docs/specification.md §5). */
const clean = (value: string) => toPlainText(value).trim()

/**
 * Uploads the resume, then saves the application (docs/specification.md §7, calls 3 and 4).
 * After a failure the next attempt reuses the uploaded file unless another file was chosen, and the
 * document id unless the name, e-mail or file changed, so retries on a flaky connection never create a
 * second application or file. Changed details get an id of their own: the failed save may have landed,
 * and under its id they would be answered 'already saved' (409) and lost.
 * `whenClosed` gets the outcome of an attempt that ends while no form is open; `store` keeps the attempt
 * beyond the page, so a reload (a phone's pull-to-refresh, the update prompt) between a failure and the
 * retry changes nothing.
 */
export function createSubmission(
  whenClosed: Outcome = () => {},
  store: AttemptStore = PAGE_ONLY,
): ApplicationSubmission {
  let attempt: Attempt | null = store.read()
  const status = externalStore(IDLE)
  const show = status.set
  let receiver: Outcome | null = null

  const run = async ({ job, name, email, file }: ApplicationInput): Promise<SubmitResult> => {
    const fileKey = keyOf(file)
    const current = (attempt ??= { fileKey, fileId: ID.unique(), uploaded: false })
    // Another file; or a resume uploaded so long ago that prune-resumes may have taken it for abandoned
    // (a day after its upload, with no application naming it): it goes again, under a new id.
    const stale = current.uploaded && Date.now() - (current.uploadedAt ?? 0) > UPLOAD_KEPT_MS
    if (current.fileKey !== fileKey || stale) Object.assign(current, { fileKey, fileId: ID.unique(), uploaded: false })
    // Kept before each call: a call that got through but whose answer was lost is then repeated under
    // the same id, and answered 409.
    store.write(current)
    try {
      if (!current.uploaded) {
        show({ phase: 'uploading', progress: null })
        try {
          current.fileId = await uploadResume({
            fileId: current.fileId,
            file,
            onProgress: (progress) => show({ phase: 'uploading', progress }),
          })
        } catch (error) {
          if (!refusesTheFile(error)) throw error
          console.error('The resume was refused:', error)
          return 'fileRefused'
        }
        current.uploaded = true
        current.uploadedAt = Date.now()
      }
      show({ phase: 'saving', progress: null })
      const data = {
        jobId: job.$id,
        jobTitle: clean(job.title),
        applicantName: clean(name),
        applicantEmail: clean(email),
        resume: current.fileId,
      }
      const saving = JSON.stringify(data)
      if (current.save?.data !== saving) current.save = { documentId: ID.unique(), data: saving }
      store.write(current)
      await saveApplication({ documentId: current.save.documentId, data })
      // Saved: the next application starts afresh, and the job's cards and page say it was applied to.
      attempt = null
      store.write(null)
      void noteApplicationSent(job.$id)
      return 'saved'
    } catch (error) {
      console.error('Error submitting application:', error)
      return overTheLimit(error) ? 'tooMany' : 'failed'
    }
  }

  return {
    status,
    send: (input) => {
      if (status.get().phase !== 'idle') return
      // run() shows itself busy before its first wait, so a second press cannot start a second attempt.
      // Leaving meanwhile would lose the application (the upload, then the save): the browser asks first.
      const release = askBeforeLeaving()
      void run(input).then((result) => {
        release()
        show(IDLE)
        const tell = receiver ?? whenClosed
        tell(result, input)
      })
    },
    receive: (outcome) => {
      receiver = outcome
      return () => {
        if (receiver === outcome) receiver = null
      }
    },
  }
}

/** The form's view of a submission: its phase and progress, and `onOutcome` called when an attempt ends. */
export function useSubmitApplication(submission: ApplicationSubmission, onOutcome: Outcome) {
  const { phase, progress } = useStore(submission.status)
  const latest = useRef(onOutcome)
  useEffect(() => {
    latest.current = onOutcome
  })
  useEffect(() => submission.receive((result, sent) => latest.current(result, sent)), [submission])
  return { phase, busy: phase !== 'idle', progress, submit: submission.send }
}
