// The home screen's words in the page's language (src/i18n/translatable.ts): an English visit never
// downloads the French twin.
import { translatable } from '../../i18n/translatable'
import * as english from './home-content'

export const useHomeContent = translatable(english, () => import('./home-content.fr'))
