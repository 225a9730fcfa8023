// The offline banner and the corner notices on a French page.
import { act, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { activateLocale, LocaleContext } from '../../../i18n/translatable'
import type { ContactOutboxState } from '../../../lib/contact-outbox'
import type { ServiceWorkerStatus } from '../../../lib/sw-bridge'
import { asSeen, regionsArrivingWithWords, saidBy } from '../../../lib/test-status-regions'
import { AppNotices } from './app-notices'
import { OfflineBanner } from './offline-banner'

const bridge = vi.hoisted(() => ({
  status: { supported: true, controlled: true, updateReady: true, offlineReady: false } as ServiceWorkerStatus,
}))
vi.mock('../../../lib/sw-bridge', () => ({
  useServiceWorkerStatus: () => bridge.status,
  applyUpdate: vi.fn(),
  dismissOfflineReady: vi.fn(),
}))
const outbox = vi.hoisted(() => ({
  state: { loaded: true, waiting: [], refused: [], sent: [], unsentFromForm: null } as ContactOutboxState,
  listeners: new Set<() => void>(),
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
    dismissSentNotice: vi.fn(),
  }
})

const queued = (id: string) => ({
  clientMessageId: id,
  message: { name: 'Ana', email: 'ana@example.ca', subject: 'Permis', message: 'Bonjour' },
  endpoint: 'http://localhost:8787/contact',
  queuedAt: 1,
  attempts: 0,
  state: 'queued' as const,
})

beforeAll(async () => {
  await activateLocale('fr')
})
afterAll(async () => {
  await activateLocale('en')
})
afterEach(() => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true })
})

describe('notices in French', () => {
  it('says the visitor is offline in French', () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false })
    render(
      <LocaleContext value="fr">
        <OfflineBanner />
      </LocaleContext>,
    )
    expect(screen.getByRole('status')).toHaveTextContent(/^Vous êtes hors ligne\./)
  })

  it('names the corner notices, the update and the queued messages in French', async () => {
    outbox.state = { loaded: true, waiting: [queued('a'), queued('b')], refused: [], sent: [], unsentFromForm: null }
    renderInFrench()
    expect(await screen.findByText('Une nouvelle version est prête.', asSeen)).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Avis' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Recharger' })).toBeInTheDocument()
    expect(await screen.findByText('2 messages en attente d’envoi', asSeen)).toBeInTheDocument()
    expect(screen.getByText(/Ils seront envoyés automatiquement/, asSeen)).toBeInTheDocument()
  })

  it('says each corner notice in French, in status regions on the page before its words (WCAG 4.1.3)', async () => {
    bridge.status = { ...bridge.status, updateReady: true, offlineReady: true }
    outbox.state = { loaded: true, waiting: [queued('a')], refused: [], sent: [], unsentFromForm: null }
    const arrivedWithWords = regionsArrivingWithWords()
    renderInFrench()
    const regions = screen.getAllByRole('status')
    expect(saidBy(regions).join('')).toBe('')
    expect(await screen.findByText('Le site est prêt à fonctionner hors ligne.', asSeen)).toBeVisible()
    await vi.waitFor(() =>
      expect(saidBy(regions)).toEqual(
        expect.arrayContaining([
          'Une nouvelle version est prête.',
          'Le site est prêt à fonctionner hors ligne.',
          '1 message en attente d’envoi. Il sera envoyé automatiquement dès que possible.',
        ]),
      ),
    )

    await queueChanges({ ...outbox.state, waiting: [queued('a'), queued('b')] })
    await vi.waitFor(() =>
      expect(saidBy(regions)).toContain(
        '2 messages en attente d’envoi. Ils seront envoyés automatiquement dès que possible.',
      ),
    )
    await queueChanges({
      ...outbox.state,
      waiting: [queued('b')],
      sent: [{ clientMessageId: 'a', subject: 'Permis', serverMessage: 'Merci' }],
    })
    // Testing Library reads the box's no-break spaces as spaces.
    expect(screen.getByText('Votre message « Permis » a été envoyé.', asSeen)).toBeVisible()
    await vi.waitFor(() => expect(saidBy(regions)).toContain('Votre message «\u00a0Permis\u00a0» a été envoyé.'))
    expect(arrivedWithWords).toEqual([])
    expect(screen.getAllByRole('status')).toEqual(regions)
  })
})

function renderInFrench() {
  const router = createMemoryRouter([{ path: '*', Component: AppNotices }], {
    initialEntries: ['/fr/news'],
    basename: '/fr',
  })
  act(() => {
    render(
      <LocaleContext value="fr">
        <RouterProvider router={router} />
      </LocaleContext>,
    )
  })
}
