import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { useNavigation } from '../../i18n/content'

/** How long a screen's code may take before a screen reader is told it is coming. */
const SAY_LOADING_AFTER_MS = 1000

/**
 * Tells a screen reader which page it is on after a link is followed (the new page's title), and that
 * a page is loading when its code takes a while: the focus goes to the unnamed <main>, which says
 * neither. A search or filter rewriting the address is no new page. A live region on the page from the
 * first render (one arriving with its words may not be read), written out as StatusRegion's markup:
 * that component is no part of the first visit's code.
 */
export function PageAnnouncer({ loading }: { loading: boolean }) {
  const { headerLabels } = useNavigation()
  const { pathname } = useLocation()
  const [said, setSaid] = useState('')
  const announced = useRef(pathname)
  useEffect(() => {
    if (announced.current === pathname) return
    announced.current = pathname
    // Once the new screen's <title> is in the document (React hoists it as it commits).
    const frame = requestAnimationFrame(() => setSaid(document.title))
    return () => cancelAnimationFrame(frame)
  }, [pathname])
  useEffect(() => {
    if (!loading) return
    const timer = setTimeout(() => setSaid(headerLabels.loadingPage), SAY_LOADING_AFTER_MS)
    return () => clearTimeout(timer)
  }, [loading, headerLabels.loadingPage])
  return (
    <p role="status" className="visually-hidden">
      {said}
    </p>
  )
}
