import { useState } from 'react'
import { Button } from '../../../components/button'
import { useOfflineContent } from '../use-offline-content'
import { promptInstall, useInstallPrompt } from '../hooks/use-install-prompt'
import styles from './app-notices.module.css'

/** Where the browser offers installation: an Install button. Hidden once installed or declined for this visit. */
export function InstallButton() {
  const { offlineContent } = useOfflineContent()
  const { canInstall, installed } = useInstallPrompt()
  const [later, setLater] = useState(false)
  if (!canInstall || installed || later) return null
  return (
    <div className={styles.notice}>
      {/* Constant text: a sentence added later would re-flow the card (a layout shift). */}
      <p className={styles.text}>{offlineContent.installText}</p>
      <div className={styles.actions}>
        <Button onClick={() => void promptInstall()}>{offlineContent.installButton}</Button>
        <Button variant="ghost" onClick={() => setLater(true)}>
          {offlineContent.installLater}
        </Button>
      </div>
    </div>
  )
}
