// The files a static host reads beside the built site (Netlify's format, which Cloudflare Pages reads
// too): _headers, from the same header list the local site server sends, and _redirects, with the
// same rules as the local site server: the linked aliases redirected for good, a post or job not
// built yet answered with the app shell. Every other address without a file gets the host's own
// answer for one: 404.html with status 404. scripts/write-static-host-headers.ts writes them after
// `vite build`.
import { REDIRECTS } from '../../src/shared/site-addresses'
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
  const redirects = [
    ...Object.entries(REDIRECTS).map(([from, to]) => `${from} ${to} 301`),
    // Rewrites (200): Netlify applies them only where no file matches, so a built post keeps its page.
    // Cloudflare Pages applies every rule before its files: there, leave these two out, and its
    // 404.html answers (with status 404) and still opens the post, which the app then fetches.
    '/news/:id /shell.html 200',
    '/jobs/:id /shell.html 200',
  ]
  return { headers: `${file}\n`, redirects: `${redirects.join('\n')}\n` }
}
