import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { Link, NavLink } from './link'

function Where() {
  const { pathname, search, state } = useLocation()
  return <output aria-label="where">{`${pathname}${search} ${JSON.stringify(state)}`}</output>
}

function site(at: string, links: React.ReactNode, basename?: string) {
  render(
    <MemoryRouter initialEntries={[at]} basename={basename}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {links}
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  )
}

describe('Link', () => {
  it('is a plain link to the address, under the language prefix', () => {
    site('/fr/news', <Link to="/jobs?q=nurse">Jobs</Link>, '/fr')
    expect(screen.getByRole('link', { name: 'Jobs' })).toHaveAttribute('href', '/fr/jobs?q=nurse')
  })

  it('opens the page in the app, with its history state, on a plain click', async () => {
    site(
      '/news',
      <Link to="/news/42" state={{ fromList: true }}>
        A post
      </Link>,
    )
    await userEvent.click(screen.getByRole('link', { name: 'A post' }))
    expect(screen.getByLabelText('where')).toHaveTextContent('/news/42 {"fromList":true}')
  })

  it('leaves a click with a modifier key to the browser (a new tab or window)', async () => {
    site('/news', <Link to="/news/42">A post</Link>)
    const link = screen.getByRole('link', { name: 'A post' })
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey']) {
      // fireEvent answers false when a handler cancelled the click, i.e. the browser would not follow it.
      expect(fireEvent.click(link, { [modifier]: true }), modifier).toBe(true)
    }
    expect(screen.getByLabelText('where')).toHaveTextContent('/news null')
  })

  it("runs the caller's click handler, which can keep the router out", async () => {
    const seen: string[] = []
    site(
      '/news',
      <Link to="/jobs" onClick={(event) => (seen.push('clicked'), event.preventDefault())}>
        Jobs
      </Link>,
    )
    await userEvent.click(screen.getByRole('link', { name: 'Jobs' }))
    expect(seen).toEqual(['clicked'])
    expect(screen.getByLabelText('where')).toHaveTextContent('/news null')
  })
})

describe('NavLink', () => {
  const menu = (
    <>
      <NavLink to="/" end>
        Home
      </NavLink>
      <NavLink to="/jobs">Jobs</NavLink>
      <NavLink to="/news">News</NavLink>
    </>
  )
  const current = () =>
    screen
      .getAllByRole('link')
      .filter((link) => link.hasAttribute('aria-current'))
      .map((link) => `${link.textContent} (${link.getAttribute('aria-current')})`)

  it.each([
    ['/', ['Home (page)']],
    ['/home', ['Home (page)']],
    ['/home/', ['Home (page)']],
    ['/jobs', ['Jobs (page)']],
    // A job's page is in Jobs, not the Jobs page.
    ['/jobs/abc', ['Jobs (true)']],
    ['/JOBS', ['Jobs (page)']],
    ['/jobsearch', []],
    ['/about', []],
  ])('on %s marks %j as the current page or section', (at, expected) => {
    site(at, menu)
    expect(current()).toEqual(expected)
  })

  it('compares addresses without the French prefix', () => {
    site('/fr/home', menu, '/fr')
    expect(current()).toEqual(['Home (page)'])
    cleanup()
    site('/fr/news/7', menu, '/fr')
    expect(current()).toEqual(['News (true)'])
    expect(screen.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/fr/news')
  })

  it('follows the visitor to another section', async () => {
    site('/news', menu)
    await userEvent.click(screen.getByRole('link', { name: 'Jobs' }))
    expect(current()).toEqual(['Jobs (page)'])
  })
})
