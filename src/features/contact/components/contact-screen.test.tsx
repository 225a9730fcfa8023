// @vitest-environment-options {"url": "http://localhost:4173/contact"}
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { site } from '../../../content/site'
import type { ContactAttempt } from '../../../shared/contact-exchange'
import { sendContactMessage } from '../api/send-contact-message'
import { ContactScreen } from './contact-screen'
import { forgetPageMemories } from '../../../lib/page-memory'
import { dismissSentNotice, getContactOutbox } from '../../../lib/contact-outbox'
import { messageIdsPerTest } from '../test-message-ids'
import { asSeen, wordsHeardIn } from '../../../lib/test-status-regions'

vi.mock('../api/send-contact-message', () => ({
  sendContactMessage: vi.fn(),
  newClientMessageId: vi.fn(),
}))
const firstMessageId = messageIdsPerTest()
const sendMock = vi.mocked(sendContactMessage)

function renderContact(url = '/contact') {
  const router = createMemoryRouter([{ path: '/contact', Component: ContactScreen }], { initialEntries: [url] })
  render(<RouterProvider router={router} />)
  return router
}

/**
 * The form's banner: the status a sighted visitor sees (the outbox's region for delivered messages
 * stands unseen beside it).
 */
const seenStatus = () =>
  vi.waitFor(() => {
    const banner = screen.getAllByRole('status').find((region) => !region.classList.contains('visually-hidden'))
    expect(banner).toBeDefined()
    return banner!
  })

const message = { name: 'Jane Doe', email: 'jane@example.com', subject: 'Work permit', message: 'I need help.' }

/** Types into the fields given, after what they hold. */
async function fill(user: ReturnType<typeof userEvent.setup>, fields: Partial<typeof message>) {
  for (const [label, value] of [
    ['Name', fields.name],
    ['Email', fields.email],
    ['Subject', fields.subject],
    ['Message', fields.message],
  ] as const) {
    if (value === undefined) continue
    // Pasting keeps the tests quick; each field still receives a real input event.
    await user.click(screen.getByLabelText(label))
    await user.paste(value)
  }
}

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, message)
  await user.click(screen.getByRole('button', { name: 'Send Message' }))
}

beforeEach(() => {
  sendMock.mockReset()
  sendMock.mockResolvedValue({ kind: 'success', serverMessage: 'Thank you! We will be in touch.' })
  window.history.replaceState(null, '', '/contact')
})

afterEach(() => window.history.replaceState(null, '', '/contact'))

describe('contact page (docs/specification.md §2, /contact)', () => {
  it("has a hero and the form 'Get in Touch' with Name, Email, Subject and a 5-row Message, all required", () => {
    renderContact()
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Get in Touch' })).toBeInTheDocument()
    for (const label of ['Name', 'Email', 'Subject', 'Message']) expect(screen.getByLabelText(label)).toBeRequired()
    // Said to the eye too, not only to a screen reader (WCAG 3.3.2).
    expect(screen.getByText('All fields are required.')).toBeVisible()
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email')
    const textarea = screen.getByLabelText('Message')
    expect(textarea.tagName).toBe('TEXTAREA')
    expect(textarea).toHaveAttribute('rows', '5')
  })

  it('shows the Toronto street address, the phone number and the info e-mail address', () => {
    renderContact()
    const info = screen.getByRole('region', { name: 'Contact Information' })
    expect(within(info).getByText(new RegExp(site.contact.streetAddress))).toBeInTheDocument()
    expect(within(info).getByText(/Toronto, ON/)).toBeInTheDocument()
    expect(within(info).getByRole('link', { name: site.contact.phone })).toHaveAttribute(
      'href',
      `tel:${site.contact.phoneHref}`,
    )
    expect(within(info).getByRole('link', { name: site.contact.email })).toHaveAttribute(
      'href',
      `mailto:${site.contact.email}`,
    )
  })

  it("loads the map titled 'Company Location in Toronto' only when asked", async () => {
    renderContact()
    expect(document.querySelector('iframe')).toBeNull()
    const placeholder = screen.getByRole('group', { name: 'Company Location in Toronto' })
    expect(within(placeholder).getByText(new RegExp(site.contact.streetAddress))).toBeInTheDocument()
    const link = screen.getByRole('link', { name: 'Open the map in a new tab' })
    expect(link).toHaveAttribute('href', site.contact.mapLinkUrl)
    expect(link).toHaveAttribute('target', '_blank')

    await userEvent.setup({ delay: null }).click(within(placeholder).getByRole('button', { name: 'Show Map' }))
    const frame = screen.getByTitle('Company Location in Toronto')
    expect(frame.tagName).toBe('IFRAME')
    expect(frame).toHaveAttribute('src', site.contact.mapEmbedUrl)
    expect(frame).toHaveAttribute('loading', 'lazy')
    // The map's host learns which site shows it (its tile policy asks that), not which page or subject.
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin')
    // The button it replaced had the focus: the map takes it, rather than the page.
    expect(frame).toHaveFocus()
  })
})

describe('sending a message (docs/specification.md §4, §5, §7 and §8)', () => {
  it('sends the four fields with a client message id', async () => {
    renderContact()
    await fillAndSend(userEvent.setup({ delay: null }))
    expect(sendMock).toHaveBeenCalledWith(message, firstMessageId())
  })

  it('refuses a field of spaces alone as empty, and sends nothing; words in it take the message back', async () => {
    renderContact()
    const user = userEvent.setup({ delay: null })
    const subject = screen.getByLabelText('Subject') as HTMLInputElement
    await fill(user, { ...message, subject: '   ' })
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(sendMock).not.toHaveBeenCalled()
    expect(subject.validationMessage).toBe('Please fill in this field.')
    await user.click(subject)
    await user.paste('Work permit')
    expect(subject.validity.valid).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(sendMock).toHaveBeenCalledWith({ ...message, subject: '   Work permit' }, firstMessageId())
  })

  it('sends nothing when the field no person sees is filled in (a spam robot), and answers as if it had', async () => {
    renderContact()
    // Hidden from people: not a textbox a screen reader lists, not reached with Tab.
    expect(screen.getAllByRole('textbox')).toHaveLength(4)
    const trap = document.querySelector<HTMLInputElement>('input[name="reference_code"]')!
    expect(trap.tabIndex).toBe(-1)
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull()
    const user = userEvent.setup({ delay: null })
    await user.type(trap, 'https://spam.example')
    await fillAndSend(user)
    expect(sendMock).not.toHaveBeenCalled()
    expect(await seenStatus()).toHaveTextContent('Thank you! Your message has been sent.')
    for (const label of ['Name', 'Email', 'Subject', 'Message']) expect(screen.getByLabelText(label)).toHaveValue('')
  })

  it('says under each field what is wrong with it at Send, tied to the field, until typing there makes it right', async () => {
    const user = userEvent.setup({ delay: null })
    renderContact()
    await fill(user, { ...message, name: '', email: 'ana@example', subject: '' })
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(sendMock).not.toHaveBeenCalled()
    const [name, email, subject, text] = ['Name', 'Email', 'Subject', 'Message'].map((label) =>
      screen.getByLabelText(label),
    )
    expect(name).toHaveAccessibleDescription('Please fill in this field.')
    expect(subject).toHaveAccessibleDescription('Please fill in this field.')
    expect(email).toHaveAccessibleDescription('Please enter a valid email address, such as name@example.com.')
    expect(screen.getAllByText('Please fill in this field.')).toHaveLength(2)
    expect(text).toBeValid()
    await user.type(name!, 'Ana')
    await vi.waitFor(() => expect(name).toBeValid())
    expect(name).not.toHaveAccessibleDescription()
    expect(screen.getAllByText('Please fill in this field.')).toHaveLength(1)
    expect(subject).toBeInvalid()
  })

  it('refuses at the field an address the endpoint would refuse though type="email" takes it (no dot in its domain); nothing is sent, nothing lost', async () => {
    const user = userEvent.setup({ delay: null })
    renderContact()
    await fill(user, { ...message, email: 'ana@example' })
    const email = screen.getByLabelText('Email')
    expect(email).toBeInvalid()
    expect((email as HTMLInputElement).validationMessage).toBe(
      'Please enter a valid email address, such as name@example.com.',
    )
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(sendMock).not.toHaveBeenCalled()
    expect(screen.getByLabelText('Message')).toHaveValue(message.message)
    await user.type(email, '.ca')
    await vi.waitFor(() => expect(email).toBeValid())
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(sendMock).toHaveBeenCalledTimes(1)
  })

  it('under a long message, says the room left and then the excess, heard when the typing pauses; over the limit, Send is stopped at the field and nothing is lost', async () => {
    const user = userEvent.setup({ delay: null })
    renderContact()
    const field = screen.getByLabelText('Message')
    const { heard, stop } = wordsHeardIn(screen.getAllByRole('status'), /character/)
    await fill(user, { ...message, message: 'x'.repeat(4499) })
    expect(screen.queryByText(/characters? left/)).not.toBeInTheDocument()
    // Counted as the endpoint counts: an emoji is one character, spaces at the ends none.
    await user.type(field, '🍁 ')
    expect(screen.getByText('500 characters left', asSeen)).toBeInTheDocument()
    expect(field).toHaveAccessibleDescription('500 characters left')
    // The space counts once inside the message.
    await user.type(field, 'yz')
    expect(screen.getByText('497 characters left', asSeen)).toBeInTheDocument()
    await user.paste('x'.repeat(498))
    expect(screen.getByText('1 character too many', asSeen)).toBeInTheDocument()
    expect(field).toBeInvalid()
    expect((field as HTMLTextAreaElement).validationMessage).toBe(
      'Please shorten the message to 5,000 characters or fewer.',
    )
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(sendMock).not.toHaveBeenCalled()
    await waitFor(() => expect(heard.at(-1)).toBe('1 character too many'))
    // Never the count of each key while typing on: the screen reader is echoing the keys.
    expect(heard).not.toContain('498 characters left')
    stop()
    await user.type(field, '{Backspace}')
    await vi.waitFor(() => expect(field).toBeValid())
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(sendMock).toHaveBeenCalledTimes(1)
  })

  it("disables the button and reads 'Sending...' while sending, which a screen reader is told", async () => {
    let answer: (value: ContactAttempt) => void = () => {}
    sendMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)))
    renderContact()
    const said = () => screen.getAllByRole('status').map((region) => region.textContent)
    expect(said()).not.toContain('Sending...')
    await fillAndSend(userEvent.setup({ delay: null }))
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled()
    expect(said()).toContain('Sending...')
    await act(async () => answer({ kind: 'success', serverMessage: 'Thanks' }))
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled()
  })

  it("on status 'SUCCESS' shows the server's message in a green banner and clears the fields", async () => {
    renderContact()
    await fillAndSend(userEvent.setup({ delay: null }))
    const banner = await seenStatus()
    expect(banner).toHaveTextContent('Thank you! We will be in touch.')
    expect(banner.className).toMatch(/success/)
    // The answer sits above the form: focus moves to it (the Send button was disabled while sending).
    expect(banner).toHaveFocus()
    for (const label of ['Name', 'Email', 'Subject', 'Message']) expect(screen.getByLabelText(label)).toHaveValue('')
  })

  it("on another status shows the server's message in a red banner and keeps the fields", async () => {
    sendMock.mockResolvedValue({ kind: 'refused', serverMessage: 'Invalid email address.' })
    renderContact()
    await fillAndSend(userEvent.setup({ delay: null }))
    const banner = await screen.findByRole('alert')
    expect(banner).toHaveTextContent('Invalid email address.')
    expect(banner.className).toMatch(/error/)
    expect(screen.getByLabelText('Name')).toHaveValue(message.name)
  })

  it("on a failure nobody foresaw says 'Something went wrong. Please try again later.'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    sendMock.mockRejectedValue(new Error('Something unexpected'))
    renderContact()
    await fillAndSend(userEvent.setup({ delay: null }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again later.')
  })

  it('sent again unchanged after an answer that left it in the fields, it goes with the same id (it may have arrived); changed, with a new one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    // An answer nobody could read: the spec's words; the message may well be stored.
    sendMock.mockResolvedValueOnce({ kind: 'refused', serverMessage: 'Something went wrong. Please try again later.' })
    sendMock.mockRejectedValueOnce(new Error('Something unexpected'))
    renderContact()
    const user = userEvent.setup({ delay: null })
    await fillAndSend(user)
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again later.')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again later.')
    await fill(user, { message: ' Corrected.' })
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await seenStatus()).toHaveTextContent('Thank you! We will be in touch.')
    expect(sendMock.mock.calls.map(([, id]) => id)).toEqual([firstMessageId(), firstMessageId(), expect.any(String)])
    expect(sendMock.mock.calls[2]![1]).not.toBe(firstMessageId())
  })

  it('the answer leaves the focus in a field the visitor is typing in meanwhile (a phone keeps its keyboard)', async () => {
    let answer: (value: ContactAttempt) => void = () => {}
    sendMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
    renderContact()
    const user = userEvent.setup({ delay: null })
    await fillAndSend(user)
    await user.click(screen.getByLabelText('Subject'))
    await act(async () => answer({ kind: 'refused', serverMessage: 'Invalid email address.' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email address.')
    expect(screen.getByLabelText('Subject')).toHaveFocus()
  })

  it('sent by Enter in a field, the answer takes the focus from it (the visitor typed nothing since)', async () => {
    sendMock.mockResolvedValueOnce({ kind: 'refused', serverMessage: 'Invalid email address.' })
    renderContact()
    const user = userEvent.setup({ delay: null })
    await fill(user, message)
    await user.click(screen.getByLabelText('Subject'))
    await user.keyboard('{Enter}')
    const banner = await screen.findByRole('alert')
    expect(banner).toHaveTextContent('Invalid email address.')
    expect(banner).toHaveFocus()
  })

  it('resets the banner at each new submit', async () => {
    sendMock.mockResolvedValueOnce({ kind: 'refused', serverMessage: 'Try again.' })
    let answer: (value: ContactAttempt) => void = () => {}
    sendMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
    renderContact()
    const user = userEvent.setup({ delay: null })
    await fillAndSend(user)
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again.')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    await act(async () => answer({ kind: 'success', serverMessage: 'Sent.' }))
    expect(await seenStatus()).toHaveTextContent('Sent.')
  })

  it.each([['/contact?x=1'], ['/contact#top'], ['/contact/']])(
    "from %s shows 'You cannot submit this form from this URL.' and sends nothing",
    async (address) => {
      renderContact()
      window.history.replaceState(null, '', address)
      await fillAndSend(userEvent.setup({ delay: null }))
      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent('You cannot submit this form from this URL.')
      await waitFor(() => expect(alert).toHaveFocus())
      expect(sendMock).not.toHaveBeenCalled()
    },
  )

  // The router's address only (the memory router leaves the window's alone): sending from it, in e2e.
  it('leaves a plain /contact address when a link added tracking (fbclid, utm_*)', async () => {
    const router = renderContact('/contact?utm_source=newsletter&fbclid=IwAR0abc')
    await vi.waitFor(() => expect(router.state.location.search).toBe(''))
  })

  it('fills the subject from /contact?subject=…, then leaves a plain /contact address', async () => {
    const router = renderContact('/contact?subject=Express%20Entry')
    expect(screen.getByLabelText('Subject')).toHaveValue('Express Entry')
    await vi.waitFor(() => expect(router.state.location.search).toBe(''))
    expect(router.state.location.pathname).toBe('/contact')
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('fills the subject as one line, within what the endpoint takes, whatever the link held', async () => {
    renderContact(`/contact?subject=${encodeURIComponent('  Express\r\nEntry\t')}`)
    expect(screen.getByLabelText('Subject')).toHaveValue('Express Entry')
    cleanup()
    renderContact(`/contact?subject=${'é'.repeat(250)}`)
    expect(screen.getByLabelText('Subject')).toHaveValue('é'.repeat(200))
  })
})

describe('the text is kept for the tab until it is sent (a reload, another page and back)', () => {
  /** The page is loaded again (a reload, or another page and Back): only what the tab keeps is left. */
  function reloadPage(url = '/contact') {
    cleanup()
    forgetPageMemories()
    return renderContact(url)
  }

  /** Sends the message with its answer held back, then leaves the screen for another; answers a way to answer. */
  async function sendThenLeave() {
    let answer: (value: ContactAttempt) => void = () => {}
    sendMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
    renderContact()
    await fillAndSend(userEvent.setup({ delay: null }))
    cleanup()
    return (value: ContactAttempt) => act(async () => answer(value))
  }

  const theWholeMessage = {
    Name: message.name,
    Email: message.email,
    Subject: message.subject,
    Message: message.message,
  }
  const fieldValues = () =>
    Object.fromEntries(
      (['Name', 'Email', 'Subject', 'Message'] as const).map((label) => [
        label,
        (screen.getByLabelText(label) as HTMLInputElement).value,
      ]),
    )

  it('finds what was typed as it was left; once sent, the fields come back empty', async () => {
    renderContact()
    const user = userEvent.setup({ delay: null })
    await fill(user, { name: message.name, message: 'Half a message' })
    reloadPage()
    expect(fieldValues()).toEqual({ Name: message.name, Email: '', Subject: '', Message: 'Half a message' })
    await fill(user, { email: message.email, subject: message.subject })
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await seenStatus()).toHaveTextContent('Thank you! We will be in touch.')
    reloadPage()
    expect(fieldValues()).toEqual({ Name: '', Email: '', Subject: '', Message: '' })
  })

  it("keeps a service's subject once the address is plain /contact; a later service's subject takes its place", async () => {
    const router = renderContact('/contact?subject=Startup%20Visa')
    await vi.waitFor(() => expect(router.state.location.search).toBe(''))
    await fill(userEvent.setup({ delay: null }), { message: 'About my business plan' })
    reloadPage()
    expect(fieldValues()).toMatchObject({ Subject: 'Startup Visa', Message: 'About my business plan' })
    reloadPage('/contact?subject=Express%20Entry')
    expect(fieldValues()).toMatchObject({ Subject: 'Express Entry', Message: 'About my business plan' })
  })

  it('keeps a message the endpoint refused, to be corrected', async () => {
    sendMock.mockResolvedValue({ kind: 'refused', serverMessage: 'Please enter a valid email address.' })
    renderContact()
    await fillAndSend(userEvent.setup({ delay: null }))
    await screen.findByRole('alert')
    reloadPage()
    expect(fieldValues()).toEqual(theWholeMessage)
    expect(screen.queryByText(/was being sent when you left the page/)).not.toBeInTheDocument()
  })

  it('after a send cut short by the page being left, says it may have arrived; sent again unchanged, it goes with the same id', async () => {
    sendMock.mockImplementationOnce(() => new Promise(() => {}))
    renderContact()
    const user = userEvent.setup({ delay: null })
    await fillAndSend(user)
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled()
    reloadPage()
    expect(fieldValues()).toEqual(theWholeMessage)
    const note = screen.getByText(/was being sent when you left the page/)
    expect(note).toHaveTextContent(
      'This message was being sent when you left the page: it may have arrived. To make sure, send it again; it will not arrive twice.',
    )
    // Found with the page, not an answer: the focus stays where the visitor puts it, and it is not announced.
    expect(note.closest('[tabindex]')).toBeNull()
    expect(note.closest('[role]')).toBeNull()
    // A second reload still knows it.
    reloadPage()
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(sendMock).toHaveBeenCalledTimes(2)
    expect(sendMock.mock.calls[1]).toEqual([message, firstMessageId()])
    expect(await seenStatus()).toHaveTextContent('Thank you! We will be in touch.')
    expect(screen.queryByText(/was being sent when you left the page/)).not.toBeInTheDocument()
  })

  it('an answer, not a success, that comes once the visitor has left is said from any screen until the form says it', async () => {
    const answer = await sendThenLeave()
    await answer({ kind: 'refused', serverMessage: 'The server is busy. Please try again in a moment.' })
    expect(getContactOutbox().unsentFromForm).toBe(firstMessageId())
    renderContact()
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is busy. Please try again in a moment.')
    expect(fieldValues()).toEqual(theWholeMessage)
    expect(getContactOutbox().unsentFromForm).toBeNull()
  })

  it('after a reload, a message answered without being taken still goes again under its first id', async () => {
    sendMock.mockResolvedValueOnce({ kind: 'refused', serverMessage: 'Something went wrong. Please try again later.' })
    renderContact()
    const user = userEvent.setup({ delay: null })
    await fillAndSend(user)
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again later.')
    reloadPage()
    expect(fieldValues()).toEqual(theWholeMessage)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await seenStatus()).toHaveTextContent('Thank you! We will be in touch.')
    expect(sendMock.mock.calls.map(([, id]) => id)).toEqual([firstMessageId(), firstMessageId()])
  })

  it('back on the screen while its send is under way (the app went to another screen): it waits for the answer and says it there', async () => {
    const answer = await sendThenLeave()
    renderContact()
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled()
    expect(screen.queryByText(/was being sent when you left the page/)).not.toBeInTheDocument()
    await answer({ kind: 'refused', serverMessage: 'Please enter a valid email address.' })
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address.')
    expect(fieldValues()).toEqual(theWholeMessage)
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled()
    expect(sendMock).toHaveBeenCalledTimes(1)
  })

  it('text typed while its send was under way is not taken for that message after a reload: sent, it gets an id of its own', async () => {
    sendMock.mockImplementationOnce(() => new Promise(() => {}))
    renderContact()
    const user = userEvent.setup({ delay: null })
    await fillAndSend(user)
    await fill(user, { message: ' Also: my passport expires soon.' })
    reloadPage()
    expect(screen.getByLabelText('Message')).toHaveValue('I need help. Also: my passport expires soon.')
    expect(screen.queryByText(/was being sent when you left the page/)).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    const [sent, id] = sendMock.mock.calls[1]!
    expect(sent.message).toBe('I need help. Also: my passport expires soon.')
    expect(id).not.toBe(firstMessageId())
  })

  it('a send answered after the visitor went to another screen: sent, the text goes and the outbox says it was sent, from any screen', async () => {
    const answer = await sendThenLeave()
    await answer({ kind: 'success', serverMessage: 'Thanks' })
    // The corner notice of every other screen reads the outbox (outbox-notice.tsx).
    expect(getContactOutbox().sent).toEqual([
      { clientMessageId: firstMessageId(), subject: message.subject, serverMessage: 'Thanks' },
    ])
    renderContact()
    expect(fieldValues()).toEqual({ Name: '', Email: '', Subject: '', Message: '' })
    expect(screen.getByText(`Your message “${message.subject}” was sent.`)).toBeInTheDocument()
    expect(screen.queryByText(/was being sent when you left the page/)).not.toBeInTheDocument()
    dismissSentNotice(firstMessageId())
  })

  it('back on Contact before the answer: the form says it was sent, and nothing else says it again', async () => {
    const answer = await sendThenLeave()
    renderContact()
    await answer({ kind: 'success', serverMessage: 'Thanks' })
    expect(await seenStatus()).toHaveTextContent('Thanks')
    expect(getContactOutbox().sent).toEqual([])
    expect(screen.queryByText(`Your message “${message.subject}” was sent.`)).not.toBeInTheDocument()
  })

  it('refused after the visitor went to another screen: back on Contact, the refusal is said beside the text, once', async () => {
    const answer = await sendThenLeave()
    await answer({ kind: 'refused', serverMessage: 'Please enter a valid email address.' })
    renderContact()
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address.')
    expect(fieldValues()).toEqual(theWholeMessage)
    cleanup()
    renderContact()
    expect(fieldValues()).toEqual(theWholeMessage)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('a message changed after a send was cut short is another message: the note goes, and it gets an id of its own', async () => {
    sendMock.mockImplementationOnce(() => new Promise(() => {}))
    renderContact()
    const user = userEvent.setup({ delay: null })
    await fillAndSend(user)
    reloadPage()
    expect(screen.getByText(/was being sent when you left the page/)).toBeInTheDocument()
    await fill(user, { message: ' And one more thing.' })
    expect(screen.queryByText(/was being sent when you left the page/)).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    const [sent, id] = sendMock.mock.calls[1]!
    expect(sent.message).toBe('I need help. And one more thing.')
    expect(id).not.toBe(firstMessageId())
  })
})
