import { Suspense } from 'react'
import { absoluteUrl } from '../config/site-url'
import { lazyOptional, useLocale } from '../i18n/translatable'
import { useInBrowser } from '../lib/use-in-browser'
import { pathIn } from '../shared/locales'
import { buttonClassName } from './button'
import type { ShareBarProps } from './share-bar'
import styles from './share-panel.module.css'

// The share buttons (react-share) load with the post or job they share, never with a list or a first
// visit. Until they arrive (and in the built page's HTML), an empty bar of the same rows holds their
// place, so nothing below moves; if their code cannot be fetched it stays until the connection is back.
// Without scripts nothing will fill it: it is not shown.
function SharePlaceholder() {
  return (
    <div className={`${styles.frame} screen-only script-only`} aria-hidden="true" data-testid="share-placeholder">
      <span className={styles.iconRow} />
      <span className={buttonClassName('secondary', styles.buttonRow)}>{'\u00a0'}</span>
    </div>
  )
}

const ShareBar = lazyOptional(() => import('./share-bar'), 'ShareBar', SharePlaceholder)

/**
 * The share buttons under a post or a job, in their frame: a rule above, the networks, then Share and
 * Copy Link. They share `path` on the live site in this page's language: a friend opens it as it was read.
 */
export function SharePanel({ path, ...props }: Omit<ShareBarProps, 'className' | 'address'> & { path: string }) {
  const address = absoluteUrl(pathIn(useLocale(), path))
  return useInBrowser() ? (
    <Suspense fallback={<SharePlaceholder />}>
      <ShareBar {...props} address={address} className={`${styles.frame} screen-only`} />
    </Suspense>
  ) : (
    <SharePlaceholder />
  )
}
