import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { OfflineBanner } from './offline-banner'

function goOffline(offline: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => !offline })
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'))
  })
}

afterEach(() => goOffline(false))

describe('offline banner', () => {
  it('says the visitor is offline while the browser reports no connection, and goes when it is back', () => {
    render(<OfflineBanner />)
    const region = screen.getByRole('status')
    expect(region).toHaveTextContent('')
    goOffline(true)
    expect(region).toHaveTextContent(/^You are offline\. Saved news and jobs are still here/)
    goOffline(false)
    expect(region).toHaveTextContent('')
  })

  it('shows at once when the page opens offline', () => {
    goOffline(true)
    render(<OfflineBanner />)
    expect(screen.getByRole('status')).toHaveTextContent('You are offline.')
  })
})
