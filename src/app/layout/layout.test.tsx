import { act, render, screen, within } from '@testing-library/react'
import { useEffect, useState } from 'react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Link } from '../../components/link'
import { OWN_REWRITE } from '../../lib/history-entry'
import { Footer } from './footer'
import { RootLayout } from './root-layout'

function renderLayoutAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: RootLayout,
        children: [
          { index: true, Component: () => <p>screen content</p> },
          { path: '*', Component: () => <p>screen content</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  )
  render(<RouterProvider router={router} />)
  return router
}

describe('header', () => {
  it('links to /, /about, /services, /news, /jobs and has a Contact Us button to /contact', () => {
    renderLayoutAt('/')
    const nav = screen.getByRole('navigation', { name: 'Main' })
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')])
    expect(hrefs).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Services', '/services'],
      ['News', '/news'],
      ['Jobs', '/jobs'],
      ['Contact Us', '/contact'],
    ])
  })

  it("marks the current page's link", () => {
    renderLayoutAt('/services')
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
  })

  it('toggles the small-screen menu open and closed', async () => {
    const user = userEvent.setup()
    renderLayoutAt('/')
    const toggle = screen.getByRole('button', { name: 'Open menu' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(toggle).toHaveAccessibleName('Close menu')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes the menu when a link is chosen, and on Escape', async () => {
    const user = userEvent.setup()
    const router = renderLayoutAt('/')
    const toggle = screen.getByRole('button', { name: 'Open menu' })
    await user.click(toggle)
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Jobs' }))
    expect(router.state.location.pathname).toBe('/jobs')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')

    await user.click(toggle)
    await user.keyboard('{Escape}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  it('Escape on a link of the open menu gives the focus back to the menu button, not to the page', async () => {
    const user = userEvent.setup()
    renderLayoutAt('/')
    const toggle = screen.getByRole('button', { name: 'Open menu' })
    await user.click(toggle)
    await user.tab()
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Home' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()
  })

  it('stays closed when the visitor comes back (Back) to the page where it was opened', async () => {
    const user = userEvent.setup()
    const router = renderLayoutAt('/news')
    const toggle = screen.getByRole('button', { name: 'Open menu' })
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await act(() => router.navigate('/news/some-post'))
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await act(() => router.navigate(-1))
    expect(router.state.location.pathname).toBe('/news')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })
})

describe('footer', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('links /about, /solutions, /industries, /jobs (Careers), /contact-us and /contact', () => {
    renderLayoutAt('/')
    const nav = screen.getByRole('navigation', { name: 'Footer' })
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'))
    expect(hrefs).toEqual(['/about', '/solutions', '/industries', '/jobs', '/contact-us', '/contact'])
    expect(within(nav).getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/jobs')
  })

  it('links the accessibility statement beside the copyright line', () => {
    renderLayoutAt('/')
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByRole('link', { name: 'Accessibility' })).toHaveAttribute('href', '/accessibility')
  })

  it('links the news and jobs feeds, for feed readers', () => {
    renderLayoutAt('/')
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByRole('link', { name: 'News feed' })).toHaveAttribute('href', '/feed.xml')
    expect(within(footer).getByRole('link', { name: 'Jobs feed' })).toHaveAttribute('href', '/jobs/feed.xml')
  })

  it("has a 'Let's Talk' call to action to /contact", () => {
    renderLayoutAt('/')
    expect(screen.getByRole('link', { name: "Let's Talk" })).toHaveAttribute('href', '/contact')
  })

  it('opens the external social links safely in a new tab', () => {
    renderLayoutAt('/')
    const social = screen.getAllByRole('link', { name: /opens in a new tab/ })
    expect(social.length).toBeGreaterThanOrEqual(3)
    for (const link of social) {
      expect(link).toHaveAttribute('target', '_blank')
      expect(link.getAttribute('rel')).toContain('noopener')
      expect(link.getAttribute('href')).toMatch(/^https:\/\//)
    }
  })

  it('shows the year computed from the current date', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2031-03-04T12:00:00Z'))
    renderLayoutAt('/')
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2031')
  })

  it('holds the build’s year in a built page, which a visitor in a later year takes over quietly, then sees theirs', async () => {
    vi.stubGlobal('__BUILD_YEAR__', 2030)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2031-01-02T12:00:00Z'))
    const app = () => (
      <MemoryRouter>
        <Footer />
      </MemoryRouter>
    )
    const page = document.createElement('div')
    page.innerHTML = renderToString(app())
    expect(page).toHaveTextContent('© 2030')
    document.body.append(page)
    const mismatches: unknown[] = []
    const root = await act(async () =>
      hydrateRoot(page, app(), { onRecoverableError: (error) => mismatches.push(error) }),
    )
    expect(mismatches).toEqual([])
    expect(page).toHaveTextContent('© 2031')
    act(() => root.unmount())
    page.remove()
  })
})

describe('moving to another screen', () => {
  it('takes the focus to the new screen, not left on the link followed; a search in the address leaves it', async () => {
    const router = renderLayoutAt('/')
    const user = userEvent.setup({ delay: null })
    const accessibility = within(screen.getByRole('contentinfo')).getByRole('link', { name: /Accessibility/ })
    await user.click(accessibility)
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/accessibility'))
    expect(screen.getByRole('main')).toHaveFocus()

    accessibility.focus()
    await act(() => router.navigate('/accessibility?q=x', { replace: true, state: OWN_REWRITE }))
    expect(accessibility).toHaveFocus()
    // Back and Forward leave the focus alone.
    await act(() => router.navigate(-1))
    expect(accessibility).toHaveFocus()
  })

  it("tells a screen reader the new page's title (the focus goes to the unnamed main); a search in the address is no new page", async () => {
    const titled = (title: string) => () => (
      <>
        <title>{title}</title>
        <p>screen content</p>
      </>
    )
    // A job's page: a spinner and no title until its job has come.
    function TitledLater() {
      const [job, setJob] = useState<string>()
      useEffect(() => void setTimeout(() => setJob('Senior Welder | Maple'), 50), [])
      return job ? <title>{job}</title> : <p>Loading the job...</p>
    }
    const router = createMemoryRouter(
      [
        {
          path: '/',
          Component: RootLayout,
          children: [
            { index: true, Component: titled('Home | Maple') },
            { path: 'about', Component: titled('About Us | Maple') },
            { path: 'jobs/welder', Component: TitledLater },
          ],
        },
      ],
      { initialEntries: ['/'] },
    )
    render(<RouterProvider router={router} />)
    const said = () => screen.getAllByRole('status').map((region) => region.textContent)
    // Nothing on arrival: the browser reads a page's title as it loads.
    await act(() => new Promise((done) => requestAnimationFrame(done)))
    expect(said()).not.toContain('Home | Maple')
    await act(() => router.navigate('/about'))
    await vi.waitFor(() => expect(said()).toContain('About Us | Maple'))
    expect(screen.getByRole('main')).toHaveFocus()
    // Said outside main: reading the page from its main content does not start with it.
    expect(within(screen.getByRole('main')).queryByText('About Us | Maple')).not.toBeInTheDocument()
    await act(() => router.navigate('/jobs/welder'))
    await vi.waitFor(() => expect(said()).toContain('Senior Welder | Maple'))
    await act(() => router.navigate('/'))
    await vi.waitFor(() => expect(said()).toContain('Home | Maple'))
    document.title = 'Home, searched | Maple'
    await act(() => router.navigate('/?q=x', { replace: true, state: OWN_REWRITE }))
    await act(() => new Promise((done) => requestAnimationFrame(done)))
    expect(said()).not.toContain('Home, searched | Maple')
  })

  it('back to a screen where the reader never scrolled is back at its top, not where the next screen was scrolled', async () => {
    const router = renderLayoutAt('/')
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    let y = 0
    const scrollY = vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y)
    await act(() => router.navigate('/jobs'))
    y = 2400
    window.dispatchEvent(new Event('scroll'))
    scrollTo.mockClear()
    await act(() => router.navigate(-1))
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
    // And forward again: where the board was left.
    scrollTo.mockClear()
    await act(() => router.navigate(1))
    expect(scrollTo).toHaveBeenCalledWith(0, 2400)
    scrollTo.mockRestore()
    scrollY.mockRestore()
  })

  it('starts over at the top when a link to the screen on show is followed (a replace), not when the screen rewrites its address', async () => {
    const router = renderLayoutAt('/accessibility')
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    const accessibility = within(screen.getByRole('contentinfo')).getByRole('link', { name: /Accessibility/ })
    accessibility.focus()
    await act(() => router.navigate('/accessibility?q=x', { replace: true, state: OWN_REWRITE }))
    expect(scrollTo).not.toHaveBeenCalled()
    expect(accessibility).toHaveFocus()
    // As React Router's link click does for the address on show: a replace, without the mark.
    await userEvent.setup({ delay: null }).click(accessibility)
    await vi.waitFor(() => expect(router.state.location.search).toBe(''))
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
    expect(screen.getByRole('main')).toHaveFocus()
    scrollTo.mockRestore()
  })

  it('Back and Forward give the focus back to the link the screen was left by (the job card on the board); else into the main content', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          Component: RootLayout,
          children: [
            { path: 'jobs', Component: () => <Link to="/jobs/7">Welder</Link> },
            { path: 'jobs/:id', Component: () => <Link to="/jobs">Back to Jobs</Link> },
          ],
        },
      ],
      { initialEntries: ['/jobs'] },
    )
    render(<RouterProvider router={router} />)
    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByRole('link', { name: 'Welder' }))
    await user.click(await screen.findByRole('link', { name: 'Back to Jobs' }))
    // The page's Back to Jobs went forward (a link): Back twice returns to the board.
    await act(() => router.navigate(-2))
    expect(screen.getByRole('link', { name: 'Welder' })).toHaveFocus()
    // Forward to the job's page: on the link it was left by.
    await act(() => router.navigate(1))
    expect(screen.getByRole('link', { name: 'Back to Jobs' })).toHaveFocus()
    // An entry left otherwise (a fresh visit's first screen): into the main content.
    await act(() => router.navigate('/jobs/8'))
    await act(() => router.navigate('/jobs'))
    await act(() => router.navigate(-1))
    expect(screen.getByRole('main')).toHaveFocus()
  })

  it('leaves the focus where the reader moved it while the next screen was on its way', async () => {
    const router = renderLayoutAt('/')
    const careers = within(screen.getByRole('contentinfo')).getByRole('link', { name: /Careers/ })
    careers.focus()
    await act(() => router.navigate('/about'))
    expect(careers).toHaveFocus()
  })
})

describe('skip link', () => {
  it('leads to the main content', () => {
    renderLayoutAt('/')
    const skip = screen.getByRole('link', { name: 'Skip to main content' })
    const target = document.querySelector(skip.getAttribute('href') ?? '')
    expect(target).toBe(screen.getByRole('main'))
    expect(screen.getByRole('main')).toHaveTextContent('screen content')
  })

  it('takes the focus to the main content and leaves the address alone (the contact form sends only from its exact address)', async () => {
    const router = renderLayoutAt('/contact')
    await userEvent.setup({ delay: null }).click(screen.getByRole('link', { name: 'Skip to main content' }))
    expect(screen.getByRole('main')).toHaveFocus()
    expect(router.state.location).toMatchObject({ pathname: '/contact', hash: '' })
  })

  it('followed before the code came, its #main is taken out of the address', async () => {
    const router = renderLayoutAt('/contact#main')
    await vi.waitFor(() => expect(router.state.location).toMatchObject({ pathname: '/contact', hash: '' }))
  })
})

describe('app notices', () => {
  it('come after the header in the keyboard’s order, where they are shown, not after the whole page', async () => {
    renderLayoutAt('/')
    // The browser offers installation: the notices show the Install button.
    act(() => void window.dispatchEvent(new Event('beforeinstallprompt')))
    const install = await screen.findByRole('button', { name: 'Install app' })
    const main = screen.getByRole('main')
    expect(main.compareDocumentPosition(install) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy()
    expect(screen.getByRole('banner').compareDocumentPosition(install) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })
})
