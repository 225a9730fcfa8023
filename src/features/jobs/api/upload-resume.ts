// API call 3 (docs/specification.md §7): the resume goes to the resume bucket before the application is saved.
import { AppwriteException } from 'appwrite'
import { env } from '../../../config/env'
import { uploadFile } from '../../../lib/upload-file'
import { resumeNamedForUpload } from '../job-rules'

interface UploadResumeInput {
  /** Chosen by the caller and kept across retries of the same file, so a retry never stores it twice. */
  fileId: string
  file: File
  /** Percent of the bytes sent, as they go. */
  onProgress?: (percent: number) => void
}

/**
 * Uploads the resume and answers its file id. No permissions of its own: the bucket lets any visitor
 * upload and only the admin label read. Gives up when no byte has moved for 30 s.
 */
export async function uploadResume({ fileId, file, onProgress }: UploadResumeInput): Promise<string> {
  try {
    const created = await uploadFile({
      bucketId: env.resumeBucketId,
      fileId,
      file: resumeNamedForUpload(file),
      onProgress,
    })
    return created.$id
  } catch (error) {
    // 409: a file with this id is already stored: an earlier attempt got through but its answer was lost.
    if (error instanceof AppwriteException && error.code === 409) return fileId
    throw error
  }
}
