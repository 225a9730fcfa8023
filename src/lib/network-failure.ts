// Tells "no connection" from "the server said no": the lists fall back to their saved copy only for
// the first.
import { TimedOut } from '../shared/time-bound'

/**
 * Whether a failed fetch means "no connection" rather than "the server said no": the browser is
 * offline, fetch itself failed (a TypeError), the SDK reports no HTTP status (code 0), or no answer
 * came within the call's bound (a hanging connection is no connection to the visitor).
 */
export function isNetworkFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true
  if (error instanceof TypeError || error instanceof TimedOut) return true
  if (typeof error === 'object' && error !== null) {
    const { code, message } = error as { code?: unknown; message?: unknown }
    if (code === 0) return true
    if (typeof message === 'string' && /failed to fetch|networkerror|network request failed|load failed/i.test(message))
      return true
  }
  return false
}
