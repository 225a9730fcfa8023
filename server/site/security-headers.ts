// The headers the built site is served with, locally and (through the generated _headers file) on a
// static host. One list, so what the tests check is what production sends.
import { CODE_LOADER_HASH } from './code-loader'

export interface SiteHeaderOptions {
  /** Origins the page may call: the Appwrite endpoint's and the contact endpoint's. */
  connectOrigins: string[]
  /** Origins allowed in frames: the map only. */
  frameOrigins: string[]
  /** Origins of pictures beyond any https one: the Appwrite endpoint's, also when it is a local http one. */
  imageOrigins?: string[]
  /** Served over https: browsers are told to use nothing else for a year (HSTS). */
  https?: boolean
}

export function contentSecurityPolicy({ connectOrigins, frameOrigins, imageOrigins = [] }: SiteHeaderOptions): string {
  const unique = (list: string[]) => [...new Set(list)].join(' ')
  return [
    "default-src 'self'",
    // The built pages' inline code loader, by its hash; no other inline script.
    `script-src 'self' ${CODE_LOADER_HASH}`,
    // React sets style attributes (e.g. progress widths); no inline <style> blocks are used.
    "style-src 'self' 'unsafe-inline'",
    // A post's picture may be on any https site; the backend's files too where it is not (the local one).
    `img-src 'self' data: blob: https: ${unique(imageOrigins.filter((origin) => !origin.startsWith('https:')))}`.trim(),
    "font-src 'self'",
    `connect-src 'self' ${unique(connectOrigins)}`,
    `frame-src ${unique(frameOrigins) || "'none'"}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** Powerful features no page of the site uses; each name is one current browsers know. */
export const DISABLED_FEATURES = ['camera', 'microphone', 'geolocation', 'payment', 'usb'] as const

export const HSTS = 'max-age=31536000; includeSubDomains'

export function siteHeaders(options: SiteHeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': DISABLED_FEATURES.map((feature) => `${feature}=()`).join(', '),
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(options.https ? { 'Strict-Transport-Security': HSTS } : {}),
  }
}

export const originOf = (url: string) => new URL(url).origin
