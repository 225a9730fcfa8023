import { useLayoutEffect, useRef, type RefObject } from 'react'
import { updateAndFocusItem } from '../lib/focus-list-item'
import { useInBrowser } from '../lib/use-in-browser'
import { Button, ButtonLink } from './button'
import styles from './show-more.module.css'

interface ShowMoreProps {
  /** e.g. 'Show more jobs' */
  label: string
  onClick: () => void
  /** The list it adds to: focus moves to the first item added. */
  list: RefObject<HTMLElement | null>
  /**
   * The next batch's own page (/jobs/page/2), where the list has one: the built page links to it, for
   * readers without scripts and crawlers.
   */
  href?: string
}

/**
 * Under a list drawn a batch at a time (useBatches): adds the next batch. In a built page's HTML, a link
 * to the next batch's own page; once the app runs, a button that adds it in place (one control, one
 * role, whatever search or filter narrows the list).
 */
export function ShowMore({ label, onClick, list, href }: ShowMoreProps) {
  const inBrowser = useInBrowser()
  // The link a keyboard reached before the app took the page over gives its focus to the button.
  const more = useRef<HTMLDivElement>(null)
  const linkFocused = useRef(false)
  useLayoutEffect(() => {
    if (!inBrowser) linkFocused.current = more.current?.contains(document.activeElement) ?? false
    else if (linkFocused.current) more.current?.querySelector('button')?.focus()
  }, [inBrowser])
  // Focus goes to the first item added: a keyboard or screen-reader visitor reads on from there.
  const showMore = () => updateAndFocusItem(list, list.current?.children.length ?? 0, onClick)
  if (href !== undefined && !inBrowser)
    return (
      <div className={styles.more} ref={more}>
        <ButtonLink variant="secondary" to={href} rel="next">
          {label}
        </ButtonLink>
      </div>
    )
  return (
    // Without scripts and without a page to link to, it could add nothing (the list's search line says so).
    <div className={`${styles.more} script-only`} ref={more}>
      <Button variant="secondary" onClick={showMore}>
        {label}
      </Button>
    </div>
  )
}
