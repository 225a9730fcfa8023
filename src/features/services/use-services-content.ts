// The services screen's words in the page's language (src/i18n/translatable.ts): an English visit never
// downloads the French twin.
import { translatable } from '../../i18n/translatable'
import * as english from './services-content'

export const useServicesContent = translatable(english, () => import('./services-content.fr'))
