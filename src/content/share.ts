// The words of the share buttons under a post and a job (src/components/share-bar.tsx).
export const shareContent = {
  /** Each network's button, named for a screen reader (the network's name stays as it is). */
  shareOn: (network: string) => `Share on ${network}`,
  nativeShare: 'Share',
  /** Where the device has no share sheet of its own (most computers): a new e-mail with the link. */
  email: 'Email',
  copyLink: 'Copy Link',
  copied: 'Link copied to clipboard!',
  copyFailed: 'Failed to copy the link.',
} as const
