import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { Button, buttonClassName } from '../../components/button'
import { languageOffer } from '../../content/language-offer'
import { HTML_LANG, pathIn } from '../../shared/locales'
import { rememberLanguageChoice } from './language-choice'
import styles from './language-offer.module.css'

/** The offer of the French page itself (language-offer.tsx decides whether and when it is made). */
export default function LanguageOfferNotice({ onDismiss }: { onDismiss: () => void }) {
  const { pathname, search, hash } = useLocation()
  // Focus and anchors land clear of the notice, never under it (WCAG 2.4.11): the page's scroll padding
  // at the bottom follows its height, and the footer grows by as much (footer.module.css), so the page's
  // last links can scroll above it too.
  const region = useRef<HTMLElement>(null)
  useEffect(() => {
    const element = region.current
    if (!element) return
    const root = document.documentElement
    const clear = () => {
      const room = `${Math.ceil(element.getBoundingClientRect().height) + 24}px`
      root.style.setProperty('scroll-padding-bottom', room)
      root.style.setProperty('--bottom-notice-room', room)
    }
    clear()
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(clear)
    observer?.observe(element)
    return () => {
      observer?.disconnect()
      root.style.removeProperty('scroll-padding-bottom')
      root.style.removeProperty('--bottom-notice-room')
    }
  }, [])

  const words = languageOffer.fr
  return (
    <section ref={region} className={styles.offer} lang={HTML_LANG.fr} aria-label={words.region}>
      <p className={styles.text}>{words.text}</p>
      <div className={styles.actions}>
        <a
          href={pathIn('fr', `${pathname}${search}${hash}`)}
          hrefLang={HTML_LANG.fr}
          className={buttonClassName('primary')}
          onClick={() => rememberLanguageChoice('fr')}
        >
          {words.accept}
        </a>
        <Button
          variant="ghost"
          onClick={() => {
            rememberLanguageChoice('dismissed')
            onDismiss()
          }}
        >
          {words.dismiss}
        </Button>
      </div>
    </section>
  )
}
