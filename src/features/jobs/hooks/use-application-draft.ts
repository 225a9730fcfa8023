import { useCallback, useEffect, useRef, useState } from 'react'
import type { Job } from '../../../shared/models'
import { EMPTY_DRAFT, type ApplicationDraft } from '../components/application-form'
import { useJobsContent } from '../use-jobs-content'
import { createSubmission, type ApplicationSubmission } from './use-submit-application'

/**
 * Which job's application form is open, and what the visitor typed and chose: kept outside the
 * modal, which is drawn anew for each job, so a form closed by a stray tap opens again as it was
 * (a ref: typing never redraws the screen around it). Each job's submission is kept here too, and
 * handed to its form with the draft: a resume uploaded before a failed save is not uploaded again
 * after the form is closed and reopened, and a submission under way goes on while it is closed.
 */
export function useApplicationDraft() {
  const { alerts } = useJobsContent().jobsContent
  const [applying, setApplying] = useState<{ job: Job; draft: ApplicationDraft } | null>(null)
  const draft = useRef<ApplicationDraft>(EMPTY_DRAFT)
  const successAlert = useRef(alerts.success)
  useEffect(() => {
    successAlert.current = alerts.success
  }, [alerts.success])
  const submissions = useRef(new Map<string, ApplicationSubmission>())
  const keepDraft = useCallback((changed: ApplicationDraft) => {
    draft.current = changed
  }, [])
  const openApplication = useCallback((job: Job) => {
    let submission = submissions.current.get(job.$id)
    if (!submission) {
      // An attempt that ends with its form closed: a saved application is said (the visitor would
      // otherwise think it was not sent) and, as after any success, the fields start empty; a failure
      // says nothing over the page, and the form opens again as it was, ready to be sent again.
      submission = createSubmission((saved) => {
        if (!saved) return
        draft.current = EMPTY_DRAFT
        window.alert(successAlert.current)
      })
      submissions.current.set(job.$id, submission)
    }
    setApplying({ job, draft: { ...draft.current, submission } })
  }, [])
  const closeApplication = useCallback(() => setApplying(null), [])
  return { applying, openApplication, closeApplication, keepDraft }
}
