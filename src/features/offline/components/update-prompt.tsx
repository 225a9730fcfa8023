import { useState } from 'react'
import { Button } from '../../../components/button'
import { leavingLoses, leaveWithoutAsking, reloadLosesKept } from '../../../lib/ask-before-leaving'
import { applyUpdate, useServiceWorkerStatus } from '../../../lib/sw-bridge'
import { useAnnouncement } from '../../../lib/use-announcement'
import { useOfflineContent } from '../use-offline-content'
import type { SetAnnouncements } from './app-notices'
import styles from './app-notices.module.css'

/**
 * "A new version is ready" with a Reload button: the waiting version takes over and the page reloads.
 * Later puts it away for this page: a visitor halfway through a form finishes first. Reload asks first
 * when a form holds what they typed, which the reload would clear (the contact form's text and the
 * applicant's name and e-mail are kept; a chosen resume is not, even in a form since closed), or an
 * application is being sent,
 * which it would stop: before the new version takes over, not after.
 */
export function UpdatePrompt({ announce }: { announce: SetAnnouncements }) {
  const { offlineContent } = useOfflineContent()
  const { updateReady } = useServiceWorkerStatus()
  const [later, setLater] = useState(false)
  const shown = updateReady && !later
  useAnnouncement(announce, 'update', shown ? offlineContent.updateReady : '')
  if (!shown) return null
  return (
    <div className={styles.notice}>
      <p className={styles.text}>{offlineContent.updateReady}</p>
      <div className={styles.actions}>
        <Button
          onClick={() => {
            const question = leavingLoses()
              ? offlineContent.updateStopsSending
              : formsHoldTyping() || reloadLosesKept()
                ? offlineContent.updateLosesTyping
                : null
            if (question !== null && !window.confirm(question)) return
            // Answered here: the browser's own "Leave site?" would come after the new version has taken over.
            leaveWithoutAsking()
            applyUpdate()
          }}
        >
          {offlineContent.updateReload}
        </Button>
        <Button variant="ghost" onClick={() => setLater(true)}>
          {offlineContent.updateLater}
        </Button>
      </div>
    </div>
  )
}

/**
 * A form on the page holds text or a chosen file. A search box is not a form's content (its address
 * keeps it), nor a field or form marked `data-text-kept`, whose text is back after a reload.
 */
function formsHoldTyping(): boolean {
  const form = 'form:not([role="search"])'
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    `${form} textarea, ${form} input`,
  )) {
    if (field.closest('[data-text-kept]')) continue
    if (field instanceof HTMLInputElement && field.type === 'file') {
      if (field.files?.length) return true
    } else if (
      !['hidden', 'search', 'checkbox', 'radio', 'submit', 'button'].includes(field.type) &&
      field.value.trim()
    )
      return true
  }
  return false
}
