import { useLayoutEffect, useRef, type RefObject } from 'react'
import { updateAndFocusItem } from '../lib/focus-list-item'
import { keepKeyboardFocusClear, useHeightOnRoot } from '../lib/use-height-on-root'
import type { ListChanges } from '../lib/list-changes'
import { Button } from './button'
import { StatusRegion } from './status-region'
import styles from './list-refresh-notice.module.css'

export interface ListRefreshWords {
  /** e.g. '2 new posts' */
  newItems: (count: number) => string
  /** Items on screen were edited or removed, and none is new. */
  updated: string
  /** The button: e.g. '2 new posts — show'. */
  show: (message: string) => string
}

interface ListRefreshNoticeProps {
  /** The fresh list held back (useOfflineList), if any. */
  waiting: ListChanges<{ $id: string }> | undefined
  /** Draws the held list. */
  onShow: () => void
  /** Grows the batch drawn (useBatches), so none of the items on screen drops off its end. */
  makeRoomFor: (added: number) => void
  /** The list drawn now (one batch of it), and its element: focus goes to the first new item. */
  shown: readonly { $id: string }[]
  list: RefObject<HTMLElement | null>
  words: ListRefreshWords
}

/**
 * '2 new posts — show': a fresh list that would move what the visitor reads waits for them. The slot
 * is always there and takes no room, so the notice appearing moves nothing, and its status region
 * exists before it has words to announce.
 */
export function ListRefreshNotice({ waiting, onShow, makeRoomFor, shown, list, words }: ListRefreshNoticeProps) {
  // Read once the fresh list is drawn: the first new item is found among the items shown then.
  const shownNow = useRef(shown)
  useLayoutEffect(() => {
    shownNow.current = shown
  }, [shown])

  const newCount = waiting?.newIds.size ?? 0
  const message = !waiting ? '' : newCount > 0 ? words.newItems(newCount) : words.updated
  const show = () => {
    const newIds = waiting?.newIds
    // The first new item, or the list's first when items only changed: its top comes into view.
    const firstNew = () =>
      Math.max(
        0,
        shownNow.current.findIndex((item) => newIds?.has(item.$id)),
      )
    updateAndFocusItem(list, firstNew, () => {
      makeRoomFor(waiting?.roomForKept ?? 0)
      onShow()
    })
  }

  return (
    <div className={`${styles.slot} screen-only`}>
      <StatusRegion shown={false}>{message}</StatusRegion>
      {waiting && <RefreshPill onClick={show}>{words.show(message)}</RefreshPill>}
    </div>
  )
}

/** Its height and the gap under it (--space-3). */
const roomBelow = (height: number) => `${height + 12}px`

/**
 * Focus lands clear of the pill, never under it (WCAG 2.4.11): html's scroll-padding-top reads its
 * height, measured, as the reader's text spacing may wrap its words onto two lines; and a pill that
 * appears over the element the keyboard is on scrolls that element clear.
 */
function RefreshPill({ onClick, children }: { onClick: () => void; children: string }) {
  const pill = useRef<HTMLButtonElement>(null)
  useHeightOnRoot(pill, '--list-refresh-height', { valueFor: roomBelow, onResize: keepKeyboardFocusClear })
  return (
    <Button ref={pill} variant="secondary" className={styles.pill} onClick={onClick}>
      {children}
    </Button>
  )
}
