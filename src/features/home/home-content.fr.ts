// The Home screen's copy in French (Canada): home-content.ts's twin. Ids, icons, paths and the hero
// picture are the English ones, checked to be identical; testimonials keep their first names.
import { paths } from '../../config/paths'
import type { KeptKeys, Translation } from '../../content/translation'
import { importedPicture } from '../../lib/images'
import type * as english from './home-content'
import type * as french from './home-content.fr'
// The same picture and sizes as the English module (one file in the build).
import heroPicture from './images/hero.webp?w=480;800;1120&format=avif;webp&as=picture'

type Kept = KeptKeys<typeof english, typeof french, 'id' | 'icon' | 'to' | 'image'>

export const homeMeta = {
  title: 'Consultants et avocats en immigration canadienne',
  description:
    'Travaillez, étudiez, investissez ou recrutez au Canada avec des consultants réglementés en immigration et des avocats\u00a0: plus de 500\u00a0clients, 90\u00a0% de réussite.',
} as const satisfies Translation<typeof english.homeMeta, Kept>

export const homeHero = {
  eyebrow: 'Consultants réglementés en immigration canadienne et avocats',
  title: 'Un parcours clair pour travailler, étudier et bâtir votre vie au Canada',
  lead: 'Nous mettons les personnes et les employeurs en relation avec des experts en immigration titulaires d’un permis, réunissons tous les documents au même endroit et accompagnons chaque dossier de la première question jusqu’à la décision finale.',
  primary: { label: 'Commencer', to: paths.getStarted },
  secondary: { label: 'Découvrir nos services', to: paths.learnMore },
  // Decorative: the heading says everything the picture does.
  image: importedPicture(heroPicture),
} as const satisfies Translation<typeof english.homeHero, Kept>

export const claimsHeading = 'Des résultats sur lesquels vous pouvez compter' satisfies Translation<
  typeof english.claimsHeading,
  Kept
>

export const claims = [
  { figure: '500+', label: 'clients servis' },
  { figure: '90\u00a0%', label: 'de réussite' },
  { figure: '10+', label: 'secteurs d’activité' },
  { figure: '5+', label: 'experts titulaires d’un permis' },
  { figure: '5+', label: 'régions' },
  { figure: '100\u00a0%', label: 'de conformité aux exigences du ministère fédéral de l’Immigration' },
] as const satisfies Translation<typeof english.claims, Kept>

export const topicsHeading = 'Comment nous vous aidons' satisfies Translation<typeof english.topicsHeading, Kept>
export const topicsLead =
  'Une seule équipe pour les personnes qui s’installent au Canada et pour les entreprises qui les embauchent.' satisfies Translation<
    typeof english.topicsLead,
    Kept
  >

export const topics = [
  {
    id: 'employee-immigration',
    title: 'Immigration des employés',
    text: 'Permis de travail et démarches avec ou sans EIMT pour les personnes dont votre entreprise a besoin, pris en charge du début à la fin.',
    icon: 'people',
    more: { label: 'En savoir plus sur les permis de travail', to: paths.service('work-permit') },
  },
  {
    id: 'recruitment',
    title: 'Recrutement pour les postes difficiles à pourvoir',
    text: 'Nous trouvons et présélectionnons des candidats qualifiés à l’étranger lorsque le marché canadien ne permet pas de pourvoir un poste.',
    icon: 'search',
    more: { label: 'En savoir plus sur l’EIMT', to: paths.service('lmia') },
  },
  {
    id: 'startup-manufacturing',
    title: 'Soutien aux jeunes entreprises et au secteur manufacturier',
    text: 'Des plans d’immigration pour les fondateurs, les nouvelles usines et les équipes de production en croissance, de la première embauche à l’équipe complète.',
    icon: 'factory',
    more: { label: 'En savoir plus sur l’immigration d’entreprise', to: paths.service('corporate-immigration') },
  },
  {
    id: 'document-management',
    title: 'Gestion des documents',
    text: 'Tous vos formulaires, certificats et échéances réunis dans un seul espace sécurisé, pour que rien ne soit oublié ni envoyé deux fois.',
    icon: 'folder',
  },
  {
    id: 'client-lawyer-collaboration',
    title: 'Collaboration entre client et avocat',
    text: 'Vous, votre consultant et votre avocat travaillez à partir du même dossier et suivez la même progression.',
    icon: 'chat',
  },
  {
    id: 'investor-immigration',
    title: 'Immigration des investisseurs',
    text: 'Un accompagnement pour les entrepreneurs et les investisseurs qui bâtissent une entreprise au Canada grâce aux programmes fédéraux et provinciaux.',
    icon: 'growth',
    more: { label: 'En savoir plus sur le visa pour démarrage d’entreprise', to: paths.service('startup-visa') },
  },
] as const satisfies Translation<typeof english.topics, Kept>

export const stepsHeading = 'Trois étapes pour commencer' satisfies Translation<typeof english.stepsHeading, Kept>

export const steps = [
  {
    title: 'Inscrivez-vous',
    text: 'Parlez-nous de vous ou de votre entreprise dans un court formulaire. Cela ne prend que quelques minutes et ne coûte rien.',
  },
  {
    title: 'Consultez nos experts',
    text: 'Un consultant réglementé ou un avocat examine votre situation et vous explique les options qui vous conviennent.',
  },
  {
    title: 'Confiez-nous votre dossier',
    text: 'Nous préparons et déposons votre demande, surveillons chaque échéance et vous tenons au courant jusqu’à la décision.',
  },
] as const satisfies Translation<typeof english.steps, Kept>

export const testimonialsHeading = 'Ce que disent nos clients' satisfies Translation<
  typeof english.testimonialsHeading,
  Kept
>

export const testimonials = [
  {
    firstName: 'Priya',
    context: 'Développeuse de logiciels, aujourd’hui à Toronto',
    quote:
      'L’équipe m’a expliqué chaque étape de mon profil Entrée express en termes simples. Je savais toujours quelle était la prochaine étape et ce qui manquait encore.',
  },
  {
    firstName: 'Mateo',
    context: 'Directeur des opérations dans une entreprise manufacturière',
    quote:
      'Nous avions besoin de soudeurs pour une nouvelle chaîne de production. L’équipe s’est occupée du recrutement, de l’EIMT et des permis de travail, et nos nouveaux collègues sont arrivés bien préparés.',
  },
  {
    firstName: 'Amara',
    context: 'Diplômée, aujourd’hui résidente permanente',
    quote:
      'De mon permis d’études à mon permis de travail postdiplôme, puis à la résidence permanente, la même personne de confiance m’a accompagnée.',
  },
] as const satisfies Translation<typeof english.testimonials, Kept>

export const homeClosing = {
  heading: 'Parlons de vos projets',
  text: 'Réservez une consultation avec un consultant réglementé en immigration. Nous répondons à chaque message dans un délai d’un jour ouvrable.',
  cta: { label: 'Nous joindre', to: paths.contact },
} as const satisfies Translation<typeof english.homeClosing, Kept>
