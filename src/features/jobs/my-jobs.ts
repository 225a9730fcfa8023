// The visitor's own jobs, kept on the device (offline-db's second database): those saved to come back
// to, with the details they had (the saved list reads offline and still names a job that has left the
// board), and when an application was sent for each job applied to from here.
// One store for every screen of the tab; another tab's changes are read again as it makes them, and
// when this tab comes back.
import { useSyncExternalStore } from 'react'
import { externalStore } from '../../lib/external-store'
import type { Job } from '../../shared/models'
import {
  forgetSavedJob,
  keepSavedJob,
  noteSentApplication,
  readSavedJobs,
  readSentApplications,
  type SavedJob,
} from '../../shared/offline-db'

export interface MyJobs {
  /** Read from the device (or found unavailable). Before, nothing shows as saved and the saved view waits. */
  loaded: boolean
  /** The saved jobs, the latest saved first. */
  entries: readonly SavedJob[]
  ids: ReadonlySet<string>
  /** When an application was last sent from here, by job id. */
  sentOn: ReadonlyMap<string, number>
  /**
   * False once the device failed to keep them (private modes, storage off): from then on they last for
   * this page, and the device is not read again (it would take back what this page saved).
   */
  kept: boolean
}

/** The channel the site's tabs tell each other a change on. */
const MY_JOBS_CHANNEL = 'maple-pathways-my-jobs'

const NOT_READ: MyJobs = { loaded: false, entries: [], ids: new Set(), sentOn: new Map(), kept: true }

// On the server and at hydration, none yet (they live on the device).
const myJobs = externalStore(NOT_READ)
let reading: Promise<void> | undefined
/** Counts this tab's changes, and those still being written: a reading must not undo one. */
let changes = 0
let writing = 0
/** Tells the site's other tabs of a change (where the browser has BroadcastChannel). */
let otherTabs: BroadcastChannel | undefined
/** Counts the tests' resets: a reading begun before one is dropped. */
let forgotten = 0
/** A reading was asked for, or dropped, while another or a write was under way. */
let askedAgain = false

function show(entries: readonly SavedJob[], sentOn: ReadonlyMap<string, number>, kept: boolean) {
  myJobs.set({ loaded: true, entries, ids: new Set(entries.map((entry) => entry.job.$id)), sentOn, kept })
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * Reads the device and shows what it holds. Asked again while a reading is under way (another tab's
 * news), or when a reading must be dropped (this tab's own change came meanwhile), it reads once more
 * after: that reading may have begun before the other tab wrote.
 */
function readFromDevice(): Promise<void> {
  if (reading) {
    askedAgain = true
    return reading
  }
  const before = changes
  const reset = forgotten
  reading = Promise.all([readSavedJobs(), readSentApplications()]).then(([saved, sent]) => {
    if (reset !== forgotten) return
    reading = undefined
    const shown = myJobs.get()
    if (shown.loaded && !shown.kept) return
    if (changes !== before || writing > 0) askedAgain = true
    else {
      const sentOn = sent ? new Map(sent.map((entry) => [entry.jobId, entry.sentAt])) : shown.sentOn
      // Unchanged (a tab come back to): nothing to draw again.
      const unchanged = shown.loaded && saved && same(saved, shown.entries) && same([...sentOn], [...shown.sentOn])
      if (!unchanged) show(saved ?? shown.entries, sentOn, saved !== undefined)
    }
    readAgainIfAsked()
  })
  return reading
}

function readAgainIfAsked() {
  if (!askedAgain || writing > 0 || reading) return
  askedAgain = false
  void readFromDevice()
}

const readAgainWhenBack = () => {
  if (document.visibilityState === 'visible') void readFromDevice()
}
const readAgain = () => void readFromDevice()

function subscribe(listener: () => void) {
  const unsubscribe = myJobs.subscribe(listener)
  if (myJobs.readers() === 1) {
    // Read again when a screen shows them anew: other tabs may have changed them unheard meanwhile.
    void readFromDevice()
    document.addEventListener('visibilitychange', readAgainWhenBack)
    if ('BroadcastChannel' in globalThis) {
      otherTabs = new BroadcastChannel(MY_JOBS_CHANNEL)
      otherTabs.addEventListener('message', readAgain)
    }
  }
  return () => {
    unsubscribe()
    if (myJobs.readers() > 0) return
    document.removeEventListener('visibilitychange', readAgainWhenBack)
    otherTabs?.close()
    otherTabs = undefined
  }
}

/** The visitor's jobs, read from the device while a screen shows them. */
export const useMyJobs = (): MyJobs => useSyncExternalStore(subscribe, myJobs.get, myJobs.built)

/**
 * Saves the job (`saved` true) or lets it go, as the visitor asked on what the screen showed: a tap
 * made before the device was read still means what its button said.
 */
export async function setJobSaved(job: Job, saved: boolean, now = Date.now()): Promise<void> {
  if (!myJobs.get().loaded) await readFromDevice()
  changes += 1
  const shown = myJobs.get()
  const others = shown.entries.filter((entry) => entry.job.$id !== job.$id)
  show(saved ? [{ job, savedAt: now }, ...others] : others, shown.sentOn, shown.kept)
  await store(saved ? keepSavedJob(job, now) : forgetSavedJob(job.$id))
}

/** An application for the job was saved in the backend: its cards and page say so from now on. */
export async function noteApplicationSent(jobId: string, now = Date.now()): Promise<void> {
  if (!myJobs.get().loaded) await readFromDevice()
  changes += 1
  const shown = myJobs.get()
  show(shown.entries, new Map([...shown.sentOn, [jobId, now]]), shown.kept)
  await store(noteSentApplication(jobId, now))
}

/** Waits for a change shown to be written, then tells the other tabs (or, failed, that nothing is kept). */
async function store(write: Promise<boolean>): Promise<void> {
  writing += 1
  const stored = await write.finally(() => (writing -= 1))
  const shown = myJobs.get()
  if (!stored && shown.kept) show(shown.entries, shown.sentOn, false)
  if (stored) tellOtherTabs()
  readAgainIfAsked()
}

function tellOtherTabs() {
  if (!('BroadcastChannel' in globalThis)) return
  // A tab showing no job has no channel open: it reads the device when it next shows one (subscribe).
  const channel = otherTabs ?? new BroadcastChannel(MY_JOBS_CHANNEL)
  channel.postMessage('changed')
  if (channel !== otherTabs) channel.close()
}

/**
 * Why a saved job shows as it was saved: 'gone', the whole fresh board no longer lists it (closed and
 * taken down, or no longer public); 'unchecked', the list at hand (a saved copy, a failure) does not
 * hold it, and nothing says whether it is still posted.
 */
export type NotListed = 'gone' | 'unchecked'

/**
 * The saved view: each saved job as the board has it now, else as it was saved. `board`: 'fresh', the
 * whole list from the backend; 'settled', a saved copy or a failure; 'loading', the live list is on its
 * way (a job not yet in it is not judged).
 */
export function savedJobsView(
  jobs: readonly Job[],
  saved: readonly SavedJob[],
  board: 'fresh' | 'settled' | 'loading',
): { jobs: Job[]; notListed: ReadonlyMap<string, NotListed> } {
  const byId = new Map(jobs.map((job) => [job.$id, job]))
  const notListed = new Map<string, NotListed>()
  const shown = saved.map(({ job }) => {
    const now = byId.get(job.$id)
    if (!now && board !== 'loading') notListed.set(job.$id, board === 'fresh' ? 'gone' : 'unchecked')
    return now ?? job
  })
  return { jobs: shown, notListed }
}

/** Tests: this tab as on a first visit. */
export function forgetMyJobsInMemory() {
  forgotten += 1
  myJobs.set(NOT_READ)
  reading = undefined
  changes = 0
  writing = 0
  askedAgain = false
}
