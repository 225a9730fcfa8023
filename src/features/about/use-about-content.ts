// The about screen's words in the page's language (src/i18n/translatable.ts): an English visit never
// downloads the French twin.
import { translatable } from '../../i18n/translatable'
import * as english from './about-content'

export const useAboutContent = translatable(english, () => import('./about-content.fr'))
