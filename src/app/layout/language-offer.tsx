import { Suspense, useEffect, useState } from 'react'
import { lazyOptional, useLocale } from '../../i18n/translatable'
import { whenIdle } from '../../lib/when-idle'
import { languageChoiceMade, preferredLocale, rememberLanguageChoice } from './language-choice'

// Its words, markup and styles come only to the visitors it is offered to.
const LanguageOfferNotice = lazyOptional(() => import('./language-offer-notice'), 'default')

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

  useEffect(() => {
    if (locale !== 'en' || languageChoiceMade() || preferredLocale(browserLanguages()) !== 'fr') return
    // In a quiet moment after the take-over: the page's own start-up work comes first.
    const offer = () => {
      rememberLanguageChoice('offered')
      setOffered(true)
    }
    return whenIdle(offer, 1000)
  }, [locale])

  if (!offered) return null
  return (
    <Suspense fallback={null}>
      <LanguageOfferNotice onDismiss={() => setOffered(false)} />
    </Suspense>
  )
}
