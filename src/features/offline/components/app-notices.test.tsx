import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ContactOutboxState } from '../../../lib/contact-outbox'
import type { ServiceWorkerStatus } from '../../../lib/sw-bridge'
import { asSeen, regionsArrivingWithWords, saidBy } from '../../../lib/test-status-regions'
import { askBeforeLeaving, keptOnlyInPage } from '../../../lib/ask-before-leaving'
import { AppNotices } from './app-notices'
import { ANNOUNCED_FOR_MS } from '../../../lib/use-announcement'

const bridge = vi.hoisted(() => ({
  status: { supported: true, controlled: true, updateReady: false, offlineReady: false } as ServiceWorkerStatus,
  applyUpdate: vi.fn(),
  dismissOfflineReady: vi.fn(),
}))
vi.mock('../../../lib/sw-bridge', () => ({
  useServiceWorkerStatus: () => bridge.status,
  applyUpdate: bridge.applyUpdate,
  dismissOfflineReady: bridge.dismissOfflineReady,
}))

const outbox = vi.hoisted(() => ({
  state: { loaded: true, waiting: [], refused: [], sent: [], unsentFromForm: null } as ContactOutboxState,
  listeners: new Set<() => void>(),
  dismissSentNotice: vi.fn(),
}))
/** The queue changes while the notices are on screen. */
const queueChanges = (next: ContactOutboxState) =>
  act(() => {
    outbox.state = next
    for (const listener of outbox.listeners) listener()
  })
vi.mock('../../../lib/contact-outbox', async () => {
  const { useSyncExternalStore } = await import('react')
  const subscribe = (listener: () => void) => {
    outbox.listeners.add(listener)
    return () => void outbox.listeners.delete(listener)
  }
  return {
    useContactOutbox: () => useSyncExternalStore(subscribe, () => outbox.state),
    dismissSentNotice: outbox.dismissSentNotice,
  }
})

const refusedElsewhere = 'A message you wrote could not be sent. It is kept on the Contact page.'
// Ids of their own in each test: a message said aloud is said once in the page's life (use-sent-to-say.ts).
const sentNotice = (id: string, subject: string) => ({
  clientMessageId: `${expect.getState().currentTestName}/${id}`,
  subject,
  serverMessage: 'Thanks',
})

const queued = (id: string, subject = 'Work permit') => ({
  clientMessageId: id,
  message: { name: 'Ana', email: 'ana@example.ca', subject, message: 'Hello' },
  endpoint: 'http://localhost:8787/contact',
  queuedAt: 1,
  attempts: 0,
  state: 'queued' as const,
})

function renderAt(path = '/') {
  const router = createMemoryRouter([{ path: '*', Component: AppNotices }], { initialEntries: [path] })
  return render(<RouterProvider router={router} />)
}

/** Until the first quiet moment has passed and the notices' code has come. */
const afterIdleWork = () =>
  act(() =>
    Promise.all([import('./service-worker-notices'), import('./outbox-notice')]).then(
      () => new Promise((done) => setTimeout(done, 100)),
    ),
  )

beforeEach(() => {
  bridge.status = { supported: true, controlled: true, updateReady: false, offlineReady: false }
  outbox.state = { loaded: true, waiting: [], refused: [], sent: [], unsentFromForm: null }
})

// The worker's notices, like the queue's, join the stack in the first quiet moment (its code loads then).
describe('update prompt', () => {
  it('appears when a new version waits, and Reload applies it', async () => {
    const before = renderAt()
    await afterIdleWork()
    expect(screen.queryByText('A new version is ready.', asSeen)).not.toBeInTheDocument()
    before.unmount()
    bridge.status = { ...bridge.status, updateReady: true }
    renderAt()
    expect(await screen.findByText('A new version is ready.', asSeen)).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }))
    expect(bridge.applyUpdate).toHaveBeenCalledTimes(1)
  })

  it('goes away at Later, for a visitor halfway through a form, without reloading', async () => {
    bridge.applyUpdate.mockClear()
    bridge.status = { ...bridge.status, updateReady: true }
    renderAt()
    expect(await screen.findByText('A new version is ready.', asSeen)).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Later' }))
    expect(screen.queryByText('A new version is ready.', asSeen)).not.toBeInTheDocument()
    expect(bridge.applyUpdate).not.toHaveBeenCalled()
  })

  it('asks first when a form holds what the visitor typed (the reload would clear it); a search box, or a form or field whose text is kept, does not count', async () => {
    bridge.applyUpdate.mockClear()
    bridge.status = { ...bridge.status, updateReady: true }
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false)
    document.body.insertAdjacentHTML(
      'beforeend',
      '<form role="search"><input type="search" value="welder"></form><form data-text-kept><input value="Jane"></form><form id="typed"><input data-text-kept value="Ana"><textarea></textarea></form>',
    )
    try {
      renderAt()
      await userEvent.click(await screen.findByRole('button', { name: 'Reload' }))
      expect(confirm).not.toHaveBeenCalled()
      expect(bridge.applyUpdate).toHaveBeenCalledTimes(1)

      document.querySelector<HTMLTextAreaElement>('#typed textarea')!.value = 'I need help with'
      await userEvent.click(screen.getByRole('button', { name: 'Reload' }))
      expect(confirm).toHaveBeenCalledWith('Reloading now clears what you typed in the form. Reload anyway?')
      expect(bridge.applyUpdate).toHaveBeenCalledTimes(1)
      confirm.mockReturnValue(true)
      await userEvent.click(screen.getByRole('button', { name: 'Reload' }))
      expect(bridge.applyUpdate).toHaveBeenCalledTimes(2)
    } finally {
      for (const form of document.querySelectorAll('form')) form.remove()
    }
  })

  it('asks first when the page keeps out of sight what a reload would lose (a resume chosen in a form since closed)', async () => {
    bridge.applyUpdate.mockClear()
    bridge.status = { ...bridge.status, updateReady: true }
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false)
    const release = keptOnlyInPage(() => true)
    try {
      renderAt()
      await userEvent.click(await screen.findByRole('button', { name: 'Reload' }))
      expect(confirm).toHaveBeenCalledWith('Reloading now clears what you typed in the form. Reload anyway?')
      expect(bridge.applyUpdate).not.toHaveBeenCalled()
    } finally {
      release()
    }
  })
})

describe('the corner stack', () => {
  it("is a landmark named 'Notifications' only while it shows a notice: empty, a screen reader's list of landmarks does not name it", async () => {
    renderAt()
    await afterIdleWork()
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
    // Its status regions are on the page from the first render all the same (WCAG 4.1.3).
    expect(screen.getAllByRole('status')).toHaveLength(5)
    queueChanges({ loaded: true, waiting: [queued('a')], refused: [], sent: [], unsentFromForm: null })
    const stack = await screen.findByRole('region', { name: 'Notifications' })
    expect(stack).toHaveTextContent('1 message waiting to be sent')
    queueChanges({ loaded: true, waiting: [], refused: [], sent: [], unsentFromForm: null })
    await vi.waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument())
  })
})

describe('update prompt while an application is being sent', () => {
  it('asks before the new version takes over (the browser would ask only after); answered, the browser does not ask again', async () => {
    bridge.applyUpdate.mockClear()
    bridge.status = { ...bridge.status, updateReady: true }
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false)
    const release = askBeforeLeaving()
    const browserAsks = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }))
    try {
      renderAt()
      await userEvent.click(await screen.findByRole('button', { name: 'Reload' }))
      expect(confirm).toHaveBeenCalledWith(
        'Your application is still being sent: reloading now would stop it. Reload anyway?',
      )
      expect(bridge.applyUpdate).not.toHaveBeenCalled()
      expect(browserAsks()).toBe(true)
      confirm.mockReturnValue(true)
      await userEvent.click(screen.getByRole('button', { name: 'Reload' }))
      expect(bridge.applyUpdate).toHaveBeenCalledTimes(1)
      expect(browserAsks()).toBe(false)
    } finally {
      release()
    }
  })
})

describe('ready offline notice', () => {
  it('says so the first time the site is ready offline, and can be dismissed', async () => {
    bridge.status = { ...bridge.status, offlineReady: true }
    renderAt()
    expect(await screen.findByText('The site is ready to work offline.', asSeen)).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(bridge.dismissOfflineReady).toHaveBeenCalled()
  })

  it('goes by itself after 10 s, but not while the keyboard or the pointer is on it; its Dismiss is heard with its words', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      bridge.status = { ...bridge.status, offlineReady: true }
      bridge.dismissOfflineReady.mockClear()
      renderAt()
      await act(() => vi.advanceTimersByTimeAsync(1_000))
      const dismiss = await vi.waitFor(() => screen.getByRole('button', { name: 'Dismiss' }))
      expect(dismiss).toHaveAccessibleDescription('The site is ready to work offline.')
      const notice = screen.getByText('The site is ready to work offline.', asSeen).parentElement!
      fireEvent.pointerEnter(notice)
      await act(() => vi.advanceTimersByTimeAsync(30_000))
      expect(bridge.dismissOfflineReady).not.toHaveBeenCalled()
      act(() => dismiss.focus())
      fireEvent.pointerLeave(notice)
      await act(() => vi.advanceTimersByTimeAsync(30_000))
      expect(bridge.dismissOfflineReady).not.toHaveBeenCalled()
      act(() => dismiss.blur())
      await act(() => vi.advanceTimersByTimeAsync(9_000))
      expect(bridge.dismissOfflineReady).not.toHaveBeenCalled()
      await act(() => vi.advanceTimersByTimeAsync(1_000))
      expect(bridge.dismissOfflineReady).toHaveBeenCalledTimes(1)
    } finally {
      vi.useRealTimers()
    }
  })
})

// Before the test that installs: the installed state lasts for the page (module state).
describe('install button, declined', () => {
  const offer = () =>
    act(() => {
      window.dispatchEvent(
        Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: vi.fn(async () => undefined),
          userChoice: new Promise(() => {}),
        }),
      )
    })

  it("'Not now' holds for 30 days, on later visits too, then the offer comes back", async () => {
    localStorage.clear()
    let now = 1_800_000_000_000
    vi.spyOn(Date, 'now').mockImplementation(() => now)
    const first = renderAt()
    offer()
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }))
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument()
    first.unmount()

    // A visit 29 days later: not asked.
    now += 29 * 24 * 60 * 60 * 1000
    const next = renderAt()
    offer()
    await afterIdleWork()
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument()
    next.unmount()

    // After 30 days: asked again.
    now += 2 * 24 * 60 * 60 * 1000
    renderAt()
    offer()
    // Its dialog, declined there: the offer is used up (as the next test expects it).
    await userEvent.click(await screen.findByRole('button', { name: 'Install app' }))
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument()
    localStorage.clear()
  })
})

describe('install button', () => {
  it('appears when the browser offers installation, shows its dialog, and hides once installed', async () => {
    renderAt()
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument()
    const prompt = vi.fn(async () => undefined)
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    })
    act(() => {
      window.dispatchEvent(offer)
    })
    // The browser's own mini-infobar is held back: the site shows its button instead.
    expect(offer.defaultPrevented).toBe(true)
    await userEvent.click(screen.getByRole('button', { name: 'Install app' }))
    expect(prompt).toHaveBeenCalledTimes(1)
    act(() => {
      window.dispatchEvent(new Event('appinstalled'))
    })
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument()
    // Installed: a later offer (e.g. another profile) does not bring it back.
    act(() => {
      window.dispatchEvent(
        Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt,
          userChoice: new Promise(() => {}),
        }),
      )
    })
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument()
  })
})

describe('queued contact messages, seen from other screens', () => {
  it('shows how many messages wait, in the first quiet moment after the page is drawn', async () => {
    outbox.state = { ...outbox.state, waiting: [queued('a'), queued('b')] }
    renderAt('/news')
    expect(await screen.findByText('2 messages waiting to be sent', asSeen)).toBeVisible()
  })

  it('can be dismissed (on a phone it covers the top of the page), and comes back for a message queued since', async () => {
    outbox.state = { ...outbox.state, waiting: [queued('a')] }
    renderAt('/news')
    expect(await screen.findByText('1 message waiting to be sent', asSeen)).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByText('1 message waiting to be sent', asSeen)).not.toBeInTheDocument()
    await queueChanges({ ...outbox.state, waiting: [queued('a'), queued('b')] })
    expect(screen.getByText('2 messages waiting to be sent', asSeen)).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    // One of them sent: nothing new to say.
    await queueChanges({ ...outbox.state, waiting: [queued('b')] })
    expect(screen.queryByText('1 message waiting to be sent', asSeen)).not.toBeInTheDocument()
    // Both sent, then another one queued: as many as when it was dismissed, yet a new message.
    await queueChanges({ ...outbox.state, waiting: [] })
    await queueChanges({ ...outbox.state, waiting: [queued('c')] })
    expect(screen.getByText('1 message waiting to be sent', asSeen)).toBeVisible()
  })

  it('says when a queued message was sent; each Dismiss is heard with its own notice', async () => {
    outbox.state = {
      ...outbox.state,
      waiting: [queued('b', 'Study permit')],
      sent: [sentNotice('a', 'Work permit')],
    }
    renderAt('/jobs')
    expect(await screen.findByText('Your message “Work permit” was sent.', asSeen)).toBeVisible()
    const [waitingDismiss, sentDismiss] = screen.getAllByRole('button', { name: 'Dismiss' })
    expect(waitingDismiss).toHaveAccessibleDescription(/^1 message waiting to be sent\./)
    expect(sentDismiss).toHaveAccessibleDescription('Your message “Work permit” was sent.')
    await userEvent.click(sentDismiss!)
    expect(outbox.dismissSentNotice).toHaveBeenCalledWith(sentNotice('a', 'Work permit').clientMessageId)
  })

  it('points to the Contact page when a message was refused, and can be dismissed until another is', async () => {
    outbox.state = {
      ...outbox.state,
      refused: [{ ...queued('a'), state: 'refused', lastError: 'Please enter a valid email address.' }],
    }
    renderAt('/')
    expect(await screen.findByRole('link', { name: 'Open Contact' })).toHaveAttribute('href', '/contact')
    expect(screen.getByText(refusedElsewhere, asSeen)).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByText(refusedElsewhere, asSeen)).not.toBeInTheDocument()
    await queueChanges({ ...outbox.state, unsentFromForm: 'sent-from-the-form' })
    expect(screen.getByText(refusedElsewhere, asSeen)).toBeVisible()
  })

  it('says so when a message sent from the form was not, its answer come once the visitor had left Contact', async () => {
    outbox.state = { ...outbox.state, unsentFromForm: 'sent-from-the-form' }
    renderAt('/news')
    expect(await screen.findByText(refusedElsewhere, asSeen)).toBeVisible()
    expect(screen.getByRole('link', { name: 'Open Contact' })).toHaveAttribute('href', '/contact')
    await queueChanges({ ...outbox.state, unsentFromForm: null })
    expect(screen.queryByText(refusedElsewhere, asSeen)).not.toBeInTheDocument()
  })

  it('leaves the Contact page to show the details itself', async () => {
    outbox.state = { ...outbox.state, waiting: [queued('a')] }
    renderAt('/contact')
    // Once the notice's code has come (the first quiet moment), it still shows nothing here.
    await afterIdleWork()
    expect(screen.queryByText('1 message waiting to be sent', asSeen)).not.toBeInTheDocument()
  })
})

describe('each notice said in a status region already on the page (WCAG 4.1.3)', () => {
  it('says the update prompt and the offline-ready notice as their code arrives once idle, and no longer once put away', async () => {
    bridge.status = { ...bridge.status, updateReady: true, offlineReady: true }
    const arrivedWithWords = regionsArrivingWithWords()
    renderAt()
    const regions = screen.getAllByRole('status')
    expect(saidBy(regions).join('')).toBe('')
    expect(await screen.findByText('A new version is ready.', asSeen)).toBeVisible()
    expect(await screen.findByText('The site is ready to work offline.', asSeen)).toBeVisible()
    await vi.waitFor(() =>
      expect(saidBy(regions)).toEqual(
        expect.arrayContaining(['A new version is ready.', 'The site is ready to work offline.']),
      ),
    )
    expect(arrivedWithWords).toEqual([])
    // The same regions throughout: none came with a notice, none moved into its box.
    expect(screen.getAllByRole('status')).toEqual(regions)

    await userEvent.click(screen.getByRole('button', { name: 'Later' }))
    expect(saidBy(regions)).not.toContain('A new version is ready.')
  })

  it('says the queue: the count as it comes and as it changes (also once dismissed), a message just sent', async () => {
    outbox.state = { ...outbox.state, waiting: [queued('a')] }
    const arrivedWithWords = regionsArrivingWithWords()
    renderAt('/news')
    const regions = screen.getAllByRole('status')
    expect(await screen.findByText('1 message waiting to be sent', asSeen)).toBeVisible()
    await vi.waitFor(() =>
      expect(saidBy(regions)).toContain(
        '1 message waiting to be sent. It will be sent automatically as soon as it can be.',
      ),
    )

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(saidBy(regions).join('')).toBe('')
    await queueChanges({ ...outbox.state, waiting: [queued('a'), queued('b')] })
    await vi.waitFor(() =>
      expect(saidBy(regions)).toContain(
        '2 messages waiting to be sent. They will be sent automatically as soon as they can be.',
      ),
    )

    await queueChanges({
      ...outbox.state,
      waiting: [queued('b')],
      sent: [sentNotice('a', 'Hello')],
    })
    expect(screen.getByText('Your message “Hello” was sent.', asSeen)).toBeVisible()
    await vi.waitFor(() => expect(saidBy(regions)).toContain('Your message “Hello” was sent.'))
    expect(arrivedWithWords).toEqual([])
    expect(screen.getAllByRole('status')).toEqual(regions)
  })

  it('says each message sent once, as its notice comes: neither a later one nor a dismissal says it again', async () => {
    renderAt('/jobs')
    const regions = screen.getAllByRole('status')
    await afterIdleWork()
    await queueChanges({ ...outbox.state, sent: [sentNotice('a', 'Hello')] })
    await queueChanges({ ...outbox.state, sent: [sentNotice('a', 'Hello'), sentNotice('b', 'Hello again')] })
    await vi.waitFor(() => expect(saidBy(regions)).toContain('Your message “Hello again” was sent.'))
    expect(saidBy(regions).join(' ')).not.toContain('“Hello” was sent')
    // The dismissal: whatever the regions say from here on (the words come a timer turn later), never “Hello”.
    const heard: string[] = []
    const observer = new MutationObserver(() => heard.push(saidBy(regions).join(' ')))
    observer.observe(document.body, { subtree: true, childList: true, characterData: true })
    await queueChanges({ ...outbox.state, sent: [sentNotice('a', 'Hello')] })
    await act(() => new Promise((done) => setTimeout(done, 50)))
    observer.disconnect()
    expect(heard.length).toBeGreaterThan(0)
    expect(heard.join(' ')).not.toContain('“Hello” was sent')
  })

  it('says nothing on the Contact page (which tells of the queue itself), nor later of a notice dismissed there', async () => {
    outbox.state = { ...outbox.state, waiting: [queued('b')], sent: [sentNotice('a', 'Hello')] }
    const router = createMemoryRouter([{ path: '*', Component: AppNotices }], { initialEntries: ['/contact'] })
    render(<RouterProvider router={router} />)
    const regions = screen.getAllByRole('status')
    await afterIdleWork()
    expect(saidBy(regions).join('')).toBe('')

    await queueChanges({ ...outbox.state, sent: [] })
    await act(() => router.navigate('/news'))
    expect(await screen.findByText('1 message waiting to be sent', asSeen)).toBeVisible()
    await vi.waitFor(() =>
      expect(saidBy(regions)).toContain(
        '1 message waiting to be sent. It will be sent automatically as soon as it can be.',
      ),
    )
    expect(saidBy(regions).join(' ')).not.toContain('was sent')
  })

  it('says a message sent once in all: its notice back in view after a visit to Contact is not said again', async () => {
    const hello = 'Your message “Hello” was sent.'
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      outbox.state = { ...outbox.state, sent: [sentNotice('a', 'Hello')] }
      const router = createMemoryRouter([{ path: '*', Component: AppNotices }], { initialEntries: ['/jobs'] })
      render(<RouterProvider router={router} />)
      const regions = screen.getAllByRole('status')
      await act(() => vi.advanceTimersByTimeAsync(1_000))
      await vi.waitFor(() => expect(saidBy(regions)).toContain(hello))
      await act(() => vi.advanceTimersByTimeAsync(ANNOUNCED_FOR_MS))
      expect(saidBy(regions)).not.toContain(hello)
      await act(() => router.navigate('/contact'))
      await act(() => router.navigate('/news'))
      expect(screen.getByText(hello, asSeen)).toBeVisible()
      await act(() => vi.advanceTimersByTimeAsync(1_000))
      expect(saidBy(regions)).not.toContain(hello)
    } finally {
      vi.useRealTimers()
    }
  })

  describe('a second message sent with the first one’s subject', () => {
    const hello = 'Your message “Hello” was sent.'
    beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }))
    afterEach(() => vi.useRealTimers())

    /** The first message's notice comes, and its words are said; the regions are returned. */
    async function firstOneSaid() {
      outbox.state = { ...outbox.state, sent: [sentNotice('a', 'Hello')] }
      renderAt('/jobs')
      const regions = screen.getAllByRole('status')
      await act(() => vi.advanceTimersByTimeAsync(1_000))
      await vi.waitFor(() => expect(saidBy(regions)).toContain(hello))
      return regions
    }
    const secondOneSent = () =>
      queueChanges({ ...outbox.state, sent: [sentNotice('a', 'Hello'), sentNotice('b', 'Hello')] })

    it('is said too, after the first one’s words have gone', async () => {
      const regions = await firstOneSaid()
      await act(() => vi.advanceTimersByTimeAsync(ANNOUNCED_FOR_MS))
      expect(saidBy(regions)).not.toContain(hello)
      await secondOneSent()
      await vi.waitFor(() => expect(saidBy(regions)).toContain(hello))
    })

    it('is said anew while the first one’s words still stand', async () => {
      const regions = await firstOneSaid()
      // What the regions say at each change of the page: the words must go, then come back.
      const heard: string[] = []
      const observer = new MutationObserver(() => heard.push(saidBy(regions).join('')))
      observer.observe(document.body, { subtree: true, childList: true, characterData: true })
      await secondOneSent()
      await vi.waitFor(() => expect(saidBy(regions)).toContain(hello))
      observer.disconnect()
      expect(heard).toContain('')
      expect(heard.at(-1)).toBe(hello)
    })
  })

  it('empties a region a while after its words were said: browsing the stack meets them once, in the box', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      outbox.state = { ...outbox.state, refused: [{ ...queued('a'), state: 'refused', lastError: 'No.' }] }
      renderAt('/')
      const regions = screen.getAllByRole('status')
      await act(() => vi.advanceTimersByTimeAsync(1_000))
      await vi.waitFor(() => expect(saidBy(regions)).toContain(refusedElsewhere))
      await act(() => vi.advanceTimersByTimeAsync(ANNOUNCED_FOR_MS))
      expect(saidBy(regions).join('')).toBe('')
      expect(screen.getByText(refusedElsewhere, asSeen)).toBeVisible()
    } finally {
      vi.useRealTimers()
    }
  })
})
