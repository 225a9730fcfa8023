import { beforeEach, describe, expect, it, vi } from 'vitest'
import { saveApplication } from '../api/save-application'
import { uploadResume } from '../api/upload-resume'
import { noteApplicationSent } from '../my-jobs'
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
