import { useEffect, type RefObject } from 'react'

/**
 * For a part whose buttons can go with the focus in them (a notice's Dismiss or Later, a notice that
 * times out): the focus then goes into the main content, not to the page's body, where a keyboard or
 * screen reader user would lose their place (WCAG 2.4.3). Watched on the part's changes: the browser
 * says nothing when a focused element is removed.
 */
export function useFocusKeptOnPage(part: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = part.current
    if (!element) return
    let inside = false
    const entered = () => void (inside = true)
    // Focus moved elsewhere. (None named: the page's body was clicked, or the focused element removed.)
    const left = (event: FocusEvent) => void (event.relatedTarget !== null && (inside = false))
    const observer = new MutationObserver(() => {
      const active = document.activeElement
      if (!inside || (active !== null && active !== document.body)) return
      inside = false
      document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true })
    })
    element.addEventListener('focusin', entered)
    element.addEventListener('focusout', left)
    observer.observe(element, { childList: true, subtree: true })
    return () => {
      element.removeEventListener('focusin', entered)
      element.removeEventListener('focusout', left)
      observer.disconnect()
      // The part went whole (a job's page trades its failed list's notice for a spinner) with the focus in it.
      const active = document.activeElement
      if (inside && !element.isConnected && (active === null || active === document.body))
        document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true })
    }
  }, [part])
}
