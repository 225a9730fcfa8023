// The words of the share buttons under a post and a job (src/components/share-bar.tsx).
export const shareContent = {
  /** Each network's button, named for a screen reader (the network's name stays as it is). */
  shareOn: (network: string) => `Share on ${network}`,
  nativeShare: 'Share',
  copyLink: 'Copy Link',
  copied: 'Link copied to clipboard!',
  copyFailed: 'Failed to copy the link.',
} as const
