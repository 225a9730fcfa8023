// Lists that can be read offline (news, jobs): every complete fetch is saved in IndexedDB with its
// time; when the fetch fails for a network reason, or the browser is offline, the saved copy is
// read instead. The features' hooks call these; components never touch IndexedDB.
import type { Locale } from '../shared/locales'
import { readList, saveList, type ListKey, type SavedList, type SavedListItems } from '../shared/offline-db'

/**
 * Saves a complete, freshly fetched list (fire and forget: the screen never waits for storage), in a
 * quiet moment: IndexedDB copies the whole list on the page's own thread (a hundred jobs or fifty posts
 * with their text, tens of milliseconds on a slow phone), which must not land among the first frames.
 */
export function rememberList<K extends ListKey>(key: K, items: SavedListItems[K][]): void {
  const save = () => void saveList(key, items)
  if (typeof requestIdleCallback === 'function') requestIdleCallback(save, { timeout: 1000 })
  else setTimeout(save, 0)
}

/** The saved copy of a list, or undefined when none was saved (or storage is unavailable). */
export function readSavedList<K extends ListKey>(key: K): Promise<SavedList<K> | undefined> {
  return readList(key)
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const
// The abbreviations Canadian French writes (and Intl's fr-CA 'medium' dates).
const FRENCH_MONTHS = [
  'janv.',
  'févr.',
  'mars',
  'avr.',
  'mai',
  'juin',
  'juill.',
  'août',
  'sept.',
  'oct.',
  'nov.',
  'déc.',
] as const
const two = (n: number) => String(n).padStart(2, '0')

/**
 * When a copy was saved, for the list's words to say (local time, the same in every browser): '22 Nov
 * 2026' and '14:05' (24-hour); in French '22 nov. 2026' and '14 h 05', as Canadian French writes them
 * (the first of the month '1er', on the hour '14 h').
 */
export function savedAtParts(savedAt: number, locale: Locale = 'en'): [date: string, time: string] {
  const d = new Date(savedAt)
  if (locale === 'fr') {
    const day = d.getDate() === 1 ? '1er' : String(d.getDate())
    const minutes = d.getMinutes() === 0 ? '' : `\u00a0${two(d.getMinutes())}`
    return [`${day} ${FRENCH_MONTHS[d.getMonth()]} ${d.getFullYear()}`, `${d.getHours()}\u00a0h${minutes}`]
  }
  return [`${d.getDate()} ${MONTHS[d.getMonth()]} ${d.getFullYear()}`, `${two(d.getHours())}:${two(d.getMinutes())}`]
}
