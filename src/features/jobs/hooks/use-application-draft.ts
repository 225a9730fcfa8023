import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { dropModalOfEntry, modalOfEntry } from '../../../components/modal-history'
import { keptOnlyInPage } from '../../../lib/ask-before-leaving'
import { pageMemory } from '../../../lib/page-memory'
import type { Job } from '../../../shared/models'
import { takesApplicationsToday } from '../../../shared/taking-applications'
import { attemptKeptFor, keepApplicant, readApplicant } from '../applicant-draft'
import { EMPTY_DRAFT, type ApplicationDraft } from '../components/application-form'
import { useJobsContent } from '../use-jobs-content'
import { createSubmission, resultAlerts, type ApplicationSubmission } from './use-submit-application'

/**
 * What the visitor typed and chose, and each job's submission: kept for the page's life, not a
 * screen's, so the board and a job's page share them (the name and e-mail for the tab's life too:
 * applicant-draft.ts). Applying from the job's page to a job whose submission the board started
 * (closed mid-upload, or failed) goes on with that one: it is never sent twice, and its resume never
 * uploaded twice. (A ref's shape: typing never redraws a screen.)
 */
const draft = pageMemory<ApplicationDraft | null>(() => null)
// A resume chosen in a form since closed is in this page's memory alone: the update's Reload asks first.
keptOnlyInPage(() => Boolean(draft.current?.file))
const submissions = pageMemory(() => new Map<string, ApplicationSubmission>())
/** The job whose form is on screen, on the board or a job's page. */
const formOnScreen = pageMemory<string | null>(() => null)

/** The draft, at first with the name and e-mail this tab kept (read when a form first opens). */
const currentDraft = () => (draft.current ??= { ...EMPTY_DRAFT, ...readApplicant() })

function keep(changed: ApplicationDraft) {
  draft.current = changed
  keepApplicant(changed)
}

/** The name of a job's application form's history entry: the same after a reload. */
const ENTRY_PREFIX = 'apply:'
export const applicationEntry = (job: Pick<Job, '$id'>) => `${ENTRY_PREFIX}${job.$id}`

/**
 * Which job's application form is open, and the draft and submission handed to it: kept outside the
 * modal, which is drawn anew for each job, so a form closed by a stray tap opens again as it was. A
 * resume uploaded before a failed save is not uploaded again after the form is closed and reopened,
 * and a submission under way goes on while it is closed. A screen drawn at the entry of a form of one
 * of `jobs` (reloaded with it open, or Back to it) opens that form again; Back then closes it.
 * `whole`: `jobs` is the backend's whole public list, fresh: a job missing from it is no longer posted.
 */
export function useApplicationDraft(jobs: readonly Job[], whole = false) {
  const { alerts, notAccepting, alertForJob } = useJobsContent().jobsContent
  const [applying, setApplying] = useState<{ job: Job; draft: ApplicationDraft } | null>(null)
  const alertFor = useRef(resultAlerts(alerts))
  const closedAlert = useRef(notAccepting)
  const namingJob = useRef(alertForJob)
  useEffect(() => {
    alertFor.current = resultAlerts(alerts)
    closedAlert.current = notAccepting
    namingJob.current = alertForJob
  }, [alerts, notAccepting, alertForJob])
  const openJobId = applying?.job.$id
  useEffect(() => {
    if (!openJobId) return
    formOnScreen.current = openJobId
    return () => {
      if (formOnScreen.current === openJobId) formOnScreen.current = null
    }
  }, [openJobId])
  const openApplication = useCallback((job: Job) => {
    // An Apply drawn before the job's deadline passed (a board left open overnight).
    if (!takesApplicationsToday(job)) return window.alert(closedAlert.current)
    let submission = submissions.current.get(job.$id)
    if (!submission) {
      // An attempt that ends with its form closed says how it ended, as the open form would: a visitor
      // who closed it mid-upload would otherwise take silence for success, or for failure. After a
      // success the fields start empty; after a failure the form opens again as it was.
      submission = createSubmission((result, sent) => {
        // Unless the fields have changed since (another job's form, opened meanwhile, typed in).
        const { name, email, file } = currentDraft()
        if (result === 'saved' && name === sent.name && email === sent.email && file === sent.file) keep(EMPTY_DRAFT)
        // A refused file is no longer chosen, as in the open form: the form opens again asking for another.
        if (result === 'fileRefused' && file === sent.file) keep({ ...currentDraft(), file: null })
        // Over another job's form, whose Submit "try again" would press, the alert says which job it is about.
        const over = formOnScreen.current
        const alert = alertFor.current[result]
        window.alert(over && over !== job.$id ? namingJob.current(job.title, alert) : alert)
      }, attemptKeptFor(job.$id))
      submissions.current.set(job.$id, submission)
    }
    setApplying({ job, draft: { ...currentDraft(), submission } })
  }, [])
  const closeApplication = useCallback(() => setApplying(null), [])
  // Read once, at the screen's first effect (the entry it was drawn at); the jobs may come later.
  const formOfEntry = useRef<string | null | undefined>(undefined)
  useEffect(() => {
    formOfEntry.current ??= modalOfEntry() ?? null
    const name = formOfEntry.current
    // The visitor moved on while the list came (opened another form, or went Back): theirs stands.
    if (name && modalOfEntry() !== name) return void (formOfEntry.current = null)
    const job = name && jobs.find((candidate) => applicationEntry(candidate) === name)
    const gone = !job && whole && name?.startsWith(ENTRY_PREFIX)
    if (!job && !gone) return
    formOfEntry.current = null
    // Closed or taken down since the form was open (reloaded the next day, say): the visitor is told why
    // it is gone, and Back no longer stops at its entry.
    if (job) openApplication(job)
    else window.alert(closedAlert.current)
    if (!job || !takesApplicationsToday(job)) dropModalOfEntry()
  }, [jobs, whole, openApplication])
  // The form reads its job from the newest list: one the office closed or took down while the form was
  // open (the list refreshed behind it) is refused at Submit, not sent.
  const current = useMemo(() => {
    if (!applying) return applying
    const newest = jobs.find((job) => job.$id === applying.job.$id)
    if (newest) return { ...applying, job: newest }
    return whole ? { ...applying, job: { ...applying.job, isAcceptingApplications: false } } : applying
  }, [applying, jobs, whole])
  return { applying: current, openApplication, closeApplication, keepDraft: keep }
}
