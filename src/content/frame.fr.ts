// The French of the frame every page draws with (the site's name and contact details, header and
// footer, error screens), in one module: a French page fetches it in one request, not three. Each part
// is the twin of its English module, checked there (src/i18n/catalogue.test.ts).
export * as site from './site.fr'
export * as navigation from './navigation.fr'
export * as errors from './errors.fr'
