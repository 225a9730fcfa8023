// The Home screen's copy (docs/specification.md §1): claims, the three-step flow and testimonials.
// Testimonials carry first names only, as the specification asks.
import { paths } from '../../config/paths'
import { importedPicture, type SizedPicture } from '../../lib/images'
import type { TopicIconName } from './components/topic-icon'
// Widths for the hero's column: a phone's full width at 1× to 2× (800), a computer's half at 2× (its
// own 1120). scripts/generate-demo-images.ts draws it.
import heroPicture from './images/hero.webp?w=480;800;1120&format=avif;webp&as=picture'

export interface Claim {
  /** The number, shown large ("500+"). */
  figure: string
  /** The words after it, exactly as the specification words them. */
  label: string
}

export interface Step {
  title: string
  text: string
}

export interface Testimonial {
  firstName: string
  /** Who they are, without a surname. */
  context: string
  quote: string
}

export interface Topic {
  id: string
  title: string
  text: string
  icon: TopicIconName
  /** A link to the service's page that says more (its id in services-content.ts). */
  more?: CallToAction
}

export interface CallToAction {
  label: string
  to: string
}

export const homeMeta = {
  title: 'Canadian Immigration Consultants and Lawyers',
  description:
    'Work, study, invest or recruit in Canada with regulated immigration consultants and lawyers: 500+ clients served and a 90% success rate.',
} as const

export const homeHero = {
  eyebrow: 'Regulated Canadian immigration consultants and lawyers',
  title: 'Your clear path to working, studying and building a life in Canada',
  lead: 'We connect people and employers with licensed immigration experts, keep every document in one place, and guide each case from the first question to the final decision.',
  primary: { label: 'Get Started', to: paths.getStarted },
  secondary: { label: 'Explore Our Services', to: paths.learnMore },
  // Decorative: the heading says everything the picture does.
  image: importedPicture(heroPicture),
} as const satisfies {
  eyebrow: string
  title: string
  lead: string
  primary: CallToAction
  secondary: CallToAction
  image: SizedPicture
}

export const claimsHeading = 'Results you can count on'

export const claims = [
  { figure: '500+', label: 'clients served' },
  { figure: '90%', label: 'success rate' },
  { figure: '10+', label: 'industries' },
  { figure: '5+', label: 'licensed experts' },
  { figure: '5+', label: 'regions' },
  { figure: '100%', label: 'compliance with the federal immigration department' },
] as const satisfies readonly Claim[]

export const topicsHeading = 'How we help'
export const topicsLead = 'One team for people moving to Canada and for the companies that hire them.'

export const topics = [
  {
    id: 'employee-immigration',
    title: 'Employee immigration',
    text: 'Work permits, LMIA and LMIA-exempt routes for the people your business needs, handled end to end.',
    icon: 'people',
    more: { label: 'More about work permits', to: paths.service('work-permit') },
  },
  {
    id: 'recruitment',
    title: 'Recruitment for hard-to-fill positions',
    text: 'We find and screen skilled candidates abroad when the Canadian market cannot fill a role.',
    icon: 'search',
    more: { label: 'More about the LMIA', to: paths.service('lmia') },
  },
  {
    id: 'startup-manufacturing',
    title: 'Startup and manufacturing support',
    text: 'Immigration plans for founders, new plants and growing production teams, from first hire to full crew.',
    icon: 'factory',
    more: { label: 'More about corporate immigration', to: paths.service('corporate-immigration') },
  },
  {
    id: 'document-management',
    title: 'Document management',
    text: 'Every form, certificate and deadline organized in one secure place, so nothing is missed or sent twice.',
    icon: 'folder',
  },
  {
    id: 'client-lawyer-collaboration',
    title: 'Client-lawyer collaboration',
    text: 'You, your consultant and your lawyer work from the same file and see the same progress.',
    icon: 'chat',
  },
  {
    id: 'investor-immigration',
    title: 'Investor immigration',
    text: 'Guidance for entrepreneurs and investors building a business in Canada through federal and provincial programs.',
    icon: 'growth',
    more: { label: 'More about the Start-up Visa', to: paths.service('startup-visa') },
  },
] as const satisfies readonly Topic[]

export const stepsHeading = 'Three steps to get started'

export const steps = [
  {
    title: 'Sign up',
    text: 'Tell us about yourself or your company in a short form. It takes a few minutes and costs nothing.',
  },
  {
    title: 'Connect with experts',
    text: 'A regulated consultant or lawyer reviews your situation and explains the options that fit you.',
  },
  {
    title: 'Manage and execute',
    text: 'We prepare and file your application, track every deadline, and keep you updated until the decision.',
  },
] as const satisfies readonly Step[]

export const testimonialsHeading = 'What our clients say'

export const testimonials = [
  {
    firstName: 'Priya',
    context: 'Software developer, now in Toronto',
    quote:
      'They explained every step of my Express Entry profile in plain language. I always knew what was next and what was still missing.',
  },
  {
    firstName: 'Mateo',
    context: 'Operations manager at a manufacturing company',
    quote:
      'We needed welders for a new line. The team handled recruitment, the LMIA and the work permits, and our new colleagues arrived well prepared.',
  },
  {
    firstName: 'Amara',
    context: 'Graduate, now a permanent resident',
    quote:
      'From my study permit to my post-graduation work permit and then permanent residence, I had the same trusted advisor at my side.',
  },
] as const satisfies readonly Testimonial[]

export const homeClosing = {
  heading: 'Ready to talk about your plans?',
  text: 'Book a consultation with a regulated immigration consultant. We answer every message within one business day.',
  cta: { label: 'Contact Us', to: paths.contact },
} as const satisfies { heading: string; text: string; cta: CallToAction }
