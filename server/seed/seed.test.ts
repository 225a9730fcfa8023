import { readFileSync } from 'node:fs'
import { Databases, Query } from 'node-appwrite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validateDocumentData } from '../lib/document-structure'
import { loadSchema } from '../lib/schema'
import { openStore } from '../store/store'
import { startTestServer, tempDir, type TestServer } from '../test-support/server-fixture'
import { buildSeed } from './generate-seed'
import { BLOG_SEED_FILE, JOBS_SEED_FILE, loadSeedData } from './seed-data'
import { seedAppwrite } from './seed-appwrite'
import { givePublicJobsTheirReadPermission, seedStore } from './seed-store'

const seed = loadSeedData()
const schema = loadSchema()
const DAY = 24 * 3600 * 1000

describe('demo content', () => {
  it('is what generate-seed.ts produces (the committed JSON is up to date)', () => {
    const built = buildSeed()
    expect(JSON.parse(readFileSync(BLOG_SEED_FILE, 'utf8'))).toEqual(built.blog)
    expect(JSON.parse(readFileSync(JOBS_SEED_FILE, 'utf8'))).toEqual(built.jobs)
  })

  it('fits appwrite.json', () => {
    for (const { $id: _id, ...post } of seed.blog)
      expect(() => validateDocumentData(schema.collection('main', 'blog')!, post)).not.toThrow()
    for (const { $id: _id, ...job } of seed.jobs)
      expect(() => validateDocumentData(schema.collection('main', 'jobs')!, job)).not.toThrow()
  })

  it('has blog posts enough to page, varied, some hidden from localhost, some hostile, over two years', () => {
    const posts = seed.blog
    expect(posts.length).toBeGreaterThanOrEqual(40)
    expect(posts.filter((p) => !p.visibility.includes('localhost')).length).toBeGreaterThanOrEqual(3)
    expect(
      posts.filter((p) => p.visibility.includes('localhost') && p.visibility.includes('127.0.0.1')).length,
    ).toBeGreaterThan(posts.length / 2)
    expect(posts.filter((p) => !p.imageUrl).length).toBeGreaterThan(0)
    expect(
      posts.filter((p) => p.imageUrl && !/^\/images\/news\/news-(0[1-9]|1[0-2])\.webp$/.test(p.imageUrl)).length,
    ).toBeGreaterThanOrEqual(1)
    expect(posts.filter((p) => /onerror=|<script>|javascript:/.test(p.content)).length).toBeGreaterThanOrEqual(2)
    for (const tag of ['<p>', '<ul>', '<ol>', '<a href=', '<img '])
      expect(posts.some((p) => p.content.includes(tag))).toBe(true)
    const times = posts.map((p) => Date.parse(p.createdAt))
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(700 * DAY)
  })

  it('has jobs across locations and provinces, some closed, private, without salary or deadline', () => {
    const jobs = seed.jobs
    expect(jobs.length).toBeGreaterThanOrEqual(120)
    expect(new Set(jobs.map((j) => j.location)).size).toBeGreaterThanOrEqual(8)
    expect(new Set(jobs.map((j) => j.province)).size).toBeGreaterThanOrEqual(10)
    expect(jobs.some((j) => !j.isAcceptingApplications)).toBe(true)
    expect(jobs.some((j) => !j.isPublic)).toBe(true)
    expect(jobs.some((j) => !j.salary)).toBe(true)
    expect(jobs.some((j) => !j.applicationDeadline)).toBe(true)
    expect(jobs.filter((j) => j.isPublic).length).toBeGreaterThan(25)
  })
})

describe('seeding the local store', () => {
  it('adds everything once; a second run adds nothing', () => {
    const dir = tempDir()
    const store = openStore(dir.path)
    try {
      expect(seedStore(store, schema)).toEqual({ blog: seed.blog.length, jobs: seed.jobs.length })
      expect(seedStore(store, schema)).toBeUndefined()
      expect(store.documents.count('main', 'blog')).toBe(seed.blog.length)
      const first = store.documents.get('main', 'blog', seed.blog[0]!.$id)!
      expect(first.createdAt).toBe(first.data.createdAt)
      // Public jobs are readable through their own read("any"); drafts carry nothing.
      for (const job of seed.jobs)
        expect(store.documents.get('main', 'jobs', job.$id)!.permissions).toEqual(job.isPublic ? ['read("any")'] : [])
    } finally {
      store.close()
      dir.remove()
    }
  })

  it('gives the public jobs of a data folder from before document security their read("any"), once', () => {
    const dir = tempDir()
    const store = openStore(dir.path)
    try {
      const stored = (id: string, isPublic: boolean) => ({
        databaseId: 'main',
        collectionId: 'jobs',
        id,
        data: {
          title: 'Welder',
          description: 'd',
          trade: 'Welding',
          location: 'Regina',
          province: 'SK',
          isAcceptingApplications: true,
          isPublic,
        },
        permissions: [],
      })
      store.documents.insertMany([stored('old-public', true), stored('old-draft', false)])
      givePublicJobsTheirReadPermission(store)
      expect(store.documents.get('main', 'jobs', 'old-public')!.permissions).toEqual(['read("any")'])
      expect(store.documents.get('main', 'jobs', 'old-draft')!.permissions).toEqual([])
      // Once: a job published later without permissions is the staff's choice, left as it is.
      store.documents.insert(stored('new-public', true))
      givePublicJobsTheirReadPermission(store)
      expect(store.documents.get('main', 'jobs', 'new-public')!.permissions).toEqual([])
    } finally {
      store.close()
      dir.remove()
    }
  })
})

describe('seed-appwrite.ts (node-appwrite with the key)', { timeout: 120_000 }, () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ seed: false })
  })
  afterAll(() => server.stop())

  // A slice of the content keeps this quick (every create is a durable commit); all of it fits the schema (above).
  const data = { blog: [...seed.blog.slice(0, 6), ...seed.blog.slice(-2)], jobs: seed.jobs.slice(0, 12) }

  it('seeds an empty backend, idempotently, keeping blog dates as $createdAt', async () => {
    const options = { endpoint: server.endpoint, projectId: 'maple-pathways', apiKey: server.apiKey, data }
    const count = data.blog.length + data.jobs.length
    expect(await seedAppwrite(options)).toEqual({ created: count, skipped: 0 })
    expect(await seedAppwrite(options)).toEqual({ created: 0, skipped: count })
    const databases = new Databases(server.adminClient())
    const jobs = await databases.listDocuments({ databaseId: 'main', collectionId: 'jobs', queries: [Query.limit(1)] })
    expect(jobs.total).toBe(data.jobs.length)
    const newest = await databases.listDocuments({
      databaseId: 'main',
      collectionId: 'blog',
      queries: [Query.orderDesc('$createdAt'), Query.limit(1)],
    })
    expect(newest.documents[0]!.$id).toBe(seed.blog.at(-1)!.$id)
    expect(newest.documents[0]!.$createdAt).toBe(newest.documents[0]!.createdAt)
  })
})
