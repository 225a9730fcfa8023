// Header and footer links (docs/specification.md §2). Labels are content; paths come from config/paths.
import { paths } from '../config/paths'

export interface NavItem {
  label: string
  to: string
}

export const headerLinks = [
  { label: 'Home', to: paths.home },
  { label: 'About', to: paths.about },
  { label: 'Services', to: paths.services },
  { label: 'News', to: paths.news },
  { label: 'Jobs', to: paths.jobs },
] as const satisfies readonly NavItem[]

/** The header's words for screen readers and the small-screen menu. */
export const headerLabels = {
  skipLink: 'Skip to main content',
  mainNavigation: 'Main',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  loadingPage: 'Loading page',
} as const

export const headerCallToAction = { label: 'Contact Us', to: paths.contact } as const satisfies NavItem

export const footerLinks = [
  { label: 'About', to: paths.about },
  { label: 'Solutions', to: paths.solutions },
  { label: 'Industries', to: paths.industries },
  { label: 'Careers', to: paths.jobs },
  { label: 'Contact Us', to: paths.contactUs },
  { label: 'Book a Consultation', to: paths.contact },
] as const satisfies readonly NavItem[]

/** Beside the copyright line. */
export const footerLegalLinks = [
  { label: 'Accessibility', to: paths.accessibility },
] as const satisfies readonly NavItem[]

export const footerCallToAction = {
  heading: 'Ready to start your move to Canada?',
  text: 'Tell us where you are today and where you want to be. A regulated consultant will answer within one business day.',
  label: "Let's Talk",
  to: paths.contact,
} as const
