/**
 * No Background Sync (Safari, Firefox): a queued contact message goes only while a page of the site is
 * open (at its start, or when the connection comes back), and the words about it must say so.
 */
const sendsOnlyWhileOpen = (): boolean => typeof window !== 'undefined' && !('SyncManager' in window)

/** What follows the words that a queued message will be sent: `onlyWhileOpen` in such a browser, else nothing. */
export const whereOnlyWhileOpen = (onlyWhileOpen: string): string => (sendsOnlyWhileOpen() ? ` ${onlyWhileOpen}` : '')
