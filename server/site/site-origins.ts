// Which origins the built site may call and frame, derived from the same VITE_* variables the build
// reads (defaults: the local backend), so the CSP always matches the configured endpoints.
import { DEFAULT_APPWRITE_ENDPOINT, DEFAULT_CONTACT_ENDPOINT } from '../../src/shared/appwrite-ids'
import { originOf } from './security-headers'

type Env = Record<string, string | undefined>

/** An Apps Script web app (script.google.com/macros/…/exec) answers a POST with a 302 to this origin. */
export const APPS_SCRIPT_ANSWER_ORIGIN = 'https://script.googleusercontent.com'

export function siteConnectOrigins(env: Env): string[] {
  const contactEndpoint = env.VITE_CONTACT_ENDPOINT || DEFAULT_CONTACT_ENDPOINT
  const origins = [env.VITE_APPWRITE_ENDPOINT || DEFAULT_APPWRITE_ENDPOINT, contactEndpoint, env.VITE_VITALS_ENDPOINT]
    .filter((value): value is string => Boolean(value))
    .map(originOf)
  // The browser follows that redirect and reads the answer from there: without it in connect-src, every
  // message would fail in production (and wait in the queue for ever).
  if (new URL(contactEndpoint).hostname === 'script.google.com') origins.push(APPS_SCRIPT_ANSWER_ORIGIN)
  return [...new Set(origins)]
}

/** The Appwrite endpoint's origin: post pictures may be its storage files (and their previews). */
export const siteImageOrigins = (env: Env): string[] => [
  originOf(env.VITE_APPWRITE_ENDPOINT || DEFAULT_APPWRITE_ENDPOINT),
]

/**
 * HTTP Strict Transport Security for a site served over https (every production deployment). A local
 * http build goes without: browsers ignore the header over http, and it would pin the developer's host.
 */
export const siteUsesHttps = (env: Env): boolean => (env.VITE_SITE_URL ?? '').startsWith('https://')

/** The embedded map (contact page) is the only frame. */
export const siteFrameOrigins = ['https://www.openstreetmap.org']
