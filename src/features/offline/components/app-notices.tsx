import { offlineContent } from '../offline-content'
import { InstallButton } from './install-button'
import { OfflineReadyNotice } from './offline-ready-notice'
import { OutboxNotice } from './outbox-notice'
import { UpdatePrompt } from './update-prompt'
import styles from './app-notices.module.css'

/** The corner stack of app notices: update prompt, offline-ready notice, Install button, queued messages. */
export function AppNotices() {
  return (
    <section className={styles.stack} aria-label={offlineContent.noticesLabel}>
      <UpdatePrompt />
      <OfflineReadyNotice />
      <OutboxNotice />
      <InstallButton />
    </section>
  )
}
