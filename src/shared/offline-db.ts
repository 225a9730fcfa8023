// The one IndexedDB module, shared by the page and the service worker, and its two databases. Saved
// lists let news and jobs be read offline; the contact queue keeps messages written offline until they
// are delivered; the jobs a visitor saves are kept with their details.
//
// Every function fails soft: when IndexedDB is missing, blocked or broken (private modes, tests
// without a fake), reads answer undefined (the contact queue: [] where there is no IndexedDB at all)
// and writes answer false, never throw. The site must
// keep working online without it. Globals are reached through `globalThis` because this file is
// type-checked for the window, the worker and Node alike.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb'
import type { BlogPost, ContactMessage, Job } from './models'

export const OFFLINE_DB_NAME = 'maple-pathways'
/**
 * A schema change raises it with a step in `upgrade` that only adds stores: the code of the releases
 * before opens a newer database as it is (see `database`), but those before this rule cannot (see
 * MY_JOBS_DB_NAME).
 */
export const OFFLINE_DB_VERSION = 1
/**
 * The visitor's own jobs (those saved, those applied to) live in a database of their own, not in a
 * version 2 of the first: IndexedDB refuses to open a database at a lower version than it has, and the
 * code of the version before (the old service worker serving the shell until the update is taken,
 * another tab) asks for version 1, so its saved lists and contact queue would stop.
 */
export const MY_JOBS_DB_NAME = 'maple-pathways-my-jobs'

/**
 * What each saved list holds. The news is a list per language ('blog' the English one, as before
 * French existed, so copies saved then still read), so a list read in French never replaces the copy
 * an English visit saved; the job board reads every job in either language (ordered on screen), so
 * one copy serves both.
 */
export interface SavedListItems {
  blog: BlogPost
  'blog-fr': BlogPost
  jobs: Job
}
export type ListKey = keyof SavedListItems

export interface SavedList<K extends ListKey = ListKey> {
  items: SavedListItems[K][]
  /** When the list was fetched and saved (milliseconds since the epoch). */
  savedAt: number
}

/**
 * 'delivered': sent, and kept (without its text) only until a page has told the visitor: a delivery
 * that ends while no page listens (the tab closed, a reload) is then still reported on the next visit.
 */
export type QueuedContactState = 'queued' | 'sending' | 'refused' | 'delivered'

export interface QueuedContact {
  clientMessageId: string
  message: ContactMessage
  /** The contact endpoint the page would have posted to; the service worker delivers there. */
  endpoint: string
  queuedAt: number
  /** Delivery attempts that failed for a network reason or a 5xx. */
  attempts: number
  state: QueuedContactState
  /** When the last attempt started (set with state 'sending'). */
  lastAttemptAt?: number
  /** Why the last attempt failed; for 'refused', the endpoint's own message. */
  lastError?: string
  /** 'delivered': the endpoint's answer, e.g. 'Thank you! Your message has been sent.' */
  serverMessage?: string
  /** 'delivered': when. */
  deliveredAt?: number
}

/** A job the visitor saved, as it read when saved: it still shows offline, and after it left the board. */
export interface SavedJob {
  job: Job
  /** When the visitor saved it (milliseconds since the epoch). */
  savedAt: number
}

interface OfflineSchema extends DBSchema {
  lists: { key: ListKey; value: SavedList }
  contactQueue: { key: string; value: QueuedContact; indexes: { queuedAt: number } }
}

/** An application sent from this device: the job's id and when, nothing of the applicant. */
export interface SentApplication {
  jobId: string
  /** When it was saved in the backend (milliseconds since the epoch). */
  sentAt: number
}

interface MyJobsSchema extends DBSchema {
  savedJobs: { key: string; value: SavedJob }
  applications: { key: string; value: SentApplication }
}

/** Opening should take milliseconds; a blocked or hung open is treated as "unavailable". */
const OPEN_TIMEOUT_MS = 4000

let warned = false

function warnOnce(reason: unknown) {
  if (warned) return
  warned = true
  console.warn(
    'Offline storage (IndexedDB) is unavailable; saved lists, saved jobs and the message queue are off.',
    reason,
  )
}

const hasIndexedDb = () => Boolean((globalThis as { indexedDB?: unknown }).indexedDB)

/** What a transaction on a connection that is gone throws. */
const LOST_CONNECTION: ReadonlySet<string> = new Set(['InvalidStateError', 'UnknownError'])

/** One database: opened once, on first use, and again after a newer version or the browser closed it. */
function database<Schema extends DBSchema>(
  name: string,
  version: number,
  upgrade: (db: IDBPDatabase<Schema>, oldVersion: number) => void,
) {
  type Db = IDBPDatabase<Schema>
  let dbPromise: Promise<Db | undefined> | undefined

  function open(): Promise<Db | undefined> {
    if (!hasIndexedDb()) {
      warnOnce('indexedDB is not defined')
      return Promise.resolve(undefined)
    }
    const handlers = {
      // A newer version (a new service worker or tab) wants to upgrade: let it, and reopen next time.
      blocking(_current: number, _next: number | null, event: Event) {
        ;(event.target as { close?: () => void } | null)?.close?.()
        dbPromise = undefined
      },
      terminated() {
        dbPromise = undefined
      },
    }
    const opening = openDB<Schema>(name, version, { upgrade: (db, oldVersion) => upgrade(db, oldVersion), ...handlers })
      // A newer release raised the version (a schema step only ever adds stores): this code opens the
      // database as it is and finds its own stores there, rather than losing them all.
      .catch((error: unknown) => {
        if ((error as { name?: unknown } | null)?.name !== 'VersionError') throw error
        return openDB<Schema>(name, undefined, handlers)
      })
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Opening IndexedDB timed out (blocked?)')), OPEN_TIMEOUT_MS)
    })
    return Promise.race([opening, timeout]).then(
      (db) => {
        clearTimeout(timer)
        return db
      },
      (error: unknown) => {
        clearTimeout(timer)
        warnOnce(error)
        // Try again on the next call: a blocked open may succeed later.
        dbPromise = undefined
        return undefined
      },
    )
  }

  async function db(): Promise<Db | undefined> {
    try {
      dbPromise ??= open()
      return await dbPromise
    } catch (error) {
      // indexedDB.open itself may throw synchronously (e.g. a SecurityError).
      warnOnce(error)
      dbPromise = undefined
      return undefined
    }
  }

  return {
    /** Runs `work` on the database; answers `fallback` when it is unavailable or the work fails. */
    async run<T>(fallback: T, work: (db: Db) => Promise<T>): Promise<T> {
      for (let attempt = 1; ; attempt += 1) {
        const handle = await db()
        if (!handle) return fallback
        try {
          return await work(handle)
        } catch (error) {
          // A connection the browser dropped without a 'close' event (Safari's "Connection to Indexed
          // Database server lost") fails every call after: opened anew once. A transaction is all or nothing.
          if (attempt === 1 && LOST_CONNECTION.has((error as { name?: string } | null)?.name ?? '')) {
            // Unless a call beside this one has opened it anew already.
            const current = dbPromise
            if (current && (await current.catch(() => undefined)) === handle && dbPromise === current)
              dbPromise = undefined
            handle.close()
            continue
          }
          warnOnce(error)
          return fallback
        }
      }
    },
    async close(): Promise<void> {
      const pending = dbPromise
      dbPromise = undefined
      const handle = await pending?.catch(() => undefined)
      handle?.close()
    },
  }
}

const offline = database<OfflineSchema>(OFFLINE_DB_NAME, OFFLINE_DB_VERSION, (db, oldVersion) => {
  if (oldVersion < 1) {
    db.createObjectStore('lists')
    db.createObjectStore('contactQueue', { keyPath: 'clientMessageId' }).createIndex('queuedAt', 'queuedAt')
  }
})

const myJobs = database<MyJobsSchema>(MY_JOBS_DB_NAME, 1, (db, oldVersion) => {
  if (oldVersion < 1) {
    db.createObjectStore('savedJobs')
    db.createObjectStore('applications', { keyPath: 'jobId' })
  }
})

/** Closes the connections (tests reset the databases between cases). */
export async function closeOfflineDb(): Promise<void> {
  await Promise.all([offline.close(), myJobs.close()])
}

// ── Saved lists ────────────────────────────────────────────────────────────────────────────────────

/** Saves a complete list with the time it was fetched. Answers whether it was stored. */
export function saveList<K extends ListKey>(
  key: K,
  items: SavedListItems[K][],
  savedAt = Date.now(),
): Promise<boolean> {
  return offline.run(false, async (d) => {
    await d.put('lists', { items, savedAt } as SavedList, key)
    return true
  })
}

/** The saved list, or undefined when none was saved (or storage is unavailable). */
export function readList<K extends ListKey>(key: K): Promise<SavedList<K> | undefined> {
  return offline.run<SavedList<K> | undefined>(undefined, async (d) => {
    const saved = await d.get('lists', key)
    if (!saved || !Array.isArray(saved.items) || typeof saved.savedAt !== 'number') return undefined
    return saved as SavedList<K>
  })
}

// ── The visitor's jobs: saved, applied to ──────────────────────────────────────────────────────────

/** A time a Date can hold (written by this code, but read back from a store anyone can change). */
const isTime = (value: unknown): value is number => typeof value === 'number' && Math.abs(value) <= 8.64e15

/** Keeps a job the visitor saved (a job saved again takes its newer details). Answers whether it was stored. */
export function keepSavedJob(job: Job, savedAt = Date.now()): Promise<boolean> {
  return myJobs.run(false, async (d) => {
    await d.put('savedJobs', { job, savedAt }, job.$id)
    return true
  })
}

/** Answers whether the job is no longer kept (true too when it was not). */
export function forgetSavedJob(jobId: string): Promise<boolean> {
  return myJobs.run(false, async (d) => {
    await d.delete('savedJobs', jobId)
    return true
  })
}

/** The saved jobs, the latest saved first; undefined when storage is unavailable. */
export function readSavedJobs(): Promise<SavedJob[] | undefined> {
  return myJobs.run<SavedJob[] | undefined>(undefined, async (d) => {
    const saved = await d.getAll('savedJobs')
    return saved
      .filter((entry) => typeof entry?.job?.$id === 'string' && isTime(entry.savedAt))
      .sort((a, b) => b.savedAt - a.savedAt)
  })
}

/** Notes an application sent for the job (a later one replaces it). Answers whether it was stored. */
export function noteSentApplication(jobId: string, sentAt = Date.now()): Promise<boolean> {
  return myJobs.run(false, async (d) => {
    await d.put('applications', { jobId, sentAt })
    return true
  })
}

/** The applications sent from this device; undefined when storage is unavailable. */
export function readSentApplications(): Promise<SentApplication[] | undefined> {
  return myJobs.run<SentApplication[] | undefined>(undefined, async (d) =>
    (await d.getAll('applications')).filter((entry) => typeof entry?.jobId === 'string' && isTime(entry.sentAt)),
  )
}

// ── Contact queue ──────────────────────────────────────────────────────────────────────────────────

export interface EnqueueContactInput {
  clientMessageId: string
  message: ContactMessage
  endpoint: string
}

/** Stores a message for later delivery. Answers whether it was stored durably. */
export function enqueueContact(
  { clientMessageId, message, endpoint }: EnqueueContactInput,
  now = Date.now(),
): Promise<boolean> {
  const entry: QueuedContact = {
    clientMessageId,
    message: { name: message.name, email: message.email, subject: message.subject, message: message.message },
    endpoint,
    queuedAt: now,
    attempts: 0,
    state: 'queued',
  }
  return offline.run(false, async (d) => {
    await d.put('contactQueue', entry)
    return true
  })
}

/**
 * Every queued message, refused ones included, oldest first; undefined when the device's storage
 * could not be read (an empty queue would end a delivery round as if all had gone). Without IndexedDB
 * at all, nothing can have been queued.
 */
export async function listQueuedContacts(): Promise<QueuedContact[] | undefined> {
  if (!hasIndexedDb()) return []
  return offline.run<QueuedContact[] | undefined>(undefined, (d) => d.getAllFromIndex('contactQueue', 'queuedAt'))
}

export function getQueuedContact(clientMessageId: string): Promise<QueuedContact | undefined> {
  return offline.run<QueuedContact | undefined>(undefined, (d) => d.get('contactQueue', clientMessageId))
}

/** Reads, changes and writes one entry in one transaction; answers the new entry. */
function updateContact(
  clientMessageId: string,
  change: (entry: QueuedContact) => QueuedContact,
): Promise<QueuedContact | undefined> {
  return offline.run<QueuedContact | undefined>(undefined, async (d) => {
    const tx = d.transaction('contactQueue', 'readwrite')
    const entry = await tx.store.get(clientMessageId)
    if (!entry) {
      await tx.done
      return undefined
    }
    const next = change(entry)
    await tx.store.put(next)
    await tx.done
    return next
  })
}

/** A delivery attempt is starting. */
export function markContactSending(clientMessageId: string, now = Date.now()) {
  return updateContact(clientMessageId, (e) => ({ ...e, state: 'sending', lastAttemptAt: now }))
}

/** The attempt failed for a reason worth retrying (network, 5xx): back in the queue. */
export function markContactQueued(clientMessageId: string, lastError: string) {
  return updateContact(clientMessageId, (e) => ({ ...e, state: 'queued', attempts: e.attempts + 1, lastError }))
}

/** The endpoint refused the message: kept, with its answer, so the text is not lost. */
export function markContactRefused(clientMessageId: string, serverMessage: string) {
  return updateContact(clientMessageId, (e) => ({ ...e, state: 'refused', lastError: serverMessage }))
}

/**
 * The endpoint took the message. Only the subject stays, for the notice that says it was sent; the
 * name, address and text are gone from the device.
 */
export function markContactDelivered(clientMessageId: string, serverMessage: string, now = Date.now()) {
  return updateContact(clientMessageId, (e) => ({
    ...e,
    message: { name: '', email: '', subject: e.message.subject, message: '' },
    state: 'delivered',
    lastError: undefined,
    serverMessage,
    deliveredAt: now,
  }))
}

/**
 * Takes a message not yet delivered out of the queue, in one transaction with the read: its text, or
 * undefined when it is gone, was delivered, or the storage failed (it then stays queued).
 */
export function takeQueuedContact(clientMessageId: string): Promise<ContactMessage | undefined> {
  return offline.run<ContactMessage | undefined>(undefined, async (d) => {
    const tx = d.transaction('contactQueue', 'readwrite')
    const entry = await tx.store.get(clientMessageId)
    const taken = entry && entry.state !== 'delivered' ? entry.message : undefined
    if (taken) await tx.store.delete(clientMessageId)
    await tx.done
    return taken
  })
}

/** Reported to the visitor or discarded. Answers whether it was removed. */
export function removeContact(clientMessageId: string): Promise<boolean> {
  return offline.run(false, async (d) => {
    await d.delete('contactQueue', clientMessageId)
    return true
  })
}
