// The installed app's words in French (Canada): src/content/app-manifest.ts's twin.
import type * as english from './app-manifest'
import type * as french from './app-manifest.fr'
import type { KeptKeys, Translation } from './translation'

type Kept = KeptKeys<typeof english, typeof french>

export const appManifest = {
  description:
    'Nouvelles, services et emplois en immigration canadienne, par des consultants réglementés et des avocats. Consultez les nouvelles et les offres d’emploi hors ligne, et envoyez des messages qui seront transmis dès votre retour en ligne.',
  screenshots: { wide: 'La page d’accueil sur un ordinateur', narrow: 'La page d’accueil sur un téléphone' },
  shortcuts: {
    news: { name: 'Nouvelles', shortName: 'Nouvelles', description: 'Les dernières nouvelles en immigration' },
    jobs: { name: 'Emplois', shortName: 'Emplois', description: 'Postes à pourvoir au Canada' },
    saved: {
      name: 'Emplois enregistrés',
      shortName: 'Enregistrés',
      description: 'Les emplois que vous avez enregistrés, même hors ligne',
    },
    contact: { name: 'Nous joindre', shortName: 'Nous joindre', description: 'Envoyez-nous un message' },
  },
} as const satisfies Translation<typeof english.appManifest, Kept>
