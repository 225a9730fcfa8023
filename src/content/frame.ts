// The English of the frame every page draws with (the site's name and contact details, header and
// footer, error screens), in one module as its French twin is (frame.fr.ts): an English page fetches
// it in one request, and a French page never.
export * as site from './site'
export * as navigation from './navigation'
export * as errors from './errors'
