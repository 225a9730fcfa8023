import { act, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, it, vi } from 'vitest'
import { InstallButton } from './install-button'
import { OfflineBanner } from './offline-banner'

// A prerendered page is drawn at build time, where nothing is known of the visitor's browser, and
// React hydrates it (src/main.tsx). What the browser knows by then (offline, installation offered)
// must not make the first render differ from the HTML: React would throw the page away and draw it
// again. The notices show the browser's state right after hydration instead.

function PrerenderedCorner() {
  return (
    <>
      <OfflineBanner />
      <InstallButton />
    </>
  )
}

const offerInstallation = () =>
  window.dispatchEvent(
    Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
    }),
  )

let container: HTMLElement | undefined
afterEach(() => container?.remove())

it('hydrates the build’s markup without a mismatch, then shows that the browser is offline and offers installation', async () => {
  container = document.createElement('div')
  container.innerHTML = renderToString(<PrerenderedCorner />)
  document.body.append(container)
  expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument()

  // Before the app starts: the connection drops and the browser offers installation.
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  offerInstallation()

  const mismatches: unknown[] = []
  const banner = container.querySelector('[role="status"]')
  await act(async () => {
    hydrateRoot(container!, <PrerenderedCorner />, { onRecoverableError: (error) => mismatches.push(error) })
  })

  expect(mismatches).toEqual([])
  // The build's elements were kept (hydrated), not replaced.
  expect(container.querySelector('[role="status"]')).toBe(banner)
  expect(screen.getByText(/You are offline/)).toBeVisible()
  expect(screen.getByRole('button', { name: 'Install app' })).toBeVisible()
})
