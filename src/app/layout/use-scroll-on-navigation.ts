import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'
import { entryMemory } from '../../lib/entry-memory'
import { historyEntryId, isOwnRewrite } from '../../lib/history-entry'
import { forgottenBy } from '../../lib/page-memory'
import { pathWithoutLocale } from '../../shared/locales'

/** The link each entry was left by, for the focus to return to on Back. */
const leftBy = new Map<string, string>()
forgottenBy(() => leftBy.clear())

/** Where each visited entry of the history was scrolled to, for Back and Forward. */
const scrolledTo = entryMemory<number>('scroll')

/**
 * A new screen, or a link to the one on show, opens at its top (or at its #fragment); Back and Forward
 * return to where the reader was, a reload too. A search or filter rewriting the address keeps the
 * reader where they are. A new screen also takes the focus into `mainId` (the skip link's target): the
 * link followed may be gone, or far off in the footer, and the next Tab should start at the new screen.
 * Back and Forward give it back to the link the screen was left by.
 */
export function useScrollOnNavigation(mainId: string): void {
  const location = useLocation()
  const { pathname, hash } = location
  const key = historyEntryId(location)
  const navigationType = useNavigationType()
  // Each scroll is kept for the entry on screen, a search's rewritten entry (a new key) included. Not
  // read as the screen goes: by then its content may be gone and the position cut short.
  const entry = useRef(key)
  useLayoutEffect(() => {
    entry.current = key
  }, [key])
  useEffect(() => {
    // The browser's own restoring, on Back, would scroll the screen still on show (the next one is drawn
    // in a transition), and that scroll would be kept as its position.
    window.history.scrollRestoration = 'manual'
    const remember = () => void scrolledTo.set(entry.current, window.scrollY)
    const rememberLink = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]')
      if (link) leftBy.set(entry.current, link.getAttribute('href')!)
    }
    window.addEventListener('scroll', remember, { passive: true })
    document.addEventListener('click', rememberLink, true)
    return () => {
      window.removeEventListener('scroll', remember)
      document.removeEventListener('click', rememberLink, true)
    }
  }, [])

  const ownRewrite = isOwnRewrite(location, navigationType)
  const arrived = useRef(false)
  useLayoutEffect(() => {
    // The page's first screen, and the screen rewriting its address, leave the reader where they are
    // (on a built page they may have scrolled before the code came); their entry keeps it. (StrictMode's
    // second run of the first then restores that same position.)
    if (!arrived.current || ownRewrite) {
      const reloaded = arrived.current ? undefined : scrolledTo.get(key)
      arrived.current = true
      // Reloaded, or loaded again by Back or Forward: where the reader was, unless they moved already.
      if (reloaded !== undefined && window.scrollY === 0) return scrollWhenReachable(reloaded)
      scrolledTo.set(key, window.scrollY)
      return
    }
    let stopRestoring = () => {}
    const fragment = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null
    const saved = navigationType === 'POP' ? scrolledTo.get(key) : undefined
    if (saved !== undefined) stopRestoring = scrollWhenReachable(saved)
    else if (fragment) fragment.scrollIntoView()
    // Back to an entry never scrolled (no scroll event came while it showed) is back to its top too.
    else window.scrollTo(0, 0)
    if (saved === undefined) scrolledTo.set(key, window.scrollY)
    let stopFocusing = () => {}
    if (navigationType === 'POP') stopFocusing = returnFocus(mainId, leftBy.get(key))
    else if (!hash && focusWasLeftBehind(pathname)) document.getElementById(mainId)?.focus({ preventScroll: true })
    return () => {
      stopRestoring()
      stopFocusing()
    }
    // Once per entry of the history (its other values belong to it).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
}

/**
 * Back or Forward: the focus returns to the link this screen was left by (the card of a job opened
 * from the board), or else into `mainId`, when it was there or gone with the screen left. A focus the
 * reader put in the header or footer stays. A list may come back after its screen (its saved copy is
 * read first): the link is focused as it arrives, within 3 s, unless the reader has moved meanwhile.
 */
function returnFocus(mainId: string, link: string | undefined): () => void {
  const active = document.activeElement
  const main = document.getElementById(mainId)
  if (!main || (active !== null && active !== document.body && active !== main && active.isConnected)) return () => {}
  const find = () => (link ? main.querySelector<HTMLElement>(`a[href="${CSS.escape(link)}"]`) : null)
  const target = find()
  ;(target ?? main).focus({ preventScroll: true })
  if (target || !link) return () => {}
  const observer = new MutationObserver(() => {
    const arrived = find()
    if (!arrived) return
    if (document.activeElement === main) arrived.focus({ preventScroll: true })
    stop()
  })
  const timer = setTimeout(stop, 3000)
  function stop() {
    observer.disconnect()
    clearTimeout(timer)
  }
  observer.observe(main, { childList: true, subtree: true })
  return stop
}

/**
 * The focus is on nothing (the link followed went with the old screen) or still on the link followed
 * (in the header or footer). Elsewhere, the reader moved it while the screen downloaded: it stays.
 */
function focusWasLeftBehind(pathname: string): boolean {
  const active = document.activeElement
  if (active === null || active === document.body) return true
  return active instanceof HTMLAnchorElement && pathWithoutLocale(active.pathname) === pathname
}

const READER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

/**
 * Scrolls to `y`, now or once the page has grown tall enough: a list comes back from its saved copy
 * after the first paint (with as many batches as were shown, use-batches.ts). The reader's own
 * scrolling, or 3 s, ends the wait.
 */
function scrollWhenReachable(y: number): () => void {
  const reachable = () => document.documentElement.scrollHeight - window.innerHeight >= y
  window.scrollTo(0, y)
  if (reachable() || typeof ResizeObserver !== 'function') return () => {}
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y)
    if (reachable()) stop()
  })
  const timer = setTimeout(() => stop(), 3000)
  function stop() {
    observer.disconnect()
    clearTimeout(timer)
    for (const type of READER_SCROLLS) window.removeEventListener(type, stop)
  }
  observer.observe(document.body)
  for (const type of READER_SCROLLS) window.addEventListener(type, stop, { passive: true })
  return stop
}
