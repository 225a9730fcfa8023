// The company-wide content in the page's language (src/i18n/translatable.ts).
import { translatable } from './translatable'
import * as errors from '../content/errors'
import * as navigation from '../content/navigation'
import * as site from '../content/site'

export const useSiteContent = translatable(site, () => import('../content/site.fr'))
export const useNavigation = translatable(navigation, () => import('../content/navigation.fr'))
export const useErrorContent = translatable(errors, () => import('../content/errors.fr'))
