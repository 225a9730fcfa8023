// Which origins the built site may call and frame, derived from the same VITE_* variables the build
// reads (defaults: the local backend), so the CSP always matches the configured endpoints.
import { originOf } from './security-headers'

type Env = Record<string, string | undefined>

export function siteConnectOrigins(env: Env): string[] {
  return [
    env.VITE_APPWRITE_ENDPOINT || 'http://localhost:8787/v1',
    env.VITE_CONTACT_ENDPOINT || 'http://localhost:8787/contact',
    env.VITE_VITALS_ENDPOINT,
  ]
    .filter((value): value is string => Boolean(value))
    .map(originOf)
}

/** The embedded map (contact page) is the only frame. */
export const siteFrameOrigins = ['https://www.openstreetmap.org']
