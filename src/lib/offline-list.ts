// Lists that can be read offline (news, jobs): every complete fetch is saved in IndexedDB with its
// time, for use-offline-list.ts to show when a fetch fails for want of a connection. The features'
// hooks call these; components never touch IndexedDB.
import { readList, saveList, type ListKey, type SavedList, type SavedListItems } from '../shared/offline-db'

/**
 * Saves a complete, freshly fetched list (fire and forget: the screen never waits for storage), in a
 * quiet moment: IndexedDB copies the whole list on the page's own thread (a hundred jobs or fifty posts
 * with their text, tens of milliseconds on a slow phone), which must not land among the first frames.
 */
export function rememberList<K extends ListKey>(key: K, items: SavedListItems[K][]): void {
  const save = () => void saveList(key, items)
  // Without requestIdleCallback (Safari), at once after this task: a list left soon after is still saved.
  if (typeof requestIdleCallback === 'function') requestIdleCallback(save, { timeout: 1000 })
  else setTimeout(save, 0)
}

/** The saved copy of a list, or undefined when none was saved (or storage is unavailable). */
export function readSavedList<K extends ListKey>(key: K): Promise<SavedList<K> | undefined> {
  return readList(key)
}
