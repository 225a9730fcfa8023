// Prerenders the screens that need no data at build time, so their first paint needs no JavaScript
// (Lighthouse's LCP): / (and /home), /about, /services and /contact become HTML files with the screen
// already drawn, their styles linked and their code preloaded. The browser then hydrates that
// screen (src/main.tsx). Every other address gets shell.html, the plain app shell (site server,
// static hosts' _redirects and the service worker's navigation fallback alike).
//
// It runs in the build's closeBundle, before vite-plugin-pwa's (order 'pre'), so the service worker
// precaches the pages as written.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { createServer, loadEnv, type Manifest, type Plugin, type ResolvedConfig } from 'vite'
import { DEFAULT_BACKEND_PORT } from '../src/shared/appwrite-ids.ts'

export interface PrerenderedRoute {
  path: string
  /** The file written under the build folder; a static host serves /about from about.html. */
  file: string
  /** The route module, as the build manifest names it. */
  module: string
  /** The screen reads the backend at once: its page opens the connection early (preconnect). */
  fetchesData?: boolean
}

export const PRERENDERED_ROUTES: readonly PrerenderedRoute[] = [
  { path: '/', file: 'index.html', module: 'src/app/routes/home.tsx' },
  { path: '/home', file: 'home.html', module: 'src/app/routes/home.tsx' },
  { path: '/about', file: 'about.html', module: 'src/app/routes/about.tsx' },
  { path: '/services', file: 'services.html', module: 'src/app/routes/services.tsx' },
  { path: '/contact', file: 'contact.html', module: 'src/app/routes/contact.tsx' },
  // The list screens' first draw needs no data either: the hero, the search and 'Loading…'.
  { path: '/news', file: 'news.html', module: 'src/app/routes/news.tsx', fetchesData: true },
  { path: '/jobs', file: 'jobs.html', module: 'src/app/routes/jobs.tsx', fetchesData: true },
]

export const SHELL_FILE = 'shell.html'
/**
 * Vite's build manifest (which chunks and styles each module needs) is read here, then moved out of the
 * build folder: it is a build report, not part of the site, and would be published with it.
 */
export const BUILD_MANIFEST = 'node_modules/.vite/build-manifest.json'
/** The app, which src/boot.ts imports once the page has painted. */
const APP_MODULE = 'src/main.tsx'
/** src/config/env.ts's default. */
const DEFAULT_APPWRITE_ENDPOINT = `http://localhost:${DEFAULT_BACKEND_PORT}/v1`
const ROOT_ELEMENT = '<div id="root"></div>'
/** What React hoists to the front of the markup: <title>, <meta> and resource <link>s. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)+/

/** The route module's CSS and chunks, with those of the chunks it imports (the entry's excluded). */
function routeAssets(manifest: Manifest, key: string) {
  const css = new Set<string>()
  const scripts = new Set<string>()
  const visit = (name: string) => {
    const chunk = manifest[name]
    if (!chunk || chunk.isEntry || scripts.has(chunk.file)) return
    scripts.add(chunk.file)
    for (const file of chunk.css ?? []) css.add(file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit(key)
  if (scripts.size === 0) throw new Error(`The build manifest has no chunk for ${key}`)
  return { css: [...css], scripts: [...scripts] }
}

/** Links the style sheets and preloads the chunks, except those the page links already. */
function assetLinks(page: string, { css, scripts }: { css: string[]; scripts: string[] }, codePriority: CodePriority) {
  const linked = (file: string) => page.includes(`/${file}"`)
  const priority = codePriority === 'low' ? ' fetchpriority="low"' : ''
  return [
    ...css.filter((file) => !linked(file)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...scripts
      .filter((file) => !linked(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}"${priority}>`),
  ].join('')
}

/**
 * 'low' on a prerendered page that needs no data: its code is not needed to see it, so the code
 * downloads behind what the first paint needs (the style sheet, the images). 'high' on the list
 * pages, whose cards wait for the code to fetch them, and on the shell, which shows nothing until
 * its code has run.
 */
type CodePriority = 'low' | 'high'
const codePriorityOf = (route: PrerenderedRoute): CodePriority => (route.fetchesData ? 'high' : 'low')

/**
 * The built index.html with the app's own code and styles linked too. The entry (src/boot.ts) only
 * imports the app after the first frame; every page needs the app, so its files download from the
 * start (and its styles, which the prerendered header and footer use, block the first paint as they must).
 */
export function withAppAssets(builtIndex: string, manifest: Manifest, codePriority: CodePriority): string {
  const links = assetLinks(builtIndex, routeAssets(manifest, APP_MODULE), codePriority)
  return builtIndex.replace('</head>', `${links}</head>`)
}

/** Opens the connection to the backend while the page's code still loads. */
export const preconnect = (apiOrigin: string) => `<link rel="preconnect" href="${apiOrigin}" crossorigin>`

export function pageHtml(
  template: string,
  markup: string,
  route: PrerenderedRoute,
  manifest: Manifest,
  apiOrigin: string,
): string {
  const hoisted = HOISTED.exec(markup)?.[0] ?? ''
  const body = markup.slice(hoisted.length)
  const title = /<title>[^<]*<\/title>/.exec(hoisted)?.[0]
  const description = /<meta name="description"[^>]*>/.exec(hoisted)?.[0]
  const others = hoisted.replace(/<title>[^<]*<\/title>/, '').replace(/<meta name="description"[^>]*>/, '')
  const links = [
    assetLinks(template, routeAssets(manifest, route.module), codePriorityOf(route)),
    others,
    route.fetchesData ? preconnect(apiOrigin) : '',
  ].join('')
  let html = template
  // The template's own may be written over several lines (index.html is formatted like any file).
  if (title) html = html.replace(/<title>[^<]*<\/title>/, title)
  if (description) html = html.replace(/<meta\s+name="description"[^>]*>/, description)
  if (!html.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`)
  return (
    html
      .replace('</head>', `${links}</head>`)
      // Inert until the app takes over (main.tsx): a preview to look at, never a form to type into whose
      // text would be lost if React had to draw the screen afresh.
      .replace(ROOT_ELEMENT, `<div id="root" data-prerendered="${route.path}" inert>${body}</div>`)
  )
}

export function prerender(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'maple-pathways:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    closeBundle: {
      sequential: true,
      order: 'pre',
      async handler() {
        if (config.build.ssr) return
        const outDir = resolve(config.root, config.build.outDir)
        const manifestText = readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')
        const manifest = JSON.parse(manifestText) as Manifest
        const kept = resolve(config.root, BUILD_MANIFEST)
        mkdirSync(dirname(kept), { recursive: true })
        writeFileSync(kept, manifestText)
        rmSync(join(outDir, '.vite'), { recursive: true, force: true })
        const builtIndex = readFileSync(join(outDir, 'index.html'), 'utf8')
        const templates = {
          low: withAppAssets(builtIndex, manifest, 'low'),
          high: withAppAssets(builtIndex, manifest, 'high'),
        }
        // The shell serves the addresses that read the backend (/news/{id}, filtered /jobs, …).
        const apiOrigin = new URL(
          loadEnv(config.mode, config.envDir || config.root, 'VITE_').VITE_APPWRITE_ENDPOINT ||
            process.env.VITE_APPWRITE_ENDPOINT ||
            DEFAULT_APPWRITE_ENDPOINT,
        ).origin
        writeFileSync(join(outDir, SHELL_FILE), templates.high.replace('</head>', `${preconnect(apiOrigin)}</head>`))
        // The page's own modules through Vite's SSR loader: the same CSS-module class names as the build.
        const vite = await createServer({
          configFile: false,
          root: config.root,
          mode: config.mode,
          plugins: [react()],
          server: { middlewareMode: true, hmr: false, ws: false },
          appType: 'custom',
          logLevel: 'error',
          // Its CommonJS build has no named exports for Node.
          ssr: { noExternal: ['workbox-window'] },
        })
        try {
          const { renderRoute } = (await vite.ssrLoadModule('/src/app/prerender.tsx')) as {
            renderRoute: (path: string) => Promise<string>
          }
          for (const route of PRERENDERED_ROUTES) {
            const markup = await renderRoute(route.path)
            // A screen that threw renders the error screen: never ship that as the page.
            const failure = /Unexpected Application Error!<\/h1><p[^>]*>([^<]*)/.exec(markup)
            if (failure) throw new Error(`Prerendering ${route.path} failed: ${failure[1]}`)
            writeFileSync(
              join(outDir, route.file),
              pageHtml(templates[codePriorityOf(route)], markup, route, manifest, apiOrigin),
            )
          }
          config.logger.info(`prerendered ${PRERENDERED_ROUTES.map((r) => r.file).join(', ')} (+ ${SHELL_FILE})`)
        } finally {
          await vite.close()
        }
      },
    },
  }
}
