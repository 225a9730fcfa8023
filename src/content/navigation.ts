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

/**
 * The header's link to this page in the other language: its words are in that language (on an English
 * page, French), as a visitor who reads only that language must recognise it.
 */
export const languageSwitch = {
  text: 'Français',
  /** The accessible name: it starts with the visible text (WCAG 2.5.3). */
  label: 'Français\u00a0: lire cette page en français',
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

/** The footer's headings and the words around its links. */
export const footerLabels = {
  navigation: 'Footer',
  company: 'Company',
  reachUs: 'Reach us',
  followUs: 'Follow us',
  /** Under the social links: the site's Atom feeds, for feed readers. */
  newsFeed: 'News feed',
  jobsFeed: 'Jobs feed',
  copyright: (year: number, name: string) => `© ${year} ${name}. All rights reserved.`,
} as const

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
