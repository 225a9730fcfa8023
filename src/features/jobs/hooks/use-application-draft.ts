import { useCallback, useRef, useState } from 'react'
import type { Job } from '../../../shared/models'
import { EMPTY_DRAFT, type ApplicationDraft } from '../components/application-form'

/**
 * Which job's application form is open, and what the visitor typed and chose: kept outside the
 * modal, which is drawn anew for each job, so a form closed by a stray tap opens again as it was
 * (a ref: typing never redraws the screen around it).
 */
export function useApplicationDraft() {
  const [applying, setApplying] = useState<{ job: Job; draft: ApplicationDraft } | null>(null)
  const draft = useRef<ApplicationDraft>(EMPTY_DRAFT)
  const keepDraft = useCallback((changed: ApplicationDraft) => {
    draft.current = changed
  }, [])
  const openApplication = useCallback((job: Job) => setApplying({ job, draft: draft.current }), [])
  const closeApplication = useCallback(() => setApplying(null), [])
  return { applying, openApplication, closeApplication, keepDraft }
}
