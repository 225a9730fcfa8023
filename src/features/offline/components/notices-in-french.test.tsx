// The offline banner and the corner notices on a French page.
import { act, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { activateLocale, LocaleContext } from '../../../i18n/translatable'
import type { ContactOutboxState } from '../../../lib/contact-outbox'
import type { ServiceWorkerStatus } from '../../../lib/sw-bridge'
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
const outbox = vi.hoisted(() => ({ state: { loaded: true, waiting: [], refused: [], sent: [] } as ContactOutboxState }))
vi.mock('../../../lib/contact-outbox', () => ({
  useContactOutbox: () => outbox.state,
  dismissSentNotice: vi.fn(),
}))

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
    outbox.state = { loaded: true, waiting: [queued('a'), queued('b')], refused: [], sent: [] }
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
    expect(screen.getByRole('region', { name: 'Avis' })).toBeInTheDocument()
    expect(await screen.findByText('Une nouvelle version est prête.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Recharger' })).toBeInTheDocument()
    expect(await screen.findByText('2 messages en attente d’envoi')).toBeInTheDocument()
    expect(screen.getByText(/Ils seront envoyés automatiquement/)).toBeInTheDocument()
  })
})
