// The offline screens' words in the page's language (src/i18n/translatable.ts): an English visit never
// downloads the French twin.
import { translatable } from '../../i18n/translatable'
import * as english from './offline-content'

export const useOfflineContent = translatable(english, () => import('./offline-content.fr'))
