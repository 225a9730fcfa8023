import { useOfflineContent } from '../use-offline-content'
import { useOnlineStatus } from '../../../lib/use-online-status'
import styles from './offline-banner.module.css'

/**
 * "You are offline. …" under the header while the browser reports no connection. The live region is
 * always present, so the message is announced when it appears.
 */
export function OfflineBanner() {
  const { offlineContent } = useOfflineContent()
  const online = useOnlineStatus()
  return (
    <div role="status" className={online ? 'screen-only' : `${styles.banner} screen-only`}>
      {!online && (
        <p className={`container ${styles.text}`}>
          <svg className={styles.icon} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M2 8.5a15 15 0 0 1 20 0M5 12a10 10 0 0 1 9-2.7M8.5 15.5a5 5 0 0 1 5.5-1M12 19h.01M3 3l18 18"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          {offlineContent.offlineBanner}
        </p>
      )}
    </div>
  )
}
