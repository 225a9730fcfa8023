// CORS as Appwrite answers a browser (app/config/cors.php): the page's origin echoed with credentials
// allowed (the SDK fetches with credentials: 'include', which forbids "*"), the SDK's headers listed
// by name (wildcards are ignored for credentialed requests), preflight answered 204.
import type { MiddlewareHandler } from 'hono'

export const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE'

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
].join(', ')

export const EXPOSED_HEADERS = 'X-Appwrite-Session, X-Fallback-Cookies, X-Appwrite-Warning'

function setHeaders(headers: Headers, origin: string | undefined) {
  headers.append('Vary', 'Origin')
  if (!origin) return
  headers.set('Access-Control-Allow-Origin', origin)
  headers.set('Access-Control-Allow-Credentials', 'true')
  headers.set('Access-Control-Expose-Headers', EXPOSED_HEADERS)
}

/**
 * Any origin is echoed: this server holds no sessions or cookies, so a credentialed cross-origin
 * read exposes nothing an anonymous request would not (Appwrite instead checks registered platforms).
 */
export const appwriteCors = (): MiddlewareHandler => async (c, next) => {
  const origin = c.req.header('origin')
  if (c.req.method === 'OPTIONS') {
    const res = new Response(null, { status: 204 })
    setHeaders(res.headers, origin)
    res.headers.set('Access-Control-Allow-Methods', ALLOWED_METHODS)
    res.headers.set('Access-Control-Allow-Headers', ALLOWED_HEADERS)
    res.headers.set('Access-Control-Max-Age', '86400')
    return res
  }
  await next()
  setHeaders(c.res.headers, origin)
}

/** For endpoints a page posts to without credentials (contact: the Apps Script contract). */
export const openCors =
  (methods: string): MiddlewareHandler =>
  async (c, next) => {
    if (c.req.method === 'OPTIONS') {
      return new Response(null, {
        status: 204,
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': methods,
          'Access-Control-Allow-Headers': 'Content-Type',
          'Access-Control-Max-Age': '86400',
        },
      })
    }
    await next()
    c.res.headers.set('Access-Control-Allow-Origin', '*')
  }
