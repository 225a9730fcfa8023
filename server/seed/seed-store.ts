// Seeds the local store with the demo content, idempotently: documents already there (by id) are left
// alone, and nothing runs again until the seed files change.
import {
  DEFAULT_BLOG_COLLECTION_ID,
  DEFAULT_DATABASE_ID,
  DEFAULT_JOBS_COLLECTION_ID,
} from '../../src/shared/appwrite-ids'
import { jobPermissions } from '../../src/shared/job-visibility'
import { normalizeDate } from '../lib/dates'
import { validateDocumentData } from '../lib/document-structure'
import type { Schema } from '../lib/schema'
import type { NewDocument } from '../store/documents'
import type { Store } from '../store/store'
import { loadSeedData } from './seed-data'

const META_KEY = 'seed-version'
/** Set once the stored jobs carry their own read permission (document security on jobs). */
const JOB_PERMISSIONS_KEY = 'job-permissions'

export interface SeedResult {
  blog: number
  jobs: number
}

function addMissing<T extends { $id: string }>(
  store: Store,
  schema: Schema,
  collectionId: string,
  docs: readonly T[],
  dateOf: (doc: T) => string,
  permissionsOf: (data: Record<string, unknown>) => string[],
) {
  const collection = schema.collection(DEFAULT_DATABASE_ID, collectionId)
  if (!collection)
    throw new Error(`appwrite.json has no collection "${collectionId}" in database "${DEFAULT_DATABASE_ID}"`)
  const rows: NewDocument[] = docs.map((doc) => {
    const { $id, $createdAt: _posted, ...fields } = doc as T & { $createdAt?: string }
    const data = validateDocumentData(collection, fields)
    const date = normalizeDate(dateOf(doc))
    if (!date) throw new Error(`The seed's ${collectionId} document ${$id} has no date Appwrite can store`)
    return {
      databaseId: DEFAULT_DATABASE_ID,
      collectionId,
      id: $id,
      data,
      permissions: permissionsOf(data),
      createdAt: date,
      updatedAt: date,
    }
  })
  return store.documents.insertMany(rows)
}

/**
 * A data folder from before jobs had document security holds every job with no permissions, which
 * would now hide the whole board: once, each stored job with isPublic true gets read("any").
 */
export function givePublicJobsTheirReadPermission(store: Store): void {
  if (store.getMeta(JOB_PERMISSIONS_KEY) === '1') return
  for (const job of store.documents.list(DEFAULT_DATABASE_ID, DEFAULT_JOBS_COLLECTION_ID)) {
    if (job.permissions.length === 0 && job.data.isPublic === true)
      store.documents.setPermissions(
        DEFAULT_DATABASE_ID,
        DEFAULT_JOBS_COLLECTION_ID,
        job.id,
        jobPermissions({ isPublic: true }),
      )
  }
  store.setMeta(JOB_PERMISSIONS_KEY, '1')
}

/** Returns how many documents were added, or undefined when this seed version already ran. */
export function seedStore(store: Store, schema: Schema): SeedResult | undefined {
  const seed = loadSeedData()
  if (store.getMeta(META_KEY) === seed.version) return undefined
  // A blog post's $createdAt is the day it was written, so ordering by either agrees; a job's, when it was posted.
  const blog = addMissing(
    store,
    schema,
    DEFAULT_BLOG_COLLECTION_ID,
    seed.blog,
    (post) => post.createdAt,
    () => [],
  )
  const jobs = addMissing(
    store,
    schema,
    DEFAULT_JOBS_COLLECTION_ID,
    seed.jobs,
    (job) => job.$createdAt,
    (data) => jobPermissions({ isPublic: data.isPublic === true }),
  )
  store.setMeta(META_KEY, seed.version)
  return { blog, jobs }
}
