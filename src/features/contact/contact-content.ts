// The contact page's words. Quoted strings are the specification's (docs/specification.md §2, §5 and §8).
import { formatCount } from '../../shared/numbers'

export const contactContent = {
  pageTitle: 'Contact Us',
  pageDescription:
    'Contact our regulated Canadian immigration consultants in Toronto: send a message, call or email us.',
  heroHeading: 'Contact Us',
  heroIntro:
    'Questions about immigrating, hiring from abroad or your application? Our consultants answer within one business day.',
  formHeading: 'Get in Touch',
  /** Under the heading: every field is required, said to the eye too (WCAG 3.3.2). */
  allRequired: 'All fields are required.',
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
  send: 'Send Message',
  /** In Send Message's place where scripts are off: the form is sent by the app. */
  needsScript:
    'Sending a message needs JavaScript, which is turned off in this browser: turn it on and reload this page, or call or email us.',
  sending: 'Sending...',
  /** Under the message once it nears the endpoint's limit (CONTACT_LIMITS), counted as the endpoint counts. */
  charactersLeft: (left: number) => `${formatCount(left, 'en')} ${left === 1 ? 'character' : 'characters'} left`,
  charactersOver: (over: number) => `${formatCount(over, 'en')} ${over === 1 ? 'character' : 'characters'} too many`,
  /** The browser's bubble at the message when Send is pressed with more than the endpoint takes. */
  messageTooLong: (limit: number) => `Please shorten the message to ${formatCount(limit, 'en')} characters or fewer.`,
  wrongAddress: 'You cannot submit this form from this URL.',
  failed: 'Something went wrong. Please try again later.',
  formFailed: 'The contact form could not be shown. Try again, or call or email us.',
  /** Over the form's kept text when its send was cut short by the page being left (contact-draft.ts). */
  sendCutShort:
    'This message was being sent when you left the page: it may have arrived. To make sure, send it again; it will not arrive twice.',
  /** The label of a field no person sees (contact-form.tsx): a spam robot fills it in. */
  trapField: 'Leave this field empty',
  /**
   * The contact endpoint's answer as the page shows it. The endpoint (a Google Apps Script in
   * production) answers in English, the specification's words, which the English page shows as they are.
   */
  serverAnswer: (answer: string) => answer,
  infoHeading: 'Contact Information',
  addressLabel: 'Address',
  phoneLabel: 'Phone',
  emailLabel: 'Email',
  mapHeading: 'Find Us',
  mapTitle: 'Company Location in Toronto',
  showMap: 'Show Map',
  mapNotice: 'The map loads from an outside service once you ask for it.',
  openMap: 'Open the map in a new tab',
} as const
