// The site's configuration, read and checked as it was built (src/config/env-rules.ts, through Vite's
// define): a first visit downloads the values, not the rules.
import type { SiteEnv } from './env-rules'

export type { SiteEnv }

export const env: SiteEnv = __SITE_ENV__
