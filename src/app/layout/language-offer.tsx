import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { Button, buttonClassName } from '../../components/button'
import { languageOffer } from '../../content/language-offer'
import { useLocale } from '../../i18n/translatable'
import { HTML_LANG, pathIn } from '../../shared/locales'
import { languageChoiceMade, preferredLocale, rememberLanguageChoice } from './language-choice'
import styles from './language-offer.module.css'

/** The browser's languages, first choice first. */
const browserLanguages = (): readonly string[] =>
  navigator.languages?.length ? navigator.languages : [navigator.language]

/**
 * No automatic redirect: a visitor whose browser prefers French, arriving on an English page, is offered
 * the same page in French, once: a small notice in French over the page's corner (it moves nothing),
 * shown once the app has taken the page over. It stays while they move around the site, until they
 * follow it or dismiss it; from the moment it is shown (or the header's switch is used) it is never
 * offered again (language-choice.ts).
 *
 * Only French on English pages: French pages are reached by a French link or the switch, a deliberate
 * choice, and offering English there would cover French pages for every English-speaking browser.
 */
export function LanguageOffer() {
  const locale = useLocale()
  const [offered, setOffered] = useState(false)
  const { pathname, search, hash } = useLocation()

  useEffect(() => {
    if (locale !== 'en' || languageChoiceMade() || preferredLocale(browserLanguages()) !== 'fr') return
    // In a quiet moment after the take-over: the page's own start-up work comes first.
    const offer = () => {
      rememberLanguageChoice('offered')
      setOffered(true)
    }
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(offer, { timeout: 1000 })
      return () => cancelIdleCallback(id)
    }
    const id = setTimeout(offer, 0)
    return () => clearTimeout(id)
  }, [locale])

  // Focus and anchors land clear of the notice, never under it (WCAG 2.4.11): the page's scroll padding
  // at the bottom follows its height.
  const region = useRef<HTMLElement>(null)
  useEffect(() => {
    const element = region.current
    if (!offered || !element) return
    const root = document.documentElement
    const clear = () =>
      root.style.setProperty('scroll-padding-bottom', `${Math.ceil(element.getBoundingClientRect().height) + 24}px`)
    clear()
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(clear)
    observer?.observe(element)
    return () => {
      observer?.disconnect()
      root.style.removeProperty('scroll-padding-bottom')
    }
  }, [offered])

  if (!offered) return null
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
            setOffered(false)
          }}
        >
          {words.dismiss}
        </Button>
      </div>
    </section>
  )
}
