import { useEffect, useId, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { Link, NavLink } from '../../components/link'
import { ButtonLink } from '../../components/button'
import { paths } from '../../config/paths'
import { useNavigation, useSiteContent } from '../../i18n/content'
import { useHeightOnRoot } from '../../lib/use-height-on-root'
import styles from './header.module.css'
import { LanguageSwitch } from './language-switch'

const heightPastMinimum = (height: number, bar: HTMLElement) =>
  height > parseFloat(getComputedStyle(bar).minHeight) ? `${height}px` : ''

export function Header() {
  const { headerCallToAction, headerLabels, headerLinks } = useNavigation()
  const { site } = useSiteContent()
  const navId = useId()
  const { pathname } = useLocation()
  // The small-screen menu is open on the page where it was opened: any navigation (a link,
  // back/forward) closes it, with no effect to run.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null)
  // Forgotten once the page changes, so coming back (Back, a link) does not find it open again.
  if (openOnPath !== null && openOnPath !== pathname) setOpenOnPath(null)
  const menuOpen = openOnPath === pathname
  const setMenuOpen = (open: boolean) => setOpenOnPath(open ? pathname : null)

  // Escape, a tap anywhere outside the header, or the keyboard's focus leaving it closes it too (the
  // open menu covers the page: a focused link behind it would be hidden, WCAG 2.4.11).
  const header = useRef<HTMLElement>(null)
  const menuButton = useRef<HTMLButtonElement>(null)
  const nav = useRef<HTMLElement>(null)
  useEffect(() => {
    if (!menuOpen) return
    const outside = (target: EventTarget | null) => !(target instanceof Node && header.current?.contains(target))
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      // A link of the menu had the focus: it goes back to the button that opened the menu, not to the page.
      if (nav.current?.contains(document.activeElement)) menuButton.current?.focus()
      setOpenOnPath(null)
    }
    const onPointer = (event: PointerEvent) => outside(event.target) && setOpenOnPath(null)
    const onFocus = (event: FocusEvent) => outside(event.target) && setOpenOnPath(null)
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('focusin', onFocus)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('focusin', onFocus)
    }
  }, [menuOpen])

  // Html's scroll padding (Tab and Shift+Tab stop below this sticky header, WCAG 2.4.11), the menu and
  // the app notices read the header's height from --header-height: the style sheets' 4rem, or the bar's
  // real height while the bar is taller (its text wraps under the reader's text spacing).
  const bar = useRef<HTMLDivElement>(null)
  useHeightOnRoot(bar, '--header-height', { valueFor: heightPastMinimum })

  const close = () => setMenuOpen(false)

  return (
    <header ref={header} className={styles.header}>
      <div ref={bar} className={`container ${styles.bar}`}>
        <Link to={paths.home} className={styles.brand} onClick={close}>
          <img src="/icons/logo.svg" alt="" width={32} height={32} />
          <span>{site.name}</span>
        </Link>
        {/* Beside the menu button, outside the menu: one tap on a phone too. */}
        <div className={`${styles.tools} screen-only`}>
          <LanguageSwitch />
          <button
            ref={menuButton}
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls={navId}
            // Opened by the page itself while the app's code cannot come (src/code-loader.js).
            data-opens-without-code=""
            data-close-label={headerLabels.closeMenu}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <span className="visually-hidden">{menuOpen ? headerLabels.closeMenu : headerLabels.openMenu}</span>
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
              {menuOpen ? (
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              ) : (
                <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              )}
            </svg>
          </button>
        </div>
        <nav
          ref={nav}
          id={navId}
          aria-label={headerLabels.mainNavigation}
          className={`${styles.nav} ${menuOpen ? styles.navOpen : ''} screen-only`}
        >
          <ul className={styles.links}>
            {headerLinks.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === paths.home} className={styles.link} onClick={close}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <ButtonLink to={headerCallToAction.to} onClick={close}>
            {headerCallToAction.label}
          </ButtonLink>
        </nav>
      </div>
    </header>
  )
}
