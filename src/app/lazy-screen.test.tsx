import { act, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { lazyScreen, SCREEN_DOWNLOAD_TIME_LIMIT_MS } from './lazy-screen'
import { RouteErrorBoundary } from './route-error'
import { RELOADED_FOR_CODE_KEY } from '../shared/app-ready'

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

  it("gives up after the specification's 120 seconds with its chunk's error, and no reload of its own", async () => {
    vi.useFakeTimers()
    show(lazyScreen('about', () => new Promise(() => {})))
    await act(() => vi.advanceTimersByTimeAsync(SCREEN_DOWNLOAD_TIME_LIMIT_MS - 1000))
    expect(screen.queryByText('Loading chunk about failed.')).not.toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(screen.getByText('Loading chunk about failed.')).toBeInTheDocument()
    expect(SCREEN_DOWNLOAD_TIME_LIMIT_MS).toBe(120_000)
    // Online, a chunk that is gone means a new version, and the page reloads once by itself; a slow one does not.
    expect(sessionStorage.getItem(RELOADED_FOR_CODE_KEY)).toBeNull()
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument()
  })

  it('keeps code that arrives late: the next drawing shows the screen without downloading it again', async () => {
    vi.useFakeTimers()
    let arrive: (module: Awaited<ReturnType<typeof about>>) => void = () => {}
    const load = vi.fn(() => new Promise<Awaited<ReturnType<typeof about>>>((resolve) => (arrive = resolve)))
    const About = lazyScreen('about', load)
    const first = show(About)
    await act(() => vi.advanceTimersByTimeAsync(SCREEN_DOWNLOAD_TIME_LIMIT_MS))
    expect(screen.getByText('Loading chunk about failed.')).toBeInTheDocument()
    first.unmount()
    await act(async () => arrive(await about()))

    vi.useRealTimers()
    show(About)
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('lets a built page wait for its code as long as it takes (its preload has no time limit)', async () => {
    vi.useFakeTimers()
    const settled = vi.fn()
    void lazyScreen('about', () => new Promise(() => {}))
      .preload()
      .then(settled, settled)
    await vi.advanceTimersByTimeAsync(SCREEN_DOWNLOAD_TIME_LIMIT_MS * 3)
    expect(settled).not.toHaveBeenCalled()
  })
})
