// Tells "no connection" from "the server said no": the lists fall back to their saved copy and the
// contact form queues its message only for the first.

/**
 * Whether a failed fetch means "no connection" rather than "the server said no": the browser is
 * offline, fetch itself failed (a TypeError), or the SDK reports no HTTP status (code 0).
 */
export function isNetworkFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true
  if (error instanceof TypeError) return true
  if (typeof error === 'object' && error !== null) {
    const { code, message } = error as { code?: unknown; message?: unknown }
    if (code === 0) return true
    if (typeof message === 'string' && /failed to fetch|networkerror|network request failed|load failed/i.test(message))
      return true
  }
  return false
}
