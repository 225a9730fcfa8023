// The accessibility screen's words in the page's language (src/i18n/translatable.ts): an English visit never
// downloads the French twin.
import { translatable } from '../../i18n/translatable'
import * as english from './accessibility-content'

export const useAccessibilityContent = translatable(english, () => import('./accessibility-content.fr'))
