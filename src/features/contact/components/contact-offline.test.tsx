// @vitest-environment-options {"url": "http://localhost:4173/contact"}
// The contact form and the queue of messages written offline (the PWA issue), with a real
// IndexedDB implementation (fake-indexeddb) behind the one offline-db module.
import 'fake-indexeddb/auto'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { IDBFactory } from 'fake-indexeddb'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  dismissSentNotice,
  getContactOutbox,
  refreshContactOutbox,
  replayContactQueue,
} from '../../../lib/contact-outbox'
import {
  closeOfflineDb,
  enqueueContact,
  listQueuedContacts,
  markContactDelivered,
  markContactRefused,
} from '../../../shared/offline-db'
import { newClientMessageId, sendContactMessage } from '../api/send-contact-message'
import { messageIdsPerTest } from '../test-message-ids'
import { ContactScreen } from './contact-screen'
import { asSeen, regionsArrivingWithWords, saidBy } from '../../../lib/test-status-regions'

vi.mock('../api/send-contact-message', () => ({
  sendContactMessage: vi.fn(),
  newClientMessageId: vi.fn(),
}))
const sendMock = vi.mocked(sendContactMessage)
const message = { name: 'Jane Doe', email: 'jane@example.com', subject: 'Work permit', message: 'I need help.' }
const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })

function renderContact() {
  // In the page's main, as the layout draws it: where the focus goes when what held it goes.
  const router = createMemoryRouter(
    [
      {
        path: '/contact',
        element: (
          <main tabIndex={-1}>
            <ContactScreen />
          </main>
        ),
      },
    ],
    { initialEntries: ['/contact'] },
  )
  return render(<RouterProvider router={router} />)
}

async function fillAndSend(user: ReturnType<typeof userEvent.setup>, subject = message.subject) {
  for (const [label, value] of Object.entries({
    Name: message.name,
    Email: message.email,
    Subject: subject,
    Message: message.message,
  })) {
    await user.click(screen.getByLabelText(label))
    await user.paste(value)
  }
  await user.click(screen.getByRole('button', { name: 'Send Message' }))
}

const firstMessageId = messageIdsPerTest()

beforeEach(async () => {
  await closeOfflineDb()
  globalThis.indexedDB = new IDBFactory()
  await refreshContactOutbox()
  // The outbox's notices outlive a test (module state): no 'was sent' of one test may meet the next.
  for (const notice of getContactOutbox().sent) dismissSentNotice(notice.clientMessageId)
  sendMock.mockReset()
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  // Nothing in these tests may reach a network: a later retry by the queue fails quietly.
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'))
})

afterEach(() => setOnline(true))

describe('contact messages while offline', () => {
  it('offline: the message is queued, the visitor is told it will be sent automatically, and the form is free', async () => {
    setOnline(false)
    renderContact()
    await fillAndSend(userEvent.setup({ delay: null }))
    expect(await screen.findByText(/will be sent automatically when the connection is back/)).toBeInTheDocument()
    expect(await screen.findByText('1 message waiting to be sent')).toBeInTheDocument()
    expect(screen.getByText('“Work permit”')).toBeInTheDocument()
    // Said once: the box beside the form's banner only counts what waits.
    expect(screen.getAllByText(/sent automatically/)).toHaveLength(1)
    expect(screen.getByLabelText('Subject')).toHaveValue('')
    expect(sendMock).not.toHaveBeenCalled()
    expect(await listQueuedContacts()).toMatchObject([{ clientMessageId: firstMessageId(), message, state: 'queued' }])
  })

  it('a message left waiting from an earlier visit: the box says it will be sent automatically', async () => {
    setOnline(false)
    const first = renderContact()
    await fillAndSend(userEvent.setup({ delay: null }))
    expect(await screen.findByText('1 message waiting to be sent')).toBeInTheDocument()
    first.unmount()
    renderContact()
    expect(await screen.findByText(/It will be sent automatically as soon as it can be\./)).toBeInTheDocument()
    expect(screen.queryByText(/You are offline\. Your message is saved/)).not.toBeInTheDocument()
  })

  it('in a browser without Background Sync (Safari, Firefox), says a queued message goes only while the site is open', async () => {
    const syncManager = Reflect.get(window, 'SyncManager')
    Reflect.deleteProperty(window, 'SyncManager')
    try {
      setOnline(false)
      const first = renderContact()
      await fillAndSend(userEvent.setup({ delay: null }))
      const whileOpen =
        'In this browser, sending happens only while this site is open: keep it open, or come back to it later.'
      expect(
        await screen.findByText(
          `You are offline. Your message is saved on this device and will be sent automatically when the connection is back. ${whileOpen}`,
        ),
      ).toBeInTheDocument()
      first.unmount()
      // And the box that says it waits, on a later visit.
      renderContact()
      expect(
        await screen.findByText(new RegExp(`It will be sent automatically as soon as it can be\\. ${whileOpen}`)),
      ).toBeInTheDocument()
    } finally {
      Reflect.set(window, 'SyncManager', syncManager)
    }
  })

  it('offline, a message the endpoint would refuse (too long, an address without a domain) is not kept: its answer is given now, the text stays', async () => {
    setOnline(false)
    renderContact()
    const user = userEvent.setup({ delay: null })
    await fillAndSend(user, 'x'.repeat(201))
    expect(await screen.findByRole('alert')).toHaveTextContent('Subject must be at most 200 characters.')
    expect(screen.getByLabelText('Subject')).toHaveValue('x'.repeat(201))
    await user.clear(screen.getByLabelText('Subject'))
    await user.click(screen.getByLabelText('Subject'))
    await user.paste('Work permit')
    await user.clear(screen.getByLabelText('Email'))
    await user.click(screen.getByLabelText('Email'))
    await user.paste('jane@example')
    // An address without a domain is refused at the field, before anything is kept.
    expect(screen.getByLabelText('Email')).toBeInvalid()
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await listQueuedContacts()).toEqual([])
    expect(sendMock).not.toHaveBeenCalled()
  })

  it('a send that fails at the network level is queued too, under the same client id', async () => {
    sendMock.mockResolvedValue({ kind: 'transient', cause: 'network', reason: 'Network error: Failed to fetch' })
    renderContact()
    await fillAndSend(userEvent.setup({ delay: null }))
    expect(await screen.findByText(/The connection failed\. Your message is saved on this device/)).toBeInTheDocument()
    expect(sendMock).toHaveBeenCalledWith(message, firstMessageId())
    expect(await listQueuedContacts()).toMatchObject([{ clientMessageId: firstMessageId(), state: 'queued' }])
  })

  it.each([
    ['a server error (5xx)', 'server', 'The server answered 500'],
    ['no answer within the bound', 'timeout', 'Sending the message took longer than 20 s'],
  ] as const)('%s: the message is queued under the same client id, to be sent later', async (_case, cause, reason) => {
    sendMock.mockResolvedValue({ kind: 'transient', cause, reason })
    renderContact()
    await fillAndSend(userEvent.setup({ delay: null }))
    expect(
      await screen.findByText(
        'The server could not take your message just now. It is saved on this device, and sending it will be tried again automatically.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Message')).toHaveValue('')
    expect(await listQueuedContacts()).toMatchObject([{ clientMessageId: firstMessageId(), message, state: 'queued' }])
  })

  it("an answer that cannot be read is not queued: 'Something went wrong. Please try again later.', text kept", async () => {
    sendMock.mockResolvedValue({ kind: 'refused', serverMessage: 'Something went wrong. Please try again later.' })
    renderContact()
    await fillAndSend(userEvent.setup({ delay: null }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again later.')
    expect(screen.getByLabelText('Message')).toHaveValue(message.message)
    expect(await listQueuedContacts()).toEqual([])
  })

  it('offline where the browser cannot store it: says so and keeps the text in the form', async () => {
    setOnline(false)
    await closeOfflineDb()
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    globalThis.indexedDB = undefined as unknown as IDBFactory
    renderContact()
    await fillAndSend(userEvent.setup({ delay: null }))
    expect(await screen.findByRole('alert')).toHaveTextContent('this browser cannot keep the message for later')
    expect(screen.getByLabelText('Name')).toHaveValue(message.name)
  })

  it("a refused message shows the endpoint's answer and goes back into the form, leaving the queue", async () => {
    await enqueueContact({ clientMessageId: 'old-1', message: { ...message, subject: 'Study permit' }, endpoint: 'x' })
    await markContactRefused('old-1', 'Please enter a valid email address.')
    await refreshContactOutbox()
    renderContact()
    expect(
      await screen.findByText('Your message “Study permit” could not be sent: Please enter a valid email address.'),
    ).toBeInTheDocument()
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Put it back in the form' }))
    expect(await screen.findByDisplayValue('Study permit')).toBeInTheDocument()
    expect(screen.getByLabelText('Message')).toHaveValue(message.message)
    // The keyboard's focus is in the form too, not lost with the button.
    expect(screen.getByLabelText('Name')).toHaveFocus()
    expect(await listQueuedContacts()).toEqual([])
    expect(screen.queryByText(/could not be sent/)).not.toBeInTheDocument()
  })

  it('a waiting message put back and sent again unchanged goes under its own id (a try may have reached the endpoint)', async () => {
    await enqueueContact({
      clientMessageId: 'tried-1',
      message: { ...message, subject: 'Study permit' },
      endpoint: 'x',
    })
    await refreshContactOutbox()
    sendMock.mockResolvedValue({ kind: 'success', serverMessage: 'Thank you! Your message has been sent.' })
    renderContact()
    const user = userEvent.setup({ delay: null })
    await user.click(await screen.findByRole('button', { name: 'Put it back in the form' }))
    expect(await screen.findByDisplayValue('Study permit')).toBeInTheDocument()
    expect(await listQueuedContacts()).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(sendMock).toHaveBeenCalledWith({ ...message, subject: 'Study permit' }, 'tried-1')
  })

  it('a refused message discarded leaves the device, its banner and nothing else: the form keeps what is being written', async () => {
    await enqueueContact({ clientMessageId: 'old-3', message: { ...message, subject: 'Study permit' }, endpoint: 'x' })
    await markContactRefused('old-3', 'Please enter a valid email address.')
    await refreshContactOutbox()
    const send = vi.spyOn(globalThis, 'fetch')
    renderContact()
    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByLabelText('Subject'))
    await user.paste('Something new')
    const discard = await screen.findByRole('button', { name: 'Discard' })
    // Which message it discards is heard with it (several may be refused).
    expect(discard).toHaveAccessibleDescription(/^Your message “Study permit” could not be sent/)
    expect(screen.getByRole('button', { name: 'Put it back in the form' })).toHaveAccessibleDescription(
      /^Your message “Study permit” could not be sent/,
    )
    await user.click(discard)
    await waitFor(() => expect(screen.queryByText(/could not be sent/)).not.toBeInTheDocument())
    expect(await listQueuedContacts()).toEqual([])
    expect(screen.getByLabelText('Subject')).toHaveValue('Something new')
    expect(screen.getByLabelText('Message')).toHaveValue('')
    expect(send).not.toHaveBeenCalled()
  })

  it('asks before a refused message replaces text being written, and keeps that text when declined', async () => {
    await enqueueContact({ clientMessageId: 'old-2', message, endpoint: 'x' })
    await markContactRefused('old-2', 'Refused.')
    await act(() => refreshContactOutbox())
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false)
    renderContact()
    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByLabelText('Subject'))
    await user.paste('Something new')
    await user.click(await screen.findByRole('button', { name: 'Put it back in the form' }))
    expect(confirm).toHaveBeenCalledWith('Replace what you are writing with your message “Work permit”?')
    expect(screen.getByLabelText('Subject')).toHaveValue('Something new')
    expect(await listQueuedContacts()).toHaveLength(1)
  })
})

describe('a kept message delivered while the page stays open', () => {
  const sentNotice = 'Your message “Work permit” was sent.'
  /** The form's banner for a message kept for later (the outbox's count says 'will be sent' too). */
  const keptBanner = /saved on this device(, and sending it will be tried again| and will be sent) automatically/
  const thanks = () =>
    new Response(JSON.stringify({ status: 'SUCCESS', message: 'Thank you! Your message has been sent.' }))
  /** The endpoint takes every message from now on. */
  const endpointAnswers = () => vi.spyOn(globalThis, 'fetch').mockImplementation(async () => thanks())

  it("offline, then back online without a reload: the 'will be sent' banner gives way to 'was sent'", async () => {
    setOnline(false)
    const arrivedWithWords = regionsArrivingWithWords()
    renderContact()
    await fillAndSend(userEvent.setup({ delay: null }))
    expect(
      await screen.findByText(
        'You are offline. Your message is saved on this device and will be sent automatically when the connection is back.',
      ),
    ).toBeInTheDocument()
    endpointAnswers()
    setOnline(true)
    act(() => void window.dispatchEvent(new Event('online')))
    expect(await screen.findByText(sentNotice, asSeen)).toBeInTheDocument()
    expect(screen.queryByText(keptBanner)).not.toBeInTheDocument()
    expect(screen.queryByText('1 message waiting to be sent')).not.toBeInTheDocument()
    // The banner had the focus (it took it when it came): it stays on the page, in its main content.
    await vi.waitFor(() => expect(document.activeElement).toBe(document.querySelector('main')))
    // Only the 'was sent' notice is left to read out, from the region on the page before it (a moment
    // after its box shows it): no banner still says the opposite.
    await vi.waitFor(() => expect(saidBy(screen.getAllByRole('status'))).toEqual([sentNotice]))
    // (The form's own banner takes the focus, which has it read out; 'was sent' comes with no focus.)
    expect(arrivedWithWords.filter((words) => words.includes('was sent'))).toEqual([])
  })

  it('a message delivered from elsewhere (another tab, the service worker) while the outbox was empty is said from a region already there', async () => {
    renderContact()
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeInTheDocument()
    const arrivedWithWords = regionsArrivingWithWords()
    await enqueueContact({ clientMessageId: 'elsewhere-1', message, endpoint: 'x' })
    await markContactDelivered('elsewhere-1', 'Thank you! Your message has been sent.')
    await act(() => refreshContactOutbox())
    expect(await screen.findByText(sentNotice, asSeen)).toBeInTheDocument()
    await vi.waitFor(() => expect(saidBy(screen.getAllByRole('status'))).toContain(sentNotice))
    expect(arrivedWithWords).toEqual([])
  })

  it.each([
    ['the connection failed', 'network', 'The connection failed.'],
    ['the server answered 500', 'server', 'The server could not take your message just now.'],
  ] as const)('%s, then a later try delivers it: the banner gives way to "was sent"', async (_case, cause, told) => {
    sendMock.mockResolvedValue({ kind: 'transient', cause, reason: 'failed' })
    renderContact()
    await fillAndSend(userEvent.setup({ delay: null }))
    expect(await screen.findByText(told, { exact: false })).toHaveTextContent(keptBanner)
    endpointAnswers()
    await act(() => replayContactQueue())
    expect(await screen.findByText(sentNotice, asSeen)).toBeInTheDocument()
    expect(screen.queryByText(told, { exact: false })).not.toBeInTheDocument()
    expect(screen.queryByText(keptBanner)).not.toBeInTheDocument()
  })

  it("only the delivered message's banner goes: the next one's stays until it is delivered too", async () => {
    vi.mocked(newClientMessageId).mockReturnValueOnce('first-id').mockReturnValueOnce('second-id')
    setOnline(false)
    renderContact()
    const user = userEvent.setup({ delay: null })
    await fillAndSend(user)
    expect(await screen.findByText(keptBanner)).toBeInTheDocument()
    await fillAndSend(user, 'Study permit')
    expect(await screen.findByText('2 messages waiting to be sent')).toBeInTheDocument()
    // The form's banner for the second message follows the outbox's count by a render.
    expect(await screen.findByText(keptBanner)).toBeInTheDocument()

    // Back online, the endpoint takes the first message, then the connection drops again.
    setOnline(true)
    vi.spyOn(globalThis, 'fetch')
      .mockRejectedValue(new TypeError('Failed to fetch'))
      .mockImplementationOnce(async () => thanks())
    await act(() => replayContactQueue())
    expect(await screen.findByText(sentNotice, asSeen)).toBeInTheDocument()
    // The banner is the second message's: it stays, as that one still waits.
    expect(screen.getByText(keptBanner)).toBeInTheDocument()
    expect(screen.getByText('1 message waiting to be sent')).toBeInTheDocument()

    endpointAnswers()
    await act(() => replayContactQueue())
    expect(await screen.findByText('Your message “Study permit” was sent.', asSeen)).toBeInTheDocument()
    expect(screen.queryByText(keptBanner)).not.toBeInTheDocument()
  })

  it("a kept message the endpoint then refuses: its refusal replaces the 'will be sent' banner", async () => {
    setOnline(false)
    renderContact()
    await fillAndSend(userEvent.setup({ delay: null }))
    expect(await screen.findByText(keptBanner)).toBeInTheDocument()
    setOnline(true)
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(JSON.stringify({ status: 'ERROR', message: 'Please enter a valid email address.' }), {
          status: 400,
        }),
    )
    await act(() => replayContactQueue())
    expect(
      await screen.findByText('Your message “Work permit” could not be sent: Please enter a valid email address.'),
    ).toBeInTheDocument()
    expect(screen.queryByText(keptBanner)).not.toBeInTheDocument()
  })
})
