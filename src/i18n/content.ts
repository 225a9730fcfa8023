// The company-wide content in the page's language (src/i18n/translatable.ts).
import { translatable } from './translatable'
import * as errors from '../content/errors'
import * as navigation from '../content/navigation'
import * as site from '../content/site'

// Their French twins come in one chunk (every French page needs all three).
const loadFrenchFrame = () => import('../content/frame.fr')

export const useSiteContent = translatable(site, () => loadFrenchFrame().then((frame) => frame.site))
export const useNavigation = translatable(navigation, () => loadFrenchFrame().then((frame) => frame.navigation))
export const useErrorContent = translatable(errors, () => loadFrenchFrame().then((frame) => frame.errors))
