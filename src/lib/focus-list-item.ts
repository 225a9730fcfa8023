import type { RefObject } from 'react'
import { flushSync } from 'react-dom'

/**
 * Draws `update` at once, then moves focus to the list's item at `index` (0, or the first one added;
 * a function is asked once the update is drawn). For controls that vanish with what they do ('Show
 * more' on the last batch, 'Clear' on an empty result, '2 new posts — show'): focus would otherwise
 * fall back to the page, sending a keyboard visitor to its top.
 */
export function updateAndFocusItem(
  list: RefObject<HTMLElement | null>,
  index: number | (() => number),
  update: () => void,
): void {
  flushSync(update)
  const item = list.current?.children[typeof index === 'function' ? index() : index]
  if (item instanceof HTMLElement) {
    item.tabIndex = -1
    item.focus()
  }
}
