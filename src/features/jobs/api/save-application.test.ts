import { AppwriteException, type Models } from 'appwrite'
import { describe, expect, it, vi } from 'vitest'
import { env } from '../../../config/env'
import { databases } from '../../../lib/appwrite'
import { TimedOut } from '../../../shared/time-bound'
import { saveApplication } from './save-application'

const data = {
  jobId: 'job-1',
  jobTitle: 'Welder',
  applicantName: 'Jane Doe',
  applicantEmail: 'jane@example.com',
  resume: 'file-1',
}

describe('saveApplication (the application document, saved after the resume)', () => {
  it('creates the document under the caller’s id, with no permissions of its own (the collection lets only the admin label read)', async () => {
    const spy = vi.spyOn(databases, 'createDocument').mockResolvedValue({ $id: 'doc-1' } as Models.DefaultDocument)
    await saveApplication({ documentId: 'doc-1', data })
    expect(spy).toHaveBeenCalledWith({
      databaseId: env.databaseId,
      collectionId: env.applicantsCollectionId,
      documentId: 'doc-1',
      data,
    })
  })

  it('gives up after 20 s without an answer (TimedOut); the late answer changes nothing', async () => {
    vi.useFakeTimers()
    try {
      let answer: (value: Models.DefaultDocument) => void = () => {}
      vi.spyOn(databases, 'createDocument').mockImplementation(() => new Promise((resolve) => (answer = resolve)))
      let settled = false
      const outcome = saveApplication({ documentId: 'doc-1', data }).then(
        () => 'saved',
        (error: unknown) => error,
      )
      void outcome.finally(() => (settled = true))
      await vi.advanceTimersByTimeAsync(19_900)
      expect(settled).toBe(false)
      await vi.advanceTimersByTimeAsync(100)
      answer({ $id: 'doc-1' } as Models.DefaultDocument)
      expect(await outcome).toBeInstanceOf(TimedOut)
    } finally {
      vi.useRealTimers()
    }
  })

  it('treats 409 (already saved under this id) as success', async () => {
    vi.spyOn(databases, 'createDocument').mockRejectedValue(
      new AppwriteException('exists', 409, 'document_already_exists'),
    )
    await expect(saveApplication({ documentId: 'doc-1', data })).resolves.toBeUndefined()
  })

  it('rejects on a server error', async () => {
    vi.spyOn(databases, 'createDocument').mockRejectedValue(
      new AppwriteException('Server Error', 500, 'general_unknown'),
    )
    await expect(saveApplication({ documentId: 'doc-1', data })).rejects.toThrow('Server Error')
  })
})
