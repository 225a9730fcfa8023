// The contact page's words in French (Canada): contact-content.ts's twin.
import type { KeptKeys, Translation } from '../../content/translation'
import { CONTACT_SENTENCES, UNREADABLE_ANSWER_MESSAGE, type CONTACT_FIELD_LABELS } from '../../shared/contact-exchange'
import { formatCount } from '../../shared/numbers'
import type * as english from './contact-content'
import type * as french from './contact-content.fr'

// serverAnswer has English's shape and passes on words it does not know as they came, so the catalogue
// check (which flags a French entry equal to its English one) cannot judge it on sample words.
type Kept = KeptKeys<typeof english, typeof french, 'serverAnswer'>

const FIELDS: Record<(typeof CONTACT_FIELD_LABELS)[keyof typeof CONTACT_FIELD_LABELS], string> = {
  'your name': 'votre nom',
  'your email address': 'votre adresse courriel',
  'a subject': 'un objet',
  'a message': 'un message',
}
const LIMITED: Record<string, string> = {
  Name: 'Le nom',
  'The email address': 'L’adresse courriel',
  Subject: 'L’objet',
  Message: 'Le message',
}

/** Each fixed sentence of the contact endpoint in French: a sentence added there must be added here. */
const SENTENCES: Record<keyof typeof CONTACT_SENTENCES, string> = {
  sent: 'Merci! Votre message a été envoyé.',
  unreadable: 'Le message n’a pas pu être lu. Veuillez réessayer.',
  invalidEmail: 'Veuillez entrer une adresse courriel valide.',
  invalidId: 'L’identifiant du message n’est pas valide. Veuillez recharger la page et réessayer.',
  tooLong: 'Le message est trop long. Veuillez le raccourcir et réessayer.',
  busy: 'Le serveur est occupé. Veuillez réessayer dans un instant.',
  notSaved: 'Votre message n’a pas pu être enregistré. Veuillez réessayer plus tard.',
  postOnly: 'Cette adresse reçoit les messages envoyés par POST.',
}

type Replacement = string | ((match: string, ...groups: string[]) => string)

/** What the contact endpoint writes (its fixed sentences, those built from a field, and the page's own
 * word for an answer it cannot read), and their French. */
const SERVER_SENTENCES: readonly (readonly [string | RegExp, Replacement])[] = [
  ...(Object.keys(SENTENCES) as (keyof typeof SENTENCES)[]).map(
    (key) => [CONTACT_SENTENCES[key], SENTENCES[key]] as const,
  ),
  [UNREADABLE_ANSWER_MESSAGE, 'Une erreur s’est produite. Veuillez réessayer plus tard.'],
  [
    /Please enter (your name|your email address|a subject|a message)( as text)?\./g,
    (_, field: string, asText?: string) =>
      `Veuillez entrer ${FIELDS[field as keyof typeof FIELDS]}${asText ? ' sous forme de texte' : ''}.`,
  ],
  [
    /(Name|The email address|Subject|Message) must be at most (\d+) characters\./g,
    (_, field: string, limit: string) =>
      `${LIMITED[field]} doit compter au plus ${formatCount(Number(limit), 'fr')}\u00a0caractères.`,
  ],
]

export const contactContent = {
  pageTitle: 'Nous joindre',
  pageDescription:
    'Communiquez avec nos consultants réglementés en immigration canadienne à Toronto\u00a0: envoyez-nous un message, appelez-nous ou écrivez-nous par courriel.',
  heroHeading: 'Nous joindre',
  heroIntro:
    'Des questions sur l’immigration, l’embauche de travailleurs étrangers ou votre demande? Nos consultants vous répondent dans un délai d’un jour ouvrable.',
  formHeading: 'Écrivez-nous',
  allRequired: 'Tous les champs sont obligatoires.',
  name: 'Nom',
  email: 'Courriel',
  subject: 'Objet',
  message: 'Message',
  send: 'Envoyer le message',
  needsScript:
    'Pour envoyer un message, il faut JavaScript, qui est désactivé dans ce navigateur\u00a0: activez-le, puis rechargez cette page, ou appelez-nous ou écrivez-nous.',
  sending: 'Envoi en cours…',
  charactersLeft: (left: number) => `Il reste ${formatCount(left, 'fr')}\u00a0${left < 2 ? 'caractère' : 'caractères'}`,
  charactersOver: (over: number) => `${formatCount(over, 'fr')}\u00a0${over < 2 ? 'caractère' : 'caractères'} de trop`,
  messageTooLong: (limit: number) =>
    `Veuillez raccourcir le message à ${formatCount(limit, 'fr')}\u00a0caractères ou moins.`,
  wrongAddress: 'Vous ne pouvez pas soumettre ce formulaire à partir de cette adresse URL.',
  failed: 'Une erreur s’est produite. Veuillez réessayer plus tard.',
  formFailed: 'Le formulaire de contact n’a pas pu être affiché. Réessayez, ou appelez-nous ou écrivez-nous.',
  sendCutShort:
    'Ce message était en cours d’envoi quand vous avez quitté la page\u00a0: il est peut-être arrivé. Pour vous en assurer, envoyez-le de nouveau; il n’arrivera pas en double.',
  trapField: 'Laissez ce champ vide',
  /**
   * The contact endpoint answers in English (its contract, server/contact-apps-script/Code.gs): each
   * sentence it is known to write is shown in French; one it is not is shown as it came.
   */
  serverAnswer: (answer: string) =>
    SERVER_SENTENCES.reduce(
      (text, [english, french]) =>
        typeof french === 'string' ? text.replaceAll(english, () => french) : text.replaceAll(english, french),
      answer,
    ),
  infoHeading: 'Coordonnées',
  addressLabel: 'Adresse',
  phoneLabel: 'Téléphone',
  emailLabel: 'Courriel',
  mapHeading: 'Nous trouver',
  mapTitle: 'Emplacement de nos bureaux à Toronto',
  showMap: 'Afficher la carte',
  mapNotice: 'La carte provient d’un service externe et ne se charge que si vous la demandez.',
  openMap: 'Ouvrir la carte dans un nouvel onglet',
} as const satisfies Translation<typeof english.contactContent, Kept>
