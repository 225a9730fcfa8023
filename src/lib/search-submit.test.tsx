import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { submitSearch } from './search-submit'

function SearchForm() {
  return (
    <form role="search" action="/jobs" method="get" onSubmit={submitSearch}>
      <input type="search" name="q" aria-label="Search for jobs by title" />
    </form>
  )
}

/** The media queries a device answers: its primary pointer, and whether it has a mouse or trackpad too. */
const device = ({ primary, fineToo }: { primary: 'coarse' | 'fine'; fineToo: boolean }) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === `(pointer: ${primary})` || (query === '(any-pointer: fine)' && (primary === 'fine' || fineToo)),
    media: query,
  }))

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('Enter in a search field the app filters as it is typed', () => {
  it('sends nothing: the form is not submitted as HTML', () => {
    device({ primary: 'fine', fineToo: true })
    render(<SearchForm />)
    // false: the submit's default (loading /jobs?q=…) was prevented.
    expect(fireEvent.submit(screen.getByRole('search'))).toBe(false)
  })

  it('on a touch screen alone, closes the keyboard: the field lets go of the focus, its text kept', async () => {
    device({ primary: 'coarse', fineToo: false })
    render(<SearchForm />)
    const field = screen.getByRole('searchbox')
    await userEvent.type(field, 'welder{Enter}')
    expect(field).not.toHaveFocus()
    expect(field).toHaveValue('welder')
  })

  it('with a mouse or trackpad (a laptop; a tablet in its keyboard case), keeps the focus to refine the search', async () => {
    for (const primary of ['fine', 'coarse'] as const) {
      device({ primary, fineToo: true })
      render(<SearchForm />)
      const field = screen.getByRole('searchbox')
      await userEvent.type(field, 'welder{Enter}')
      expect(field, primary).toHaveFocus()
      cleanup()
    }
  })
})
