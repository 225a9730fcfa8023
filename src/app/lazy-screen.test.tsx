import { act, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { lazyScreen } from './lazy-screen'
import { RouteErrorBoundary } from './route-error'

const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })
const unreachable = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/static/js/about-Ab12.js'))
const about = () => Promise.resolve({ Component: () => <h1>About us</h1> })

function show(Screen: ReturnType<typeof lazyScreen>) {
  return render(
    <MemoryRouter>
      <RouteErrorBoundary>
        <Screen />
      </RouteErrorBoundary>
    </MemoryRouter>,
  )
}

beforeEach(() => {
  // React reports the errors its boundaries catch.
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  setOnline(true)
  sessionStorage.clear()
})

describe('a screen whose code could not be downloaded (the connection dropped)', () => {
  beforeEach(() => setOnline(false))

  it('downloads it again on its next visit, instead of failing for the rest of the visit', async () => {
    const load = vi.fn().mockImplementationOnce(unreachable).mockImplementation(about)
    const About = lazyScreen(load)
    const first = show(About)
    expect(await screen.findByText('Loading chunk about-Ab12 failed.')).toBeInTheDocument()
    first.unmount()

    show(About)
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('appears by itself once the browser is back online, and does not retry before', async () => {
    const load = vi.fn().mockImplementationOnce(unreachable).mockImplementation(about)
    show(lazyScreen(load))
    expect(await screen.findByText('Loading chunk about-Ab12 failed.')).toBeInTheDocument()
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(load).toHaveBeenCalledTimes(1)

    act(() => void window.dispatchEvent(new Event('online')))
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument()
    expect(screen.queryByText('Loading chunk about-Ab12 failed.')).not.toBeInTheDocument()
  })
})
