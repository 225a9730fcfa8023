import type { LockManagerLike } from './contact-queue-lock'

/** For tests: a lock manager that runs callbacks for the same name one after the other, like the browser's. */
export function serialLocks(): LockManagerLike {
  const tails = new Map<string, Promise<unknown>>()
  return {
    request<T>(name: string, callback: () => Promise<T>) {
      const run = (tails.get(name) ?? Promise.resolve()).then(callback, callback)
      tails.set(
        name,
        run.catch(() => undefined),
      )
      return run
    },
  }
}
