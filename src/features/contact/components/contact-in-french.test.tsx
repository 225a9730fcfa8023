// @vitest-environment-options {"url": "http://localhost:4173/fr/contact"}
// The contact page in French (/fr/contact): its words, the answer to Send, and the queue of messages
// written offline with its French notices, the same form as /contact.
import 'fake-indexeddb/auto'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { IDBFactory } from 'fake-indexeddb'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { site as siteFr } from '../../../content/site.fr'
import { activateLocale, LocaleContext } from '../../../i18n/translatable'
import {
  dismissSentNotice,
  getContactOutbox,
  refreshContactOutbox,
  replayContactQueue,
} from '../../../lib/contact-outbox'
import { closeOfflineDb, enqueueContact, markContactDelivered, markContactRefused } from '../../../shared/offline-db'
import { sendContactMessage } from '../api/send-contact-message'
import { ContactScreen } from './contact-screen'
import { messageIdsPerTest } from '../test-message-ids'
import { asSeen, saidBy } from '../../../lib/test-status-regions'
import { forgetPageMemories } from '../../../lib/page-memory'

vi.mock('../api/send-contact-message', () => ({
  sendContactMessage: vi.fn(),
  newClientMessageId: vi.fn(),
}))
const firstMessageId = messageIdsPerTest()
const sendMock = vi.mocked(sendContactMessage)
const message = {
  name: 'Jeanne Tremblay',
  email: 'jeanne@example.com',
  subject: 'Permis de travail',
  message: 'Bonjour',
}
/** Testing Library reads a text with its no-break spaces as plain spaces. */
const shown = (text: string) => text.replace(/\u00a0/g, ' ')
const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })

function renderContact() {
  const router = createMemoryRouter([{ path: '/contact', Component: ContactScreen }], {
    initialEntries: ['/fr/contact'],
    basename: '/fr',
  })
  render(
    <LocaleContext value="fr">
      <RouterProvider router={router} />
    </LocaleContext>,
  )
}

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  for (const [label, value] of Object.entries({
    Nom: message.name,
    Courriel: message.email,
    Objet: message.subject,
    Message: message.message,
  })) {
    await user.click(screen.getByLabelText(label))
    await user.paste(value)
  }
  await user.click(screen.getByRole('button', { name: 'Envoyer le message' }))
}

beforeAll(async () => {
  await activateLocale('fr')
})
afterAll(async () => {
  await activateLocale('en')
})

beforeEach(async () => {
  await closeOfflineDb()
  globalThis.indexedDB = new IDBFactory()
  await refreshContactOutbox()
  // The outbox's notices outlive a test (module state): no 'a été envoyé' of one test may meet the next.
  for (const notice of getContactOutbox().sent) dismissSentNotice(notice.clientMessageId)
  sendMock.mockReset()
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'))
})

afterEach(() => setOnline(true))

describe('the contact page in French (/fr/contact)', () => {
  it("sends from /fr/contact, and shows the endpoint's thanks in French", async () => {
    sendMock.mockResolvedValue({ kind: 'success', serverMessage: 'Thank you! Your message has been sent.' })
    renderContact()
    expect(screen.getByRole('heading', { level: 1, name: 'Nous joindre' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Écrivez-nous' })).toBeInTheDocument()
    await fillAndSend(userEvent.setup({ delay: null }))
    expect(await screen.findByText('Merci! Votre message a été envoyé.')).toBeInTheDocument()
    expect(sendMock).toHaveBeenCalledWith(message, firstMessageId())
    expect(screen.queryByText(/cannot submit this form/)).not.toBeInTheDocument()
  })

  it('after a send cut short by the page being left, says so in French over the text it kept', async () => {
    sendMock.mockImplementationOnce(() => new Promise(() => {}))
    renderContact()
    await fillAndSend(userEvent.setup({ delay: null }))
    // The page is reloaded: the send under way is no more.
    cleanup()
    forgetPageMemories()
    renderContact()
    expect(screen.getByLabelText('Message')).toHaveValue(message.message)
    expect(screen.getByText(/en cours d’envoi/)).toHaveTextContent(
      shown(
        'Ce message était en cours d’envoi quand vous avez quitté la page\u00a0: il est peut-être arrivé. Pour vous en assurer, envoyez-le de nouveau; il n’arrivera pas en double.',
      ),
    )
  })

  it('writes the office address in its French form (Canada Post), on the page and beside the map', () => {
    renderContact()
    const address = screen.getByRole('region', { name: 'Coordonnées' }).querySelector('address')
    const [street, city] = siteFr.addressLines
    expect(address?.innerHTML).toBe(`${street}<br>${city}`.replace(/\u00a0/g, '&nbsp;'))
    const placeholder = screen.getByRole('group', { name: 'Emplacement de nos bureaux à Toronto' })
    expect(within(placeholder).getByText(shown(`${street}, ${city}`))).toBeVisible()
  })

  it('writes the phone number as the OQLF does, without parentheses round the area code', () => {
    renderContact()
    const details = screen.getByRole('region', { name: 'Coordonnées' })
    expect(within(details).getByRole('link', { name: '+1 416 555-0142' })).toHaveAttribute('href', 'tel:+14165550142')
  })

  it('says in French what a field lacks, where the browser speaks English; typing takes the message back', async () => {
    expect(navigator.language).toMatch(/^en/)
    renderContact()
    const name = screen.getByLabelText('Nom') as HTMLInputElement
    const email = screen.getByLabelText('Courriel') as HTMLInputElement
    const user = userEvent.setup({ delay: null })
    await user.click(email)
    await user.paste('jeanne')
    expect(name.form!.reportValidity()).toBe(false)
    expect(name.validationMessage).toBe('Veuillez remplir ce champ.')
    expect(email.validationMessage).toBe('Veuillez entrer une adresse courriel valide, par exemple nom@exemple.ca.')
    await user.click(name)
    await user.paste('Jeanne')
    expect(name.validity.valid).toBe(true)
    expect(sendMock).not.toHaveBeenCalled()
  })

  it('counts a long message in French, and stops Send at the field in French', async () => {
    renderContact()
    const field = screen.getByLabelText('Message') as HTMLTextAreaElement
    const user = userEvent.setup({ delay: null })
    await user.click(field)
    await user.paste('x'.repeat(4500))
    expect(screen.getByText(shown('Il reste 500\u00a0caractères'), asSeen)).toBeInTheDocument()
    await user.paste('x'.repeat(501))
    expect(screen.getByText(shown('1\u00a0caractère de trop'), asSeen)).toBeInTheDocument()
    expect(shown(field.validationMessage)).toBe('Veuillez raccourcir le message à 5 000 caractères ou moins.')
  })

  it('leaves a browser that speaks French its own messages (they say more)', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CA', 'fr'])
    renderContact()
    const name = screen.getByLabelText('Nom') as HTMLInputElement
    name.form!.reportValidity()
    expect(name.validationMessage).not.toBe('Veuillez remplir ce champ.')
    expect(name.validity.valueMissing).toBe(true)
  })

  it("shows the endpoint's refusal in French, sentence by sentence", async () => {
    sendMock.mockResolvedValue({
      kind: 'refused',
      serverMessage:
        'Please enter your name. Please enter a valid email address. Subject must be at most 200 characters. Message must be at most 5000 characters.',
    })
    renderContact()
    await fillAndSend(userEvent.setup({ delay: null }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(
      'Veuillez entrer votre nom. Veuillez entrer une adresse courriel valide. L’objet doit compter au plus 200\u00a0caractères. Le message doit compter au plus 5\u00a0000\u00a0caractères.',
    )
  })

  it('offline: the message is queued with French notices, then its delivery is told in French', async () => {
    setOnline(false)
    renderContact()
    await fillAndSend(userEvent.setup({ delay: null }))
    expect(
      await screen.findByText(
        'Vous êtes hors ligne. Votre message est enregistré sur cet appareil et sera envoyé automatiquement dès le retour de la connexion.',
      ),
    ).toBeInTheDocument()
    expect(await screen.findByText('1 message en attente d’envoi')).toBeInTheDocument()
    expect(screen.getByText(shown('«\u00a0Permis de travail\u00a0»')).textContent).toBe(
      '«\u00a0Permis de travail\u00a0»',
    )
    await markContactDelivered(firstMessageId(), 'Thank you! Your message has been sent.')
    await act(() => refreshContactOutbox())
    expect(
      await screen.findByText(shown('Votre message «\u00a0Permis de travail\u00a0» a été envoyé.'), asSeen),
    ).toBeInTheDocument()
    // Without a reload, the banner saying it would be sent goes with it (it stayed, contradicting).
    expect(screen.queryByText(/Vous êtes hors ligne/)).not.toBeInTheDocument()
    expect(screen.queryByText('1 message en attente d’envoi')).not.toBeInTheDocument()
  })

  it.each([
    ['the connection failed', 'network', 'La connexion a échoué.'],
    ['the server answered 500', 'server', 'Le serveur n’a pas pu recevoir votre message pour le moment.'],
  ] as const)(
    '%s, then a later try delivers it: the French banner gives way to « a été envoyé »',
    async (_case, cause, told) => {
      sendMock.mockResolvedValue({ kind: 'transient', cause, reason: 'failed' })
      renderContact()
      await fillAndSend(userEvent.setup({ delay: null }))
      expect(await screen.findByText(told, { exact: false })).toHaveTextContent(/sera (envoyé|faite) automatiquement/)
      vi.spyOn(globalThis, 'fetch').mockImplementation(
        async () =>
          new Response(JSON.stringify({ status: 'SUCCESS', message: 'Thank you! Your message has been sent.' })),
      )
      await act(() => replayContactQueue())
      expect(
        await screen.findByText(shown('Votre message «\u00a0Permis de travail\u00a0» a été envoyé.'), asSeen),
      ).toBeInTheDocument()
      expect(screen.queryByText(told, { exact: false })).not.toBeInTheDocument()
      expect(screen.queryByText(/sera (envoyé|faite) automatiquement/)).not.toBeInTheDocument()
      await vi.waitFor(() =>
        expect(saidBy(screen.getAllByRole('status')).map((said) => shown(said ?? ''))).toEqual([
          shown('Votre message «\u00a0Permis de travail\u00a0» a été envoyé.'),
        ]),
      )
    },
  )

  it('a refused queued message is told in French, with its way back into the form', async () => {
    await enqueueContact({ clientMessageId: 'old-1', message, endpoint: 'x' })
    await markContactRefused('old-1', 'Please enter a valid email address.')
    await refreshContactOutbox()
    renderContact()
    expect(
      await screen.findByText(
        shown(
          'Votre message «\u00a0Permis de travail\u00a0» n’a pas pu être envoyé\u00a0: Veuillez entrer une adresse courriel valide.',
        ),
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Le remettre dans le formulaire' })).toBeInTheDocument()
  })
})
