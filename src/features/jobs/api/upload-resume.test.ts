import { AppwriteException, type Models } from 'appwrite'
import { describe, expect, it, vi } from 'vitest'
import { env } from '../../../config/env'
import { uploadFile } from '../../../lib/upload-file'
import { uploadResume } from './upload-resume'

vi.mock('../../../lib/upload-file', () => ({ uploadFile: vi.fn() }))
const uploadMock = vi.mocked(uploadFile)

const pdf = () => new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' })

describe('uploadResume (API call 3: the resume, uploaded before the application is saved)', () => {
  it('stores the file in the resume bucket under the given id, with no permissions of its own', async () => {
    // The answer's $id is what the application names (API call 3), not the id asked for.
    uploadMock.mockResolvedValue({ $id: 'file-1-stored' } as Models.File)
    const file = pdf()
    const onProgress = vi.fn()
    await expect(uploadResume({ fileId: 'file-1', file, onProgress })).resolves.toBe('file-1-stored')
    expect(uploadMock).toHaveBeenCalledWith({ bucketId: env.resumeBucketId, fileId: 'file-1', file, onProgress })
  })

  it('treats 409 (this id is already stored) as done: a retry never stores the file twice', async () => {
    uploadMock.mockRejectedValue(new AppwriteException('exists', 409, 'storage_file_already_exists'))
    await expect(uploadResume({ fileId: 'file-2', file: pdf() })).resolves.toBe('file-2')
  })

  it('rejects on any other failure', async () => {
    uploadMock.mockRejectedValue(new AppwriteException('File size not allowed', 400, 'storage_invalid_file_size'))
    await expect(uploadResume({ fileId: 'file-3', file: pdf() })).rejects.toThrow('File size not allowed')
  })
})
