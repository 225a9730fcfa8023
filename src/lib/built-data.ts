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
}

/** undefined: not read yet; null: the page carries none. */
let data: BuiltData | null | undefined
/** Set once the first screen has drawn from them: later screens read their lists afresh. */
let released = false

/** Build time: the data of the page about to be rendered (null for a page without). */
export function provideBuiltData(next: BuiltData | null): void {
  data = next
  released = false
}

function readFromPage(): BuiltData | null {
  const text = document.getElementById(BUILT_DATA_ELEMENT_ID)?.textContent
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

/** The list as the page was built with it, while the app is still on the address it was built for. */
export function builtList<K extends ListKey>(key: K): SavedListItems[K][] | undefined {
  if (released) return undefined
  if (typeof document === 'undefined')
    return (data?.lists[key] ?? (key === 'blog-fr' ? data?.lists.blog : undefined)) as SavedListItems[K][] | undefined
  data ??= readFromPage()
  if (!data || data.path !== window.location.pathname) return undefined
  // A French news page may carry its posts as 'blog' (the build names the list by what it holds): the
  // page's own address is French, so they are the French list.
  const items = data.lists[key] ?? (key === 'blog-fr' ? data.lists.blog : undefined)
  return Array.isArray(items) ? (items as SavedListItems[K][]) : undefined
}

export function releaseBuiltData(): void {
  released = true
}
