import { AppwriteException, type Models } from 'appwrite'
import { describe, expect, it, vi } from 'vitest'
import { env } from '../../../config/env'
import { storage } from '../../../lib/appwrite'
import { uploadResume } from './upload-resume'

const pdf = () => new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' })

describe('uploadResume (the resume, uploaded before the application is saved)', () => {
  it('stores the file in the resume bucket under the given id, with no permissions of its own', async () => {
    const spy = vi.spyOn(storage, 'createFile').mockResolvedValue({ $id: 'file-1' } as Models.File)
    const file = pdf()
    await expect(uploadResume({ fileId: 'file-1', file })).resolves.toBe('file-1')
    expect(spy).toHaveBeenCalledWith(
      expect.objectContaining({
        bucketId: env.resumeBucketId,
        fileId: 'file-1',
        file,
      }),
    )
    expect(spy.mock.calls[0]![0]).not.toHaveProperty('permissions')
  })

  it('passes the SDK progress on as a percentage', async () => {
    vi.spyOn(storage, 'createFile').mockImplementation(async (params) => {
      const { onProgress } = params as { onProgress?: (p: { progress: number }) => void }
      onProgress?.({ progress: 40 })
      onProgress?.({ progress: 100 })
      return { $id: 'f' } as Models.File
    })
    const seen: number[] = []
    await uploadResume({ fileId: 'f', file: pdf(), onProgress: (p) => seen.push(p) })
    expect(seen).toEqual([40, 100])
  })

  it('treats 409 (this id is already stored) as done: a retry never stores the file twice', async () => {
    vi.spyOn(storage, 'createFile').mockRejectedValue(
      new AppwriteException('exists', 409, 'storage_file_already_exists'),
    )
    await expect(uploadResume({ fileId: 'same-id', file: pdf() })).resolves.toBe('same-id')
  })

  it('rejects on any other failure', async () => {
    vi.spyOn(storage, 'createFile').mockRejectedValue(new AppwriteException('File extension not allowed', 400))
    await expect(uploadResume({ fileId: 'x', file: pdf() })).rejects.toThrow('File extension not allowed')
  })
})
