import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { lazy, Suspense, useEffect } from 'react'
import {
  createMemoryRouter,
  MemoryRouter,
  Route,
  RouterProvider,
  Routes,
  useLocation,
  useNavigate,
} from 'react-router-dom'
import { Link } from '../components/link'
import { describe, expect, it } from 'vitest'
import { ADDRESS_SYNC_DELAY_MS, useAddressSync } from './use-address-sync'

const at = { pathname: '', search: '' }
function Address() {
  Object.assign(at, useLocation())
  return null
}

function Search() {
  const sync = useAddressSync()
  return (
    <>
      <input aria-label="Search" onChange={(event) => sync({ q: event.target.value })} />
      <Link to="/jobs/1">A job</Link>
    </>
  )
}

// A screen whose code takes longer to arrive than the address takes to catch up with typing.
let arrive: () => void = () => undefined
const SlowScreen = lazy(
  () =>
    new Promise<{ default: () => React.JSX.Element }>((resolve) => {
      arrive = () => resolve({ default: () => <h1>The job</h1> })
    }),
)

describe('the address following the search', () => {
  it('catches up once typing pauses', async () => {
    render(
      <MemoryRouter initialEntries={['/jobs']}>
        <Routes>
          <Route path="/jobs" element={<Search />} />
        </Routes>
        <Address />
      </MemoryRouter>,
    )
    await userEvent.type(screen.getByLabelText('Search'), 'weld')
    await act(() => new Promise((resolve) => setTimeout(resolve, ADDRESS_SYNC_DELAY_MS + 50)))
    expect(at.search).toBe('?q=weld')
  })

  it('catches up on a French page too, whose router has the basename /fr', async () => {
    render(
      <MemoryRouter initialEntries={['/fr/jobs']} basename="/fr">
        <Routes>
          <Route path="/jobs" element={<Search />} />
        </Routes>
        <Address />
      </MemoryRouter>,
    )
    await userEvent.type(screen.getByLabelText('Search'), 'soudeur')
    await act(() => new Promise((resolve) => setTimeout(resolve, ADDRESS_SYNC_DELAY_MS + 50)))
    expect(at).toMatchObject({ pathname: '/jobs', search: '?q=soudeur' })
  })

  it('never cancels a link followed while it waited, even while the next screen still downloads', async () => {
    render(
      <MemoryRouter initialEntries={['/jobs']}>
        <Suspense>
          <Routes>
            <Route path="/jobs" element={<Search />} />
            <Route path="/jobs/:id" element={<SlowScreen />} />
          </Routes>
        </Suspense>
        <Address />
      </MemoryRouter>,
    )
    await userEvent.type(screen.getByLabelText('Search'), 'weld')
    await userEvent.click(screen.getByRole('link', { name: 'A job' }))
    // The search screen is still on show (the job's code has not arrived) when the write comes due.
    await act(() => new Promise((resolve) => setTimeout(resolve, ADDRESS_SYNC_DELAY_MS + 50)))
    await act(async () => arrive())
    expect(await screen.findByRole('heading', { name: 'The job' })).toBeInTheDocument()
    expect(at.pathname).toBe('/jobs/1')
  })

  it('a link followed before typing paused keeps the search in the entry it leaves: Back returns to it', async () => {
    const router = createMemoryRouter(
      [
        { path: '/jobs', element: <Search /> },
        { path: '/jobs/:id', element: <h1>The job</h1> },
      ],
      { initialEntries: ['/jobs'] },
    )
    render(<RouterProvider router={router} />)
    await userEvent.type(screen.getByLabelText('Search'), 'weld')
    await userEvent.click(screen.getByRole('link', { name: 'A job' }))
    expect(await screen.findByRole('heading', { name: 'The job' })).toBeInTheDocument()
    await act(() => router.navigate(-1))
    expect(router.state.location.search).toBe('?q=weld')
  })

  it('never writes into the entry Back returned to before typing paused', async () => {
    // The browser's Back button: no click on the page.
    const browser = { back: () => {} }
    function BrowserBack() {
      const navigate = useNavigate()
      useEffect(() => {
        browser.back = () => void navigate(-1)
      })
      return null
    }
    render(
      <MemoryRouter initialEntries={['/jobs?q=nurse', '/jobs']} initialIndex={1}>
        <Routes>
          <Route path="/jobs" element={<Search />} />
        </Routes>
        <BrowserBack />
        <Address />
      </MemoryRouter>,
    )
    await userEvent.type(screen.getByLabelText('Search'), 'weld')
    act(() => browser.back())
    await act(() => new Promise((resolve) => setTimeout(resolve, ADDRESS_SYNC_DELAY_MS + 50)))
    expect(at.search).toBe('?q=nurse')
  })
})
