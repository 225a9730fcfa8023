// What each entry of the history keeps for Back and Forward (the scroll position, the batches a list
// showed), kept across a reload and a Back or Forward that loads the page again (the language switch,
// a page the browser did not keep): the history's entries, and so their keys, outlive the page.
import { localeOfPath } from '../shared/locales'
import { forgottenBy } from './page-memory'
import { readStoredJson, writeStored } from './web-storage'

/** Entries kept at most, the newest: a long visit must not grow the store without end. */
const KEPT_ENTRIES = 100

/** This page was loaded by a reload, or by Back or Forward: its entries' memories are its own. */
function returning(): boolean {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? []
  const type = (navigation as PerformanceNavigationTiming | undefined)?.type
  return type === 'reload' || type === 'back_forward'
}

const restored = <Value>(storageKey: string) =>
  (readStoredJson('session', storageKey, Array.isArray) ?? []) as [string, Value][]

/**
 * A map from an entry's id (historyEntryId) to what it keeps, read back when this page was reloaded or
 * loaded by Back or Forward, written as the page is left. (A new visit in the same tab starts empty:
 * its first entry's id may match an earlier visit's.)
 */
export function entryMemory<Value>(name: string): Map<string, Value> {
  if (typeof window === 'undefined') return new Map()
  // One store per language: the first entries of /jobs and /fr/jobs have the same id ('default /jobs').
  const storageKey = `maple-pathways:entries:${name}:${localeOfPath(window.location.pathname)}`
  const memory = new Map<string, Value>(returning() ? restored<Value>(storageKey) : [])
  // What this page set: another page of the tab may have kept a newer value for any other entry since.
  const setHere = new Set<string>()
  const set = memory.set.bind(memory)
  memory.set = (id, value) => {
    setHere.add(id)
    return set(id, value)
  }
  forgottenBy(() => {
    memory.clear()
    setHere.clear()
  })
  window.addEventListener('pagehide', () => {
    // Over what other pages of the tab kept, not in their place: a link that loads the next page leaves
    // their entries in the history, and Back may load them again.
    const kept = new Map(restored<Value>(storageKey))
    for (const id of setHere) {
      kept.delete(id)
      kept.set(id, memory.get(id) as Value)
    }
    writeStored('session', storageKey, JSON.stringify([...kept].slice(-KEPT_ENTRIES)))
  })
  return memory
}
