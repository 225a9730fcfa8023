import { act, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { lazyScreen, SCREEN_DOWNLOAD_TIME_LIMIT_MS } from './lazy-screen'
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
    const About = lazyScreen('about', load)
    const first = show(About)
    expect(await screen.findByText('Loading chunk about-Ab12 failed.')).toBeInTheDocument()
    first.unmount()

    show(About)
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('appears by itself once the browser is back online, and does not retry before', async () => {
    const load = vi.fn().mockImplementationOnce(unreachable).mockImplementation(about)
    show(lazyScreen('about', load))
    expect(await screen.findByText('Loading chunk about-Ab12 failed.')).toBeInTheDocument()
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(load).toHaveBeenCalledTimes(1)

    act(() => void window.dispatchEvent(new Event('online')))
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument()
    expect(screen.queryByText('Loading chunk about-Ab12 failed.')).not.toBeInTheDocument()
  })
})

describe('a screen whose code does not arrive (a stalled connection)', () => {
  afterEach(() => vi.useRealTimers())

  it("fails after the specification's 120 seconds with its chunk's error, and downloads afresh when drawn again", async () => {
    vi.useFakeTimers()
    const load = vi
      .fn()
      .mockImplementationOnce(() => new Promise(() => {}))
      .mockImplementation(about)
    const About = lazyScreen('about', load)
    const first = show(About)
    await act(() => vi.advanceTimersByTimeAsync(SCREEN_DOWNLOAD_TIME_LIMIT_MS - 1000))
    expect(screen.queryByText('Loading chunk about failed.')).not.toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(screen.getByText('Loading chunk about failed.')).toBeInTheDocument()
    expect(SCREEN_DOWNLOAD_TIME_LIMIT_MS).toBe(120_000)
    first.unmount()

    vi.useRealTimers()
    show(About)
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })
})
