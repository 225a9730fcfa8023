import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { AppRoutes, isNotFound, preloadScreen } from './app/router'
import { env } from './config/env'
import { handOverHtmlMeta } from './components/page-meta'
import { nextTask } from './lib/next-task'
import { whenIdle } from './lib/when-idle'
import { handTypedValuesToReact } from './lib/typed-before-hydration'
import { APP_FAILED_EVENT, APP_READY_EVENT } from './shared/app-ready'
import { activateLocale, LocaleContext } from './i18n/translatable'
import { basenameOf, localeOfPath, pathWithoutLocale } from './shared/locales'
import { NOT_FOUND_MARK } from './shared/site-addresses'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

// A built page (scripts/prerender-plugin.ts) arrives with its screen drawn and usable as HTML: its
// links lead on, its search forms submit, and the taps on buttons that need the app wait for it
// (src/code-loader.js). React hydrates it: the same elements become the app's, so nothing blinks or
// moves, and what the visitor typed meanwhile stays. A query (/jobs?q=…) may change the first screen,
// so React draws that one over the built HTML instead. The not-found page (marked '*') stands for any
// address the app has no screen for; markup of another address (a host that answered a post not
// built yet with the not-found page) is cleared at once.
const prerenderedPath = container.dataset.prerendered
const notFoundPage = prerenderedPath === NOT_FOUND_MARK
const { pathname, search } = window.location
if (prerenderedPath !== undefined && !notFoundPage && prerenderedPath !== pathname) container.replaceChildren()
// The page's language, for its whole life (/fr/… is French; the switch loads the other page).
const locale = localeOfPath(pathname)
const appPath = pathWithoutLocale(pathname)

/** Whether the first screen is the one the page's HTML holds. */
function drawsPrerenderedScreen(): boolean {
  if (search !== '') return false
  if (notFoundPage) return isNotFound(appPath)
  return prerenderedPath === pathname
}

/** Hands React what the visitor typed before it: in the very fields it hydrated, or read off those it replaced. */
type HandOverTyped = (container: HTMLElement) => void

/** The app's first commit has taken the page over (or replaced it): held taps and typing go to it now. */
function TakeOver({ handOverTyped, children }: { handOverTyped: HandOverTyped; children: ReactNode }) {
  useLayoutEffect(() => {
    handOverTyped(container!)
    // Read by the tests and the benchmark: the page is the app's from here on.
    container!.dataset.app = 'ready'
    document.dispatchEvent(new Event(APP_READY_EVENT))
    tookOver()
  }, [handOverTyped])
  return children
}

// The first screen's code first (a built page must be drawn at once as its HTML holds it; a failure
// to download shows the error screen) and the words of the page's language, then React in a task of its
// own, in a transition: it renders in time slices, so a tap is never held up behind one long task.
// Without the words no screen can be drawn: a built page stays the HTML it is (readable, its links and
// forms plain ones), and the shell says why it is empty.
const wordsArrived = activateLocale(locale).then(
  () => true,
  () => false,
)
void Promise.all([preloadScreen(appPath).catch(() => undefined), wordsArrived]).then(async ([, arrived]) => {
  if (!arrived) {
    // A tap the page's loader holds for the app is told it cannot be done (src/code-loader.js).
    document.dispatchEvent(new Event(APP_FAILED_EVENT))
    // Its own chunk (precached like every English one), so no first load carries it.
    if (container.childElementCount === 0)
      void import('./app/words-unavailable')
        .then((screen) => screen.showWordsUnavailable(container, locale))
        .catch(() => undefined)
    return
  }
  await nextTask()
  const hydrating = drawsPrerenderedScreen()
  const app = (handOverTyped: HandOverTyped) => (
    <StrictMode>
      <TakeOver handOverTyped={handOverTyped}>
        <LocaleContext value={locale}>
          <BrowserRouter basename={basenameOf(locale)}>
            <AppRoutes />
          </BrowserRouter>
        </LocaleContext>
      </TakeOver>
    </StrictMode>
  )
  if (hydrating) {
    startTransition(() => void hydrateRoot(container, app(handTypedValuesToReact)))
    return
  }
  // The shell has nothing to replace: React draws its screen in time slices.
  if (container.childElementCount === 0) {
    handOverHtmlMeta()
    startTransition(() => createRoot(container).render(app(() => undefined)))
    return
  }
  // A screen that differs from its built HTML (an address with a query; never otherwise expected) is
  // drawn afresh. The visitor may be typing into the built page meanwhile: what was typed (and the
  // field with the focus) is read and the new screen drawn in the same task, so no key falls between
  // the two, and the next key lands in the new field. That code comes first, only on such a page (a
  // failure to download it draws the screen all the same).
  const redraw = await import('./lib/typed-before-redraw').catch(() => null)
  handOverHtmlMeta()
  const root = createRoot(container)
  const typed = redraw?.readTypedFields(container)
  flushSync(() => root.render(app((drawn) => typed && redraw?.handTypedFieldsToReact(drawn, typed))))
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
void Promise.all([drawn, loaded]).then(() => {
  // Where the page's own first load ends (the benchmark counts the code fetched before it).
  performance.mark('app-idle-work')
  // Neither the worker's code nor the queue's is part of the first load (their corner notices join the
  // stack then too: app-notices.tsx). Both come in one chunk ('background', vite.config.ts).
  // A chunk that cannot be downloaded (offline, no worker yet) is tried again on the next visit.
  const registerWorker = () => import('./lib/sw-bridge').then((bridge) => bridge.registerServiceWorker())
  const startOutbox = () => import('./lib/contact-outbox').then((outbox) => outbox.startContactOutbox())
  whenIdle(() => void registerWorker().catch(() => undefined))
  whenIdle(() => void startOutbox().catch(() => undefined))
  // Field data only where it has somewhere to go (src/lib/web-vitals.ts); elsewhere not even its code loads.
  if (env.vitalsEndpoint || import.meta.env.DEV)
    whenIdle(() => void import('./lib/web-vitals').then((vitals) => vitals.startWebVitals()))
})
