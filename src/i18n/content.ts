// The company-wide content in the page's language (src/i18n/translatable.ts).
import { translatable } from './translatable'

// Each language's frame comes in one chunk (every page needs all three parts).
const loadEnglishFrame = () => import('../content/frame')
const loadFrenchFrame = () => import('../content/frame.fr')

export const useSiteContent = translatable(
  () => loadEnglishFrame().then((frame) => frame.site),
  () => loadFrenchFrame().then((frame) => frame.site),
)
export const useNavigation = translatable(
  () => loadEnglishFrame().then((frame) => frame.navigation),
  () => loadFrenchFrame().then((frame) => frame.navigation),
)
export const useErrorContent = translatable(
  () => loadEnglishFrame().then((frame) => frame.errors),
  () => loadFrenchFrame().then((frame) => frame.errors),
)
