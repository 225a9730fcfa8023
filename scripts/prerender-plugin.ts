// Builds the site's pages as HTML at build time, so their first paint needs no JavaScript and the
// readers that run none (search engines, job aggregators, link previews) get the content, the meta
// tags and the structured data:
// - the screens that need no data: / (and /home), /about, /services and each service's page
//   (/services/{id}), /contact, /accessibility, and 404.html;
// - from the backend's public data, read as any visitor reads it (src/app/prerender.tsx): /news with
//   its first posts, /news/{id} for every post visible on the live site's host, /jobs with its first
//   jobs, /jobs/{id} for every public job; sitemap.xml, robots.txt, and the Atom feeds (feed.xml,
//   jobs/feed.xml).
// Each page carries the data it was drawn with (src/lib/built-data.ts), so the browser hydrates it
// (src/main.tsx) exactly. A build that cannot reach the backend still succeeds, with one warning: the
// list pages are built without their lists and posts and jobs open through the shell, which fetches them.
// Every other address of the app gets shell.html, the plain app shell (site server, static hosts and
// the service worker's navigation fallback alike).
// Each page is built in French too, under /fr with the same path (/fr/news/{id}, written as
// fr/news/{id}.html; the French home page /fr as fr.html), with its own not-found page (fr/404.html),
// shell (fr/shell.html) and web app manifest (manifest.fr.webmanifest). Every post and job is built in
// both languages' frames: any of them opens by its address in either.
//
// It runs in the build's closeBundle, before vite-plugin-pwa's (order 'pre'), so the service worker
// precaches the pages as written.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import react from '@vitejs/plugin-react'
import { JSDOM } from 'jsdom'
import { createServer, loadEnv, type Manifest, type Plugin, type ResolvedConfig } from 'vite'
import { DEFAULT_APPWRITE_ENDPOINT } from '../src/shared/appwrite-ids.ts'
import type { BlogPost, Job } from '../src/shared/models.ts'
import { scriptSafeJson } from '../src/shared/script-json.ts'
import { FRENCH_PREFIX, HTML_LANG, LOCALES, pathIn, type Locale } from '../src/shared/locales.ts'
import { BUILDABLE_ID, NOT_FOUND_MARK } from '../src/shared/site-addresses.ts'
import { firstIndexOf, pageCount } from '../src/shared/list-batches.ts'
import { listPagePath } from '../src/shared/list-page-addresses.ts'
import { officeToday } from '../src/shared/office-day.ts'
import { jobWithNeighbours, postWithNeighbours } from '../src/shared/record-neighbours.ts'
import { openJobsLike } from '../src/shared/taking-applications.ts'
import { postPictureVariants } from './post-picture-variants.ts'
import { sourcePictures } from './source-pictures.ts'
import { codeLoaderElement } from '../server/site/code-loader.ts'

export interface PrerenderedRoute {
  path: string
  /** The file written under the build folder; a static host serves /about from about.html. */
  file: string
  /** The route module, as the build manifest names it (the not-found screen is in the app's own code). */
  module?: string
  /** The screen reads the backend at once: its page opens the connection early (preconnect). */
  fetchesData?: boolean
  /** The not-found page, which stands for every unknown address of its language. */
  notFound?: boolean
}

/** The pages built whatever the backend holds. */
export const PRERENDERED_ROUTES: readonly PrerenderedRoute[] = [
  { path: '/', file: 'index.html', module: 'src/app/routes/home.tsx' },
  { path: '/home', file: 'home.html', module: 'src/app/routes/home.tsx' },
  { path: '/about', file: 'about.html', module: 'src/app/routes/about.tsx' },
  { path: '/services', file: 'services.html', module: 'src/app/routes/services.tsx' },
  { path: '/contact', file: 'contact.html', module: 'src/app/routes/contact.tsx' },
  { path: '/accessibility', file: 'accessibility.html', module: 'src/app/routes/accessibility.tsx' },
  // With the backend's data, the first posts and jobs; without, the hero, the search and 'Loading…'.
  { path: '/news', file: 'news.html', module: 'src/app/routes/news.tsx', fetchesData: true },
  { path: '/jobs', file: 'jobs.html', module: 'src/app/routes/jobs.tsx', fetchesData: true },
]

/** The not-found screen, which hosts answer with status 404 for any address that is no page. */
export const NOT_FOUND_ROUTE: PrerenderedRoute = { path: '/404', file: '404.html', notFound: true }

/** The folder of the French pages (fr/about.html); the French home page is fr.html beside it. */
export const FRENCH_FOLDER = FRENCH_PREFIX.slice(1)

/**
 * A page in `locale`: English as it is; French under /fr, in the folder fr/ (/fr/about → fr/about.html,
 * /fr → fr.html, so a static host serves each at its clean address as it does the English ones).
 */
export function routeIn(locale: Locale, route: PrerenderedRoute): PrerenderedRoute {
  if (locale === 'en') return route
  const file = route.path === '/' ? `${FRENCH_FOLDER}.html` : `${FRENCH_FOLDER}/${route.file}`
  return { ...route, path: pathIn(locale, route.path), file }
}

export const postRoute = (id: string, locale: Locale = 'en'): PrerenderedRoute =>
  routeIn(locale, {
    path: `/news/${id}`,
    file: `news/${id}.html`,
    module: 'src/app/routes/news.tsx',
    fetchesData: true,
  })
export const jobRoute = (id: string, locale: Locale = 'en'): PrerenderedRoute =>
  routeIn(locale, {
    path: `/jobs/${id}`,
    file: `jobs/${id}.html`,
    module: 'src/app/routes/job.tsx',
    fetchesData: true,
  })

export const serviceRoute = (id: string, locale: Locale = 'en'): PrerenderedRoute =>
  routeIn(locale, { path: `/services/${id}`, file: `services/${id}.html`, module: 'src/app/routes/service.tsx' })

export const SHELL_FILE = 'shell.html'
/** The French shell: the same app, the page's language French from its first paint. */
export const FRENCH_SHELL_FILE = `${FRENCH_FOLDER}/${SHELL_FILE}`
/** The web app manifest the French pages link: the same app, named and described in French. */
export const FRENCH_MANIFEST_FILE = 'manifest.fr.webmanifest'
/**
 * Vite's build manifest (which chunks and styles each module needs) is read here, then moved out of the
 * build folder: it is a build report, not part of the site, and would be published with it. One per
 * build folder (dist/, the test build, …), so builds side by side never mix their reports.
 */
export const buildManifestPath = (root: string, outDir: string) =>
  resolve(root, 'node_modules/.vite', `build-manifest-${relative(root, outDir).replace(/[^\w-]+/g, '_')}.json`)
/** The app, which src/boot.ts imports. */
const APP_MODULE = 'src/main.tsx'
const ROOT_ELEMENT = '<div id="root"></div>'
/** What React hoists to the front of the markup: <title>, <meta> and resource <link>s. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)+/

/** The route module's CSS and chunks, with those of the chunks it imports (the entry's excluded). */
function routeAssets(manifest: Manifest, key: string | undefined) {
  const css = new Set<string>()
  const scripts = new Set<string>()
  if (key === undefined) return { css: [], scripts: [] }
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

/** A French content module (the twin of an English one, which src/i18n/translatable.ts imports on a French page). */
const FRENCH_TWIN = /\.fr\.tsx?$/

/** Whether `module` holds the words of `locale`, among the modules a chunk imports dynamically. */
function holdsWordsOf(locale: Locale, module: string, dynamicImports: readonly string[]): boolean {
  if (locale === 'fr') return FRENCH_TWIN.test(module)
  // An English words module is imported beside its French twin (translatable(english, french)).
  const frenchTwin = module.replace(/\.(tsx?)$/, '.fr.$1')
  return frenchTwin !== module && !FRENCH_TWIN.test(module) && dynamicImports.includes(frenchTwin)
}

/**
 * The words in `locale` of the content that the chunks of `keys` (and what they import) draw with,
 * with what those modules import: a page preloads them with its code, rather than asking for them
 * once the code has run.
 */
function wordScripts(manifest: Manifest, keys: readonly string[], locale: Locale): string[] {
  const visited = new Set<string>()
  const words = new Set<string>()
  const visit = (name: string) => {
    const chunk = manifest[name]
    if (!chunk || visited.has(name)) return
    visited.add(name)
    const dynamicImports = chunk.dynamicImports ?? []
    for (const imported of dynamicImports) if (holdsWordsOf(locale, imported, dynamicImports)) words.add(imported)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  keys.forEach(visit)
  return [...words].flatMap((module) => routeAssets(manifest, module).scripts)
}

/** Links the style sheets and preloads the chunks (high priority), except those the page links already. */
function assetLinks(page: string, { css, scripts }: { css: string[]; scripts: string[] }) {
  const linked = (file: string) => page.includes(`/${file}"`)
  return [
    ...css.filter((file) => !linked(file)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...scripts.filter((file) => !linked(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('')
}

const HTML_LANG_ATTRIBUTE = `<html lang="${HTML_LANG.en}">`
const MANIFEST_LINK = '<link rel="manifest" href="/manifest.webmanifest">'

/**
 * The built index.html as the page of `locale` starts: `<html lang>` in its language, and on a French
 * page the French manifest linked (an installed app keeps the manifest it was installed from).
 */
export function templateIn(locale: Locale, builtIndex: string): string {
  if (locale === 'en') return builtIndex
  if (!builtIndex.includes(HTML_LANG_ATTRIBUTE)) throw new Error(`index.html has no ${HTML_LANG_ATTRIBUTE}`)
  return builtIndex
    .replace(HTML_LANG_ATTRIBUTE, `<html lang="${HTML_LANG[locale]}">`)
    .replace(MANIFEST_LINK, `<link rel="manifest" href="/${FRENCH_MANIFEST_FILE}">`)
}

/** The built index.html's entry script, which the app shell keeps and a built page trades for the loader. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/[^"]+)"><\/script>/

/** The entry's own imports, which Vite links in the built index.html: the loader preloads them instead. */
const MODULE_PRELOADS = /<link rel="modulepreload" crossorigin href="[^"]+">/g

/**
 * The app shell: the built index.html with the app's own code preloaded too, for the addresses no
 * page was built for (it shows nothing until its code has run, so the code comes first). Opened at
 * its own address (/shell on a static host) it is no page to index; the screen it draws replaces
 * that tag with its own (PageMeta).
 */
export function shellHtml(builtIndex: string, manifest: Manifest, apiOrigin: string, locale: Locale = 'en'): string {
  const code = routeAssets(manifest, APP_MODULE)
  code.scripts.push(...wordScripts(manifest, [APP_MODULE], locale))
  const links = assetLinks(builtIndex, code)
  return builtIndex.replace('</head>', `<meta name="robots" content="noindex">${links}${preconnect(apiOrigin)}</head>`)
}

/** Opens the connection to the backend while the page's code still loads. */
export const preconnect = (apiOrigin: string) => `<link rel="preconnect" href="${apiOrigin}" crossorigin>`

/** What src/lib/built-data.ts reads (BuiltData), as the build writes it. */
interface BuiltPageData {
  path: string
  lists: Record<string, unknown>
  totals?: Record<string, number>
  offsets?: Record<string, number>
  builtOn?: string
  builtAt?: number
}

export interface PageParts {
  template: string
  /** renderRoute's markup: hoisted head tags first, then the screen. */
  markup: string
  route: PrerenderedRoute
  /** The page's language: its code brings the words of its content in that language. */
  locale: Locale
  manifest: Manifest
  apiOrigin: string
  /** The data the screen was drawn with, for the app's first render (src/lib/built-data.ts). */
  data?: BuiltPageData | null
  /** The element id src/lib/built-data.ts reads. */
  dataElementId?: string
  /** What the page says when a tap needed its code and the code could not be downloaded. */
  codeFailed: string
}

/**
 * The code a built page's loader requests (src/code-loader.js): the entry, and everything the entry,
 * the app and the page's screen import, preloaded together so none waits for another to be parsed.
 */
function pageCode(template: string, manifest: Manifest, route: PrerenderedRoute, locale: Locale) {
  const entry = ENTRY_SCRIPT.exec(template)?.[1]
  if (!entry) throw new Error('The built index.html has no module entry script')
  const entryImports = Object.values(manifest).find((chunk) => chunk.isEntry)?.imports ?? []
  const keys = [...entryImports, APP_MODULE, ...(route.module === undefined ? [] : [route.module])]
  const chunks = new Set(
    [
      ...keys.flatMap((key) => routeAssets(manifest, key).scripts),
      // The words it draws with, in its language, fetched with its code.
      ...wordScripts(manifest, keys, locale),
    ].map((file) => `/${file}`),
  )
  chunks.delete(entry)
  return { entry, chunks: [...chunks] }
}

export function pageHtml({
  template,
  markup,
  route,
  locale,
  manifest,
  apiOrigin,
  data,
  dataElementId,
  codeFailed,
}: PageParts): string {
  const hoisted = HOISTED.exec(markup)?.[0] ?? ''
  const body = markup.slice(hoisted.length)
  const title = /<title>[^<]*<\/title>/.exec(hoisted)?.[0]
  const description = /<meta name="description"[^>]*>/.exec(hoisted)?.[0]
  const others = hoisted
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    // React writes the prop's name (hrefLang); HTML reads either, and readers that match text expect hreflang.
    .replace(/<link rel="alternate" hrefLang=/g, '<link rel="alternate" hreflang=')
  // No script in the head: the first view needs only the page, its style sheet and its pictures.
  const links = [others, route.fetchesData ? preconnect(apiOrigin) : ''].join('')
  const dataScript =
    data && dataElementId
      ? `<script type="application/json" id="${dataElementId}">${scriptSafeJson(data)}</script>`
      : ''
  const { entry, chunks } = pageCode(template, manifest, route, locale)
  const mark = route.notFound ? NOT_FOUND_MARK : route.path
  let html = template.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOADS, '')
  // The template's own may be written over several lines (index.html is formatted like any file).
  // Every piece from the backend goes in by a function: a string's $&, $` and $' would be read as patterns.
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => title)
  if (description) html = html.replace(/<meta\s+name="description"[^>]*>/, () => description)
  if (!html.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`)
  return html
    .replace('</head>', () => `${links}</head>`)
    .replace(
      ROOT_ELEMENT,
      () =>
        `<div id="root" data-prerendered="${mark}">${body}</div>${dataScript}${codeLoaderElement(entry, chunks, codeFailed)}`,
    )
}

/** A file under the build folder, never outside it, whatever the id in its name holds. */
export function fileInside(outDir: string, file: string): string {
  const target = resolve(outDir, file)
  const inside = relative(outDir, target)
  if (inside === '' || inside.startsWith('..') || inside.split(sep).some((part) => part.startsWith('.')))
    throw new Error(`Refusing to write ${file}: outside the build folder`)
  return target
}

/** The build-time module (src/app/prerender.tsx), as the build loads it. */
export const PRERENDER_MODULE = 'src/app/prerender.tsx'
/** What the build read from the backend: each language's posts, and each language's job board. */
export interface PublicContent {
  posts: Record<Locale, BlogPost[]>
  jobs: Record<Locale, Job[]>
}
export interface PrerenderModule {
  renderRoute: (path: string, data?: PageParts['data']) => Promise<string>
  readPublicContent: () => Promise<PublicContent>
  backendEndpoint: () => string
  sanitizeIn: (window: unknown) => void
  codeFailedWords: (locale: Locale) => string
  /** The files beside the pages (sitemap.xml, robots.txt, the news and jobs feeds), by their path in the build folder. */
  siteFiles: (content: PublicContent | undefined, builtOn: string, builtAt: Date) => Record<string, string>
  BUILT_DATA_ELEMENT_ID: string
  POSTS_PER_BATCH: number
  JOBS_PER_BATCH: number
  SERVICE_IDS: readonly string[]
}

interface BuiltPage {
  route: PrerenderedRoute
  locale: Locale
  data?: PageParts['data']
}

/**
 * A list page holds one batch (what it draws: the first, or a numbered page's) and, when the list is
 * longer, the whole list's length and where the batch starts in it: its count and 'Show more' are in
 * its HTML (src/lib/built-data.ts).
 */
function listPage(
  key: string,
  items: readonly unknown[],
  perBatch: number,
  page = 1,
): Pick<BuiltPageData, 'lists' | 'totals' | 'offsets'> {
  const from = firstIndexOf(page, perBatch)
  return {
    lists: { [key]: items.slice(from, from + perBatch) },
    ...(items.length > perBatch && { totals: { [key]: items.length } }),
    ...(from > 0 && { offsets: { [key]: from } }),
  }
}

/**
 * A list's numbered page (/jobs/page/2, src/shared/list-page-addresses.ts), in the folder of its list's
 * records (jobs/page/2.html: no record id holds a slash, so none is a folder of pages).
 */
export const listPageRoute = (list: PrerenderedRoute, page: number, locale: Locale = 'en'): PrerenderedRoute =>
  routeIn(locale, {
    ...list,
    path: listPagePath(list.path, page),
    file: `${list.file.replace(/\.html$/, '')}/page/${page}.html`,
  })

/**
 * Every page to write, in each language: the fixed ones, and with the backend's content, its lists
 * (each language's own posts; its board, its own jobs first), and every post and job of either language.
 */
function pagesToBuild(
  module: PrerenderModule,
  content: PublicContent | undefined,
  warn: (message: string) => void,
  builtOn: string,
): BuiltPage[] {
  const pages: BuiltPage[] = []
  const skipped: string[] = []
  const records = content
    ? { posts: [...content.posts.en, ...content.posts.fr], jobs: content.jobs.en }
    : { posts: [], jobs: [] }
  for (const post of records.posts) if (!BUILDABLE_ID.test(post.$id)) skipped.push(`post ${JSON.stringify(post.$id)}`)
  for (const job of records.jobs) if (!BUILDABLE_ID.test(job.$id)) skipped.push(`job ${JSON.stringify(job.$id)}`)
  for (const locale of LOCALES) {
    // The lists' pages: each language's own posts; its board, its own jobs first.
    const lists: Record<string, { key: string; items: readonly unknown[]; perBatch: number } | undefined> = {
      '/news': content && { key: 'blog', items: content.posts[locale], perBatch: module.POSTS_PER_BATCH },
      '/jobs': content && { key: 'jobs', items: content.jobs[locale], perBatch: module.JOBS_PER_BATCH },
    }
    for (const english of PRERENDERED_ROUTES) {
      const list = lists[english.path]
      // Its first batch at its own address; every batch after it a numbered page, which 'Show more' links to.
      for (let page = 1; page <= (list ? pageCount(list.items.length, list.perBatch) : 1); page += 1) {
        const route = page === 1 ? routeIn(locale, english) : listPageRoute(english, page, locale)
        const data = list && { path: route.path, ...listPage(list.key, list.items, list.perBatch, page) }
        pages.push({ route, locale, data })
      }
    }
    pages.push({ route: routeIn(locale, NOT_FOUND_ROUTE), locale })
    for (const id of module.SERVICE_IDS) pages.push({ route: serviceRoute(id, locale), locale })
    // Each with the records its page links to, in this language's list (a post of the other language
    // is in none: its page here links none).
    const posts = content?.posts[locale] ?? []
    const board = content?.jobs[locale] ?? []
    for (const post of records.posts.filter((record) => BUILDABLE_ID.test(record.$id))) {
      const route = postRoute(post.$id, locale)
      const index = posts.indexOf(post)
      const blog = index === -1 ? [post] : postWithNeighbours(posts, index)
      pages.push({ route, locale, data: { path: route.path, lists: { blog } } })
    }
    for (const job of records.jobs.filter((record) => BUILDABLE_ID.test(record.$id))) {
      const route = jobRoute(job.$id, locale)
      const index = board.indexOf(job)
      const jobs = index === -1 ? [job] : jobWithNeighbours(board, index, openJobsLike(job, builtOn))
      pages.push({ route, locale, data: { path: route.path, lists: { jobs } } })
    }
  }
  if (skipped.length > 0)
    warn(
      `Not built as pages (their ids cannot be file names; they still open through the shell): ${skipped.join(', ')}`,
    )
  return pages
}

export interface PrerenderOptions {
  /** The web app manifest in French, written as manifest.fr.webmanifest for the French pages to link. */
  frenchManifest: object
}

/** The build stops: a site its backend refuses would fail every visitor's read and application. */
function untrustedSite(error: Error & { origin: string }) {
  const host = new URL(error.origin).hostname
  return new Error(
    `${error.message}.\n` +
      "    Visitors' browsers there would be refused: no list would refresh and no application could be sent.\n" +
      `    Add a Web platform for ${host} to the Appwrite project (Overview, Add platform, Web), or start the local\n` +
      `    backend with WEB_PLATFORMS=${host}; or set VITE_SITE_URL to the address the site is served from.`,
  )
}

/** The static hosts' own build environments (each sets its variable): what they build is published. */
const HOST_BUILDS = ['NETLIFY', 'CF_PAGES', 'VERCEL'] as const

/** A build a static host runs to publish: one that goes wrong stops, and the host keeps its last deploy. */
export const isHostBuild = (env: Record<string, string | undefined>) => HOST_BUILDS.some((name) => env[name])

/** An address as the site reads it (src/config/env-rules.ts: trimmed, any case), or none. */
const addressOf = (value: string | undefined) => {
  try {
    return value?.trim() ? new URL(value.trim()) : undefined
  } catch {
    return undefined
  }
}

/** Unset, or naming this machine: the local backend's and site's defaults. */
const leftLocal = (value: string | undefined) => {
  const address = addressOf(value)
  return !address || ['localhost', '127.0.0.1'].includes(address.hostname)
}

/**
 * Without the live site's address (or with this machine's), every page, the sitemap and the feeds name
 * this machine as theirs, to search engines, link previews and feed readers. A build a static host
 * runs to publish stops (its last deploy stays live), as it does for an http:// address ('insecure':
 * the worker, installation and the contact page's address rule need the https one); any other build
 * only warns.
 */
export function siteUrlCheck(siteUrl: string | undefined, env: Record<string, string | undefined>) {
  const local = leftLocal(siteUrl)
  if (!isHostBuild(env)) return local ? 'warn' : undefined
  if (local) return 'stop'
  return addressOf(siteUrl)?.protocol === 'https:' ? undefined : 'insecure'
}

/**
 * In a static host's build, the backend's and the contact endpoint's variables left unset or naming
 * this machine (their defaults, for the local backend): the live site would read no post or job, and
 * every message would wait on the visitor's device for an endpoint that never answers.
 */
export function endpointsLeftLocal(
  vars: Record<string, string | undefined>,
  env: Record<string, string | undefined>,
): string[] {
  if (!isHostBuild(env)) return []
  return ['VITE_APPWRITE_ENDPOINT', 'VITE_CONTACT_ENDPOINT'].filter((name) => leftLocal(vars[name]))
}

/**
 * What a build does when the backend could not be read (after its retries, lib/public-reads.ts): a
 * static host's build stops, since the host would publish a site whose post and job pages all answer
 * 404 (it keeps its last deploy); any other build warns and goes on without them.
 */
export function unreadBackend(
  endpoint: string,
  error: unknown,
  env: Record<string, string | undefined>,
): { stop: string } | { warn: string } {
  const unread = `The backend at ${endpoint} could not be read (${error instanceof Error ? error.message : String(error)}).`
  if (isHostBuild(env))
    return {
      stop:
        `${unread}\n    This is the static host's build, which it would publish without its posts and jobs:\n` +
        '    it stops, and the host keeps its last deploy. Build again once the backend answers.',
    }
  return {
    warn:
      `${unread}\n` +
      '    The site is built without its posts and jobs: /news and /jobs show them once loaded in the browser,\n' +
      '    and each post and job opens by its address through the app shell. Build again with the backend up.',
  }
}

/** A page's `<title>` and description, to give the French shell those of the French home page. */
function titleAndDescription(html: string) {
  return {
    title: /<title>[^<]*<\/title>/.exec(html)?.[0],
    description: /<meta\s+name="description"[^>]*>/.exec(html)?.[0],
  }
}

export function prerender({ frenchManifest }: PrerenderOptions): Plugin {
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
        const kept = buildManifestPath(config.root, outDir)
        mkdirSync(dirname(kept), { recursive: true })
        writeFileSync(kept, manifestText)
        rmSync(join(outDir, '.vite'), { recursive: true, force: true })
        // A folder of pages left by an earlier build would keep posts, jobs and services that are gone.
        for (const folder of ['news', 'jobs', 'services', FRENCH_FOLDER])
          rmSync(join(outDir, folder), { recursive: true, force: true })
        const builtIndex = readFileSync(join(outDir, 'index.html'), 'utf8')
        // The shell serves the addresses that read the backend (a post or job not built yet, …).
        const apiOrigin = new URL(
          loadEnv(config.mode, config.envDir || config.root, 'VITE_').VITE_APPWRITE_ENDPOINT ||
            process.env.VITE_APPWRITE_ENDPOINT ||
            DEFAULT_APPWRITE_ENDPOINT,
        ).origin
        writeFileSync(join(outDir, SHELL_FILE), shellHtml(builtIndex, manifest, apiOrigin))
        const vars = { ...process.env, ...loadEnv(config.mode, config.envDir || config.root, 'VITE_') }
        const siteUrl = vars.VITE_SITE_URL
        const siteUrlProblem = `VITE_SITE_URL is ${siteUrl ? siteUrl : 'not set'}: canonical addresses, link previews, the sitemap and the feeds\n    name this machine.`
        const check = siteUrlCheck(siteUrl, process.env)
        if (check === 'stop')
          throw new Error(
            `${siteUrlProblem} This is the static host's build, which it would publish:\n` +
              "    set VITE_SITE_URL to the site's https:// address in the host's build settings.",
          )
        if (check === 'insecure')
          throw new Error(
            `VITE_SITE_URL is ${siteUrl}: the live site needs its https:// address (its service worker, installation\n` +
              "    and the contact page's address rule). This is the static host's build, which it would publish:\n" +
              "    set VITE_SITE_URL to the site's https:// address in the host's build settings.",
          )
        if (check === 'warn')
          config.logger.warn(
            `\n(!) ${siteUrlProblem} Fine for a local build; set it to the site's https:// address before publishing dist/.\n`,
          )
        const local = endpointsLeftLocal(vars, process.env)
        if (local.length > 0)
          throw new Error(
            `${local.join(' and ')} ${local.length > 1 ? 'are' : 'is'} not set, or name${local.length > 1 ? '' : 's'} this machine: the live site would read\n` +
              "    no post or job, or keep every message waiting on the visitor's device. This is the static host's\n" +
              "    build, which it would publish: set them in the host's build settings.",
          )
        // The page's own modules through Vite's SSR loader: the same CSS-module class names as the build.
        const vite = await createServer({
          configFile: false,
          root: config.root,
          mode: config.mode,
          // The pictures' imports with the addresses of the files the build wrote (scripts/source-pictures.ts),
          // and the post pictures' names (virtual:site-post-pictures).
          plugins: [react(), sourcePictures({ asBuilt: true }), postPictureVariants()],
          // The same constants as the page's code: what hydrates a page must draw what it holds.
          define: config.define,
          // No file watcher: a source file saved while pages are drawn would reload modules part-way
          // through (a second copy of src/i18n/translatable.ts, with no language active).
          server: { middlewareMode: true, hmr: false, ws: false, watch: null },
          appType: 'custom',
          logLevel: 'error',
          // Its CommonJS build has no named exports for Node.
          ssr: { noExternal: ['workbox-window'] },
        })
        try {
          const module = (await vite.ssrLoadModule(`/${PRERENDER_MODULE}`)) as PrerenderModule
          module.sanitizeIn(new JSDOM('').window)
          let content: Awaited<ReturnType<PrerenderModule['readPublicContent']>> | undefined
          try {
            content = await module.readPublicContent()
          } catch (error) {
            if (error instanceof Error && error.name === 'UntrustedOriginError')
              throw untrustedSite(error as Error & { origin: string })
            const outcome = unreadBackend(module.backendEndpoint(), error, process.env)
            if ('stop' in outcome) throw new Error(outcome.stop)
            config.logger.warn(`\n(!) ${outcome.warn}\n`)
          }
          // One day for every page: a job is shown open or closed by its deadline as of this build.
          const builtAt = new Date()
          const builtOn = officeToday(builtAt)
          const pages = pagesToBuild(module, content, (message) => config.logger.warn(message), builtOn)
          const templates = Object.fromEntries(LOCALES.map((locale) => [locale, templateIn(locale, builtIndex)]))
          const written = new Map<string, string>()
          for (const { route, locale, data: listsData } of pages) {
            const data = listsData && { ...listsData, builtOn, builtAt: builtAt.getTime() }
            const markup = await module.renderRoute(route.path, data)
            // A screen that threw while rendering leaves React's client-render mark: never ship that as the page.
            if (markup.includes('<!--$!-->')) throw new Error(`Prerendering ${route.path} failed: a screen threw`)
            const file = fileInside(outDir, route.file)
            mkdirSync(dirname(file), { recursive: true })
            const template = templates[locale]!
            const dataElementId = module.BUILT_DATA_ELEMENT_ID
            const codeFailed = module.codeFailedWords(locale)
            const html = pageHtml({
              template,
              markup,
              route,
              locale,
              manifest,
              apiOrigin,
              data,
              dataElementId,
              codeFailed,
            })
            writeFileSync(file, html)
            if (route.path === pathIn(locale, '/')) written.set(locale, html)
          }
          // The French shell: the shell, in French from its first paint (lang, title, description, manifest).
          const french = titleAndDescription(written.get('fr') ?? '')
          let frenchShell = shellHtml(templates.fr!, manifest, apiOrigin, 'fr')
          const { title, description } = french
          if (title) frenchShell = frenchShell.replace(/<title>[^<]*<\/title>/, () => title)
          if (description) frenchShell = frenchShell.replace(/<meta\s+name="description"[^>]*>/, () => description)
          writeFileSync(join(outDir, FRENCH_SHELL_FILE), frenchShell)
          writeFileSync(join(outDir, FRENCH_MANIFEST_FILE), JSON.stringify(frenchManifest))
          const siteFiles = module.siteFiles(content, builtOn, builtAt)
          for (const [name, text] of Object.entries(siteFiles)) {
            mkdirSync(dirname(join(outDir, name)), { recursive: true })
            writeFileSync(join(outDir, name), text)
          }
          // Records' pages, not the lists' numbered ones (news/page/2.html), which are counted apart.
          const numbered = (file: string) => /\/page\/\d+\.html$/.test(file)
          const count = (folder: string) =>
            pages.filter(({ route }) => route.file.startsWith(folder) && !numbered(route.file)).length
          config.logger.info(
            `prerendered ${PRERENDERED_ROUTES.map((r) => r.file).join(', ')}, ${NOT_FOUND_ROUTE.file}, ${count('services/')} services, ${count('news/')} posts and ${count('jobs/')} jobs, ` +
              `${pages.filter(({ route }) => numbered(route.file)).length} numbered list pages (both languages), ` +
              `and in French (${FRENCH_FOLDER}.html, ${FRENCH_FOLDER}/…) ${count(`${FRENCH_FOLDER}/services/`)} services, ${count(`${FRENCH_FOLDER}/news/`)} posts and ${count(`${FRENCH_FOLDER}/jobs/`)} jobs ` +
              `(+ ${SHELL_FILE}, ${FRENCH_SHELL_FILE}, ${FRENCH_MANIFEST_FILE}, ${Object.keys(siteFiles).join(', ')})`,
          )
        } finally {
          await vite.close()
        }
      },
    },
  }
}
