import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { submitSearch } from './search-submit'

function SearchForm() {
  return (
    <form role="search" action="/jobs" method="get" onSubmit={submitSearch}>
      <input type="search" name="q" aria-label="Search jobs by title" />
    </form>
  )
}

/** A screen whose primary pointer is a finger (`coarse`) or a mouse. */
const pointer = (coarse: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: coarse && query === '(pointer: coarse)', media: query }))

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('Enter in a search field the app filters as it is typed', () => {
  it('on a touch screen, closes the keyboard (the field lets go of the focus) and sends nothing', async () => {
    pointer(true)
    render(<SearchForm />)
    const field = screen.getByRole('searchbox')
    await userEvent.type(field, 'welder{Enter}')
    expect(field).not.toHaveFocus()
    expect(field).toHaveValue('welder')
    expect(window.location.pathname).not.toBe('/jobs')
  })

  it('with a mouse and keyboard, keeps the focus in the field to refine the search', async () => {
    pointer(false)
    render(<SearchForm />)
    const field = screen.getByRole('searchbox')
    await userEvent.type(field, 'welder{Enter}')
    expect(field).toHaveFocus()
  })
})
