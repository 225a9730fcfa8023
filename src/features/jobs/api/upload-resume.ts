// Call 3 of specification section 7: the resume goes to the resume bucket before the application is saved.
import { AppwriteException } from 'appwrite'
import { env } from '../../../config/env'
import { storage } from '../../../lib/appwrite'

interface UploadResumeInput {
  /** Chosen by the caller and kept across retries of the same file, so a retry never stores it twice. */
  fileId: string
  file: File
  /** Percent uploaded, when the SDK reports it (it does for files sent in chunks). */
  onProgress?: (percent: number) => void
}

/** Uploads the resume and answers its file id. */
export async function uploadResume({ fileId, file, onProgress }: UploadResumeInput): Promise<string> {
  try {
    const created = await storage.createFile({
      bucketId: env.resumeBucketId,
      fileId,
      // No permissions of its own: the bucket lets any visitor upload and only the admin team read.
      file,
      onProgress: (progress) => onProgress?.(progress.progress),
    })
    return created.$id
  } catch (error) {
    // 409: a file with this id is already stored: an earlier attempt got through but its answer was lost.
    if (error instanceof AppwriteException && error.code === 409) return fileId
    throw error
  }
}
