import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { useNavigation } from '../../i18n/content'

/** How long a screen's code may take before a screen reader is told it is coming. */
const SAY_LOADING_AFTER_MS = 1000
/** How long a new page's title is waited for (a job's page names itself once its job has come: two list pages' bounds). */
const TITLE_AWAITED_MS = 30_000

/**
 * Tells a screen reader which page it is on after a link is followed (the new page's title), and that
 * a page is loading when its code takes a while: the focus goes to the unnamed <main>, which says
 * neither. A search or filter rewriting the address is no new page. A live region outside <main>, on
 * the page from the first render (one arriving with its words may not be read), written out as
 * StatusRegion's markup: that component is no part of the first visit's code.
 */
export function PageAnnouncer({ loading }: { loading: boolean }) {
  const { headerLabels } = useNavigation()
  const { pathname } = useLocation()
  const [said, setSaid] = useState('')
  const announced = useRef(pathname)
  useEffect(() => {
    if (announced.current === pathname) return
    announced.current = pathname
    // The new screen's <title>, as React puts it into <head>: now, or once the screen has its data.
    const sayTitle = () => {
      if (!document.title) return
      setSaid(document.title)
      stop()
    }
    const frame = requestAnimationFrame(sayTitle)
    const observer = new MutationObserver(sayTitle)
    observer.observe(document.head, { childList: true, subtree: true, characterData: true })
    const timer = setTimeout(() => stop(), TITLE_AWAITED_MS)
    function stop() {
      cancelAnimationFrame(frame)
      observer.disconnect()
      clearTimeout(timer)
    }
    return stop
  }, [pathname])
  useEffect(() => {
    if (!loading) return
    const from = announced.current
    // Not once another page has come meanwhile (its title said) while this code still downloads.
    const timer = setTimeout(
      () => announced.current === from && setSaid(headerLabels.loadingPage),
      SAY_LOADING_AFTER_MS,
    )
    return () => clearTimeout(timer)
  }, [loading, headerLabels.loadingPage])
  // A navigation given up leaves no 'Loading page' behind (state set while drawing, as React allows
  // for what follows from a prop), so the next slow one says it again after its second.
  if (!loading && said === headerLabels.loadingPage) setSaid('')
  return (
    <p role="status" className="visually-hidden">
      {said}
    </p>
  )
}
