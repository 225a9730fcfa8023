import { Suspense, useEffect, useRef, useState } from 'react'
import { lazyTranslated } from '../../../i18n/translatable'
import { whenIdle } from '../../../lib/when-idle'
import { useOfflineContent } from '../use-offline-content'
import styles from './app-notices.module.css'

// No notice shows on a page's first view: the service worker registers, and the contact queue starts,
// in the first quiet moment (main.tsx). So their code (with the service worker bridge's) is no part of
// a first visit: the notices join the stack then.
const UpdatePrompt = lazyTranslated(() => import('./update-prompt'), 'UpdatePrompt')
const OfflineReadyNotice = lazyTranslated(() => import('./offline-ready-notice'), 'OfflineReadyNotice')
const OutboxNotice = lazyTranslated(() => import('./outbox-notice'), 'OutboxNotice')
const InstallButton = lazyTranslated(() => import('./install-button'), 'InstallButton')

/** The corner stack of app notices: update prompt, offline-ready notice, Install button, queued messages. */
export function AppNotices() {
  const { offlineContent } = useOfflineContent()
  const stack = useRef<HTMLElement>(null)
  const [noticesShown, setNoticesShown] = useState(false)
  useEffect(() => whenIdle(() => setNoticesShown(true)), [])
  // The stack covers the top of the page under the header: what the keyboard focuses is scrolled
  // clear of it too (html's scroll-padding-top reads this), never hidden under a notice (WCAG 2.4.11).
  useEffect(() => {
    const element = stack.current
    const root = document.documentElement
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--notices-height', `${Math.ceil(element.getBoundingClientRect().height)}px`),
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.removeProperty('--notices-height')
    }
  }, [])
  return (
    <section ref={stack} className={styles.stack} aria-label={offlineContent.noticesLabel}>
      {noticesShown && (
        <Suspense fallback={null}>
          <UpdatePrompt />
          <OfflineReadyNotice />
          <OutboxNotice />
          <InstallButton />
        </Suspense>
      )}
    </section>
  )
}
