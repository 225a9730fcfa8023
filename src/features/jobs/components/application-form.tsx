import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { flushSync } from 'react-dom'
import { Banner } from '../../../components/banner'
import { describedBy, FieldError } from '../../../components/field-error'
import { Button, buttonClassName } from '../../../components/button'
import { StatusRegion } from '../../../components/status-region'
import { useErrorContent } from '../../../i18n/content'
import { useLocale } from '../../../i18n/translatable'
import { useFieldMessages } from '../../../lib/use-field-messages'
import { useOnlineStatus } from '../../../lib/use-online-status'
import { isAppwriteEmail } from '../../../shared/appwrite-email'
import { MAX_APPLICANT_NAME_LENGTH } from '../../../shared/resume-rules'
import type { Job } from '../../../shared/models'
import {
  createSubmission,
  resultAlerts,
  useSubmitApplication,
  type ApplicationSubmission,
} from '../hooks/use-submit-application'
import { takesApplicationsToday } from '../../../shared/taking-applications'
import { applicantKept } from '../applicant-draft'
import { useMyJobs } from '../my-jobs'
import { formatLongDate } from '../../../lib/locale-free'
import { checkResume, checkResumeContent } from '../job-rules'
import { useJobsContent } from '../use-jobs-content'
import styles from './application-form.module.css'

/** What the visitor has typed and chosen, kept by the board while the modal is closed. */
export interface ApplicationDraft {
  name: string
  email: string
  file: File | null
  /**
   * This job's submission, kept with the draft so that closing the form forgets neither an uploaded
   * resume nor a submission under way (see createSubmission). Without one the form keeps its own.
   */
  submission?: ApplicationSubmission
}

export const EMPTY_DRAFT: ApplicationDraft = { name: '', email: '', file: null }

/** The progress a screen reader hears: 0, 25, 50, 75 or 100 percent. */
export const announcedStep = (percent: number) => Math.floor(percent / 25) * 25

interface ApplicationFormProps {
  job: Job
  /** Closes the modal: after a successful submit, or from the Close button. */
  onClose: () => void
  /**
   * The form starts from the draft and reports every change to it: a modal closed by a stray tap,
   * Escape or Close (or opened on another job) still has the name, address and resume. A submitted
   * application reports an empty draft.
   */
  draft: ApplicationDraft
  onDraftChange: (draft: ApplicationDraft) => void
}

/** Shows a kept file in the file input (DataTransfer is how a page may fill one); false where it cannot. */
function showFile(input: HTMLInputElement, file: File): boolean {
  if (typeof DataTransfer !== 'function') return false
  const transfer = new DataTransfer()
  transfer.items.add(file)
  input.files = transfer.files
  return input.files?.[0] === file
}

/** Enter in a field moves to `next` (a phone's Enter key, marked Next), rather than sending the form. */
function nextFieldOnEnter(event: KeyboardEvent<HTMLInputElement>, next: HTMLElement | null) {
  // 229: Safari ends the composition before the Enter that confirms it (the characters, not the field).
  if (event.key !== 'Enter' || event.nativeEvent.isComposing || event.keyCode === 229 || !next) return
  event.preventDefault()
  next.focus()
}

/** The spec's accept list: PDF and Word (.doc) only. */
const RESUME_ACCEPT = '.pdf,.doc,application/pdf,application/msword'

/** 'Submit Your Application': name, e-mail and resume, checked and sent (docs/specification.md §2 and §5). */
export function ApplicationForm({ job, onClose, draft, onDraftChange }: ApplicationFormProps) {
  const id = useId()
  const { form, alerts, notAccepting, applicationSent } = useJobsContent().jobsContent
  const locale = useLocale()
  // Applied before from this device: said here too (the board's modal shows no card), before a second one.
  const sentAt = useMyJobs().sentOn.get(job.$id)
  const sentOn = sentAt === undefined ? undefined : formatLongDate(sentAt, { locale })
  const [kept] = useState(draft)
  const [submission] = useState(() => kept.submission ?? createSubmission())
  // Marked for the update prompt: a reload brings them back (applicant-draft.ts), where the tab can keep them.
  const [textKept] = useState(applicantKept)
  const [name, setName] = useState(kept.name)
  const [email, setEmail] = useState(kept.email)
  const [file, setFile] = useState<File | null>(null)
  // Why the resume was not taken, said under its field after the specification's alert is gone: until
  // another file is chosen, the visitor (and a screen reader on the field) can still read what to change.
  const [resumeProblem, setResumeProblem] = useState<string | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const emailInput = useRef<HTMLInputElement>(null)
  const formElement = useRef<HTMLFormElement>(null)
  const { controls } = useErrorContent()
  const { errors } = useFieldMessages(formElement, locale, controls)
  const errorId = (name: 'name' | 'email') => `${id}-${name}-error`
  // The backend refuses some addresses that type="email" takes (two dots in a row, no dot in the
  // domain): the browser says so with the form's other checks, in the page's words, before any upload.
  useEffect(() => {
    emailInput.current?.setCustomValidity(email.trim() && !isAppwriteEmail(email) ? controls.emailInvalid : '')
  }, [email, controls.emailInvalid])
  // Only a file the input can show is taken back: the visitor must see what will be sent.
  useEffect(() => {
    if (kept.file && fileInput.current && showFile(fileInput.current, kept.file)) setFile(kept.file)
  }, [kept])
  useEffect(() => {
    onDraftChange({ name, email, file })
  }, [onDraftChange, name, email, file])
  // The outcome of an attempt ending while this form is shown, whether this form or an earlier one (closed
  // while it was under way) started it.
  const progressElement = useRef<HTMLDivElement>(null)
  const submitButton = useRef<HTMLButtonElement>(null)
  /**
   * After the alert: the problem stays under the resume field (with `hint`, what to do about it), which
   * takes the focus to choose again.
   */
  const refuseResume = (problem: string, hint?: string) => {
    window.alert(problem)
    // Drawn before the focus comes: a screen reader reads the field as invalid, with the problem.
    flushSync(() => {
      setResumeProblem(hint ? `${problem} ${hint}` : problem)
      // Chosen again after a fix (the same name, smaller or saved as PDF), it must count as a new choice:
      // a file field left holding it fires no change for the same file.
      setFile(null)
    })
    if (fileInput.current) fileInput.current.value = ''
    fileInput.current?.focus()
  }
  const { busy, phase, progress, submit } = useSubmitApplication(submission, (result) => {
    if (result === 'fileRefused') return refuseResume(resultAlerts(alerts)[result])
    window.alert(resultAlerts(alerts)[result])
    // Everything typed and chosen stays, ready for another try (with another file, if it was refused).
    if (result !== 'saved') return
    setName('')
    setEmail('')
    setFile(null)
    if (fileInput.current) fileInput.current.value = ''
    onDraftChange(EMPTY_DRAFT)
    onClose()
  })
  // Submit is disabled while sending (docs/specification.md §4), which drops the focus to the page: it
  // goes to the progress, then back to Submit once the attempt has ended, so the keyboard keeps its place.
  const wasBusy = useRef(busy)
  useEffect(() => {
    const active = document.activeElement
    const lost =
      active === null ||
      active === document.body ||
      active === progressElement.current ||
      (active === submitButton.current && submitButton.current.disabled)
    if (busy && lost) progressElement.current?.focus()
    else if (!busy && wasBusy.current && lost) submitButton.current?.focus()
    wasBusy.current = busy
  }, [busy])
  // Applications are sent online only (the file upload, then the save); offline, the form keeps
  // everything and waits for the connection.
  const online = useOnlineStatus()

  // Reading the file's first bytes takes a moment: a second press meanwhile sends nothing more, and
  // nothing goes if the visitor closes the form or chooses another file meanwhile.
  const checking = useRef(false)
  const latestFile = useRef(file)
  useEffect(() => {
    latestFile.current = file
  }, [file])
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy || !online || checking.current) return
    // The form was opened before the job's deadline passed.
    if (!takesApplicationsToday(job)) return window.alert(notAccepting)
    checking.current = true
    try {
      const problem = checkResume(file) ?? (file && (await checkResumeContent(file)))
      if (!formElement.current || latestFile.current !== file) return
      if (problem || !file) {
        refuseResume(
          alerts[problem ?? 'noResume'],
          problem === 'tooLarge' && file ? form.tooLargeHint(Math.ceil(file.size / 1024)) : undefined,
        )
        return
      }
      submit({ job, name, email, file })
    } finally {
      checking.current = false
    }
  }

  return (
    <form ref={formElement} className={styles.form} onSubmit={onSubmit} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{form.heading}</h3>
      <p className={styles.required}>{form.allRequired}</p>
      {sentOn && <p className={styles.required}>{applicationSent(sentOn)}</p>}
      <div className={styles.field}>
        <label htmlFor={`${id}-name`}>{form.name}</label>
        <input
          id={`${id}-name`}
          name="name"
          required
          maxLength={MAX_APPLICANT_NAME_LENGTH}
          autoComplete="name"
          // A name as its owner writes it: not capitalized as a sentence, nor 'corrected' into another word.
          autoCapitalize="words"
          autoCorrect="off"
          spellCheck={false}
          // The phone's Enter goes on to the next field, not to a submission without a resume.
          enterKeyHint="next"
          onKeyDown={(event) => nextFieldOnEnter(event, emailInput.current)}
          data-text-kept={textKept || undefined}
          readOnly={busy}
          aria-invalid={errors.has('name') || undefined}
          aria-describedby={describedBy(errors.has('name') && errorId('name'))}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <FieldError id={errorId('name')}>{errors.get('name')}</FieldError>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-email`}>{form.email}</label>
        <input
          id={`${id}-email`}
          ref={emailInput}
          name="email"
          type="email"
          required
          autoComplete="email"
          enterKeyHint={file && online ? 'send' : 'next'}
          onKeyDown={(event) => {
            if (!file) nextFieldOnEnter(event, fileInput.current)
          }}
          data-text-kept={textKept || undefined}
          readOnly={busy}
          aria-invalid={errors.has('email') || undefined}
          aria-describedby={describedBy(errors.has('email') && errorId('email'))}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <FieldError id={errorId('email')}>{errors.get('email')}</FieldError>
      </div>
      <div className={styles.field}>
        <label id={`${id}-resume-label`} htmlFor={`${id}-resume`}>
          {form.resume}
        </label>
        {/* The field itself, unseen but on top, takes the taps, the keys and the screen reader; what is
            seen says 'Choose file' and the file's name in the page's language (the browser's own words
            are in its language). */}
        <div className={styles.file}>
          {/* Not `required`: a missing resume gets the specification's own alert instead of the browser's. */}
          <input
            id={`${id}-resume`}
            ref={fileInput}
            name="resume"
            type="file"
            accept={RESUME_ACCEPT}
            disabled={busy}
            aria-required="true"
            // Named as seen: 'Upload Resume, Choose file, cv.pdf' (a voice command says the words it sees).
            aria-labelledby={`${id}-resume-label ${id}-resume-choose ${id}-resume-name`}
            aria-invalid={resumeProblem ? true : undefined}
            aria-describedby={resumeProblem ? `${id}-resume-problem ${id}-resume-hint` : `${id}-resume-hint`}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null)
              setResumeProblem(null)
            }}
          />
          <span id={`${id}-resume-choose`} className={buttonClassName('secondary')} aria-hidden="true">
            {form.chooseFile}
          </span>
          <span id={`${id}-resume-name`} className={styles.fileName} aria-hidden="true">
            {file?.name ?? form.noFileChosen}
          </span>
        </div>
        <FieldError id={`${id}-resume-problem`}>{resumeProblem ?? undefined}</FieldError>
        <p id={`${id}-resume-hint`} className={styles.hint}>
          {form.resumeHint}
        </p>
      </div>
      {busy && (
        <div ref={progressElement} tabIndex={-1} className={styles.progress}>
          <label htmlFor={`${id}-progress`}>{phase === 'uploading' ? form.uploading : form.saving}</label>
          {/* No value = indeterminate, until the first bytes have gone. */}
          <progress
            id={`${id}-progress`}
            max={100}
            {...(phase === 'saving' ? { value: 100 } : progress === null ? {} : { value: progress })}
          />
        </div>
      )}
      {/* Always in the form, so each change of its words is read out: the upload at each quarter (often
          enough to know it moves, never a flood), then the save; and the connection lost while the form is
          open (the page's own offline banner is inert behind the modal, and a banner arriving with its
          words may go unsaid), which is why Submit is off. */}
      <StatusRegion shown={false}>
        {phase === 'uploading'
          ? progress === null
            ? form.uploading
            : form.uploaded(announcedStep(progress))
          : phase === 'saving'
            ? form.saving
            : online
              ? ''
              : form.needsConnection}
      </StatusRegion>
      {!online && !busy && (
        <Banner tone="info" live={false}>
          {form.needsConnection}
        </Banner>
      )}
      <div className={styles.actions}>
        <Button ref={submitButton} type="submit" disabled={busy || !online}>
          {busy ? form.submitting : form.submit}
        </Button>
        {/* Enabled while busy too: the visitor can always leave, and a submission under way goes on. */}
        <Button variant="secondary" onClick={onClose}>
          {form.close}
        </Button>
      </div>
    </form>
  )
}
