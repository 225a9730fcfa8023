import { useEffect, type RefObject } from 'react'

interface HeightOnRootOptions {
  /** The value to write for a height, or '' where the style sheets' own is right (the property then goes). */
  valueFor?: (height: number, element: HTMLElement) => string
  /** After each measure (the notices scroll the keyboard's element clear of themselves). */
  onResize?: (element: HTMLElement) => void
}

const heightWhileShown = (height: number) => (height > 0 ? `${height}px` : '')

/**
 * Writes an element's height on <html> as the custom property `name`, for the style sheets that keep
 * clear of it (the scroll padding, room at the page's end). A property on <html> restyles the whole
 * page: it is written only when its value changes, and removed where the style sheets' own is right.
 */
export function useHeightOnRoot(
  element: RefObject<HTMLElement | null>,
  name: `--${string}`,
  // Functions of the module's own, not made at each render: the observer is set up once.
  { valueFor = heightWhileShown, onResize }: HeightOnRootOptions = {},
): void {
  useEffect(() => {
    const measured = element.current
    const root = document.documentElement
    if (!measured || typeof ResizeObserver === 'undefined') return
    let written = ''
    const observer = new ResizeObserver(() => {
      const value = valueFor(Math.ceil(measured.getBoundingClientRect().height), measured)
      if (value !== written) {
        if (value) root.style.setProperty(name, value)
        else root.style.removeProperty(name)
        written = value
      }
      onResize?.(measured)
    })
    observer.observe(measured)
    return () => {
      observer.disconnect()
      root.style.removeProperty(name)
    }
  }, [element, name, valueFor, onResize])
}

/**
 * An `onResize` for what overlays the page: scrolls the element the keyboard is on out from under it, if
 * it has just appeared or grown over that element (WCAG 2.4.11).
 */
export function keepKeyboardFocusClear(overlay: HTMLElement): void {
  // 'nearest' honours html's scroll-padding-top, which now counts the overlay's new height.
  if (keyboardFocusUnder(overlay)) (document.activeElement as HTMLElement).scrollIntoView({ block: 'nearest' })
}

/** Whether the element the keyboard is on (not one inside the overlay) lies under the overlay. */
export function keyboardFocusUnder(overlay: HTMLElement): boolean {
  const focused = document.activeElement
  if (!(focused instanceof HTMLElement) || overlay.contains(focused) || !focused.matches(':focus-visible')) return false
  const it = focused.getBoundingClientRect()
  const over = overlay.getBoundingClientRect()
  return it.top < over.bottom && it.bottom > over.top && it.left < over.right && it.right > over.left
}
