import { useLayoutEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { useNavigation } from '../../i18n/content'
import { useLocale } from '../../i18n/translatable'
import { HTML_LANG, otherLocale, pathIn, pathWithoutLocale } from '../../shared/locales'
import { listOfPagePath } from '../../shared/list-page-addresses'
import { useHistoryLocation } from '../../lib/history-entry'
import { useInBrowser } from '../../lib/use-in-browser'
import styles from './header.module.css'
import { rememberLanguageChoice } from './language-choice'

/**
 * The header's link to this page in the other language. A plain link, a full page load: a document is
 * in one language for its whole life. Built, its address is the page's own (it works before any
 * script); once the app runs it follows the live address, search (filters) and hash included, so
 * /jobs?q=nurse leads to /fr/jobs?q=nurse. A list's numbered page leads to the other language's list:
 * its batches hold other posts, or the jobs in another order.
 */
export function LanguageSwitch() {
  const { languageSwitch } = useNavigation()
  const target = otherLocale(useLocale())
  // The app's own path: the router's basename (/fr) is not part of it.
  const { pathname, search, hash } = useLocation()
  // A built page's HTML knows no search nor hash: the page's path alone while React takes it over.
  const hydrated = useInBrowser()
  const page = listOfPagePath(pathname)
  const href = pathIn(target, hydrated ? `${page}${search}${hash}` : page)
  // React leaves a hydrated attribute as the HTML had it: the not-found page, built once for every
  // unknown address, holds its own build address; the live one is written here.
  const link = useRef<HTMLAnchorElement>(null)
  // A search typed a moment before the click is written into the history as the click begins
  // (use-address-sync.ts), but reaches the router's location only with the next render, after the link
  // is followed: the click takes the history's own address.
  const historyLocation = useHistoryLocation()
  const followLiveAddress = () => {
    const live = historyLocation()
    if (live && link.current)
      link.current.href = pathIn(
        target,
        `${listOfPagePath(pathWithoutLocale(live.pathname))}${live.search}${live.hash}`,
      )
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
