import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { lazy, type ComponentType } from 'react'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { AppRoutes } from './router'
import { RouteErrorBoundary } from './route-error'

/** The address the router is at, as the app would read it. */
const at = { pathname: '', search: '' }
function Address() {
  Object.assign(at, useLocation())
  return null
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <Address />
    </MemoryRouter>,
  )
  return at
}

beforeEach(() => {
  // The data screens reach for the backend; here it is simply unreachable.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  )
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

describe('route table', () => {
  it.each([
    ['/', { name: /500\+/ }],
    ['/home', { name: /500\+/ }],
    ['/news', { name: 'Our Latest Blogs' }],
    ['/jobs', { name: 'Find Your Next Job' }],
    ['/about', { name: 'Your Pathway to a New Life in Canada' }],
    ['/services', { name: 'Our Global Services' }],
    ['/contact', { name: 'Get in Touch' }],
  ])('%s renders its screen', async (path, heading) => {
    renderAt(path)
    if (path === '/' || path === '/home') expect(await screen.findAllByText(heading.name)).not.toHaveLength(0)
    else expect(await screen.findByRole('heading', heading)).toBeInTheDocument()
  })

  it('/news/:id renders the news screen', async () => {
    const address = renderAt('/news/some-post')
    // Only the news screen says this (the backend is unreachable here).
    expect(await screen.findByText(/^The news could not be loaded\./)).toBeInTheDocument()
    expect(address.pathname).toBe('/news/some-post')
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument()
  })

  it.each([
    ['/contact-us', '/contact'],
    ['/get-started', '/contact'],
    ['/solutions', '/services'],
    ['/industries', '/services'],
    ['/learn-more', '/services'],
  ])('%s redirects to %s', async (from, to) => {
    const address = renderAt(from)
    await vi.waitFor(() => expect(address.pathname).toBe(to))
  })

  it('shows a real not-found screen with a way home for any other address', async () => {
    renderAt('/no-such-page')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
    // The header and footer stay, so the reader is never stranded.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument()
  })
})

describe('route errors', () => {
  /** A screen that fails, inside the route's error boundary. */
  const renderFailing = (Screen: ComponentType) =>
    render(
      <MemoryRouter>
        <RouteErrorBoundary>
          <Screen />
        </RouteErrorBoundary>
      </MemoryRouter>,
    )

  function Broken(): never {
    throw new Error('The jobs could not be read')
  }

  it("shows 'Unexpected Application Error!' with the error's message, a reload button and a way home", async () => {
    renderFailing(Broken)
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument()
    expect(screen.getByText('The jobs could not be read')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')

    const reload = vi.fn()
    vi.stubGlobal('location', { ...window.location, reload })
    await userEvent.click(screen.getByRole('button', { name: 'Reload the page' }))
    expect(reload).toHaveBeenCalled()
  })

  it('shows the status text of a thrown answer (a Response), which has no message', async () => {
    function Refused(): never {
      throw new Response(null, { status: 503, statusText: 'Service Unavailable' })
    }
    renderFailing(Refused)
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument()
    expect(screen.getByText('Service Unavailable')).toBeInTheDocument()
  })

  it("names a screen whose script failed to download 'Loading chunk {id} failed.'", async () => {
    const Unreachable = lazy(() =>
      Promise.reject(
        new TypeError('Failed to fetch dynamically imported module: http://localhost:4173/static/js/news-B1x2y3.js'),
      ),
    )
    renderFailing(Unreachable)
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument()
    expect(screen.getByText('Loading chunk news-B1x2y3 failed.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument()
  })

  it('online, reloads the page once for the new version its screen now belongs to; failing again within the minute, the screen stays, and offline it never reloads', async () => {
    const reload = vi.fn()
    vi.stubGlobal('location', { ...window.location, reload })
    const failing = () =>
      lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /static/js/about-Ab12.js')))
    const showFailing = () => renderFailing(failing())
    // The test before this one reloaded already (within the minute).
    sessionStorage.clear()
    try {
      const first = showFailing()
      expect(await screen.findByText('Loading chunk about-Ab12 failed.')).toBeInTheDocument()
      // The reload comes from an effect, which may run after the screen shows.
      await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
      first.unmount()
      // The reloaded page fails the same way: the server itself fails, so the screen stays.
      const second = showFailing()
      expect(await screen.findByText('Loading chunk about-Ab12 failed.')).toBeInTheDocument()
      expect(reload).toHaveBeenCalledTimes(1)
      second.unmount()

      sessionStorage.clear()
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false })
      showFailing()
      expect(await screen.findByText('Loading chunk about-Ab12 failed.')).toBeInTheDocument()
      expect(reload).toHaveBeenCalledTimes(1)
    } finally {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true })
      sessionStorage.clear()
    }
  })
})

describe('the list screens', () => {
  const listRequests = (collection: string) =>
    vi.mocked(fetch).mock.calls.filter(([url]) => String(url).includes(`/collections/${collection}/documents`))

  it.each([
    ['/jobs', 'jobs', 'Search for jobs...'],
    ['/news', 'blog', 'Search news...'],
  ])(
    '%s asks for its list once: the router starts it, the screen takes it over, and typing a search asks for nothing',
    async (path, collection, placeholder) => {
      const address = renderAt(path)
      await vi.waitFor(() => expect(listRequests(collection)).toHaveLength(1))
      await userEvent.setup().type(await screen.findByPlaceholderText(placeholder), 'weld')
      // The address follows once typing pauses (a navigation within the same screen).
      await vi.waitFor(() => expect(address.search).toBe('?q=weld'))
      expect(listRequests(collection)).toHaveLength(1)
    },
  )
})
