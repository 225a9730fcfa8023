import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import { createRouter } from './app/router'
import { startContactOutbox } from './lib/contact-outbox'
import { registerServiceWorker } from './lib/sw-bridge'
import { startWebVitals } from './lib/web-vitals'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

const router = createRouter()

// A prerendered page (scripts/prerender-plugin.ts) arrives with its screen drawn: it stays on screen
// until the router has the route's code, then React draws the same screen in its place, so nothing
// blinks or moves. Markup of another address (never expected) is cleared at once.
const prerenderedPath = container.dataset.prerendered
if (prerenderedPath !== undefined && prerenderedPath !== window.location.pathname) container.replaceChildren()

/** The app's first commit has replaced the prerendered screen: it may be used from now on. */
function TakeOver({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    container!.removeAttribute('inert')
    tookOver()
  }, [])
  return children
}

const routerReady = new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve()
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return
    unsubscribe()
    resolve()
  })
})

// A transition: React renders the first screen in time slices (a prerendered screen is already on
// show, so one long task would only hold up the visitor's first tap or key).
void routerReady.then(() => {
  const root = createRoot(container)
  startTransition(() =>
    root.render(
      <StrictMode>
        <TakeOver>
          <RouterProvider router={router} />
        </TakeOver>
      </StrictMode>,
    ),
  )
})

// Once the page has loaded and React has drawn it, never before: the service worker (precaching,
// updates), the contact queue (deliver what was written offline) and field data. Each starts in a
// quiet moment of its own, so none of them lengthens the start-up work a first tap may wait on.
let tookOver: () => void = () => undefined
const drawn = new Promise<void>((resolve) => (tookOver = resolve))
const loaded = new Promise<void>((resolve) => {
  if (document.readyState === 'complete') resolve()
  else window.addEventListener('load', () => resolve(), { once: true })
})
const whenIdle = (work: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(() => work(), { timeout: 2000 }) : setTimeout(work, 50)
void Promise.all([drawn, loaded]).then(() => {
  // Where the page's own first load ends (the benchmark counts the code fetched before it).
  performance.mark('app-idle-work')
  whenIdle(() => void registerServiceWorker())
  whenIdle(startContactOutbox)
  whenIdle(() => void startWebVitals())
})
