// The news screens' words in the page's language (src/i18n/translatable.ts): each language's words are a
// download of their own, and a page fetches only its own language's.
import { translatable } from '../../i18n/translatable'

export const useNewsContent = translatable(
  () => import('./news-content'),
  () => import('./news-content.fr'),
)
