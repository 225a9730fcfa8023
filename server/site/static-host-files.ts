// The files a static host reads beside the built site (Netlify's format, which Cloudflare Pages reads
// too): _headers, from the same header list the local site server sends, and _redirects, with the
// same rules as the local site server: the linked aliases redirected for good in both languages, a
// post or job not built yet answered with the app shell and status 404. Every other address without a file gets the host's own
// answer for one: 404.html with status 404, and under /fr the French one (fr/404.html).
// scripts/write-static-host-headers.ts writes them after `vite build`.
// The French pages are files as the English ones are (fr.html for /fr, fr/about.html for /fr/about),
// which both hosts serve at their clean addresses, /fr/ redirected to /fr.
import { REDIRECTS_IN_EVERY_LANGUAGE } from '../../src/shared/site-addresses'
import { siteConnectOrigins, siteFrameOrigins, siteImageOrigins, siteUsesHttps } from './site-origins'
import { siteHeaders } from './security-headers'

type Env = Record<string, string | undefined>

/** The two files' contents for a build configured by `env` (the VITE_* variables, and the host's own). */
export function staticHostFiles(env: Env): { headers: string; redirects: string } {
  const headers = siteHeaders({
    connectOrigins: siteConnectOrigins(env),
    frameOrigins: siteFrameOrigins,
    imageOrigins: siteImageOrigins(env),
    https: siteUsesHttps(env),
  })
  const block = (path: string, fields: Record<string, string>) =>
    [path, ...Object.entries(fields).map(([name, value]) => `  ${name}: ${value}`)].join('\n')
  // A request gets every matching rule's headers, and Cloudflare Pages joins a name given twice ('no-cache,
  // public, max-age=…'): no name is in both. The pages keep the hosts' own caching, which revalidates.
  const file = [
    block('/*', headers),
    block('/static/*', { 'Cache-Control': 'public, max-age=31536000, immutable' }),
  ].join('\n\n')
  // The shell with status 404 (src/shared/site-addresses.ts). Netlify applies these only where no file
  // matches, so a built post keeps its page. Cloudflare Pages follows every rule whether or not a file
  // matches: its build (CF_PAGES) writes none of them, and its 404.html answers (with status 404) and
  // still opens the post, which the app then fetches.
  const shellFor404 = [
    '/news/:id /shell.html 404',
    '/jobs/:id /shell.html 404',
    '/fr/news/:id /fr/shell.html 404',
    '/fr/jobs/:id /fr/shell.html 404',
    // Netlify answers any other French address without a file with the French not-found page; Cloudflare
    // Pages does so itself (it answers with the 404.html nearest the address).
    '/fr/* /fr/404.html 404',
  ]
  const redirects = [
    ...REDIRECTS_IN_EVERY_LANGUAGE.map(([from, to]) => `${from} ${to} 301`),
    ...(env.CF_PAGES ? [] : shellFor404),
  ]
  return { headers: `${file}\n`, redirects: `${redirects.join('\n')}\n` }
}
