import {
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type Dispatch,
  type SetStateAction,
} from 'react'
import { lazyOptional } from '../../../i18n/translatable'
import type { Announcements } from '../../../lib/use-announcement'
import { useFocusKeptOnPage } from '../../../lib/use-focus-kept-on-page'
import { keepKeyboardFocusClear, keyboardFocusUnder, useHeightOnRoot } from '../../../lib/use-height-on-root'
import { whenLoadedAndIdle } from '../../../lib/when-idle'
import { useOfflineContent } from '../use-offline-content'
import { InstallButton } from './install-button'
import styles from './app-notices.module.css'

// The service worker's code and the contact queue's (with their notices) are no part of a first visit:
// their notices join the stack in the first quiet moment after the page has loaded, when main.tsx registers the worker and starts
// the queue. The Install button is there from the start: the browser may offer installation at once.
const ServiceWorkerNotices = lazyOptional(() => import('./service-worker-notices'), 'ServiceWorkerNotices')
const OutboxNotice = lazyOptional(() => import('./outbox-notice'), 'OutboxNotice')

/** The notices a screen reader is told of, each in a region of its own: two that come together are both read out. */
const announcedNotices = ['update', 'offlineReady', 'waiting', 'sent', 'refused'] as const
type AnnouncedNotice = (typeof announcedNotices)[number]
export type SetAnnouncements = Dispatch<SetStateAction<Announcements<AnnouncedNotice>>>

/** While the keyboard is on an element under the stack, the stack steps aside, see-through. */
const stepAsideFromKeyboardFocus = (stack: HTMLElement) =>
  stack.toggleAttribute('data-stepped-aside', keyboardFocusUnder(stack))

/**
 * Scrolls the element the keyboard is on clear of the stack; where no scrolling can (a breadcrumb at the
 * page's very top, under a notice at 320 px), the stack steps aside until the keyboard moves on (WCAG 2.4.11).
 */
function keepKeyboardFocusClearOfStack(stack: HTMLElement): void {
  keepKeyboardFocusClear(stack)
  stepAsideFromKeyboardFocus(stack)
}

/** The corner stack of app notices: update prompt, offline-ready notice, Install button, queued messages. */
export function AppNotices() {
  const { offlineContent } = useOfflineContent()
  const stack = useRef<HTMLDivElement>(null)
  const [idle, setIdle] = useState(false)
  const [announcements, setAnnouncements] = useState<Announcements<AnnouncedNotice>>({})
  useEffect(() => whenLoadedAndIdle(() => setIdle(true)), [])
  // The stack covers the top of the page under the header: what the keyboard focuses is scrolled
  // clear of it too (html's scroll-padding-top reads this), never hidden under a notice (WCAG 2.4.11),
  // also when a notice appears over the element the keyboard is already on. An empty stack (most
  // visits) leaves it unset (the style sheets read 0px).
  useHeightOnRoot(stack, '--notices-height', { onResize: keepKeyboardFocusClearOfStack })
  useEffect(() => {
    const notices = stack.current
    if (!notices) return
    let frame = 0
    const inAFrame = (work: (stack: HTMLElement) => void) => () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => work(notices))
    }
    // A frame on: the browser has scrolled the newly focused element into view by then.
    const check = inAFrame(keepKeyboardFocusClearOfStack)
    // Scrolled by the visitor with the keyboard still on it (Space, the arrows), the element may come out
    // from under the stack, or go under it: the stack follows, and never scrolls the page back itself.
    const scrolled = inAFrame(stepAsideFromKeyboardFocus)
    document.addEventListener('focusin', check)
    document.addEventListener('focusout', check)
    window.addEventListener('scroll', scrolled, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      document.removeEventListener('focusin', check)
      document.removeEventListener('focusout', check)
      window.removeEventListener('scroll', scrolled)
    }
  }, [])
  useFocusKeptOnPage(stack)
  // A landmark only while it shows a notice: empty (most visits), it would be a region named
  // 'Notifications' with nothing in it in a screen reader's list of the page's landmarks.
  const showsNotices = useSyncExternalStore(
    useCallback((changed: () => void) => {
      const observer = new MutationObserver(changed)
      if (stack.current) observer.observe(stack.current, { childList: true })
      return () => observer.disconnect()
    }, []),
    () => (stack.current?.childElementCount ?? 0) > 0,
    () => false,
  )
  return (
    <>
      {/* A screen reader may say nothing of a live region that arrives with its words (WCAG 4.1.3), as each
          notice's box does: its words are said here, in regions on the page from the first render. Always
          visually hidden and never moved, they shift nothing as notices come and go. Outside the stack,
          whose role changes as notices come and go. */}
      {/* StatusRegion's markup, written out: that component would add a chunk to every first visit. */}
      {announcedNotices.map((notice) => (
        <p key={notice} role="status" className="visually-hidden">
          {announcements[notice]}
        </p>
      ))}
      <div
        ref={stack}
        className={`${styles.stack} screen-only`}
        role={showsNotices ? 'region' : undefined}
        aria-label={showsNotices ? offlineContent.noticesLabel : undefined}
      >
        {/* A boundary each: React fetches both chunks at once, and neither notice waits for the other's code. */}
        {idle && (
          <>
            <Suspense fallback={null}>
              <ServiceWorkerNotices announce={setAnnouncements} />
            </Suspense>
            <Suspense fallback={null}>
              <OutboxNotice announce={setAnnouncements} />
            </Suspense>
          </>
        )}
        <InstallButton />
      </div>
    </>
  )
}
