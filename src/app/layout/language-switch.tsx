import { useContext, useLayoutEffect, useRef, useSyncExternalStore } from 'react'
import { UNSAFE_NavigationContext as NavigationContext, useLocation, type Path } from 'react-router-dom'
import { useNavigation } from '../../i18n/content'
import { useLocale } from '../../i18n/translatable'
import { HTML_LANG, otherLocale, pathIn, pathWithoutLocale } from '../../shared/locales'
import styles from './header.module.css'
import { rememberLanguageChoice } from './language-choice'

const noSubscription = () => () => undefined

/** False while React hydrates a built page (its HTML knows no search nor hash), true from then on. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )

/**
 * The header's link to this page in the other language. A plain link, a full page load: a document is
 * in one language for its whole life. Built, its address is the page's own (it works before any
 * script); once the app runs it follows the live address, search (filters) and hash included, so
 * /jobs?q=nurse leads to /fr/jobs?q=nurse.
 */
export function LanguageSwitch() {
  const { languageSwitch } = useNavigation()
  const target = otherLocale(useLocale())
  // The app's own path: the router's basename (/fr) is not part of it.
  const { pathname, search, hash } = useLocation()
  const hydrated = useHydrated()
  const href = pathIn(target, hydrated ? `${pathname}${search}${hash}` : pathname)
  // React leaves a hydrated attribute as the HTML had it: the not-found page, built once for every
  // unknown address, holds its own build address; the live one is written here.
  const link = useRef<HTMLAnchorElement>(null)
  // A search typed a moment before the click is written into the history as the click begins
  // (use-address-sync.ts), but reaches the router's location only with the next render, after the link
  // is followed: the click takes the history's own address. (BrowserRouter's history has this getter.)
  const { navigator } = useContext(NavigationContext)
  const followLiveAddress = () => {
    const live = (navigator as { location?: Path }).location
    if (live && link.current)
      link.current.href = pathIn(target, `${pathWithoutLocale(live.pathname)}${live.search}${live.hash}`)
  }
  useLayoutEffect(() => {
    if (link.current && link.current.getAttribute('href') !== href) link.current.setAttribute('href', href)
  }, [href])
  return (
    <a
      ref={link}
      href={href}
      lang={HTML_LANG[target]}
      hrefLang={HTML_LANG[target]}
      aria-label={languageSwitch.label}
      className={styles.languageSwitch}
      onClick={() => {
        followLiveAddress()
        rememberLanguageChoice(target)
      }}
    >
      {languageSwitch.text}
    </a>
  )
}
