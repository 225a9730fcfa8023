// Seeds a real Appwrite (or this local backend) with the demo content through node-appwrite and an API
// key. Deploy the schema first (`appwrite push`, see README), then:
//   APPWRITE_ENDPOINT=https://<region>.cloud.appwrite.io/v1 APPWRITE_PROJECT_ID=<id> APPWRITE_API_KEY=<key> \
//     npx tsx server/seed/seed-appwrite.ts
// Idempotent: documents that already exist (409) are skipped.
import { AppwriteException, Client, Databases } from 'node-appwrite'
import {
  DEFAULT_BLOG_COLLECTION_ID,
  DEFAULT_DATABASE_ID,
  DEFAULT_JOBS_COLLECTION_ID,
} from '../../src/shared/appwrite-ids'
import { parseToolEnv } from '../env'
import { jobPermissions } from '../../src/shared/job-visibility'
import { loadSeedData, type SeedData } from './seed-data'
import { isEntryPoint } from '../lib/entry-point'

export interface SeedAppwriteOptions {
  endpoint: string
  projectId: string
  apiKey: string
  databaseId?: string
  blogCollectionId?: string
  jobsCollectionId?: string
  /** Default: the demo content in seed/data/. */
  data?: Pick<SeedData, 'blog' | 'jobs'>
}

export interface SeedAppwriteResult {
  created: number
  skipped: number
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function inPool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  const queue = [...items]
  await Promise.all(
    Array.from({ length: Math.min(limit, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item)
    }),
  )
}

export async function seedAppwrite(options: SeedAppwriteOptions): Promise<SeedAppwriteResult> {
  const client = new Client().setEndpoint(options.endpoint).setProject(options.projectId).setKey(options.apiKey)
  const databases = new Databases(client)
  const databaseId = options.databaseId ?? DEFAULT_DATABASE_ID
  const seed = options.data ?? loadSeedData()
  const result: SeedAppwriteResult = { created: 0, skipped: 0 }
  const create = async (
    collectionId: string,
    documentId: string,
    data: Record<string, unknown>,
    permissions?: string[],
  ) => {
    try {
      await databases.createDocument({ databaseId, collectionId, documentId, data, permissions })
      result.created++
    } catch (error) {
      if (error instanceof AppwriteException && error.code === 409) result.skipped++
      else throw error
    }
  }
  await inPool(seed.blog, 8, ({ $id, ...post }) =>
    // A post's $createdAt is the day it was written (timestamp override, allowed with an API key).
    create(options.blogCollectionId ?? DEFAULT_BLOG_COLLECTION_ID, $id, {
      ...post,
      $createdAt: post.createdAt,
      $updatedAt: post.createdAt,
    }),
  )
  await inPool(seed.jobs, 8, ({ $id, ...job }) =>
    // Document security on jobs: a public job is readable through its own read("any"), a draft by no visitor.
    // Its $createdAt is when it was posted (as a post's, a timestamp override).
    create(
      options.jobsCollectionId ?? DEFAULT_JOBS_COLLECTION_ID,
      $id,
      { ...job, $updatedAt: job.$createdAt },
      jobPermissions(job),
    ),
  )
  return result
}

async function main() {
  const env = parseToolEnv()
  if (!env.apiKey) {
    console.error(
      'Set APPWRITE_API_KEY (a key with the documents.write scope), or start the local backend once so .data/api-key exists.',
    )
    process.exit(1)
  }
  try {
    const { created, skipped } = await seedAppwrite({
      endpoint: env.endpoint,
      projectId: env.projectId,
      apiKey: env.apiKey,
    })
    console.log(
      `Seeded ${env.endpoint} (project ${env.projectId}): ${created} documents created, ${skipped} already there.`,
    )
  } catch (error) {
    const detail =
      error instanceof AppwriteException ? `${error.code} ${error.type}: ${error.message}` : (error as Error).message
    console.error(`Seeding failed: ${detail}`)
    process.exit(1)
  }
}

if (isEntryPoint(import.meta.url)) void main()
