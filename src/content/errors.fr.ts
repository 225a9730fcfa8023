// The not-found and error screens and the shared controls in French (Canada): errors.ts's twin.
import type * as english from './errors'
import type * as french from './errors.fr'
import type { KeptKeys, Translation } from './translation'

type Kept = KeptKeys<typeof english, typeof french>

export const notFound = {
  heading: 'Page introuvable',
  detail: 'La page que vous cherchez n’existe pas ou a été déplacée.',
  home: 'Aller à la page d’accueil',
  services: 'Parcourir nos services',
  contact: 'Nous joindre',
} as const satisfies Translation<typeof english.notFound, Kept>

export const routeError = {
  heading: 'Erreur inattendue de l’application',
  title: 'Un problème est survenu',
  description: 'Une erreur inattendue a empêché le chargement de cette page.',
  unknownError: 'Erreur inconnue',
  chunkNamed: (file: string) => `Le module ${file} n’a pas pu être chargé.`,
  chunkFailed: 'Une partie du site n’a pas pu être téléchargée. Vérifiez votre connexion, puis rechargez la page.',
  codeFailed:
    'Une partie de cette page n’a pas pu être téléchargée, et cette action n’a pas abouti. Vérifiez votre connexion, puis réessayez.',
  reload: 'Recharger la page',
  home: 'Aller à la page d’accueil',
} as const satisfies Translation<typeof english.routeError, Kept>

export const controls = {
  close: 'Fermer',
  tryAgain: 'Réessayer',
  fieldRequired: 'Veuillez remplir ce champ.',
  emailInvalid: 'Veuillez entrer une adresse courriel valide, par exemple nom@exemple.ca.',
  opensInNewTab: '(s’ouvre dans un nouvel onglet)',
} as const satisfies Translation<typeof english.controls, Kept>
