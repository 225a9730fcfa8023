import type { RefObject } from 'react'
import { flushSync } from 'react-dom'

/**
 * Draws `update` at once, then moves focus to the list's item at `index` (0, or the first one added;
 * a function is asked once the update is drawn). For controls that vanish with what they do ('Show
 * more' on the last batch, 'Clear' on an empty result, '2 new posts — show'): focus would otherwise
 * fall back to the page, sending a keyboard visitor to its top.
 *
 * An item not drawn yet (a built page's 'Show more' pressed while the rest of its list is on its way)
 * gets the focus when it is drawn, unless the visitor has moved on to something else meanwhile.
 */
export function updateAndFocusItem(
  list: RefObject<HTMLElement | null>,
  index: number | (() => number),
  update: () => void,
): void {
  const control = document.activeElement
  flushSync(update)
  const at = typeof index === 'function' ? index() : index
  const element = list.current
  if (!element) return
  if (focusChild(element, at)) return
  const drawn = new MutationObserver(() => {
    // Focus still where the press left it (the control, or the page once the control went): the item is awaited.
    const focus = document.activeElement
    if (focus !== control && focus !== document.body && focus !== null) return drawn.disconnect()
    if (focusChild(element, at)) drawn.disconnect()
  })
  drawn.observe(element, { childList: true })
}

function focusChild(list: HTMLElement, index: number): boolean {
  const item = list.children[index]
  if (!(item instanceof HTMLElement)) return false
  item.tabIndex = -1
  item.focus()
  return true
}
