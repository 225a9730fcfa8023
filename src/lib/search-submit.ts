import type { FormEvent } from 'react'

/**
 * A search form's Enter (or a phone keyboard's Search key) once the app filters as the visitor types:
 * the form is not sent. On a touch screen alone the field lets go of the focus, so the on-screen
 * keyboard closes and the results it covered come into view; with a mouse or trackpad too (a laptop, a
 * tablet with its keyboard case) the focus stays, to refine the search.
 */
export function submitSearch(event: FormEvent<HTMLFormElement>): void {
  event.preventDefault()
  const field = document.activeElement
  if (field instanceof HTMLElement && event.currentTarget.contains(field) && touchOnly()) field.blur()
}

const touchOnly = () =>
  window.matchMedia?.('(pointer: coarse)').matches === true && !window.matchMedia('(any-pointer: fine)').matches
