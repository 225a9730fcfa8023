// The accessibility statement (/accessibility): what the site meets, how that is checked, what is known
// not to work yet, and how to tell us about a barrier. The owner edits this file.
import { contactWithSubject } from '../../config/paths'

export interface StatementSection {
  heading: string
  paragraphs: readonly string[]
  items?: readonly string[]
}

export const accessibilityMeta = {
  title: 'Accessibility',
  description:
    'How Maple Pathways Immigration makes its website usable by everyone: the WCAG 2.2 AA standard it aims to meet, how it is tested and how to report a barrier.',
} as const

export const accessibilityContent = {
  heading: 'Accessibility statement',
  intro:
    'Newcomers to Canada read this site on small phones, in a second language, with screen readers, zoom or high-contrast settings. We want every one of them to be able to read our news, find a job, apply and reach us.',
  reviewed: 'This statement was last reviewed on November 25, 2026.',
  sections: [
    {
      heading: 'The standard we aim for',
      paragraphs: [
        'The site aims to conform to the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, the level Canada’s federal accessibility standards and Ontario’s accessibility law (AODA) build on.',
      ],
    },
    {
      heading: 'How we test it',
      paragraphs: ['Every change to the site is checked automatically before it is published, in a real browser:'],
      items: [
        'an automated audit (axe-core) of every page and every dialog for WCAG 2.2 A and AA rules;',
        'every page at a width of 320 pixels (as on a small phone, or at 400% zoom) with no sideways scrolling;',
        'every page with wider line, letter, word and paragraph spacing, with no text cut off or overlapping;',
        'every button and link at least 24 by 24 pixels, or with enough space around it;',
        'moving through every page and dialog with the Tab key: the focused element is never hidden and always shows a visible outline;',
        'high-contrast (forced colours) mode, and the reduced-motion setting;',
        'what a screen reader hears in the key tasks: the menu, applying for a job, sending a message and reading a post.',
      ],
    },
    {
      heading: 'Known limits',
      paragraphs: [
        'The news list shows the first three lines of each post; the whole post is on its own page.',
        'The map of our office comes from OpenStreetMap and loads only when you ask for it; our address is written out beside it.',
        'The site is in English and French. Some posts and job postings are published in only one of the two languages.',
        'Posts and job descriptions are written by our staff; if one is hard to read, tell us and we will fix it.',
      ],
    },
    {
      heading: 'Tell us about a barrier',
      paragraphs: [
        'If something on this site is hard or impossible for you to use, please tell us: what you were trying to do, on which page, and the device or assistive technology you use. We answer within one business day and can send the information you need in another format.',
      ],
    },
  ] as readonly StatementSection[],
  /** Before the report button, around the phone number and the e-mail address. */
  reachUs: { beforePhone: 'By phone at ', beforeEmail: ', by email at ', after: ', or with our contact form:' },
  report: { label: 'Report a barrier', to: contactWithSubject('Accessibility barrier') },
} as const
