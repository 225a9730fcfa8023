import type { ReactNode } from 'react'
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom'
import { AppNotices } from '../../features/offline/components/app-notices'
import { OfflineBanner } from '../../features/offline/components/offline-banner'
import { Footer } from './footer'
import { Header } from './header'
import styles from './root-layout.module.css'

export const MAIN_ID = 'main'

/** Header, skip link and footer around every screen (docs/specification.md §2), plus the offline banner and app notices. */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <a className={styles.skipLink} href={`#${MAIN_ID}`}>
        Skip to main content
      </a>
      <Header />
      <OfflineBanner />
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
      <AppNotices />
    </>
  )
}

export function RootLayout() {
  const navigation = useNavigation()
  const { pathname } = useLocation()
  // Loading another screen; not the address catching up with a search or filter on this one.
  const loadingScreen = navigation.state === 'loading' && navigation.location.pathname !== pathname
  return (
    <SiteFrame>
      {loadingScreen && <div className={styles.progress} role="progressbar" aria-label="Loading page" />}
      <Outlet />
      <ScrollRestoration />
    </SiteFrame>
  )
}
