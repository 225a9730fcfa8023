import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ListNotice } from './list-notice'

const words = {
  loadFailed: 'The list could not be loaded. Check your connection.',
  serverFailed: 'The list could not be loaded: the server did not answer as it should.',
  retry: 'Retry',
  checking: 'Checking…',
  savedOn: (date: string, time: string) => `Saved ${date}, ${time}`,
  offlineNoCopy: 'You are offline and no copy is saved yet.',
  offlineBuiltCopy: (on: string | undefined) =>
    on
      ? `You are offline. These are the items as of ${on}.`
      : 'You are offline. These are the items this page was published with.',
  savedCopy: 'You are reading the copy saved on this device; it refreshes when you are back online.',
  savedCopyOnline: 'You are reading the copy saved on this device: the latest could not be loaded.',
}

let online = true
Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })

afterEach(() => {
  online = true
})

const setOnline = (value: boolean) =>
  act(() => {
    online = value
    window.dispatchEvent(new Event(value ? 'online' : 'offline'))
  })

describe('ListNotice over a saved copy', () => {
  it('says Retry was asked until the answer, its button kept (and its focus) but pressing it again asking nothing', async () => {
    const onRetry = vi.fn()
    render(
      <ListNotice list={{ status: 'ready', savedAt: Date.now(), retrying: true }} onRetry={onRetry} words={words} />,
    )
    const button = screen.getByRole('button', { name: 'Checking…' })
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(button).toBeEnabled()
    await userEvent.click(button)
    expect(onRetry).not.toHaveBeenCalled()
  })

  it('offers Retry while the browser reports a connection, and not while it reports none', () => {
    const onRetry = vi.fn()
    render(<ListNotice list={{ status: 'ready', savedAt: Date.now() }} onRetry={onRetry} words={words} />)
    // Online, the copy is there because the fresh list failed: never 'when you are back online'.
    expect(screen.getByRole('status')).toHaveTextContent(words.savedCopyOnline)
    screen.getByRole('button', { name: 'Retry' }).click()
    expect(onRetry).toHaveBeenCalledOnce()

    setOnline(false)
    expect(screen.getByRole('status')).toHaveTextContent(words.savedCopy)
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument()
    setOnline(true)
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  })

  it('offline with nothing saved, says so, and says what the list on screen is when the page was built with one', () => {
    setOnline(false)
    const { rerender } = render(
      <ListNotice list={{ status: 'offline', savedAt: undefined }} onRetry={() => {}} words={words} />,
    )
    expect(screen.getByText(words.offlineNoCopy)).toBeInTheDocument()
    rerender(
      <ListNotice list={{ status: 'offline', savedAt: undefined, fromBuild: true }} onRetry={() => {}} words={words} />,
    )
    expect(screen.getByText('You are offline. These are the items this page was published with.')).toBeInTheDocument()
    expect(screen.queryByText(words.offlineNoCopy)).not.toBeInTheDocument()
    // The day it was built, where the page says: a copy kept for offline may be weeks old.
    rerender(
      <ListNotice
        list={{ status: 'offline', savedAt: undefined, fromBuild: true, builtAt: new Date(2026, 10, 27, 9).getTime() }}
        onRetry={() => {}}
        words={words}
      />,
    )
    expect(screen.getByText('You are offline. These are the items as of November 27, 2026.')).toBeInTheDocument()
  })

  it('always offers Retry on a failed load', () => {
    setOnline(false)
    render(<ListNotice list={{ status: 'error', savedAt: undefined }} onRetry={() => {}} words={words} />)
    expect(screen.getByRole('alert')).toHaveTextContent(words.loadFailed)
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  })

  it('blames the server, not the connection, when the server answered with an error', () => {
    render(
      <ListNotice
        list={{ status: 'error', savedAt: undefined, serverRefused: true }}
        onRetry={() => {}}
        words={words}
      />,
    )
    expect(screen.getByRole('alert')).toHaveTextContent(words.serverFailed)
    expect(screen.getByRole('alert')).not.toHaveTextContent('connection')
  })
})

describe('ListNotice as a live region', () => {
  it('is on the page while the list says nothing, so that what it comes to say is read out', () => {
    const notice = (status: 'loading' | 'ready' | 'offline', savedAt?: number) => (
      <ListNotice list={{ status, savedAt }} onRetry={() => {}} words={words} />
    )
    const { rerender } = render(notice('loading'))
    const region = screen.getByRole('status')
    expect(region).toBeEmptyDOMElement()

    setOnline(false)
    rerender(notice('offline'))
    expect(region).toHaveTextContent(words.offlineNoCopy)
    rerender(notice('ready', Date.now()))
    expect(region).toHaveTextContent(words.savedCopy)
    // One region, the same throughout (the messages are not regions of their own).
    expect(screen.getByRole('status')).toBe(region)
  })
})

describe('ListNotice failed', () => {
  it('Retry takes its notice away as the list loads again: the focus stays on the page, not on its body', async () => {
    const { rerender } = render(
      <main tabIndex={-1}>
        <ListNotice list={{ status: 'error', savedAt: undefined }} onRetry={() => {}} words={words} />
      </main>,
    )
    screen.getByRole('button', { name: 'Retry' }).focus()
    rerender(
      <main tabIndex={-1}>
        <ListNotice list={{ status: 'loading', savedAt: undefined }} onRetry={() => {}} words={words} />
      </main>,
    )
    await vi.waitFor(() => expect(screen.getByRole('main')).toHaveFocus())
  })
})

it("Retry on a page that shows only its notice (a job's page whose list failed), gone whole as it loads: the focus goes into main", async () => {
  const page = (status: 'error' | 'loading') => (
    <main tabIndex={-1}>
      {status === 'error' ? (
        <ListNotice list={{ status, savedAt: undefined }} onRetry={() => rerender(page('loading'))} words={words} />
      ) : (
        <p>Loading the job...</p>
      )}
    </main>
  )
  const { rerender } = render(page('error'))
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
  expect(screen.getByText('Loading the job...')).toBeInTheDocument()
  expect(screen.getByRole('main')).toHaveFocus()
})

it('Retry on the saved copy, which stays on screen while the list is asked for again, keeps the focus', async () => {
  render(
    <main tabIndex={-1}>
      <ListNotice list={{ status: 'ready', savedAt: Date.now() }} onRetry={() => {}} words={words} />
    </main>,
  )
  const retry = screen.getByRole('button', { name: 'Retry' })
  await userEvent.click(retry)
  expect(retry).toHaveFocus()
})
