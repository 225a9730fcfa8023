// The contact queue's words, for the Contact page and the corner notices alike: a module of its own, so
// they come with the code that shows them (neither is part of a first visit), in either language.
import { translatable } from './translatable'

export const useContactOutboxContent = translatable(
  () => import('../content/contact-outbox'),
  () => import('../content/contact-outbox.fr'),
)
