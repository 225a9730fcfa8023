import { Button } from '../../../components/button'
import { applyUpdate, useServiceWorkerStatus } from '../../../lib/sw-bridge'
import { useOfflineContent } from '../use-offline-content'
import styles from './app-notices.module.css'

/** "A new version is ready" with a Reload button: the waiting version takes over and the page reloads. */
export function UpdatePrompt() {
  const { offlineContent } = useOfflineContent()
  const { updateReady } = useServiceWorkerStatus()
  if (!updateReady) return null
  return (
    <div className={styles.notice}>
      <p className={styles.text} role="status">
        {offlineContent.updateReady}
      </p>
      <Button onClick={applyUpdate}>{offlineContent.updateReload}</Button>
    </div>
  )
}
