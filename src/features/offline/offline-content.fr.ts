// The words of the offline, install and update notices in French (Canada): offline-content.ts's twin.
import type { KeptKeys, Translation } from '../../content/translation'
import type * as english from './offline-content'
import type * as french from './offline-content.fr'

type Kept = KeptKeys<typeof english, typeof french>

export const offlineContent = {
  offlineBanner:
    'Vous êtes hors ligne. Les nouvelles et les offres d’emploi conservées sur cet appareil restent accessibles, et les messages que vous envoyez seront transmis dès votre retour en ligne.',
  updateReady: 'Une nouvelle version est prête.',
  updateReload: 'Recharger',
  updateLater: 'Plus tard',
  updateLosesTyping: 'Recharger maintenant effacera ce que vous avez saisi dans le formulaire. Recharger quand même?',
  updateStopsSending:
    'Votre candidature est en cours d’envoi\u00a0: recharger maintenant l’interromprait. Recharger quand même?',
  offlineReady: 'Le site est prêt à fonctionner hors ligne.',
  dismiss: 'Fermer',
  installText: 'Installez Maple Pathways sur votre appareil pour y accéder rapidement et lire hors ligne.',
  installButton: 'Installer l’application',
  installLater: 'Plus tard',
  noticesLabel: 'Avis',
} as const satisfies Translation<typeof english.offlineContent, Kept>
