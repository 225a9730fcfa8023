/**
 * No Background Sync (Safari, Firefox): a queued contact message goes only while a page of the site is
 * open (at its start, or when the connection comes back), and the words about it must say so.
 */
export const sendsOnlyWhileOpen = (): boolean => typeof window !== 'undefined' && !('SyncManager' in window)
