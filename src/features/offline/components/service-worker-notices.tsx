import type { SetAnnouncements } from './app-notices'
import { OfflineReadyNotice } from './offline-ready-notice'
import { UpdatePrompt } from './update-prompt'

/** The notices of the service worker's state, which the page registers once idle (main.tsx). */
export function ServiceWorkerNotices({ announce }: { announce: SetAnnouncements }) {
  return (
    <>
      <UpdatePrompt announce={announce} />
      <OfflineReadyNotice announce={announce} />
    </>
  )
}
