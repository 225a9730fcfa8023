import { readFileSync } from 'node:fs'
import { Databases, Query } from 'node-appwrite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isOptionalContentLanguage, recordLanguage } from '../../src/shared/content-language'
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
    for (const { $id: _id, $createdAt: _posted, ...job } of seed.jobs)
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

describe('demo content in French', () => {
  const isFrench = (record: { language?: string | null }) => record.language === 'fr'
  const frenchPosts = seed.blog.filter(isFrench)
  const englishPosts = seed.blog.filter((post) => recordLanguage(post) === 'en')
  const frenchJobs = seed.jobs.filter(isFrench)
  const englishJobs = seed.jobs.filter((job) => recordLanguage(job) === 'en')
  // Words only French uses, and English words a French text never holds (a program's English name would).
  const FRENCH_WORDS =
    /(^|[\s'])(le|la|les|de|des|du|une|et|pour|sur|sans|vous|votre|dans|avec|à|au|aux|est)(?=[\s,.:;!?])/giu
  const ENGLISH_WORDS = /\b(the|and|your|with|you|for|of|to|is|are|work permit|express entry)\b/i
  const textOf = (html: string) => html.replace(/<[^>]*>/g, ' ')

  it('has at least 8 French posts shown on localhost and 15 public French jobs', () => {
    expect(frenchPosts.filter((post) => post.visibility.includes('localhost')).length).toBeGreaterThanOrEqual(8)
    expect(frenchJobs.filter((job) => job.isPublic).length).toBeGreaterThanOrEqual(15)
    // Each language's list has a post of each kind the screens handle: no picture, another host only.
    expect(frenchPosts.some((post) => !post.imageUrl)).toBe(true)
    expect(frenchPosts.some((post) => !post.visibility.includes('localhost'))).toBe(true)
    expect(frenchJobs.some((job) => !job.isAcceptingApplications)).toBe(true)
  })

  it("opens each language's board with a job that takes applications, as a real board's newest posting is", () => {
    for (const jobs of [englishJobs, frenchJobs]) {
      const newest = jobs.filter((job) => job.isPublic).sort((a, b) => b.$createdAt.localeCompare(a.$createdAt))[0]!
      expect(newest.isAcceptingApplications, newest.$id).toBe(true)
    }
  })

  it('marks English both ways: some records say en, others have no language (which means en)', () => {
    for (const records of [seed.blog, seed.jobs] as const) {
      expect(records.some((record) => record.language === 'en')).toBe(true)
      expect(records.some((record) => !('language' in record))).toBe(true)
      expect(records.every((record) => isOptionalContentLanguage(record.language))).toBe(true)
    }
  })

  it('puts the French records after the English ones, so the English order is the one from before French', () => {
    const lastEnglish = (records: ReadonlyArray<{ language?: string | null }>) =>
      records.findLastIndex((record) => !isFrench(record))
    expect(lastEnglish(seed.blog)).toBeLessThan(seed.blog.findIndex(isFrench))
    expect(lastEnglish(seed.jobs)).toBeLessThan(seed.jobs.findIndex(isFrench))
  })

  it('writes every French post in French: its own title and text, French words, no English sentence', () => {
    const englishTitles = new Set(englishPosts.map((post) => post.title))
    const englishTexts = new Set(englishPosts.map((post) => textOf(post.content)))
    for (const post of frenchPosts) {
      const text = textOf(post.content)
      expect(englishTitles.has(post.title), post.$id).toBe(false)
      expect(englishTexts.has(text), post.$id).toBe(false)
      expect(`${post.title} `.match(FRENCH_WORDS)?.length ?? 0, post.title).toBeGreaterThan(0)
      expect(text.match(FRENCH_WORDS)?.length ?? 0, post.$id).toBeGreaterThanOrEqual(10)
      expect(`${post.title} ${text}`, post.$id).not.toMatch(ENGLISH_WORDS)
      // Links lead to the French pages: the contact page under /fr/, the government's French site.
      for (const [, href] of post.content.matchAll(/href="([^"]*)"/g))
        expect(href, post.$id).toMatch(/^(\/fr\/|https:\/\/www\.canada\.ca\/fr\/)/)
    }
  })

  it("writes every French job in French, with its salary in the seed's one form for the page to format", () => {
    const englishTitles = new Set(englishJobs.map((job) => job.title))
    const englishDescriptions = new Set(englishJobs.map((job) => job.description))
    const SALARY = /^\$\d{1,3}(,\d{3})*(\.\d{2})?–\$\d{1,3}(,\d{3})*(\.\d{2})? per (hour|year)$/
    for (const job of frenchJobs) {
      expect(englishTitles.has(job.title), job.$id).toBe(false)
      expect(englishDescriptions.has(job.description), job.$id).toBe(false)
      expect(job.description.match(FRENCH_WORDS)?.length ?? 0, job.$id).toBeGreaterThanOrEqual(8)
      expect(`${job.title} ${job.description}`, job.$id).not.toMatch(ENGLISH_WORDS)
      if (job.salary) expect(job.salary).toMatch(SALARY)
      // Provinces as the board's filter knows them: a French job adds no second name for a province.
      expect(englishJobs.map((english) => english.province)).toContain(job.province)
    }
    for (const job of englishJobs) if (job.salary) expect(job.salary).toMatch(SALARY)
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
      // A job is dated when it was posted, not when it was seeded: a site built from one backend finds
      // the very same jobs on another (its live refresh sees no change).
      const job = store.documents.get('main', 'jobs', seed.jobs[0]!.$id)!
      expect([job.createdAt, job.updatedAt]).toEqual([seed.jobs[0]!.$createdAt.replace('Z', '+00:00'), job.createdAt])
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
