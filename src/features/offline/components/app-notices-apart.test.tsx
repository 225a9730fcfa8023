import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { expect, it, vi } from 'vitest'
import type { ContactOutboxState } from '../../../lib/contact-outbox'
import { asSeen } from '../../../lib/test-status-regions'
import { AppNotices } from './app-notices'

// The service worker's notices whose code never arrives (a slow or dropped chunk).
vi.mock('./service-worker-notices', () => new Promise(() => {}))

const waiting: ContactOutboxState = {
  loaded: true,
  waiting: [
    {
      clientMessageId: 'a',
      message: { name: 'Ana', email: 'ana@example.ca', subject: 'Work permit', message: 'Hello' },
      endpoint: 'http://localhost:8787/contact',
      queuedAt: 1,
      attempts: 0,
      state: 'queued',
    },
  ],
  refused: [],
  sent: [],
  unsentFromForm: null,
}
vi.mock('../../../lib/contact-outbox', () => ({
  useContactOutbox: () => waiting,
  dismissSentNotice: () => {},
}))

it("tells of the queued messages while the service worker's notices are still on their way", async () => {
  const router = createMemoryRouter([{ path: '*', Component: AppNotices }], { initialEntries: ['/news'] })
  render(<RouterProvider router={router} />)
  expect(await screen.findByText('1 message waiting to be sent', asSeen)).toBeVisible()
})
