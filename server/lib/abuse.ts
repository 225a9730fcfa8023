// Appwrite's abuse limits on the routes a visitor writes through (app/controllers/shared/api.php with
// utopia-php/abuse's TimeLimit): so many calls per caller in each fixed minute, then 429
// general_rate_limit_exceeded until the next minute starts. Callers with the API key are never limited,
// as Appwrite's keys are not. Counted in memory: a restart starts every count afresh.
import type { Context, MiddlewareHandler } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import { readContentRange } from './content-range'
import type { AppEnv } from './context'
import { AppwriteError } from './errors'
import { ADMIN } from './permissions'

/** Appwrite's APP_LIMIT_WRITE_RATE_DEFAULT and its period (app/init/constants.php). */
export const WRITE_RATE = { limit: 60, seconds: 60 } as const

export interface AbuseLimit {
  /** Calls allowed per key in each window. */
  limit: number
  /** The route as Appwrite names it in its key (its path with parameters, not the address called). */
  route: string
  /** The key's other parts besides ip, method, url and userId (Appwrite's `chunkId` for uploads). */
  extra?: (c: Context<AppEnv>) => string
}

/** The counts of the current window, by key (the window's start, in seconds since the epoch). */
export class AbuseCounter {
  private window = 0
  private counts = new Map<string, number>()

  constructor(
    private readonly now: () => number = Date.now,
    private readonly seconds: number = WRITE_RATE.seconds,
  ) {}

  /** The window now under way: its start and the counts in it (a new window forgets the last one's). */
  private current(): number {
    const start = Math.floor(this.now() / 1000 / this.seconds) * this.seconds
    if (start !== this.window) {
      this.window = start
      this.counts.clear()
    }
    return start
  }

  /** Forgets the counts of the window under way (a test hook). */
  clear(): void {
    this.counts.clear()
  }

  /**
   * Counts a call under `key` unless it is over `limit`: what Appwrite answers in its X-RateLimit-*
   * headers (the calls left after this one, and when the window ends), and whether it is refused.
   */
  take(key: string, limit: number, enforced: boolean): { remaining: number; reset: number; refused: boolean } {
    const start = this.current()
    const count = this.counts.get(key) ?? 0
    const remaining = Math.max(0, limit - (count + 1))
    const refused = enforced && count >= limit
    if (enforced && !refused) this.counts.set(key, count + 1)
    return { remaining, reset: start + this.seconds, refused }
  }
}

/** The caller's address as the socket gives it (none for a request made in-process, as tests do). */
function callerIp(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? ''
  } catch {
    return ''
  }
}

/** The chunk an upload's Content-Range names, as Appwrite numbers it (0 for a whole file or none). */
export function chunkIndex(contentRange: string | undefined): number {
  const range = readContentRange(contentRange)
  return range ? Math.floor(range.start / (range.end + 1 - range.start)) : 0
}

/** What the app counts with, and whether it refuses (Appwrite's `_APP_OPTIONS_ABUSE`; its headers come either way). */
export interface AbuseLimits {
  counter: AbuseCounter
  enforced: boolean
}

/** Refuses a guest's call over `limit` in the current minute, with Appwrite's status, message and headers. */
export function abuseLimit({ limit, route, extra }: AbuseLimit) {
  const handler: MiddlewareHandler<AppEnv> = async (c, next) => {
    const { counter, enforced } = c.get('deps').abuse
    const host = new URL(c.req.url).host
    // Guests have no user id; Appwrite's key names it all the same.
    const key = `ip:${callerIp(c)},method:${c.req.method},url:${host}/v1${route},userId:${extra ? `,${extra(c)}` : ''}`
    const { remaining, reset, refused } = counter.take(key, limit, enforced && c.get('caller') !== ADMIN)
    const headers = {
      'X-RateLimit-Limit': String(limit),
      'X-RateLimit-Remaining': String(remaining),
      'X-RateLimit-Reset': String(reset),
    }
    if (refused) return c.json(new AppwriteError('general_rate_limit_exceeded').toBody(), 429, headers)
    await next()
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value)
  }
  return handler
}
