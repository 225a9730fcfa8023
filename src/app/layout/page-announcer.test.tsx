import { act, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, expect, it, vi } from 'vitest'
import { PageAnnouncer } from './page-announcer'

afterEach(() => vi.useRealTimers())

const announcer = (loading: boolean) => (
  <MemoryRouter>
    <PageAnnouncer loading={loading} />
  </MemoryRouter>
)

it('says a page is loading when its code takes more than a second, and nothing for a quick one', () => {
  vi.useFakeTimers()
  const { rerender } = render(announcer(true))
  act(() => vi.advanceTimersByTime(900))
  rerender(announcer(false))
  act(() => vi.advanceTimersByTime(1000))
  expect(screen.getByRole('status')).toHaveTextContent('')
  rerender(announcer(true))
  act(() => vi.advanceTimersByTime(1000))
  expect(screen.getByRole('status')).toHaveTextContent('Loading page')
  // The navigation given up (or done): nothing is left to be read.
  rerender(announcer(false))
  expect(screen.getByRole('status')).toHaveTextContent('')
  // The next slow one is said after its own second, not at once.
  rerender(announcer(true))
  act(() => vi.advanceTimersByTime(999))
  expect(screen.getByRole('status')).toHaveTextContent('')
  act(() => vi.advanceTimersByTime(1))
  expect(screen.getByRole('status')).toHaveTextContent('Loading page')
})
