import { useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { Button, buttonClassName } from '../../components/button'
import { languageOffer } from '../../content/language-offer'
import { FOCUSABLE } from '../../lib/focusable'
import { keepKeyboardFocusClear, useHeightOnRoot } from '../../lib/use-height-on-root'
import { HTML_LANG, pathIn } from '../../shared/locales'
import { listOfPagePath } from '../../shared/list-page-addresses'
import { rememberLanguageChoice } from './language-choice'
import styles from './language-offer.module.css'

/** Its height, its bottom inset (16 px) and a little more. */
const roomAbove = (height: number) => `${height + 24}px`

/** Focuses the first element the keyboard reaches after `part`, else the main content. */
function focusAfter(part: HTMLElement) {
  const after = [...document.querySelectorAll<HTMLElement>(FOCUSABLE)].find(
    (element) => !part.contains(element) && part.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
  )
  ;(after ?? document.querySelector<HTMLElement>('main'))?.focus()
}

/** The offer of the French page itself (language-offer.tsx decides whether and when it is made). */
export default function LanguageOfferNotice({ onDismiss }: { onDismiss: () => void }) {
  const { pathname, search, hash } = useLocation()
  // Focus and anchors land clear of the notice, never under it (WCAG 2.4.11): the page's scroll padding
  // at the bottom follows its height, and the footer grows by as much (footer.module.css), so the page's
  // last links can scroll above it too.
  const region = useRef<HTMLElement>(null)
  useHeightOnRoot(region, '--bottom-notice-room', { valueFor: roomAbove, onResize: keepKeyboardFocusClear })

  const words = languageOffer.fr
  const dismiss = () => {
    rememberLanguageChoice('dismissed')
    // Closed from inside (Escape, 'Non, merci'): the focus goes where the next Tab would have, the
    // header, not to the page's body, where a screen reader would lose its place (WCAG 2.4.3).
    if (region.current?.contains(document.activeElement)) focusAfter(region.current)
    onDismiss()
  }
  return (
    // Escape from inside it closes it, as 'Non, merci' does: the browser's next Tab goes on from its place.
    <section
      ref={region}
      className={`${styles.offer} screen-only`}
      lang={HTML_LANG.fr}
      aria-label={words.region}
      onKeyDown={(event) => {
        if (event.key === 'Escape') dismiss()
      }}
    >
      <p className={styles.text}>{words.text}</p>
      <div className={styles.actions}>
        <a
          href={pathIn('fr', `${listOfPagePath(pathname)}${search}${hash}`)}
          hrefLang={HTML_LANG.fr}
          className={buttonClassName('primary')}
          onClick={() => rememberLanguageChoice('fr')}
        >
          {words.accept}
        </a>
        <Button variant="ghost" onClick={dismiss}>
          {words.dismiss}
        </Button>
      </div>
    </section>
  )
}
