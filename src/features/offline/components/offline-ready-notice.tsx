import { useEffect, useId, useState } from 'react'
import { Button } from '../../../components/button'
import { dismissOfflineReady, useServiceWorkerStatus } from '../../../lib/sw-bridge'
import { useAnnouncement } from '../../../lib/use-announcement'
import { useInstallPrompt } from '../hooks/use-install-prompt'
import { useOfflineContent } from '../use-offline-content'
import type { SetAnnouncements } from './app-notices'
import styles from './app-notices.module.css'

/** Long enough to read; the notice only confirms something, so it may go by itself. */
export const OFFLINE_READY_VISIBLE_MS = 10_000

/**
 * The first time the service worker finishes installing: a short "ready to work offline" notice.
 * Where installation is offered, the Install card ('… for quick access and offline reading') stands
 * alone: two notices stacked would move each other (a layout shift) as one arrives or times out.
 */
export function OfflineReadyNotice({ announce }: { announce: SetAnnouncements }) {
  const { offlineContent } = useOfflineContent()
  const { offlineReady } = useServiceWorkerStatus()
  const { canInstall, installed } = useInstallPrompt()
  const id = useId()
  // It waits while the visitor is on it, by pointer or keyboard (WCAG 2.2.1), then gives its full time again.
  const [held, setHeld] = useState({ pointer: false, focus: false })
  const holding = held.pointer || held.focus
  useEffect(() => {
    if (!offlineReady || holding) return
    const timer = setTimeout(dismissOfflineReady, OFFLINE_READY_VISIBLE_MS)
    return () => clearTimeout(timer)
  }, [offlineReady, holding])
  const shown = offlineReady && !(canInstall && !installed)
  useAnnouncement(announce, 'offlineReady', shown ? offlineContent.offlineReady : '')
  if (!shown) return null
  return (
    <div
      className={styles.notice}
      onPointerEnter={() => setHeld((was) => ({ ...was, pointer: true }))}
      onPointerLeave={() => setHeld((was) => ({ ...was, pointer: false }))}
      onFocus={() => setHeld((was) => ({ ...was, focus: true }))}
      onBlur={() => setHeld((was) => ({ ...was, focus: false }))}
    >
      <p className={styles.text} id={id}>
        {offlineContent.offlineReady}
      </p>
      <Button variant="ghost" onClick={dismissOfflineReady} aria-describedby={id}>
        {offlineContent.dismiss}
      </Button>
    </div>
  )
}
