import { ID } from 'appwrite'
import { useCallback, useRef, useState } from 'react'
import { toPlainText } from '../../../lib/sanitize'
import type { Job } from '../../../shared/models'
import { saveApplication } from '../api/save-application'
import { uploadResume } from '../api/upload-resume'

export type SubmitPhase = 'idle' | 'uploading' | 'saving'

export interface ApplicationInput {
  job: Pick<Job, '$id' | 'title'>
  name: string
  email: string
  /** Already checked against the resume rules. */
  file: File
}

/** What is kept between attempts so a retry repeats the same upload and the same save. */
interface Attempt {
  documentId: string
  fileKey: string
  fileId: string
  uploaded: boolean
}

const keyOf = (file: File) => [file.name, file.size, file.lastModified, file.type].join('|')

/** Markup never reaches the application document (docs/specification.md §5). */
const clean = (value: string) => toPlainText(value).trim()

/**
 * Uploads the resume, then saves the application (docs/specification.md §7, calls 3 and 4).
 * After a failure the next attempt reuses the document id, and the uploaded file unless another file
 * was chosen, so retries on a flaky connection never create a second application or file.
 */
export function useSubmitApplication() {
  const [phase, setPhase] = useState<SubmitPhase>('idle')
  /** Upload progress in percent; null while the SDK has not reported any (the bar is indeterminate). */
  const [progress, setProgress] = useState<number | null>(null)
  const attempt = useRef<Attempt | null>(null)
  const busy = useRef(false)

  const submit = useCallback(async ({ job, name, email, file }: ApplicationInput): Promise<boolean> => {
    if (busy.current) return false
    busy.current = true
    const fileKey = keyOf(file)
    const current = (attempt.current ??= { documentId: ID.unique(), fileKey, fileId: ID.unique(), uploaded: false })
    if (current.fileKey !== fileKey) Object.assign(current, { fileKey, fileId: ID.unique(), uploaded: false })
    try {
      if (!current.uploaded) {
        setPhase('uploading')
        setProgress(null)
        current.fileId = await uploadResume({ fileId: current.fileId, file, onProgress: setProgress })
        current.uploaded = true
      }
      setPhase('saving')
      await saveApplication({
        documentId: current.documentId,
        data: {
          jobId: job.$id,
          jobTitle: clean(job.title),
          applicantName: clean(name),
          applicantEmail: clean(email),
          resume: current.fileId,
        },
      })
      // Saved: the next application starts afresh.
      attempt.current = null
      return true
    } catch (error) {
      console.error('Error submitting application:', error)
      return false
    } finally {
      busy.current = false
      setPhase('idle')
      setProgress(null)
    }
  }, [])

  return { phase, busy: phase !== 'idle', progress, submit }
}
