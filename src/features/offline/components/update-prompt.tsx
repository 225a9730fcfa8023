import { useState } from 'react'
import { Button } from '../../../components/button'
import { applyUpdate, useServiceWorkerStatus } from '../../../lib/sw-bridge'
import { useOfflineContent } from '../use-offline-content'
import styles from './app-notices.module.css'

/**
 * "A new version is ready" with a Reload button: the waiting version takes over and the page reloads.
 * Later puts it away for this page: a visitor halfway through a form finishes first (the next page opened
 * gets the new version anyway).
 */
export function UpdatePrompt() {
  const { offlineContent } = useOfflineContent()
  const { updateReady } = useServiceWorkerStatus()
  const [later, setLater] = useState(false)
  if (!updateReady || later) return null
  return (
    <div className={styles.notice}>
      <p className={styles.text} role="status">
        {offlineContent.updateReady}
      </p>
      <div className={styles.actions}>
        <Button onClick={applyUpdate}>{offlineContent.updateReload}</Button>
        <Button variant="ghost" onClick={() => setLater(true)}>
          {offlineContent.updateLater}
        </Button>
      </div>
    </div>
  )
}
