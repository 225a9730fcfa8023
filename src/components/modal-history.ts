// The history entry an open modal adds, so that Back (a phone's back button, above all) closes the
// modal rather than leave the page. One modal is open at a time, so the page keeps one such entry: the
// page's own state with a mark, so the router sees the same place before and after.
//
// The trap is timing. history.back() is asynchronous, and a modal often closes as another opens (the
// next job's form, React's StrictMode running an effect twice): the entry is handed over rather than
// taken away, and a modal opened while a back is under way adds its entry once that back has landed.

import { forgottenBy } from '../lib/page-memory'

const MARK = 'modal'

/** The open modal: its id and how Back closes it. */
let owner: { id: string; close: () => void } | null = null
/** A closed modal's entry, about to go (a modal opening meanwhile takes it over). */
let leaving: number | undefined
/** history.back() called to take an entry away; its popstate not seen yet. */
let backUnderWay = false
let listening = false
// Tests draw one page after another in the same document.
forgottenBy(() => {
  window.clearTimeout(leaving)
  owner = null
  leaving = undefined
  backUnderWay = false
})

const markOf = () => (window.history.state as Record<string, unknown> | null)?.[MARK]
const marked = (id: string) => ({ ...(window.history.state as object), [MARK]: id })

function onPopState() {
  if (backUnderWay) {
    // Our own back has landed: a modal opened meanwhile gets its entry now.
    backUnderWay = false
    if (owner) window.history.pushState(marked(owner.id), '')
    return
  }
  // The visitor went back from the modal's entry: the modal closes.
  if (owner && markOf() !== owner.id) owner.close()
}

/**
 * The modal whose entry is the current one, when none is open: the page was reloaded with it open, or
 * Back or Forward came to its entry. A screen that named its modal's entry may open it again.
 */
export const modalOfEntry = (): string | undefined => (owner ? undefined : (markOf() as string | undefined))

function listen() {
  if (listening) return
  window.addEventListener('popstate', onPopState)
  listening = true
}

/**
 * Takes away the entry of a modal that will not open again (a job's form, the job closed since): Back
 * would otherwise seem to do nothing once.
 */
export function dropModalOfEntry(): void {
  if (owner || markOf() === undefined || backUnderWay) return
  listen()
  backUnderWay = true
  window.history.back()
}

/** Holds an entry for the modal `id` while it is open; the function returned lets it go. */
export function holdHistoryEntry(id: string, close: () => void): () => void {
  listen()
  owner = { id, close }
  if (leaving !== undefined) {
    window.clearTimeout(leaving)
    leaving = undefined
    window.history.replaceState(marked(id), '')
  } else if (!backUnderWay) {
    if (markOf() === undefined) window.history.pushState(marked(id), '')
    else window.history.replaceState(marked(id), '')
  }
  return () => {
    if (owner?.id !== id) return
    owner = null
    leaving = window.setTimeout(() => {
      leaving = undefined
      // Left by a navigation (a link in the modal), the entry is no longer the current one: it stays.
      if (markOf() === undefined || owner) return
      backUnderWay = true
      window.history.back()
    })
  }
}
