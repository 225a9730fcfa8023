import type { RefObject } from 'react'
import { updateAndFocusItem } from '../lib/focus-list-item'
import { Button } from './button'
import styles from './show-more.module.css'

interface ShowMoreProps {
  /** e.g. 'Show more jobs' */
  label: string
  onClick: () => void
  /** The list it adds to: focus moves to the first item added. */
  list: RefObject<HTMLElement | null>
}

/** Under a list drawn a batch at a time (useBatches): adds the next batch. */
export function ShowMore({ label, onClick, list }: ShowMoreProps) {
  // Focus goes to the first item added: a keyboard or screen-reader visitor reads on from there.
  const showMore = () => updateAndFocusItem(list, list.current?.children.length ?? 0, onClick)
  return (
    // Without scripts it could add nothing (the list's search line says why).
    <div className={`${styles.more} script-only`}>
      <Button variant="secondary" onClick={showMore}>
        {label}
      </Button>
    </div>
  )
}
