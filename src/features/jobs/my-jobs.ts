// The visitor's own jobs, kept on the device (offline-db's second database): those saved to come back
// to, with the details they had (the saved list reads offline and still names a job that has left the
// board), and when an application was sent for each job applied to from here.
// One store for every screen of the tab; another tab's changes are read again as it makes them, and
// when this tab comes back.
import { useSyncExternalStore } from 'react'
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

let current = NOT_READ
const listeners = new Set<() => void>()
let reading: Promise<void> | undefined
/** Counts this tab's changes, and those still being written: a reading must not undo one. */
let changes = 0
let writing = 0
/** Tells the site's other tabs of a change (where the browser has BroadcastChannel). */
let otherTabs: BroadcastChannel | undefined
/** Counts the tests' resets: a reading begun before one is dropped. */
let forgotten = 0

function show(entries: readonly SavedJob[], sentOn: ReadonlyMap<string, number>, kept: boolean) {
  current = { loaded: true, entries, ids: new Set(entries.map((entry) => entry.job.$id)), sentOn, kept }
  for (const listener of listeners) listener()
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

function readFromDevice(): Promise<void> {
  const before = changes
  const reset = forgotten
  reading ??= Promise.all([readSavedJobs(), readSentApplications()]).then(([saved, sent]) => {
    if (reset !== forgotten) return
    reading = undefined
    if (changes !== before || writing > 0 || (current.loaded && !current.kept)) return
    const sentOn = sent ? new Map(sent.map((entry) => [entry.jobId, entry.sentAt])) : current.sentOn
    // Unchanged (a tab come back to): nothing to draw again.
    if (current.loaded && saved && same(saved, current.entries) && same([...sentOn], [...current.sentOn])) return
    show(saved ?? current.entries, sentOn, saved !== undefined)
  })
  return reading
}

const readAgainWhenBack = () => {
  if (document.visibilityState === 'visible') void readFromDevice()
}
const readAgain = () => void readFromDevice()

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (listeners.size === 1) {
    // Read again when a screen shows them anew: other tabs may have changed them unheard meanwhile.
    void readFromDevice()
    document.addEventListener('visibilitychange', readAgainWhenBack)
    if ('BroadcastChannel' in globalThis) {
      otherTabs = new BroadcastChannel(MY_JOBS_CHANNEL)
      otherTabs.addEventListener('message', readAgain)
    }
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size > 0) return
    document.removeEventListener('visibilitychange', readAgainWhenBack)
    otherTabs?.close()
    otherTabs = undefined
  }
}

/** The visitor's jobs; on the server and at hydration, none yet (they live on the device). */
export const useMyJobs = (): MyJobs =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => NOT_READ,
  )

/**
 * Saves the job (`saved` true) or lets it go, as the visitor asked on what the screen showed: a tap
 * made before the device was read still means what its button said.
 */
export async function setJobSaved(job: Job, saved: boolean, now = Date.now()): Promise<void> {
  if (!current.loaded) await readFromDevice()
  changes += 1
  const others = current.entries.filter((entry) => entry.job.$id !== job.$id)
  show(saved ? [{ job, savedAt: now }, ...others] : others, current.sentOn, current.kept)
  await store(saved ? keepSavedJob(job, now) : forgetSavedJob(job.$id))
}

/** An application for the job was saved in the backend: its cards and page say so from now on. */
export async function noteApplicationSent(jobId: string, now = Date.now()): Promise<void> {
  if (!current.loaded) await readFromDevice()
  changes += 1
  show(current.entries, new Map([...current.sentOn, [jobId, now]]), current.kept)
  await store(noteSentApplication(jobId, now))
}

/** Waits for a change shown to be written, then tells the other tabs (or, failed, that nothing is kept). */
async function store(write: Promise<boolean>): Promise<void> {
  writing += 1
  const stored = await write.finally(() => (writing -= 1))
  if (!stored && current.kept) show(current.entries, current.sentOn, false)
  if (stored) tellOtherTabs()
}

function tellOtherTabs() {
  if (!('BroadcastChannel' in globalThis)) return
  // A tab showing no job has no channel open: it reads the device when it next shows one (subscribe).
  const channel = otherTabs ?? new BroadcastChannel(MY_JOBS_CHANNEL)
  channel.postMessage('changed')
  if (channel !== otherTabs) channel.close()
}

/**
 * The saved view: each saved job as the board has it now, else as it was saved. `boardComplete`: the
 * board holds the whole list (not only a built page's first part), so a saved job missing from it has
 * left the board (`gone`): closed and taken down, or no longer public.
 */
export function savedJobsView(
  board: readonly Job[],
  saved: readonly SavedJob[],
  boardComplete: boolean,
): { jobs: Job[]; gone: ReadonlySet<string> } {
  const byId = new Map(board.map((job) => [job.$id, job]))
  const gone = new Set<string>()
  const jobs = saved.map(({ job }) => {
    const now = byId.get(job.$id)
    if (!now && boardComplete) gone.add(job.$id)
    return now ?? job
  })
  return { jobs, gone }
}

/** Tests: this tab as on a first visit. */
export function forgetMyJobsInMemory() {
  forgotten += 1
  current = NOT_READ
  reading = undefined
  changes = 0
  writing = 0
}
