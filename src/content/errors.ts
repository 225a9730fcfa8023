// The words of the not-found and error screens, and of the controls every screen shares (a modal's
// close button, a failed part's Try again). French twin: errors.fr.ts.

/** Any address the site has no page for. */
export const notFound = {
  heading: 'Page not found',
  detail: 'The page you are looking for does not exist or has moved.',
  home: 'Go to the home page',
  services: 'Browse our services',
  contact: 'Contact us',
} as const

/** A screen that failed to draw, or whose code could not be downloaded. */
export const routeError = {
  heading: 'Unexpected Application Error!',
  title: 'Something went wrong',
  description: 'An unexpected error stopped this page from loading.',
  unknownError: 'Unknown error',
  /** The specification's words for a screen whose script could not be downloaded. */
  chunkNamed: (file: string) => `Loading chunk ${file} failed.`,
  chunkFailed: 'A part of the site could not be downloaded. Check your connection, then reload.',
  /** Said by a built page whose code could not be downloaded when a tap needed it (src/code-loader.js). */
  codeFailed: 'Part of this page could not be downloaded, so that did not work. Check your connection, then try again.',
  reload: 'Reload the page',
  home: 'Go to the home page',
} as const

/** Controls of the shared components. */
export const controls = {
  /** A modal's close button. */
  close: 'Close',
  /** Under a part of a page that failed alone. */
  tryAgain: 'Try again',
  /** A form's field left empty, said in the page's language where the browser speaks another. */
  fieldRequired: 'Please fill in this field.',
  /** An address that is not one (or one the backend would refuse though the browser takes it). */
  emailInvalid: 'Please enter a valid email address, such as name@example.com.',
  /** Heard after a link that opens another site in a new tab (a social link, a link in a post). */
  opensInNewTab: '(opens in a new tab)',
} as const
