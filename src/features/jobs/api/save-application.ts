// API call 4 (docs/specification.md §7): the application document, saved after the resume upload.
import { AppwriteException } from 'appwrite'
import { env } from '../../../config/env'
import { databases } from '../../../lib/appwrite'
import { BOUNDS, withinTime } from '../../../shared/time-bound'
import type { JobApplicationFields } from '../../../shared/models'

interface SaveApplicationInput {
  /** Chosen by the caller and kept across retries, so a retry never creates a second application. */
  documentId: string
  /** Already sanitised to plain text by the caller. */
  data: JobApplicationFields
}

export async function saveApplication({ documentId, data }: SaveApplicationInput): Promise<void> {
  try {
    // The SDK cannot abort a call: after 20 s the save counts as failed and a late answer is ignored.
    // A retry then uses the same id, so a save that did arrive answers 409 and nothing is stored twice.
    await withinTime(
      databases.createDocument({
        databaseId: env.databaseId,
        collectionId: env.applicantsCollectionId,
        documentId,
        // No permissions of its own: the collection lets any visitor create and only the admin label read
        // (a guest that named label:admin here would be refused by Appwrite).
        data: { ...data },
      }),
      BOUNDS.saveMs,
      'Saving the application',
    )
  } catch (error) {
    // 409: this id is already saved: an earlier attempt got through, so the application exists.
    if (error instanceof AppwriteException && error.code === 409) return
    throw error
  }
}
