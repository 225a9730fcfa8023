import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type Alias, type Plugin } from 'vite'
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa'
import { buildConstants } from './scripts/build-constants.ts'
import { postPictureVariants } from './scripts/post-picture-variants.ts'
import { prerender } from './scripts/prerender-plugin.ts'
import { sourcePictures } from './scripts/source-pictures.ts'
import { paths } from './src/config/paths.ts'
import { appManifest as englishManifestWords } from './src/content/app-manifest.ts'
import { appManifest as frenchManifestWords } from './src/content/app-manifest.fr.ts'
import { site } from './src/content/site.ts'
import { HTML_LANG, pathIn, type Locale } from './src/shared/locales.ts'

type ManifestWords = typeof englishManifestWords | typeof frenchManifestWords

/** The shortcuts: each screen's address (under /fr for French) and icon. */
const SHORTCUTS = [
  ['news', paths.news],
  ['jobs', paths.jobs],
  ['saved', `${paths.jobs}?saved=1`],
  ['contact', paths.contact],
] as const

/**
 * A web app manifest: what an installed site is called, looks like and opens on, in one language. Its
 * words are content (src/content/app-manifest.ts and its French twin), its name the company's.
 */
function manifestIn(locale: Locale, words: ManifestWords): Partial<ManifestOptions> {
  const suffix = locale === 'en' ? '' : `.${locale}`
  return {
    id: pathIn(locale, '/'),
    name: site.name,
    short_name: site.shortName,
    description: words.description,
    lang: HTML_LANG[locale],
    dir: 'ltr',
    start_url: pathIn(locale, '/'),
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: '#0b3d5c',
    background_color: '#ffffff',
    categories: ['business', 'news', 'education'],
    icons: [
      { src: '/icons/pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      // A launcher draws a home-screen icon at about 192 px: its own size spares scaling the 512 down.
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    // The home page in the manifest's language (scripts/generate-pwa-assets.ts takes them).
    screenshots: [
      {
        src: `/screenshots/wide${suffix}.png`,
        sizes: '1280x720',
        type: 'image/png',
        form_factor: 'wide',
        label: words.screenshots.wide,
      },
      {
        src: `/screenshots/narrow${suffix}.png`,
        sizes: '390x844',
        type: 'image/png',
        form_factor: 'narrow',
        label: words.screenshots.narrow,
      },
    ],
    shortcuts: SHORTCUTS.map(([key, path]) => ({
      name: words.shortcuts[key].name,
      short_name: words.shortcuts[key].shortName,
      description: words.shortcuts[key].description,
      url: pathIn(locale, path),
      icons: [{ src: `/icons/shortcut-${key}.png`, sizes: '96x96', type: 'image/png' }],
    })),
  }
}

/** The English manifest, linked from every English page. */
export const manifest = manifestIn('en', englishManifestWords)

/**
 * The manifest the French pages link (scripts/prerender-plugin.ts writes it as manifest.fr.webmanifest):
 * the same icons and looks, its words in French and its addresses under /fr. An app of its own (id
 * /fr): an installed app reads the manifest of the page it was installed from, and one id shared by
 * the two would have Chrome trade one language's name for the other's as the visitor moves between
 * them. Installed from a French page, the app opens the French site and its shortcuts lead to French pages.
 */
export const frenchManifest = manifestIn('fr', frenchManifestWords)

/**
 * React Router 7's package exports only its development build (remix-run/react-router#14102), whose
 * dev-only checks ship to visitors: 'No routes matched location' warnings in their console and
 * '💿 Hey developer 👋' on its error screen. The production build beside it is the same API; a site build
 * resolves to it (measured in declarative mode: 1.3 KB less code, 0.5 KB gzip). Tests and the dev
 * server keep the development build and its warnings.
 */
const reactRouterDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
)
const reactRouterProduction: Alias[] = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
]

/** The Appwrite SDK's JSON with big integers, by the platform's JSON (src/lib/json-bigint-native.ts). */
const nativeJson: Alias[] = [
  { find: /^json-bigint$/, replacement: fileURLToPath(new URL('./src/lib/json-bigint-native.ts', import.meta.url)) },
]

/**
 * The production build creates its contexts and components in bare calls (`React.forwardRef(…)`) and
 * names them after (`Form.displayName = "Form"`), which a bundler must keep: the parts the site never
 * uses (`<Form>`, with `useSubmit` and the form encoding under it) shipped to every visitor. Marked pure
 * and unnamed, they are dropped: 1.3 KB gzip less on every first visit.
 */
const reactRouterTreeShaking: Plugin = {
  name: 'react-router-tree-shaking',
  apply: 'build',
  transform: {
    filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/]/ },
    handler: (code) => ({
      code: code
        .replace(/\b(React\d*\.(?:createContext|forwardRef|memo))\(/g, '/* @__PURE__ */ $1(')
        .replace(/^\s*[\w$]+\.displayName = "[^"]*";$/gm, ''),
      map: null,
    }),
  },
}

/** index.html's words, from the content files: the owner edits the company's name and tagline in one place. */
const indexWords: Plugin = {
  name: 'maple-pathways:index-words',
  transformIndexHtml: (html) =>
    html.replace(/%SITE_(SHORT_NAME|NAME|TAGLINE|DESCRIPTION)%/g, (_, key: string) =>
      escapeHtml(
        { SHORT_NAME: site.shortName, NAME: site.name, TAGLINE: site.tagline, DESCRIPTION: site.description }[key]!,
      ),
    ),
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!)

// Lazily loaded chunks live under /static/js/ (docs/specification.md §2).
export default defineConfig(({ command, mode }) => ({
  resolve: { alias: command === 'build' ? [...reactRouterProduction, ...nativeJson] : [] },
  define: buildConstants(mode),
  plugins: [
    indexWords,
    react(),
    reactRouterTreeShaking,
    // Pictures imported from the source tree in several widths and formats, and the post pictures' copies.
    sourcePictures(),
    postPictureVariants(),
    // Before the service worker is built (closeBundle, order 'pre'): it precaches the pages written.
    prerender({ frenchManifest }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // The page registers the worker itself (src/lib/sw-bridge.ts) and shows its own update prompt.
      injectRegister: false,
      registerType: 'prompt',
      manifest,
      // The manifest's icons stay out of the precache (globIgnores below).
      includeManifestIcons: false,
      injectManifest: {
        // The whole shell: every route chunk, styles, the logo and favicon, the default post image. The screens' and
        // the posts' pictures (cached at run time), the manifest screenshots, the link-preview picture,
        // and the pages of each post and job (offline, the shell opens them from the saved lists) stay
        // out, as does the not-found page (offline, the shell shows the same screen).
        // manifest.webmanifest is precached too: the plugin adds it itself (matching it here would list it twice).
        globPatterns: ['**/*.{js,css,html,svg,png,webp,jpg,ico,woff2}'],
        globIgnores: [
          // The source tree's pictures in every width and format: a device shows one of each, which
          // the worker keeps at run time (sw/caching.ts); precaching any would fetch one it may not show.
          'static/media/*.{avif,webp}',
          'screenshots/**',
          // The manifest's and the touch icons: the browser fetches them itself as the site is installed,
          // and the system keeps them; no page shows them, online or off (the header's logo is the SVG).
          'icons/*.png',
          'images/news/**',
          'images/share.jpg',
          'images/share.fr.jpg',
          'news/**',
          'jobs/**',
          // A service's page: offline, the shell draws it from the precached words.
          'services/**',
          '404.html',
          // Built with the backend's lists, they change with its content: kept by sw/list-pages.ts, so a
          // content change is no new version of the site.
          'news.html',
          'jobs.html',
          // The French pages: a French visitor's worker keeps those they open (sw/caching.ts), so an
          // English visitor's precache holds none. The French shell stays in: it opens any French
          // address offline.
          'fr.html',
          'fr/!(shell).html',
          'fr/news/**',
          'fr/jobs/**',
          'fr/services/**',
          '_headers',
        ],
        // Hashed file names under static/ change with their content: no cache-busting query needed.
        dontCacheBustURLsMatching: /^static\//,
        maximumFileSizeToCacheInBytes: 600 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    target: 'es2022',
    // npm test builds into a folder of its own (scripts/test.ts), leaving dist/ as `npm run build` made it.
    outDir: process.env.BUILD_OUT_DIR ?? 'dist',
    // Read by the prerender step: which CSS and chunks each route needs.
    manifest: true,
    assetsDir: 'static',
    // One style sheet for the whole site (about 8 KB compressed): a first visit makes one request
    // that blocks the first paint instead of one per chunk, and every later page has it cached.
    cssCodeSplit: false,
    modulePreload: {
      // Every browser since Safari 17 and Firefox 115 preloads modules itself; an older one (Safari
      // 15.4–16) skips the page's module preloads, and no visitor downloads the polyfill (0.34 KB).
      polyfill: false,
      // A screen loaded later need not list the chunks every page starts with (the framework, 'site',
      // 'site-base', the runtime): they are loaded already, and naming them in each lazy import's list
      // cost first-load bytes. Pages (hostType 'html') keep their whole list.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js'
          ? deps.filter((dep) => !/\/(framework|site|site-base|rolldown-runtime)-[\w-]{8}\.js$/.test(dep))
          : deps,
    },
    rolldownOptions: {
      output: {
        // React and the router change rarely: one chunk of their own stays cached across deploys.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            },
            {
              // What every page draws with: one chunk rather than a dozen small shared ones (each costs a
              // request, a task and its own gzip overhead on a first visit). Words are not in it: each
              // language's come in chunks of their own (src/i18n/translatable.ts). The not-found screen is
              // the router's, and a service's page draws it for an id that is none: here, not a chunk of
              // its own that every first visit would request.
              name: 'site',
              test: /[\\/]src[\\/](i18n[\\/](translatable|content)\.ts|content[\\/]site\.ts|lib[\\/](external-store|use-online-status|structured-data|typed-before-hydration|use-height-on-root|use-focus-kept-on-page|history-entry|entry-memory|use-in-browser|ask-before-leaving)\.ts|components[\\/](button|error-screen|page-meta|json-ld|responsive-picture|break-after|stroke-icon)\.tsx|app[\\/](layout[\\/]language-choice\.ts|routes[\\/]not-found\.tsx)|features[\\/]offline[\\/]components[\\/]app-notices\.module\.css)/,
            },
            {
              // The work a page starts once idle (main.tsx): the service worker's registration and the
              // contact queue, in one request. The contact form needs the queue at once, and gets both.
              // The corner notices, which load then too, say their words with use-announcement.ts: here,
              // not a chunk of its own (a request more once idle).
              name: 'background',
              test: /[\\/]src[\\/](lib[\\/](sw-bridge|contact-outbox|use-announcement)|shared[\\/]sw-messages)\.ts/,
            },
            {
              // The saved lists and queue (IndexedDB), which the news and job screens read as they start:
              // taken first, or 'background' would take them in with the queue and those screens all of it.
              name: 'offline-db',
              priority: 1,
              test: /[\\/](node_modules[\\/]idb[\\/]|src[\\/]shared[\\/]offline-db\.ts)/,
            },
            {
              // The part of it without React, which the entry's early list fetch uses before React arrives.
              name: 'site-base',
              // Taken first: 'site' would otherwise take these in with its own modules' dependencies.
              priority: 1,
              test: /[\\/]src[\\/](config[\\/]|shared[\\/](locales|site-addresses|list-page-addresses)\.ts|lib[\\/](next-task|when-idle|images)\.ts|app[\\/]early-data\.ts)/,
            },
          ],
        },
        entryFileNames: 'static/js/[name]-[hash].js',
        chunkFileNames: 'static/js/[name]-[hash].js',
        assetFileNames: ({ names }) =>
          names.some((n) => n.endsWith('.css'))
            ? 'static/css/[name]-[hash][extname]'
            : 'static/media/[name]-[hash][extname]',
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
}))
