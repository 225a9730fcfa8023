// The share buttons' words, for a post's page and a job's alike: a module of their own, so they come
// with the buttons (a part loaded after the page), in either language.
import { translatable } from './translatable'

export const useShareContent = translatable(
  () => import('../content/share'),
  () => import('../content/share.fr'),
)
