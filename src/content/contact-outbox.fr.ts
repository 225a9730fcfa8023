// The words of the contact queue (messages written offline) in French (Canada):
// src/content/contact-outbox.ts's twin.
import type * as english from './contact-outbox'
import type * as french from './contact-outbox.fr'
import type { KeptKeys, Translation } from './translation'
import { formatCount as formatNumberIn } from '../shared/numbers'

type Kept = KeptKeys<typeof english, typeof french>

/** French agrees 0 and 1 in the singular. */
const isSingular = (count: number) => Math.abs(count) < 2

/** A count as fr-CA writes it ('1 200', a no-break space between thousands), without Intl (src/shared/numbers.ts). */
const formatCount = (count: number) => formatNumberIn(count, 'fr')

export const contactOutboxContent = {
  waitingCount: (count: number) =>
    `${formatCount(count)} ${isSingular(count) ? 'message en attente' : 'messages en attente'} d’envoi`,
  waitingHint: 'Il sera envoyé automatiquement dès que possible.',
  waitingHintMany: 'Ils seront envoyés automatiquement dès que possible.',
  queuedOffline:
    'Vous êtes hors ligne. Votre message est enregistré sur cet appareil et sera envoyé automatiquement dès le retour de la connexion.',
  queuedAfterFailure:
    'La connexion a échoué. Votre message est enregistré sur cet appareil et sera envoyé automatiquement dès le retour de la connexion.',
  queuedAfterNoAnswer:
    'Le serveur n’a pas pu recevoir votre message pour le moment. Il est enregistré sur cet appareil, et une nouvelle tentative d’envoi sera faite automatiquement.',
  onlyWhileOpen:
    'Dans ce navigateur, l’envoi se fait seulement quand ce site est ouvert\u00a0: gardez-le ouvert ou revenez-y plus tard.',
  notKept:
    'Vous êtes hors ligne, et ce navigateur ne peut pas conserver le message pour plus tard. Votre texte est toujours dans le formulaire\u00a0: envoyez-le de nouveau lorsque vous serez en ligne.',
  sent: (subject: string) => `Votre message «\u00a0${subject}\u00a0» a été envoyé.`,
  refused: (subject: string, serverMessage: string) =>
    `Votre message «\u00a0${subject}\u00a0» n’a pas pu être envoyé\u00a0: ${serverMessage}`,
  refusedElsewhere: 'Un message que vous avez écrit n’a pas pu être envoyé. Il est conservé sur la page Nous joindre.',
  putBack: 'Le remettre dans le formulaire',
  takingBack: 'Retrait en cours…',
  /** A waiting message's subject in the list. */
  quoted: (subject: string) => `«\u00a0${subject}\u00a0»`,
  replaceTyped: (subject: string) =>
    `Remplacer ce que vous êtes en train d’écrire par votre message «\u00a0${subject}\u00a0»?`,
  discard: 'Supprimer',
  dismiss: 'Fermer',
  openContact: 'Ouvrir la page Nous joindre',
} as const satisfies Translation<typeof english.contactOutboxContent, Kept>
