// The contact page's words in French (Canada): contact-content.ts's twin.
import type { KeptKeys, Translation } from '../../content/site'
import type * as english from './contact-content'
import type * as french from './contact-content.fr'

type Kept = KeptKeys<typeof english, typeof french>

export const contactContent = {
  pageTitle: 'Nous joindre',
  pageDescription:
    'Communiquez avec nos consultants réglementés en immigration canadienne à Toronto\u00a0: envoyez-nous un message, appelez-nous ou écrivez-nous par courriel.',
  heroHeading: 'Nous joindre',
  heroIntro:
    'Des questions sur l’immigration, l’embauche de travailleurs étrangers ou votre demande? Nos consultants vous répondent dans un délai d’un jour ouvrable.',
  formHeading: 'Écrivez-nous',
  name: 'Nom',
  email: 'Courriel',
  subject: 'Objet',
  message: 'Message',
  send: 'Envoyer le message',
  sending: 'Envoi en cours…',
  wrongAddress: 'Vous ne pouvez pas soumettre ce formulaire à partir de cette adresse URL.',
  failed: 'Une erreur s’est produite. Veuillez réessayer plus tard.',
  infoHeading: 'Coordonnées',
  addressLabel: 'Adresse',
  phoneLabel: 'Téléphone',
  emailLabel: 'Courriel',
  mapHeading: 'Nous trouver',
  mapTitle: 'Emplacement de nos bureaux à Toronto',
  showMap: 'Afficher la carte',
  mapNotice: 'La carte provient d’un service externe et ne se charge que si vous le demandez.',
  openMap: 'Ouvrir la carte dans un nouvel onglet',
} as const satisfies Translation<typeof english.contactContent, Kept>
