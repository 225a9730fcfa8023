import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { openDB } from 'idb'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { BlogPost, Job } from './models'
import type * as OfflineDb from './offline-db'
import {
  closeOfflineDb,
  enqueueContact,
  forgetSavedJob,
  keepSavedJob,
  noteSentApplication,
  OFFLINE_DB_NAME,
  getQueuedContact,
  listQueuedContacts,
  markContactDelivered,
  markContactQueued,
  markContactRefused,
  markContactSending,
  readList,
  readSavedJobs,
  readSentApplications,
  removeContact,
  saveList,
} from './offline-db'

const post = {
  $id: 'p1',
  title: 'Express Entry draw',
  content: '<p>x</p>',
  createdAt: '2026-11-01',
  visibility: ['localhost'],
} as BlogPost
const job = { $id: 'j1', title: 'Electrician', isPublic: true } as Job
const message = { name: 'Ana', email: 'ana@example.ca', subject: 'Work permit', message: 'Hello' }

beforeEach(async () => {
  await closeOfflineDb()
  globalThis.indexedDB = new IDBFactory()
})

describe('saved lists', () => {
  it('reads back what was saved, with the time it was saved, per list', async () => {
    expect(await saveList('blog', [post], 1_700_000_000_000)).toBe(true)
    expect(await saveList('jobs', [job], 1_700_000_500_000)).toBe(true)
    expect(await readList('blog')).toEqual({ items: [post], savedAt: 1_700_000_000_000 })
    expect(await readList('jobs')).toEqual({ items: [job], savedAt: 1_700_000_500_000 })
  })

  it('answers undefined when nothing was saved yet', async () => {
    expect(await readList('jobs')).toBeUndefined()
  })

  it('a new save replaces the old list', async () => {
    await saveList('jobs', [job], 1)
    await saveList('jobs', [], 2)
    expect(await readList('jobs')).toEqual({ items: [], savedAt: 2 })
  })

  it('opens the database anew when the browser dropped the connection without saying so (Safari)', async () => {
    const factory = globalThis.indexedDB
    const open = factory.open.bind(factory)
    const connections: IDBDatabase[] = []
    vi.spyOn(factory, 'open').mockImplementation((...args: Parameters<IDBFactory['open']>) => {
      const request = open(...args)
      request.addEventListener('success', () => connections.push(request.result))
      return request
    })
    expect(await saveList('jobs', [job], 1)).toBe(true)
    // Closed under the site's feet, with no 'close' event: its next transaction throws InvalidStateError.
    connections[0]!.close()
    expect(await readList('jobs')).toEqual({ items: [job], savedAt: 1 })
    expect(await saveList('jobs', [], 2)).toBe(true)
    expect(connections).toHaveLength(2)
  })

  it('survives closing and reopening the database (a reload)', async () => {
    await saveList('blog', [post], 5)
    await closeOfflineDb()
    expect((await readList('blog'))?.items).toEqual([post])
  })
})

describe('saved jobs', () => {
  const welder = { $id: 'j2', title: 'Welder', isPublic: true } as Job

  it('keeps each job with the time it was saved, the latest saved first, across a reload', async () => {
    expect(await keepSavedJob(job, 10)).toBe(true)
    expect(await keepSavedJob(welder, 20)).toBe(true)
    await closeOfflineDb()
    expect(await readSavedJobs()).toEqual([
      { job: welder, savedAt: 20 },
      { job, savedAt: 10 },
    ])
  })

  it('a job saved again takes its newer details; a forgotten one is gone', async () => {
    await keepSavedJob(job, 10)
    await keepSavedJob({ ...job, title: 'Master electrician' }, 30)
    expect(await readSavedJobs()).toEqual([{ job: { ...job, title: 'Master electrician' }, savedAt: 30 }])
    expect(await forgetSavedJob('j1')).toBe(true)
    expect(await forgetSavedJob('never-saved')).toBe(true)
    expect(await readSavedJobs()).toEqual([])
  })

  it('notes the applications sent, one per job (the latest), across a reload', async () => {
    expect(await noteSentApplication('j1', 10)).toBe(true)
    expect(await noteSentApplication('j2', 20)).toBe(true)
    expect(await noteSentApplication('j1', 30)).toBe(true)
    await closeOfflineDb()
    expect(await readSentApplications()).toEqual([
      { jobId: 'j1', sentAt: 30 },
      { jobId: 'j2', sentAt: 20 },
    ])
  })

  it('a database a newer release raised to version 2 (a store added) still opens here, with its lists and queue', async () => {
    const newer = await openDB(OFFLINE_DB_NAME, 2, {
      upgrade(db) {
        db.createObjectStore('lists')
        db.createObjectStore('contactQueue', { keyPath: 'clientMessageId' }).createIndex('queuedAt', 'queuedAt')
        db.createObjectStore('somethingNew')
      },
    })
    await newer.put('lists', { items: [job], savedAt: 7 }, 'jobs')
    newer.close()
    expect(await readList('jobs')).toEqual({ items: [job], savedAt: 7 })
    expect(await enqueueContact({ clientMessageId: 'm', message, endpoint: 'e' })).toBe(true)
  })

  it('saving a job leaves the first database at its version: the code of the version before still opens it', async () => {
    await saveList('jobs', [job], 7)
    expect(await keepSavedJob(job, 8)).toBe(true)
    // The previous release (an old service worker, another tab) asks for version 1.
    const before = await openDB(OFFLINE_DB_NAME, 1)
    expect(await before.get('lists', 'jobs')).toEqual({ items: [job], savedAt: 7 })
    before.close()
  })
})

describe('contact queue', () => {
  const enqueue = (id: string, at: number) =>
    enqueueContact({ clientMessageId: id, message, endpoint: 'http://localhost:8787/contact' }, at)

  it('keeps messages oldest first with their state', async () => {
    expect(await enqueue('b', 20)).toBe(true)
    expect(await enqueue('a', 10)).toBe(true)
    const queue = (await listQueuedContacts())!
    expect(queue.map((e) => e.clientMessageId)).toEqual(['a', 'b'])
    expect(queue[0]).toMatchObject({
      message,
      state: 'queued',
      attempts: 0,
      queuedAt: 10,
      endpoint: 'http://localhost:8787/contact',
    })
  })

  it('records sending, retries, refusals and delivery, and removes', async () => {
    await enqueue('a', 1)
    expect(await markContactSending('a', 99)).toMatchObject({ state: 'sending', lastAttemptAt: 99 })
    expect(await markContactQueued('a', 'The server answered 500')).toMatchObject({
      state: 'queued',
      attempts: 1,
      lastError: 'The server answered 500',
    })
    expect(await markContactRefused('a', 'Please enter a valid email address.')).toMatchObject({
      state: 'refused',
      lastError: 'Please enter a valid email address.',
      message,
    })
    expect(await markContactDelivered('a', 'Thank you! Your message has been sent.', 120)).toEqual({
      clientMessageId: 'a',
      endpoint: 'http://localhost:8787/contact',
      queuedAt: 1,
      attempts: 1,
      lastAttemptAt: 99,
      state: 'delivered',
      serverMessage: 'Thank you! Your message has been sent.',
      deliveredAt: 120,
      // Only what the notice needs stays on the device.
      message: { name: '', email: '', subject: message.subject, message: '' },
    })
    expect(await removeContact('a')).toBe(true)
    expect(await getQueuedContact('a')).toBeUndefined()
    expect(await markContactQueued('a', 'x')).toBeUndefined()
  })
})

describe('without IndexedDB', () => {
  let warn: ReturnType<typeof vi.spyOn>
  // A page's first look at the store: a fresh module, which has not warned yet nor opened anything.
  let fresh: typeof OfflineDb
  beforeEach(async () => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.resetModules()
    fresh = await import('./offline-db')
  })
  afterEach(() => {
    globalThis.indexedDB = new IDBFactory()
  })

  it('fails soft when indexedDB is missing: reads answer nothing (no queue: nothing can be in it), writes false, one warning', async () => {
    // @ts-expect-error -- a browser with no IndexedDB (or a test without the fake)
    delete globalThis.indexedDB
    expect(await fresh.saveList('blog', [post])).toBe(false)
    expect(await fresh.readList('blog')).toBeUndefined()
    expect(await fresh.enqueueContact({ clientMessageId: 'x', message, endpoint: 'e' })).toBe(false)
    expect(await fresh.listQueuedContacts()).toEqual([])
    expect(await fresh.removeContact('x')).toBe(false)
    expect(await fresh.keepSavedJob(job)).toBe(false)
    expect(await fresh.readSavedJobs()).toBeUndefined()
    // Said once, not on every call.
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('fails soft when opening throws (blocked by the browser, private mode)', async () => {
    globalThis.indexedDB = {
      open: () => {
        throw new DOMException('The user denied permission to access the database.', 'SecurityError')
      },
    } as unknown as IDBFactory
    await expect(fresh.saveList('jobs', [job])).resolves.toBe(false)
    await expect(fresh.readList('jobs')).resolves.toBeUndefined()
    // Not an empty queue: one may be there, unread (a delivery round would end as if every message had gone).
    await expect(fresh.listQueuedContacts()).resolves.toBeUndefined()
  })
})
