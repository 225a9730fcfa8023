// The lists a built page was drawn with (scripts/prerender-plugin.ts writes them into the page as JSON).
// On that page the app's first render draws from them, so it draws exactly the HTML it takes over
// (hydration: no mismatch, no flash); the list is then fetched live as usual. No React here.
import type { ListKey, SavedListItems } from '../shared/offline-db'

/** The element that carries them: <script type="application/json" id="built-data">. */
export const BUILT_DATA_ELEMENT_ID = 'built-data'

export interface BuiltData {
  /** The address the page was built for (as the router sees it: encoded). */
  path: string
  lists: { [K in ListKey]?: SavedListItems[K][] }
  /**
   * For a list the page holds only the first part of ('Show more' draws the rest): how many items the
   * whole list had when the page was built, so the page says 'Showing 24 of 131 jobs' from its HTML.
   */
  totals?: { [K in ListKey]?: number }
  /**
   * For a list's numbered page (/jobs/page/3, shared/list-page-addresses.ts), which holds one batch from
   * further down the list: the index in the whole list of its first item.
   */
  offsets?: { [K in ListKey]?: number }
  /** The office's day the page was built on (dayKey): what its HTML shows open or closed was true then. */
  builtOn?: string
  /** When the page was built (ms): a copy of its lists saved before then is older than the page. */
  builtAt?: number
}

/** undefined: not read yet; null: the page carries none. */
let data: BuiltData | null | undefined
/** Set once the first screen has drawn from them: later screens read their lists afresh. */
let released = false

/** A list the page was built with, as a screen drew it (its first part, and the whole list's length). */
export interface BuiltListPart<T> {
  items: T[]
  builtTotal?: number
  /** When the page holding it was built (ms). */
  builtAt?: number
}

/**
 * The built lists this visit could not replace (offline, nothing saved): the screens opened next (a
 * post of that list, the list again) draw them rather than nothing.
 */
const standIns: { [K in ListKey]?: BuiltListPart<SavedListItems[K]> } = {}

export function keepAsStandIn<K extends ListKey>(key: K, part: BuiltListPart<SavedListItems[K]>): void {
  ;(standIns as Record<K, BuiltListPart<SavedListItems[K]>>)[key] = part
}

export const standInFor = <K extends ListKey>(key: K): BuiltListPart<SavedListItems[K]> | undefined => standIns[key]

/** Build time: the data of the page about to be rendered (null for a page without). */
export function provideBuiltData(next: BuiltData | null): void {
  data = next
  released = false
  for (const key of Object.keys(standIns) as ListKey[]) delete standIns[key]
}

function readFromPage(): BuiltData | null {
  // The script, not any element of that id: a post's content keeps its ids, and comes first in the page.
  const text = document.querySelector(`script[id="${BUILT_DATA_ELEMENT_ID}"][type="application/json"]`)?.textContent
  if (!text) return null
  try {
    const parsed = JSON.parse(text) as Partial<BuiltData>
    return typeof parsed.path === 'string' && parsed.lists && typeof parsed.lists === 'object'
      ? (parsed as BuiltData)
      : null
  } catch {
    return null
  }
}

/** The page's data, while the app is still on the address it was built for. */
function current(): BuiltData | undefined {
  if (released) return undefined
  if (typeof document === 'undefined') return data ?? undefined
  data ??= readFromPage()
  return data && data.path === window.location.pathname ? data : undefined
}

// A French news page may carry its posts as 'blog' (the build names the list by what it holds): the
// page's own address is French, so they are the French list.
const builtKey = (built: BuiltData, key: ListKey): ListKey =>
  key === 'blog-fr' && !(key in built.lists) ? 'blog' : key

/** The list as the page was built with it (its first part, for a long list). */
export function builtList<K extends ListKey>(key: K): SavedListItems[K][] | undefined {
  const built = current()
  const items = built?.lists[builtKey(built, key)]
  return Array.isArray(items) ? (items as SavedListItems[K][]) : undefined
}

/** How many items the whole list had when the page was built; undefined when the page holds all of it. */
export function builtListTotal(key: ListKey): number | undefined {
  const built = current()
  const total = built?.totals?.[builtKey(built, key)]
  return typeof total === 'number' && Number.isInteger(total) && total >= 0 ? total : undefined
}

/** For a list's numbered page: the index in the whole list of the first item it holds; else undefined. */
export function builtListOffset(key: ListKey): number | undefined {
  const built = current()
  const offset = built?.offsets?.[builtKey(built, key)]
  return typeof offset === 'number' && Number.isInteger(offset) && offset > 0 ? offset : undefined
}

/** The address the page was built for, while the app is still on it and its data not released. */
export const builtPath = (): string | undefined => current()?.path

/** The day the page was built on, while the app is still on its address and its data not released. */
export function builtOn(): string | undefined {
  const day = current()?.builtOn
  return typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : undefined
}

/** When the page was built (ms), while the app is still on its address and its data not released. */
export function builtAt(): number | undefined {
  const time = current()?.builtAt
  return typeof time === 'number' && Number.isFinite(time) ? time : undefined
}

export function releaseBuiltData(): void {
  released = true
}
