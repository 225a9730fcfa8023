// While work that leaving would lose is under way (an application's upload and save), closing the tab,
// reloading or following a link out asks first, with the browser's own "Leave site?" question. Held
// only for that time: a page with a beforeunload listener is kept out of some browsers' back-forward cache.

let holds = 0

const ask = (event: BeforeUnloadEvent) => {
  event.preventDefault()
  // Browsers before the standard (Chrome before 119) ask only when returnValue is set.
  event.returnValue = ''
}

/** Whether leaving the page now would lose work (the browser would ask). */
export const leavingLoses = (): boolean => holds > 0

/** The visitor has chosen to leave (the page's own question, answered): the browser does not ask again. */
export function leaveWithoutAsking(): void {
  window.removeEventListener('beforeunload', ask)
}

/** Asks before the page is left, until the function answered is called (once is enough). */
export function askBeforeLeaving(): () => void {
  if (holds++ === 0) window.addEventListener('beforeunload', ask)
  let released = false
  return () => {
    if (released) return
    released = true
    if (--holds === 0) window.removeEventListener('beforeunload', ask)
  }
}

/** What the page keeps out of sight, in its memory alone (a resume chosen in a form since closed). */
const keptOutOfSight = new Set<() => boolean>()

/** Counts `holds` as work a reload would lose (the update's Reload asks first); answers the release. */
export function keptOnlyInPage(holds: () => boolean): () => void {
  keptOutOfSight.add(holds)
  return () => keptOutOfSight.delete(holds)
}

/** Whether a reload would lose something the page keeps out of sight. */
export const reloadLosesKept = (): boolean => [...keptOutOfSight].some((holds) => holds())
