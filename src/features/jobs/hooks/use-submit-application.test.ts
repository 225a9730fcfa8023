import { beforeEach, describe, expect, it, vi } from 'vitest'
import { saveApplication } from '../api/save-application'
import { uploadResume } from '../api/upload-resume'
import { noteApplicationSent } from '../my-jobs'
import { attemptKeptFor } from '../applicant-draft'
import { createSubmission, type SubmitResult } from './use-submit-application'

vi.mock('../api/upload-resume', () => ({ uploadResume: vi.fn() }))
vi.mock('../api/save-application', () => ({ saveApplication: vi.fn() }))
vi.mock('../my-jobs', () => ({ noteApplicationSent: vi.fn() }))

const input = {
  job: { $id: 'job-welder', title: 'Welder' },
  name: 'Ana Silva',
  email: 'ana@example.ca',
  file: new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }),
}

/** Sends once with the form closed (its outcome to `whenClosed`), and answers how it ended. */
function sendClosed(): Promise<SubmitResult> {
  return new Promise((ended) => createSubmission(ended).send(input))
}

beforeEach(() => {
  vi.mocked(noteApplicationSent).mockClear()
  vi.mocked(uploadResume).mockImplementation(async ({ fileId }) => fileId)
  vi.mocked(saveApplication).mockResolvedValue(undefined)
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

describe("the device's note of an application sent ('Applied on …')", () => {
  it('is taken once the application is saved, once, with the form closed meanwhile too', async () => {
    expect(await sendClosed()).toBe('saved')
    expect(noteApplicationSent).toHaveBeenCalledTimes(1)
    expect(noteApplicationSent).toHaveBeenCalledWith('job-welder')
  })

  it('is not taken when the save fails, nor when the resume is not uploaded', async () => {
    vi.mocked(saveApplication).mockRejectedValueOnce(new TypeError('Failed to fetch'))
    expect(await sendClosed()).toBe('failed')
    vi.mocked(uploadResume).mockRejectedValueOnce(new TypeError('Failed to fetch'))
    expect(await sendClosed()).toBe('failed')
    expect(noteApplicationSent).not.toHaveBeenCalled()
  })
})

describe('a retry after the page was reloaded (the attempt kept for the tab)', () => {
  /** The same file chosen again after the reload: a new File, with the same name, size, date and type. */
  const chosenAgain = () => ({
    ...input,
    file: new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf', lastModified: 1_700_000_000_000 }),
  })
  const sendWith = (submission: ReturnType<typeof createSubmission>, sent = chosenAgain()) =>
    new Promise<SubmitResult>((ended) => {
      const release = submission.receive((result) => {
        release()
        ended(result)
      })
      submission.send(sent)
    })

  beforeEach(() => sessionStorage.clear())

  it('repeats the same save under the same id, without uploading the resume again', async () => {
    vi.mocked(uploadResume).mockClear()
    vi.mocked(saveApplication).mockClear()
    // The save's answer is lost (it may have landed): the visitor pulls to refresh, then presses Submit.
    vi.mocked(saveApplication).mockRejectedValueOnce(new TypeError('Failed to fetch'))
    expect(await sendWith(createSubmission(undefined, attemptKeptFor('job-welder')))).toBe('failed')
    const reloaded = createSubmission(undefined, attemptKeptFor('job-welder'))
    expect(await sendWith(reloaded)).toBe('saved')
    expect(uploadResume).toHaveBeenCalledTimes(1)
    const [first, retry] = vi.mocked(saveApplication).mock.calls.map(([call]) => call)
    expect(retry).toEqual(first)
    // Saved: nothing is kept, and the next application starts afresh.
    expect(sessionStorage.getItem('maple-pathways:application:job-welder')).toBeNull()
  })

  it('an upload whose answer was lost is sent again under the same file id (answered 409, as done)', async () => {
    vi.mocked(uploadResume).mockClear()
    vi.mocked(uploadResume).mockRejectedValueOnce(new TypeError('Failed to fetch'))
    expect(await sendWith(createSubmission(undefined, attemptKeptFor('job-welder')))).toBe('failed')
    expect(await sendWith(createSubmission(undefined, attemptKeptFor('job-welder')))).toBe('saved')
    const [first, retry] = vi.mocked(uploadResume).mock.calls.map(([call]) => call.fileId)
    expect(retry).toBe(first)
  })

  it('a resume uploaded more than 12 hours before the retry is sent again (prune-resumes may have removed it)', async () => {
    vi.mocked(uploadResume).mockClear()
    vi.mocked(saveApplication).mockClear()
    vi.mocked(saveApplication).mockRejectedValueOnce(new TypeError('Failed to fetch'))
    const uploadedAt = Date.now()
    expect(await sendWith(createSubmission(undefined, attemptKeptFor('job-welder')))).toBe('failed')
    const later = vi.spyOn(Date, 'now').mockReturnValue(uploadedAt + 13 * 60 * 60 * 1000)
    try {
      expect(await sendWith(createSubmission(undefined, attemptKeptFor('job-welder')))).toBe('saved')
    } finally {
      later.mockRestore()
    }
    const [first, again] = vi.mocked(uploadResume).mock.calls.map(([call]) => call.fileId)
    expect(again).not.toBe(first)
    expect(vi.mocked(saveApplication).mock.calls.at(-1)![0].data.resume).toBe(again)
  })

  it('another file, or another job, starts its own attempt', async () => {
    vi.mocked(uploadResume).mockClear()
    vi.mocked(saveApplication).mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await sendWith(createSubmission(undefined, attemptKeptFor('job-welder')))
    const other = { ...chosenAgain(), file: new File(['%PDF-1.7'], 'cv-2026.pdf', { type: 'application/pdf' }) }
    await sendWith(createSubmission(undefined, attemptKeptFor('job-welder')), other)
    await sendWith(createSubmission(undefined, attemptKeptFor('job-cook')), {
      ...chosenAgain(),
      job: { $id: 'job-cook', title: 'Cook' },
    })
    const fileIds = vi.mocked(uploadResume).mock.calls.map(([call]) => call.fileId)
    expect(new Set(fileIds).size).toBe(3)
  })
})
