// The words of the share buttons in French (Canada): src/content/share.ts's twin.
import type * as english from './share'
import type * as french from './share.fr'
import type { KeptKeys, Translation } from './translation'

type Kept = KeptKeys<typeof english, typeof french>

export const shareContent = {
  shareOn: (network: string) => `Partager sur ${network}`,
  nativeShare: 'Partager',
  email: 'Courriel',
  copyLink: 'Copier le lien',
  copied: 'Lien copié dans le presse-papiers!',
  copyFailed: 'Impossible de copier le lien.',
} as const satisfies Translation<typeof english.shareContent, Kept>
