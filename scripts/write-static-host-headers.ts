// Writes dist/_headers (Netlify and Cloudflare Pages format) from the same header list the local site
// server sends, so a static host serves what the tests checked, and dist/_redirects: addresses with no
// file (prerendered pages are served from about.html and the like) get the app shell. Runs after `vite build`.
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { loadEnv } from 'vite'
import { siteConnectOrigins, siteFrameOrigins } from '../server/site/site-origins'
import { siteHeaders } from '../server/site/security-headers'

const root = resolve(import.meta.dirname, '..')
const headers = siteHeaders({
  connectOrigins: siteConnectOrigins({ ...loadEnv('production', root, 'VITE_'), ...process.env }),
  frameOrigins: siteFrameOrigins,
})
const block = (path: string, extra: Record<string, string>) =>
  [path, ...Object.entries({ ...headers, ...extra }).map(([name, value]) => `  ${name}: ${value}`)].join('\n')

const file = [
  block('/*', { 'Cache-Control': 'no-cache' }),
  block('/static/*', { 'Cache-Control': 'public, max-age=31536000, immutable' }),
].join('\n\n')

writeFileSync(resolve(root, 'dist/_headers'), `${file}\n`)
// A rewrite (200), applied only where no file matches: never index.html, which is the home page's markup.
writeFileSync(resolve(root, 'dist/_redirects'), '/* /shell.html 200\n')
console.log('dist/_headers and dist/_redirects written')
