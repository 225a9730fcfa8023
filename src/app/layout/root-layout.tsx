import { useEffect, type ReactNode } from 'react'
import { Outlet, useLocation, useNavigate } from 'react-router-dom'
import { AppNotices } from '../../features/offline/components/app-notices'
import { OfflineBanner } from '../../features/offline/components/offline-banner'
import { useNavigation } from '../../i18n/content'
import { OWN_REWRITE } from '../../lib/history-entry'
import { Footer } from './footer'
import { fetchRouteData } from '../early-data'
import { useScreenDownloading } from '../lazy-screen'
import { RouteErrorBoundary } from '../route-error'
import { Header } from './header'
import { LanguageOffer } from './language-offer'
import { PageAnnouncer } from './page-announcer'
import styles from './root-layout.module.css'
import { useScrollOnNavigation } from './use-scroll-on-navigation'

export const MAIN_ID = 'main'

/** Header, skip link and footer around every screen (docs/specification.md §2), plus the offline banner, app notices, the offer of the French page and what a screen reader is told of a new page. */
export function SiteFrame({ children, loading = false }: { children: ReactNode; loading?: boolean }) {
  const { headerLabels } = useNavigation()
  return (
    <>
      {/* Once the app runs, it leaves the address alone: the contact form sends only from its own exact
          address, and a copied link should not carry #main. */}
      <a className={`${styles.skipLink} screen-only`} href={`#${MAIN_ID}`} onClick={skipToMain}>
        {headerLabels.skipLink}
      </a>
      {/* Drawn at the window's foot, but first after the skip link for the keyboard and a screen reader:
          the page's own language is what a French-speaking visitor needs before anything else. */}
      <LanguageOffer />
      <Header />
      <OfflineBanner />
      {/* Shown under the header, so reached from it with the keyboard, not after the whole page. */}
      <AppNotices />
      <PageAnnouncer loading={loading} />
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
    </>
  )
}

function skipToMain(event: React.MouseEvent) {
  event.preventDefault()
  document.getElementById(MAIN_ID)?.focus()
}

export function RootLayout() {
  const location = useLocation()
  const navigate = useNavigate()
  // The skip link followed before the code came left #main in the address: taken out, as above.
  useEffect(() => {
    if (location.hash === `#${MAIN_ID}`)
      void navigate(
        { pathname: location.pathname, search: location.search },
        { replace: true, preventScrollReset: true, state: OWN_REWRITE },
      )
  }, [location, navigate])
  // Rendered before the screen, which may still download: its list is asked for meanwhile.
  fetchRouteData(location)
  // Another screen's code is downloading: the screen on show stays until it has arrived.
  const loadingScreen = useScreenDownloading()
  const { headerLabels } = useNavigation()
  useScrollOnNavigation(MAIN_ID)
  return (
    <SiteFrame loading={loadingScreen}>
      {loadingScreen && (
        <div className={`${styles.progress} screen-only`} role="progressbar" aria-label={headerLabels.loadingPage} />
      )}
      {/* A screen that fails shows its error inside the header and footer; the next address starts afresh. */}
      {/* No Suspense here: a built page hydrates in one pass (its fields are the app's when it says it is
          ready), and a navigation, a transition, keeps the old screen while the next one downloads. */}
      <RouteErrorBoundary key={location.pathname}>
        <Outlet />
      </RouteErrorBoundary>
    </SiteFrame>
  )
}
