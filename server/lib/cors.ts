// CORS as Appwrite answers a browser (app/config/cors.php, src/Appwrite/Network/Cors.php): a trusted
// page's origin echoed with credentials allowed (the SDK fetches with credentials: 'include', which
// forbids "*"), the SDK's headers listed by name (wildcards are ignored for credentialed requests),
// preflight answered 204. Hono's own cors middleware does the protocol; this file holds Appwrite's lists.
import { cors } from 'hono/cors'
import type { TrustedOrigins } from './trusted-origins'

export const ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']

export const ALLOWED_HEADERS = [
  'Accept',
  'Origin',
  'Cookie',
  'Set-Cookie',
  'Content-Type',
  'Content-Range',
  'X-Appwrite-Project',
  'X-Appwrite-Key',
  'X-Appwrite-Dev-Key',
  'X-Appwrite-Locale',
  'X-Appwrite-Mode',
  'X-Appwrite-JWT',
  'X-Appwrite-Organization',
  'X-Appwrite-Response-Format',
  'X-Appwrite-Timeout',
  'X-Appwrite-ID',
  'X-Appwrite-Timestamp',
  'X-Appwrite-Session',
  'X-Appwrite-Platform',
  'X-Appwrite-Impersonate-User-Id',
  'X-Appwrite-Impersonate-User-Email',
  'X-Appwrite-Impersonate-User-Phone',
  'X-SDK-Version',
  'X-SDK-Name',
  'X-SDK-Language',
  'X-SDK-Platform',
  'X-SDK-GraphQL',
  'X-SDK-Profile',
  'Range',
  'Cache-Control',
  'Expires',
  'Pragma',
  'X-Fallback-Cookies',
  'X-Requested-With',
  'X-Forwarded-For',
  'X-Forwarded-User-Agent',
]

// Appwrite lists no X-Appwrite-Warning here, so a page on another origin never reads its warnings.
export const EXPOSED_HEADERS = ['X-Appwrite-Session', 'X-Fallback-Cookies']

/**
 * A trusted origin is echoed; any other gets no Access-Control-Allow-Origin, so the browser hides the
 * answer. A preflight echoes any origin (Appwrite trusts the asking host for OPTIONS): the call that
 * follows is the one refused.
 */
export const appwriteCors = (trusted: TrustedOrigins) =>
  cors({
    origin: (origin, c) => (origin && (c.req.method === 'OPTIONS' || !trusted.refusal(origin)) ? origin : null),
    credentials: true,
    allowMethods: ALLOWED_METHODS,
    allowHeaders: ALLOWED_HEADERS,
    exposeHeaders: EXPOSED_HEADERS,
    maxAge: 86400,
  })

/** For the vitals beacon, which a page sends with credentials: any page's origin echoed (it is no Appwrite route). */
export const beaconCors = (methods: string[]) =>
  cors({ origin: (origin) => origin || null, credentials: true, allowMethods: methods, allowHeaders: ['Content-Type'] })

/** For endpoints a page posts to without credentials (contact: the Apps Script contract). */
export const openCors = (methods: string[]) =>
  cors({ origin: '*', allowMethods: methods, allowHeaders: ['Content-Type'], maxAge: 86400 })
