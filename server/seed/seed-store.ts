// Seeds the local store with the demo content, idempotently: documents already there (by id) are left
// alone, and nothing runs again until the seed files change.
import {
  DEFAULT_BLOG_COLLECTION_ID,
  DEFAULT_DATABASE_ID,
  DEFAULT_JOBS_COLLECTION_ID,
} from '../../src/shared/appwrite-ids'
import { validateDocumentData } from '../lib/document-structure'
import type { Schema } from '../lib/schema'
import type { NewDocument } from '../store/documents'
import type { Store } from '../store/store'
import { loadSeedData } from './seed-data'

const META_KEY = 'seed-version'

export interface SeedResult {
  blog: number
  jobs: number
}

function addMissing(
  store: Store,
  schema: Schema,
  collectionId: string,
  docs: ReadonlyArray<{ $id: string }>,
  datedByCreatedAt: boolean,
) {
  const collection = schema.collection(DEFAULT_DATABASE_ID, collectionId)
  if (!collection)
    throw new Error(`appwrite.json has no collection "${collectionId}" in database "${DEFAULT_DATABASE_ID}"`)
  const rows: NewDocument[] = docs.map(({ $id, ...fields }) => {
    const data = validateDocumentData(collection, fields)
    // A blog post's $createdAt is the day it was written, so ordering by either agrees.
    const date = datedByCreatedAt ? String(data.createdAt) : undefined
    return {
      databaseId: DEFAULT_DATABASE_ID,
      collectionId,
      id: $id,
      data,
      permissions: [],
      ...(date ? { createdAt: date, updatedAt: date } : {}),
    }
  })
  return store.documents.insertMany(rows)
}

/** Returns how many documents were added, or undefined when this seed version already ran. */
export function seedStore(store: Store, schema: Schema): SeedResult | undefined {
  const seed = loadSeedData()
  if (store.getMeta(META_KEY) === seed.version) return undefined
  const blog = addMissing(store, schema, DEFAULT_BLOG_COLLECTION_ID, seed.blog, true)
  const jobs = addMissing(store, schema, DEFAULT_JOBS_COLLECTION_ID, seed.jobs, false)
  store.setMeta(META_KEY, seed.version)
  return { blog, jobs }
}
