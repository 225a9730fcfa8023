// The contact page's words in French (Canada): contact-content.ts's twin.
import type { KeptKeys, Translation } from '../../content/site'
import { formatCount } from '../../shared/numbers'
import type * as english from './contact-content'
import type * as french from './contact-content.fr'

// serverAnswer has English's shape and passes on words it does not know as they came, so the catalogue
// check (which flags a French entry equal to its English one) cannot judge it on sample words.
type Kept = KeptKeys<typeof english, typeof french, 'serverAnswer'>

const FIELDS: Record<string, string> = {
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

/** The sentences the contact endpoint writes (server/routes/contact, Code.gs), and their French. */
const SERVER_SENTENCES: readonly (readonly [RegExp, string | ((match: string, ...groups: string[]) => string)])[] = [
  [/Thank you! Your message has been sent\./g, 'Merci! Votre message a été envoyé.'],
  [/The message could not be read\. Please try again\./g, 'Le message n’a pas pu être lu. Veuillez réessayer.'],
  [
    /The message is too long\. Please shorten it and try again\./g,
    'Le message est trop long. Veuillez le raccourcir et réessayer.',
  ],
  [
    /The message id is not valid\. Please reload the page and try again\./g,
    'L’identifiant du message n’est pas valide. Veuillez recharger la page et réessayer.',
  ],
  [/Please enter a valid email address\./g, 'Veuillez entrer une adresse courriel valide.'],
  [
    /Please enter (your name|your email address|a subject|a message)( as text)?\./g,
    (_, field: string, asText?: string) => `Veuillez entrer ${FIELDS[field]}${asText ? ' sous forme de texte' : ''}.`,
  ],
  [
    /(Name|The email address|Subject|Message) must be at most (\d+) characters\./g,
    (_, field: string, limit: string) =>
      `${LIMITED[field]} doit compter au plus ${formatCount(Number(limit), 'fr')}\u00a0caractères.`,
  ],
  [/Something went wrong\. Please try again later\./g, 'Une erreur s’est produite. Veuillez réessayer plus tard.'],
]

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
  formFailed: 'Le formulaire de contact n’a pas pu être affiché.',
  trapField: 'Laissez ce champ vide',
  /**
   * The contact endpoint answers in English (its contract, server/contact-apps-script/Code.gs): each
   * sentence it is known to write is shown in French; one it is not is shown as it came.
   */
  serverAnswer: (answer: string) =>
    SERVER_SENTENCES.reduce(
      (text, [english, french]) =>
        typeof french === 'string' ? text.replace(english, () => french) : text.replace(english, french),
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
