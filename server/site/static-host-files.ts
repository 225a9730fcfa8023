// The files a static host reads beside the built site (Netlify and Cloudflare Pages format): _headers,
// from the same header list the local site server sends, and _redirects, which gives every address
// without a file the app shell. scripts/write-static-host-headers.ts writes them after `vite build`.
import { siteConnectOrigins, siteFrameOrigins, siteUsesHttps } from './site-origins'
import { siteHeaders } from './security-headers'

type Env = Record<string, string | undefined>

/** The two files' contents for a build configured by `env` (the VITE_* variables). */
export function staticHostFiles(env: Env): { headers: string; redirects: string } {
  const headers = siteHeaders({
    connectOrigins: siteConnectOrigins(env),
    frameOrigins: siteFrameOrigins,
    https: siteUsesHttps(env),
  })
  const block = (path: string, extra: Record<string, string>) =>
    [path, ...Object.entries({ ...headers, ...extra }).map(([name, value]) => `  ${name}: ${value}`)].join('\n')
  const file = [
    block('/*', { 'Cache-Control': 'no-cache' }),
    block('/static/*', { 'Cache-Control': 'public, max-age=31536000, immutable' }),
  ].join('\n\n')
  // A rewrite (200), applied only where no file matches: never index.html, which is the home page's markup.
  return { headers: `${file}\n`, redirects: '/* /shell.html 200\n' }
}
