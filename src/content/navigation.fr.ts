// Header and footer links in French (Canada): src/content/navigation.ts's twin. The paths are the
// English ones (the /fr/ prefix is the router's business), checked to be identical and in the same order.
import { paths } from '../config/paths'
import type * as english from './navigation'
import type * as french from './navigation.fr'
import type { KeptKeys, Translation } from './translation'

type Kept = KeptKeys<typeof english, typeof french, 'to'>

export const headerLinks = [
  { label: 'Accueil', to: paths.home },
  { label: 'À propos', to: paths.about },
  { label: 'Services', to: paths.services },
  { label: 'Nouvelles', to: paths.news },
  { label: 'Emplois', to: paths.jobs },
] as const satisfies Translation<typeof english.headerLinks, Kept>

export const headerLabels = {
  skipLink: 'Passer au contenu principal',
  mainNavigation: 'Principale',
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  loadingPage: 'Chargement de la page',
} as const satisfies Translation<typeof english.headerLabels, Kept>

/** On a French page, the switch leads to the English page: its words are English. */
export const languageSwitch = {
  text: 'English',
  label: 'English: read this page in English',
} as const satisfies Translation<typeof english.languageSwitch, Kept>

export const headerCallToAction = { label: 'Nous joindre', to: paths.contact } as const satisfies Translation<
  typeof english.headerCallToAction,
  Kept
>

export const footerLinks = [
  { label: 'À propos', to: paths.about },
  { label: 'Solutions', to: paths.solutions },
  { label: 'Secteurs d’activité', to: paths.industries },
  { label: 'Carrières', to: paths.jobs },
  { label: 'Nous joindre', to: paths.contactUs },
  { label: 'Réserver une consultation', to: paths.contact },
] as const satisfies Translation<typeof english.footerLinks, Kept>

export const footerLabels = {
  navigation: 'Pied de page',
  company: 'Entreprise',
  reachUs: 'Coordonnées',
  followUs: 'Suivez-nous',
  newsFeed: 'Fil des nouvelles',
  jobsFeed: 'Fil des offres d’emploi',
  copyright: (year: number, name: string) => `© ${year} ${name}. Tous droits réservés.`,
} as const satisfies Translation<typeof english.footerLabels, Kept>

/** Beside the copyright line. */
export const footerLegalLinks = [{ label: 'Accessibilité', to: paths.accessibility }] as const satisfies Translation<
  typeof english.footerLegalLinks,
  Kept
>

export const footerCallToAction = {
  heading: 'Votre installation au Canada commence ici',
  text: 'Dites-nous où vous en êtes aujourd’hui et où vous souhaitez aller. Un consultant réglementé vous répondra dans un délai d’un jour ouvrable.',
  label: 'Parlons-en',
  to: paths.contact,
} as const satisfies Translation<typeof english.footerCallToAction, Kept>
