import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import { createRouter } from './app/router'
import { NOT_FOUND_MARK } from './shared/site-addresses'
import { handOverHtmlMeta } from './components/page-meta'
import { startContactOutbox } from './lib/contact-outbox'
import { nextTask } from './lib/next-task'
import { registerServiceWorker } from './lib/sw-bridge'
import { startWebVitals } from './lib/web-vitals'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

// A prerendered page (scripts/prerender-plugin.ts) arrives with its screen drawn: it stays on screen
// until the router has the route's code, then React hydrates it: the same elements become the app's,
// so nothing blinks or moves and nothing is drawn twice. A query (/jobs?q=…) may change the first
// screen, so React draws that one over the prerendered preview instead. The not-found page (marked
// '*') stands for any address the app has no screen for; markup of another address (a host that
// answered a post not built yet with the not-found page) is cleared at once.
const prerenderedPath = container.dataset.prerendered
const notFoundPage = prerenderedPath === NOT_FOUND_MARK
if (prerenderedPath !== undefined && !notFoundPage && prerenderedPath !== window.location.pathname)
  container.replaceChildren()

/** Whether the router's first screen is the one the page's HTML holds. */
function drawsPrerenderedScreen(router: ReturnType<typeof createRouter>): boolean {
  if (window.location.search !== '') return false
  if (notFoundPage) return router.state.matches.at(-1)?.route.path === '*'
  return prerenderedPath === window.location.pathname
}

/** The app's first commit has taken the prerendered screen over (or replaced it): it may be used from now on. */
function TakeOver({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    container!.removeAttribute('inert')
    tookOver()
  }, [])
  return children
}

/**
 * The router, once it has the first route's code. Created in a task of its own: on a slow phone,
 * creating it takes about as long as evaluating the rest of the app (50–150 ms at 4× CPU slowdown),
 * and the two together would be one long task.
 */
async function readyRouter() {
  await nextTask()
  const router = createRouter()
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return
        unsubscribe()
        resolve()
      })
    })
  }
  return router
}

// A transition: React renders the first screen in time slices (a prerendered screen is already on
// show, so one long task would only hold up the visitor's first tap or key).
void readyRouter().then((router) => {
  const app = (
    <StrictMode>
      <TakeOver>
        <RouterProvider router={router} />
      </TakeOver>
    </StrictMode>
  )
  const hydrating = drawsPrerenderedScreen(router)
  startTransition(() => {
    // A screen that differs from its prerendered HTML (never expected; a build from another day's
    // year in the footer, say) is drawn afresh by React: the visitor sees the right screen either way.
    if (hydrating) {
      hydrateRoot(container, app)
    } else {
      handOverHtmlMeta()
      createRoot(container).render(app)
    }
  })
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
