// The job board's words in French (Canada): jobs-content.ts's twin.
import type { KeptKeys, Translation } from '../../content/translation'
import type * as english from './jobs-content'
import type * as french from './jobs-content.fr'
import { formatCount as formatNumberIn } from '../../shared/numbers'
import { MAX_RESUME_BYTES } from '../../shared/resume-rules'

type Kept = KeptKeys<typeof english, typeof french>

/** French agrees 0 and 1 in the singular. */
const isSingular = (count: number) => Math.abs(count) < 2

/** A count as fr-CA writes it ('1 200', a no-break space between thousands), without Intl (src/shared/numbers.ts). */
const formatCount = (count: number) => formatNumberIn(count, 'fr')

const jobs = (count: number) => `${formatCount(count)} ${isSingular(count) ? 'emploi' : 'emplois'}`

const apply = 'Postuler'
const colon = '\u00a0: '
const savedJobs = 'Emplois enregistrés'

export const jobsContent = {
  pageTitle: 'Emplois',
  pageTitleOf: (page: number) => `Emplois, page ${formatCount(page)}`,
  pageDescription:
    'Postes offerts par des employeurs canadiens\u00a0: parcourez-les par lieu et par province, et postulez en ligne avec votre CV.',
  heading: 'Trouvez votre prochain emploi',
  intro:
    'Des employeurs de partout au Canada recrutent par notre entremise. Trouvez un poste qui vous convient et envoyez votre CV en une minute.',
  searchLabel: 'Rechercher des emplois par titre de poste',
  searchNeedsScript:
    'Pour chercher et filtrer, il faut JavaScript, qui est désactivé dans ce navigateur\u00a0: activez-le, puis rechargez cette page.',
  searchPlaceholder: 'Rechercher des emplois…',
  locationLabel: 'Lieu',
  provinceLabel: 'Province',
  anyLocation: 'Tous les lieux',
  anyProvince: 'Toutes les provinces',
  /** The language filter: every job, this page's language first (the default), or one language's. */
  languageLabel: 'Langue de l’offre',
  anyLanguage: 'Toutes les langues',
  languageNames: { en: 'En anglais', fr: 'En français' },
  sortLabel: 'Trier par',
  sortNewest: 'Ordre par défaut',
  sortNames: { closing: 'Date limite pour postuler' },
  filtersSummary: (chosen: number) => (chosen > 0 ? `Filtres et tri (${formatCount(chosen)})` : 'Filtres et tri'),
  /** The provinces and territories as French writes them (Canada's official names), and a city or two. */
  placeNames: {
    'British Columbia': 'Colombie-Britannique',
    'New Brunswick': 'Nouveau-Brunswick',
    'Newfoundland and Labrador': 'Terre-Neuve-et-Labrador',
    'Northwest Territories': 'Territoires du Nord-Ouest',
    'Nova Scotia': 'Nouvelle-Écosse',
    'Prince Edward Island': 'Île-du-Prince-Édouard',
    Quebec: 'Québec',
    'Québec City': 'Québec',
    Montreal: 'Montréal',
  },
  /** The results' section, for screen readers. */
  listLabel: 'Emplois',
  listFailed: 'La liste des emplois n’a pas pu être affichée.',
  loading: 'Chargement des emplois…',
  loadFailed: 'Les emplois n’ont pas pu être chargés. Vérifiez votre connexion et réessayez.',
  serverFailed:
    'Les emplois n’ont pas pu être chargés\u00a0: notre serveur n’a pas répondu comme prévu. Veuillez réessayer dans un moment.',
  retry: 'Réessayer',
  checking: 'Vérification…',
  savedOn: (date: string, time: string) => `Enregistré le ${date} à ${time}`,
  savedCopy:
    'Vous consultez la copie des emplois conservée sur cet appareil; elle sera actualisée dès votre retour en ligne.',
  savedCopyOnline:
    'Vous consultez la copie des emplois conservée sur cet appareil\u00a0: les plus récents n’ont pas pu être chargés.',
  offlineNoCopy:
    'Vous êtes hors ligne et aucune copie n’est encore conservée. Les emplois se chargeront dès votre retour en ligne.',
  offlineBuiltCopy: (publishedOn: string | undefined) =>
    publishedOn
      ? `Vous êtes hors ligne. Voici les emplois en date du ${publishedOn}, jour de publication de cette page; ils seront actualisés dès votre retour en ligne.`
      : 'Vous êtes hors ligne. Voici les emplois publiés avec cette page; ils seront actualisés dès votre retour en ligne.',
  noMatch: 'Aucun emploi ne correspond à vos critères.',
  titlesOnly: 'La recherche porte sur le titre des offres. Pour trouver un lieu, utilisez le filtre Lieu ou Province.',
  clearFilters: 'Effacer la recherche et les filtres',
  apply,
  /** The Apply button's accessible name, and the job page's modal title. */
  colon,
  notAccepting: 'Candidatures closes',
  save: 'Enregistrer',
  listsLabel: 'Listes d’emplois',
  allJobs: 'Tous les emplois',
  savedJobs,
  savedJobsLink: (count: number) => (count > 0 ? `${savedJobs} (${formatCount(count)})` : savedJobs),
  savedNone:
    'Aucun emploi enregistré pour l’instant. Choisissez Enregistrer sur un emploi pour le garder ici, sur cet appareil, même hors ligne.',
  printedSearch: (q: string) => `Recherche\u00a0: «\u00a0${q}\u00a0»`,
  savedGone: 'Cette offre n’est plus affichée',
  savedUnchecked: 'Vérification impossible\u00a0: les emplois les plus récents n’ont pas pu être chargés.',
  savedNotKept:
    'Vos emplois enregistrés n’ont pas pu être conservés sur cet appareil\u00a0: ils seront perdus si vous quittez ou rechargez la page.',
  newJob: 'Nouveau',
  closesIn: (days: number) =>
    days === 0
      ? 'Dernier jour pour postuler'
      : days === 1
        ? 'Se termine demain'
        : `Se termine dans ${formatCount(days)}\u00a0jours`,
  applicationSent: (date: string) => `Candidature envoyée le ${date}`,
  showMore: 'Afficher plus d’emplois',
  earlierJobs: 'Emplois précédents',
  pastEnd: 'Il n’y a plus d’emplois sur cette page.',
  firstJobs: 'Voir les premiers emplois',
  /** The live list differs from the one on screen and waits for the visitor (src/components/list-refresh-notice.tsx). */
  refresh: {
    newItems: (count: number) => `${formatCount(count)} ${isSingular(count) ? 'nouvel emploi' : 'nouveaux emplois'}`,
    updated: 'La liste des emplois a été mise à jour',
    show: (message: string) => `${message} — afficher`,
  },
  /** e.g. 'Emplois 13 à 24 sur 120' */
  countFrom: (first: number, last: number, total: number) =>
    `Emplois ${formatCount(first)} à ${formatCount(last)} sur ${formatCount(total)}`,
  /** e.g. 'Affichage de 24 emplois sur 1 200' */
  count: (shown: number, total: number) =>
    shown === total
      ? `${jobs(total)} ${isSingular(total) ? 'trouvé' : 'trouvés'}`
      : `Affichage de ${jobs(shown)} sur ${formatCount(total)}`,
  /** A job's own page (/jobs/{id}). */
  page: {
    breadcrumb: 'Fil d’Ariane',
    home: 'Accueil',
    accepting: 'Candidatures acceptées',
    savedSnapshot: (date: string) =>
      `Voici l’offre telle que vous l’avez enregistrée le ${date}. Les offres les plus récentes n’ont pas pu être chargées\u00a0: si elle est toujours affichée, le bouton Postuler reviendra dès qu’elles le seront.`,
    applyOnline: 'Postulez en ligne\u00a0:',
    needsScript:
      'Pour postuler en ligne, il faut JavaScript, qui est désactivé dans ce navigateur\u00a0: activez-le, puis rechargez cette page.',
    posted: (date: string) => `Offre publiée le ${date}`,
    back: 'Retour aux emplois',
    share: 'Partager cette offre d’emploi',
    moreJobs: 'Autres postes offerts',
    loading: 'Chargement de l’offre d’emploi…',
    notFoundHeading: 'Offre d’emploi introuvable',
    notFoundDetail: 'Cette offre d’emploi n’existe pas, n’est plus publiée ou a été retirée.',
    notSavedHeading: 'Cette offre d’emploi n’est pas enregistrée sur cet appareil',
    notSavedDetail: 'Vous êtes hors ligne. L’offre s’ouvrira dès votre retour en ligne.',
    goHome: 'Aller à la page d’accueil',
    failed: 'Cette offre d’emploi n’a pas pu être affichée.',
  },
  details: {
    heading: 'Détails de l’offre',
    title: 'Titre du poste',
    description: 'Description',
    location: 'Lieu',
    industry: 'Secteur d’activité',
    employer: 'Employeur',
    salary: 'Salaire',
    deadline: 'Date limite pour postuler',
    salaryNotSpecified: 'Non précisé',
    // « Date » is feminine.
    deadlineNotSpecified: 'Non précisée',
    unknownDate: 'Inconnue',
  },
  form: {
    heading: 'Soumettre votre candidature',
    allRequired: 'Tous les champs sont obligatoires.',
    name: 'Votre nom',
    email: 'Adresse courriel',
    resume: 'Téléverser votre CV',
    resumeHint:
      'PDF ou Word (.doc), 2\u00a0Mo au maximum. Un CV en .docx ou Google Docs\u00a0: enregistrez-le ou téléchargez-le d’abord en PDF.',
    tooLargeHint: (kilobytes: number) =>
      `Ce fichier fait ${formatCount(kilobytes)}\u00a0Ko; la limite est de ${formatCount(MAX_RESUME_BYTES / 1024)}\u00a0Ko. Enregistrez ou exportez un PDF plus léger (qualité de numérisation plus basse, moins d’images).`,
    chooseFile: 'Choisir un fichier',
    noFileChosen: 'Aucun fichier choisi',
    submit: 'Soumettre ma candidature',
    submitting: 'Envoi en cours…',
    close: 'Fermer',
    closeLabel: 'Fermer le formulaire de candidature',
    failed: 'Le formulaire de candidature n’a pas pu être affiché.',
    uploading: 'Téléversement de votre CV',
    /** What a screen reader hears as the upload goes. */
    uploaded: (percent: number) => `CV téléversé à ${formatCount(percent)}\u00a0%`,
    saving: 'Enregistrement de votre candidature',
    needsConnection:
      'L’envoi d’une candidature nécessite une connexion. Vous êtes hors ligne\u00a0: ce que vous avez saisi et choisi reste ici, et vous pourrez l’envoyer dès votre retour en ligne.',
  },
  alertForJob: (title: string, alert: string) => `Pour «\u00a0${title}\u00a0»\u00a0: ${alert}`,
  alerts: {
    noResume: 'Veuillez téléverser un CV.',
    wrongType: 'Type de fichier non valide. Seuls les documents PDF ou Word sont acceptés.',
    tooLarge: 'La taille du fichier dépasse la limite de 2\u00a0Mo.',
    success: 'Votre candidature a bien été soumise!',
    failure: 'La candidature n’a pas pu être soumise. Veuillez réessayer.',
    emptyFile: 'Le fichier choisi est vide. Veuillez choisir votre CV de nouveau.',
    unreadable:
      'Le fichier choisi n’a pas pu être lu\u00a0: il a peut-être été modifié ou déplacé depuis. Veuillez choisir votre CV de nouveau.',
    fileRefused:
      'La candidature n’a pas pu être soumise. Le fichier de votre CV n’a pas été accepté\u00a0: veuillez choisir un autre document PDF ou Word.',
    tooMany:
      'La candidature n’a pas pu être soumise. Trop de candidatures ont été envoyées depuis votre réseau au cours de la dernière minute\u00a0: veuillez patienter une minute, puis réessayer.',
  },
} as const satisfies Translation<typeof english.jobsContent, Kept>
