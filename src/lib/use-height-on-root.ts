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
