// What a fresh list would change on screen, for a list drawn before it arrived (a built page's items):
// useOfflineList draws at once only what cannot move what the visitor reads, and holds the rest until
// they ask for it. No React here.

interface Identified {
  $id: string
}

/** A fresh list held back, and what drawing it would change. */
export interface ListChanges<T> {
  /** The fresh list, as the backend has it now. */
  items: T[]
  /** Items that would appear among or above those on screen. */
  newIds: ReadonlySet<string>
  /** Items on screen that were edited, removed or moved. */
  othersChanged: boolean
  /**
   * How many more items the drawn batch needs so that those on screen that stay are still drawn: the
   * new ones above the last of them. None when no item on screen is left (a list wholly new draws
   * one batch, not thousands of cards).
   */
  roomForKept: number
}

export type FreshListOutcome<T> =
  /** The same items, in the same order, with the same content: nothing to draw. */
  | { kind: 'same' }
  /** Drawn at once: whatever differs lies below every item on screen (or nothing is on screen). */
  | { kind: 'drawn' }
  /** Drawing it would move what is on screen: `drawn` keeps those items and adds what lies below them. */
  | { kind: 'held'; drawn: T[]; changes: ListChanges<T> }

/**
 * Compares the list on screen with a fresh one. `isDrawn` says which items the screen draws (news:
 * the posts meant for this host): the others never count as new or changed.
 *
 * Fresh items placed after the last item on screen are the list's continuation (a built page carries
 * only the first batch, and a new job goes to the end of the board): drawn below, they move nothing.
 */
export function compareFreshList<T extends Identified>(
  shown: readonly T[],
  fresh: T[],
  isDrawn: (item: T) => boolean = () => true,
): FreshListOutcome<T> {
  if (isSameList(shown, fresh)) return { kind: 'same' }
  const onScreen = shown.filter(isDrawn)
  if (onScreen.length === 0) return { kind: 'drawn' }

  const shownIds = new Set(shown.map((item) => item.$id))
  const freshIndex = new Map(fresh.map((item, index) => [item.$id, index]))
  let othersChanged = false
  let previous = -1
  for (const item of onScreen) {
    const at = freshIndex.get(item.$id)
    if (at === undefined || at < previous || !sameContent(item, fresh[at])) {
      othersChanged = true
      break
    }
    previous = at
  }
  // Where the last item on screen that is still in the list stands in the fresh one; with none left,
  // every fresh item is new to the visitor.
  let anchor = -1
  for (let index = onScreen.length - 1; index >= 0 && anchor < 0; index -= 1)
    anchor = freshIndex.get(onScreen[index]!.$id) ?? -1
  const above = anchor < 0 ? fresh : fresh.slice(0, anchor)
  const newIds = new Set(above.filter((item) => isDrawn(item) && !shownIds.has(item.$id)).map((item) => item.$id))

  if (newIds.size === 0 && !othersChanged) return { kind: 'drawn' }
  const below = anchor < 0 ? [] : fresh.slice(anchor + 1).filter((item) => !shownIds.has(item.$id))
  return {
    kind: 'held',
    drawn: [...shown, ...below],
    changes: { items: fresh, newIds, othersChanged, roomForKept: anchor < 0 ? 0 : newIds.size },
  }
}

/**
 * The held changes as a narrowed view sees them (a search, the board's filters): those that touch it,
 * counted for it, or none at all, when nothing in it would move (the fresh list is then drawn without
 * a word: '1 new post — show' for a post the search does not find would show nothing new).
 */
export function changesInView<T extends Identified>(
  waiting: ListChanges<T>,
  inViewNow: readonly T[],
  /** The fresh list as the view would show it (narrowed, in its order). */
  freshInView: T[],
): ListChanges<T> | undefined {
  const outcome = compareFreshList(inViewNow, freshInView)
  return outcome.kind === 'held' ? { ...outcome.changes, items: waiting.items } : undefined
}

/**
 * The fresh list, each item still on screen unchanged kept as the very object shown: the grids,
 * memoised on them, draw only what is new or changed (a built first batch stays as drawn when the whole
 * list arrives behind it).
 */
export function keepingShown<T extends Identified>(shown: readonly T[], fresh: T[]): T[] {
  const byId = new Map(shown.map((item) => [item.$id, item]))
  return fresh.map((item) => {
    const kept = byId.get(item.$id)
    return kept !== undefined && sameContent(kept, item) ? kept : item
  })
}

/**
 * Held changes said as an update of the list ('The list of jobs has been updated — show'), none counted
 * as new: for a view that starts further down the list (a numbered page), where new items above it are
 * not its own, and drawing the list moves its window.
 */
export const asUpdate = <T>(changes: ListChanges<T>): ListChanges<T> => ({
  ...changes,
  newIds: new Set(),
  othersChanged: true,
  roomForKept: 0,
})

/** The same items, in the same order, with the same content. */
export function isSameList<T extends Identified>(shown: readonly T[], fresh: readonly T[]): boolean {
  return shown.length === fresh.length && shown.every((item, index) => sameContent(item, fresh[index]))
}

/** Deep equality of JSON data (a built page's items were parsed from JSON): a key set to undefined counts as absent. */
export function sameContent(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) || Array.isArray(b))
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((value, index) => sameContent(value, b[index]))
    )
  const entriesOf = (value: object) => Object.entries(value).filter(([, field]) => field !== undefined)
  const aEntries = entriesOf(a)
  const bRecord = b as Record<string, unknown>
  return (
    aEntries.length === entriesOf(b).length &&
    aEntries.every(([key, value]) => Object.hasOwn(bRecord, key) && sameContent(value, bRecord[key]))
  )
}
