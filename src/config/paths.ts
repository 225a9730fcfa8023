// Every route's path, in one place. Links and the route table both read from here.
export const paths = {
  home: '/',
  homeAlias: '/home',
  news: '/news',
  newsPost: (id: string) => `/news/${encodeURIComponent(id)}`,
  jobs: '/jobs',
  job: (id: string) => `/jobs/${encodeURIComponent(id)}`,
  about: '/about',
  contact: '/contact',
  services: '/services',
  service: (id: string) => `/services/${encodeURIComponent(id)}`,
  accessibility: '/accessibility',
  /** The news and the open jobs as Atom feeds, in each language (built with the pages, like sitemap.xml). */
  newsFeed: '/feed.xml',
  jobsFeed: '/jobs/feed.xml',
  // Linked from the specification's pages but not routed: redirected (shared/site-addresses.ts).
  contactUs: '/contact-us',
  getStarted: '/get-started',
  solutions: '/solutions',
  industries: '/industries',
  learnMore: '/learn-more',
} as const

/** Opens the contact form with the subject filled in (used by a service's consultation button). */
export const contactWithSubject = (subject: string) => `${paths.contact}?${new URLSearchParams({ subject }).toString()}`
