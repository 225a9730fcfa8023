// Every call to the network has a bound, so no wait is endless on a connection that hangs: the
// visitor gets a message and a way on (Retry, a queued message, a kept form) instead.
// Plain TypeScript: the page and the service worker (contact delivery) both use it.

/** How long each kind of call may take before the site gives up on it. */
export const BOUNDS = {
  /** One page of a list (news, jobs). */
  readMs: 15_000,
  /** A resume upload during which no byte has moved. */
  uploadStallMs: 30_000,
  /** Saving an application. */
  saveMs: 20_000,
  /** Delivering a contact message. */
  contactMs: 20_000,
  /**
   * A page not in the service worker's precache (a post's or a job's): after this the worker answers
   * with the app shell, which reads the saved copy, rather than leave the visitor on a blank tab.
   */
  pageMs: 5_000,
} as const

/** A call that took longer than its bound: to the visitor, the same as a dropped connection. */
export class TimedOut extends Error {
  constructor(what: string, ms: number) {
    super(`${what} took longer than ${ms / 1000} s`)
    this.name = 'TimedOut'
  }
}

/**
 * Settles as `promise` does, or rejects with TimedOut after `ms`. For calls that cannot be aborted (the
 * SDK's): a late answer is ignored, so it can never overwrite what the screen shows by then.
 */
export function withinTime<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut(what, ms)), ms)
  })
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}

/**
 * fetch() aborted after `ms`, the answer's body included (the returned `text`). Rejects with TimedOut
 * when the bound is reached.
 */
export async function fetchWithinTime(
  doFetch: typeof fetch,
  input: string,
  init: RequestInit,
  ms: number,
  what: string,
): Promise<{ response: Response; text: string }> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new TimedOut(what, ms)), ms)
  try {
    const response = await doFetch(input, { ...init, signal: controller.signal })
    return { response, text: await response.text() }
  } catch (error) {
    if (controller.signal.aborted) throw controller.signal.reason
    throw error
  } finally {
    clearTimeout(timer)
  }
}
