// The news screen's words in French (Canada): news-content.ts's twin.
import type { KeptKeys, Translation } from '../../content/translation'
import type * as english from './news-content'
import type * as french from './news-content.fr'
import { formatCount as formatNumberIn } from '../../shared/numbers'

type Kept = KeptKeys<typeof english, typeof french>

/** French agrees 0 and 1 in the singular. */
const isSingular = (count: number) => Math.abs(count) < 2

/** A count as fr-CA writes it ('1 200', a no-break space between thousands), without Intl (src/shared/numbers.ts). */
const formatCount = (count: number) => formatNumberIn(count, 'fr')

export const newsContent = {
  pageTitle: 'Nouvelles',
  pageTitleOf: (page: number) => `Nouvelles, page ${formatCount(page)}`,
  pageDescription:
    'Nouvelles et articles sur l’immigration au Canada\u00a0: Entrée express, permis de travail et permis d’études, recrutement et programmes pour investisseurs.',
  heading: 'Nos plus récents billets',
  intro:
    'Les dernières nouvelles des programmes d’immigration canadiens, des changements de politiques et de l’embauche, par nos consultants.',
  searchLabel: 'Rechercher des nouvelles',
  searchNeedsScript:
    'Pour chercher, il faut JavaScript, qui est désactivé dans ce navigateur\u00a0: activez-le, puis rechargez cette page.',
  searchPlaceholder: 'Rechercher des nouvelles…',
  loading: 'Chargement des billets…',
  loadFailed: 'Les nouvelles n’ont pas pu être chargées. Vérifiez votre connexion et réessayez.',
  serverFailed:
    'Les nouvelles n’ont pas pu être chargées\u00a0: notre serveur n’a pas répondu comme prévu. Veuillez réessayer dans un moment.',
  retry: 'Réessayer',
  checking: 'Vérification…',
  savedOn: (date: string, time: string) => `Enregistré le ${date} à ${time}`,
  savedCopy:
    'Vous lisez les nouvelles enregistrées sur cet appareil; elles seront actualisées dès votre retour en ligne.',
  savedCopyOnline:
    'Vous lisez les nouvelles enregistrées sur cet appareil\u00a0: les plus récentes n’ont pas pu être chargées.',
  offlineNoCopy:
    'Vous êtes hors ligne et aucune copie n’est encore enregistrée. Les nouvelles se chargeront dès votre retour en ligne.',
  offlineBuiltCopy: (publishedOn: string | undefined) =>
    publishedOn
      ? `Vous êtes hors ligne. Voici les billets en date du ${publishedOn}, jour de publication de cette page; les nouvelles seront actualisées dès votre retour en ligne.`
      : 'Vous êtes hors ligne. Voici les billets publiés avec cette page; les nouvelles seront actualisées dès votre retour en ligne.',
  noMatch: 'Aucun billet ne correspond à votre recherche.',
  printedSearch: (q: string) => `Recherche\u00a0: «\u00a0${q}\u00a0»`,
  titlesOnly: 'La recherche porte sur le titre des billets.',
  clearSearch: 'Effacer la recherche',
  searchFound: (count: number) => `${formatCount(count)} ${isSingular(count) ? 'billet trouvé' : 'billets trouvés'}`,
  showMore: 'Afficher plus de billets',
  newerPosts: 'Billets plus récents',
  pastEnd: 'Il n’y a plus de billets sur cette page.',
  latestPosts: 'Voir les derniers billets',
  noPosts: 'Il n’y a encore aucun billet.',
  /** The live list differs from the one on screen and waits for the visitor (src/components/list-refresh-notice.tsx). */
  refresh: {
    newItems: (count: number) => `${formatCount(count)} ${isSingular(count) ? 'nouveau billet' : 'nouveaux billets'}`,
    updated: 'La liste des billets a été mise à jour',
    show: (message: string) => `${message} — afficher`,
  },
  /** The posts' section, for screen readers. */
  listLabel: 'Billets',
  listFailed: 'La liste des nouvelles n’a pas pu être affichée.',
  postFailed: 'Ce billet n’a pas pu être affiché.',
  byline: (author: string, date: string) => `Par ${author} – ${date}`,
  unknownAuthor: 'Auteur inconnu',
  unknownDate: 'date inconnue',
  back: 'Retour aux nouvelles',
  morePosts: 'Autres billets',
  newerPost: 'Billet plus récent',
  olderPost: 'Billet plus ancien',
  shareHeading: 'Partager ce billet',
  notFoundHeading: 'Billet introuvable',
  notFoundDetail: 'Ce billet n’existe pas, a été retiré ou n’est pas publié sur ce site.',
  notSavedHeading: 'Ce billet n’est pas enregistré sur cet appareil',
  notSavedDetail: 'Vous êtes hors ligne. Le billet s’ouvrira dès votre retour en ligne.',
  home: 'Accueil',
  breadcrumb: 'Fil d’Ariane',
  goHome: 'Aller à la page d’accueil',
} as const satisfies Translation<typeof english.newsContent, Kept>
