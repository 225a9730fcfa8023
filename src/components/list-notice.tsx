import { useRef } from 'react'
import { useLocale } from '../i18n/translatable'
import { formatLongDate, savedAtParts } from '../lib/locale-free'
import { useFocusKeptOnPage } from '../lib/use-focus-kept-on-page'
import { useOnlineStatus } from '../lib/use-online-status'
import type { OfflineListState } from '../lib/use-offline-list'
import { Banner } from './banner'
import { Button } from './button'
import { StatusRegion } from './status-region'
import styles from './list-notice.module.css'

export interface ListNoticeWords {
  /** The list failed to load, the connection likely at fault (shown with Retry). */
  loadFailed: string
  /** The list failed to load: the server answered with an error (shown with Retry). */
  serverFailed: string
  retry: string
  /** Retry on the saved copy, asked and not answered yet. */
  checking: string
  /** When the copy on screen was saved: 'Saved 22 Nov 2026, 14:05' (parts from savedAtParts). */
  savedOn: (date: string, time: string) => string
  /** Offline, with no copy saved yet. */
  offlineNoCopy: string
  /** Offline, with no copy saved, over the list the page was built with (on that day, where known). */
  offlineBuiltCopy: (publishedOn: string | undefined) => string
  /** After 'Saved {time}.': what the reader is looking at, offline. */
  savedCopy: string
  /** The same while the browser reports a connection: the fresh list could not be loaded. */
  savedCopyOnline: string
}

interface ListNoticeProps {
  /**
   * The list's state as its hook gives it (useOfflineList): its status; `savedAt` when the list on
   * screen is the copy saved for offline reading; `fromBuild` when it is the one the page was built
   * with; `serverRefused` when the server answered with an error (the connection is not to blame).
   */
  list: Pick<OfflineListState<unknown>, 'status' | 'savedAt' | 'fromBuild' | 'builtAt' | 'serverRefused' | 'retrying'>
  onRetry: () => void
  words: ListNoticeWords
}

/**
 * Why a list (news, jobs) is not simply the backend's: it failed (with Retry), there is no
 * connection and nothing saved, or it is the saved copy ('Saved 22 Nov 2026, 14:05').
 */
export function ListNotice({
  list: { status, savedAt, fromBuild, builtAt, serverRefused, retrying },
  onRetry,
  words,
}: ListNoticeProps) {
  const online = useOnlineStatus()
  const locale = useLocale()
  // Retry may go with its notice as the list loads again (or the whole notice, on a job's or post's
  // page): the focus then goes into the page's main content, not with it to the page's body.
  const notice = useRef<HTMLDivElement>(null)
  useFocusKeptOnPage(notice)
  // A Retry on the saved copy too, while the browser reports a connection: on a flaky one it may never
  // report coming back 'online'. Reported offline, there is nothing to retry (the list refreshes once
  // it is back).
  const message =
    status === 'offline' ? (
      <Banner tone="info" live={false}>
        {fromBuild
          ? words.offlineBuiltCopy(builtAt === undefined ? undefined : formatLongDate(builtAt, { locale }))
          : words.offlineNoCopy}
      </Banner>
    ) : status !== 'error' && savedAt !== undefined ? (
      <div className={styles.note}>
        <p>
          <strong>{words.savedOn(...savedAtParts(savedAt, locale))}</strong>.{' '}
          {online ? words.savedCopyOnline : words.savedCopy}
        </p>
        {online && (
          // Asked again, it says so until the answer (the same copy again, when it fails): not disabled,
          // which would drop the keyboard's focus.
          <Button variant="secondary" onClick={retrying ? undefined : onRetry} aria-disabled={retrying}>
            {retrying ? words.checking : words.retry}
          </Button>
        )}
      </div>
    ) : null
  return (
    <div ref={notice}>
      {status === 'error' && (
        <Banner
          tone="error"
          action={
            <Button variant="secondary" onClick={onRetry}>
              {words.retry}
            </Button>
          }
        >
          {serverRefused ? words.serverFailed : words.loadFailed}
        </Banner>
      )}
      {/* Kept on the page while the list says nothing, so that what it comes to say is read out. */}
      <StatusRegion as="div">{message}</StatusRegion>
    </div>
  )
}
