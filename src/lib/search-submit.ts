import type { FormEvent } from 'react'

/**
 * A search form's Enter (or a phone keyboard's Search key) once the app filters as the visitor types:
 * the form is not sent. On a touch screen the field lets go of the focus, so the keyboard closes and the
 * results it covered come into view; with a mouse and keyboard the focus stays, to refine the search.
 */
export function submitSearch(event: FormEvent<HTMLFormElement>): void {
  event.preventDefault()
  const field = document.activeElement
  if (
    field instanceof HTMLElement &&
    event.currentTarget.contains(field) &&
    window.matchMedia?.('(pointer: coarse)').matches
  )
    field.blur()
}
