// Writes dist/_headers (Netlify and Cloudflare Pages format) from the same header list the local site
// server sends, so a static host serves what the tests checked, and dist/_redirects: addresses with no
// file (prerendered pages are served from about.html and the like) get the app shell. Runs after `vite build`.
import { realpathSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { loadEnv } from 'vite'
import { siteConnectOrigins, siteFrameOrigins, siteUsesHttps } from '../server/site/site-origins'
import { siteHeaders } from '../server/site/security-headers'

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

if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  const root = resolve(import.meta.dirname, '..')
  const { headers, redirects } = staticHostFiles({ ...loadEnv('production', root, 'VITE_'), ...process.env })
  writeFileSync(resolve(root, 'dist/_headers'), headers)
  writeFileSync(resolve(root, 'dist/_redirects'), redirects)
  console.log('dist/_headers and dist/_redirects written')
}
