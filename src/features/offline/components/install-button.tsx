import { useState } from 'react'
import { Button } from '../../../components/button'
import { readStored, writeStored } from '../../../lib/web-storage'
import { useOfflineContent } from '../use-offline-content'
import { promptInstall, useInstallPrompt } from '../hooks/use-install-prompt'
import styles from './app-notices.module.css'

const DECLINED_KEY = 'maple-pathways:install-declined-at'
/** 'Not now' holds this long: a visitor who declined is not asked on every visit. */
const INSTALL_ASK_AGAIN_AFTER_MS = 30 * 24 * 60 * 60 * 1000

const declinedLately = () => Date.now() - Number(readStored('local', DECLINED_KEY) ?? 0) < INSTALL_ASK_AGAIN_AFTER_MS

// Where storage refuses, it is asked again on the next visit.
const rememberDeclined = () => writeStored('local', DECLINED_KEY, String(Date.now()))

/** Where the browser offers installation: an Install button. Hidden once installed, or for 30 days once declined. */
export function InstallButton() {
  const { offlineContent } = useOfflineContent()
  const { canInstall, installed } = useInstallPrompt()
  const [later, setLater] = useState(declinedLately)
  if (!canInstall || installed || later) return null
  return (
    <div className={styles.notice}>
      {/* Constant text: a sentence added later would re-flow the card (a layout shift). */}
      <p className={styles.text}>{offlineContent.installText}</p>
      <div className={styles.actions}>
        <Button onClick={() => void promptInstall()}>{offlineContent.installButton}</Button>
        <Button
          variant="ghost"
          onClick={() => {
            rememberDeclined()
            setLater(true)
          }}
        >
          {offlineContent.installLater}
        </Button>
      </div>
    </div>
  )
}
