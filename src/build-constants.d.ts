import type { SiteEnv } from './config/env-rules'

declare global {
  /** The office's year when the site was built (scripts/build-constants.ts). */
  const __BUILD_YEAR__: number
  /** The site's configuration, checked as it was built (scripts/build-constants.ts). */
  const __SITE_ENV__: SiteEnv
}
