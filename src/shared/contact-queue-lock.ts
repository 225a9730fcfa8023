// One Web Lock over the contact queue, shared by the site's pages and its service worker: a delivery
// round holds it while it sends, and taking a message back into the form waits for it, so a message is
// never both sent and back in the form.
export const CONTACT_QUEUE_LOCK = 'contact-queue'

/** The part of the Web Locks API used here (typed locally: this file also compiles for Node). */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>
}

export function defaultLocks(): LockManagerLike | null {
  const nav = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator
  return nav?.locks && typeof nav.locks.request === 'function' ? nav.locks : null
}
