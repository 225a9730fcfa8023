// The About screen's copy in French (Canada): about-content.ts's twin. Team members keep their ids,
// names and portraits (the English ones, checked to be identical); roles and biographies are translated.
import { paths } from '../../config/paths'
import type { KeptKeys, Translation } from '../../content/translation'
import { importedPicture } from '../../lib/images'
import type * as english from './about-content'
import type * as french from './about-content.fr'
// The same pictures and sizes as the English module (one file each in the build).
import businessAdvisorPhoto from './images/business-advisor.webp?w=160;320;480&format=avif;webp&as=picture'
import consultantPhoto from './images/consultant.webp?w=160;320;480&format=avif;webp&as=picture'
import founderPhoto from './images/founder.webp?w=160;320;480&format=avif;webp&as=picture'

type Kept = KeptKeys<typeof english, typeof french, 'id' | 'name' | 'photo' | 'to'>

export const aboutMeta = {
  title: 'À propos de nous',
  description:
    'Les consultants réglementés de Maple Pathways Immigration\u00a0: nos racines, notre mission et l’équipe qui guide particuliers et employeurs vers le Canada.',
} as const satisfies Translation<typeof english.aboutMeta, Kept>

export const aboutHero = {
  title: 'Votre parcours vers une nouvelle vie au Canada',
  lead: 'Nous sommes une équipe de consultants réglementés en immigration, de conseillers d’affaires et d’avocats partenaires qui aident les personnes et les entreprises à faire du Canada leur chez-soi, avec des conseils honnêtes et un travail rigoureux.',
} as const satisfies Translation<typeof english.aboutHero, Kept>

export const rootsAndVision = {
  heading: 'Nos racines et notre vision',
  paragraphs: [
    'Notre fondatrice a elle-même immigré au Canada. Elle se souvient des longs formulaires, des délais d’attente incertains et de la valeur d’une réponse claire, et elle a fondé ce cabinet pour offrir aux autres l’accompagnement qu’elle aurait aimé recevoir.',
    'Notre vision\u00a0: un Canada où chaque travailleur qualifié, chaque étudiant, chaque fondateur et chaque famille peut trouver la bonne voie et la suivre en toute confiance, et où les employeurs peuvent croître grâce aux talents dont ils ont besoin.',
  ],
} as const satisfies Translation<typeof english.rootsAndVision, Kept>

export const missionAndApproach = {
  heading: 'Mission et approche',
  paragraphs: [
    'Notre mission est de rendre l’immigration canadienne compréhensible et fiable. Chaque dossier est dirigé par un professionnel titulaire d’un permis, et chaque recommandation repose sur les règles en vigueur publiées par le gouvernement du Canada.',
    'Nous commençons par écouter, expliquons chaque option et ses risques, et convenons d’un plan par écrit. Ensuite, nous préparons, déposons et suivons votre dossier, et nous vous tenons au courant à chaque étape jusqu’à la décision.',
  ],
} as const satisfies Translation<typeof english.missionAndApproach, Kept>

export const statisticsHeading = 'Notre impact en chiffres' satisfies Translation<
  typeof english.statisticsHeading,
  Kept
>

export const statistics = [
  { figure: '500+', label: 'Clients satisfaits' },
  { figure: '90\u00a0%', label: 'Taux de réussite' },
  { figure: '5+', label: 'Programmes d’immigration' },
  { figure: '5+', label: 'Experts dans l’équipe' },
  { figure: '5+', label: 'Pays desservis' },
  { figure: '100\u00a0%', label: 'Satisfaction de la clientèle' },
] as const satisfies Translation<typeof english.statistics, Kept>

/** « de » before a name, elided before a vowel or an h (d’Amelia, d’Hélène, de Daniel). */
const ofName = (name: string) => (/^[aeiouyhàâäéèêëîïôöùûüœæ]/i.test(name) ? `d’${name}` : `de ${name}`)

export const teamSection = {
  heading: 'Notre culture et notre équipe',
  lead: 'Nous sommes une petite équipe, et c’est voulu\u00a0: vous savez qui s’occupe de votre dossier et vous pouvez joindre cette personne. Nous tenons à l’honnêteté sur ce qui est possible, à la patience devant chaque question et au soin de chaque détail.',
  portraitAlt: (name: string) => `Portrait illustré ${ofName(name)}`,
} as const satisfies Translation<typeof english.teamSection, Kept>

export const team = [
  {
    id: 'founder',
    name: 'Amelia Grant',
    role: 'Fondatrice et directrice générale',
    bio: 'Amelia a fondé le cabinet après dix ans dans la mobilité internationale des entreprises. Elle dirige notre stratégie et nos partenariats avec les employeurs; chaque dossier est confié à un consultant titulaire d’un permis ou à un avocat partenaire.',
    photo: importedPicture(founderPhoto),
  },
  {
    id: 'business-advisor',
    name: 'Daniel Osei',
    role: 'Conseiller principal, jeunes entreprises et affaires',
    bio: 'Daniel accompagne les entrepreneurs et les investisseurs, du plan d’affaires aux rencontres avec les organisations désignées, fort de nombreuses années à bâtir et à conseiller des jeunes entreprises canadiennes.',
    photo: importedPicture(businessAdvisorPhoto),
  },
  {
    id: 'consultant',
    name: 'Sofia Marchetti',
    role: 'Consultante réglementée en immigration canadienne (CRIC)',
    bio: 'Sofia est titulaire d’un permis du Collège des consultants en immigration et en citoyenneté. Elle s’occupe des demandes de permis de travail, de permis d’études, d’Entrée express et de parrainage familial.',
    photo: importedPicture(consultantPhoto),
  },
] as const satisfies Translation<typeof english.team, Kept>

export const aboutClosing = {
  heading: 'Commençons votre parcours ensemble',
  text: 'Parlez-nous de vos projets et un membre de notre équipe vous répondra dans un délai d’un jour ouvrable.',
  cta: { label: 'Nous joindre', to: paths.contactUs },
} as const satisfies Translation<typeof english.aboutClosing, Kept>
