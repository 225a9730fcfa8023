// Build time only (scripts/prerender-plugin.ts loads it through Vite's SSR module loader; the page
// never imports it): reads the backend's public content as any visitor could, and renders each screen
// to HTML, so its first paint needs no JavaScript and readers that run none (search engines, link
// previews) get the content. The browser then hydrates it (main.tsx, imported by boot.ts after the
// first paint): the tree here is the one main.tsx renders, drawn from the same data (lib/built-data.ts),
// so the first render on the page matches this markup.
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { env } from '../config/env'
import { routeError } from '../content/errors'
import { routeError as routeErrorFr } from '../content/errors.fr'
import { siteHostname } from '../config/site-url'
import { listPublicJobs } from '../features/jobs/api/list-public-jobs'
import { listBlogPosts } from '../features/news/api/list-blog-posts'
import { services } from '../features/services/services-content'
import { isVisibleOn } from '../features/news/post-rules'
import { provideBuiltData, type BuiltData } from '../lib/built-data'
import { plainGetLister } from '../lib/public-reads'
import { sanitizeWithWindow } from '../lib/sanitize'
import { languageFirst } from '../shared/content-language'
import type { BlogPost, Job } from '../shared/models'
import { activateLocale, LocaleContext } from '../i18n/translatable'
import { basenameOf, LOCALES, localeOfPath, pathWithoutLocale, type Locale } from '../shared/locales'
import { AppRoutes, preloadScreen } from './router'

export { BUILT_DATA_ELEMENT_ID } from '../lib/built-data'
export { JOBS_PER_BATCH, POSTS_PER_BATCH } from '../shared/list-batches'

/** Each service's page (/services/{id}): the ids are the content's own, the same in both languages. */
export const SERVICE_IDS: readonly string[] = services.map((service) => service.id)

export interface PublicContent {
  /** Each language's posts visible on the live site's host, newest first, as /news and /fr/news list them. */
  posts: Record<Locale, BlogPost[]>
  /** Every public job, in each language's board order (that language's jobs first). */
  jobs: Record<Locale, Job[]>
}

/**
 * The backend's public content, read as a visitor on the live site reads it: plain GETs from its
 * origin, no key (lib/public-reads.ts). Throws UntrustedOriginError when browsers there would be refused.
 */
export async function readPublicContent(): Promise<PublicContent> {
  const service = plainGetLister({
    endpoint: env.appwriteEndpoint,
    projectId: env.appwriteProjectId,
    origin: new URL(env.siteUrl).origin,
    // A backend restarting (a deploy, an upgrade) is asked again after 2 s, then 8 s, before the build gives up.
    retryWaitsMs: [2_000, 8_000],
  })
  const [english, french, jobs] = await Promise.all([
    listBlogPosts({ service, language: 'en' }),
    listBlogPosts({ service, language: 'fr' }),
    listPublicJobs({ service }),
  ])
  const host = siteHostname()
  const visible = (posts: BlogPost[]) => posts.filter((post) => isVisibleOn(post, host))
  const boards = Object.fromEntries(LOCALES.map((locale) => [locale, languageFirst(jobs, locale)]))
  return { posts: { en: visible(english), fr: visible(french) }, jobs: boards as Record<Locale, Job[]> }
}

/** Where the backend lives, for the build's messages. */
export const backendEndpoint = () => env.appwriteEndpoint

/** Posts hold HTML: sanitised at build as in the browser, in the given (jsdom) window. */
export const sanitizeIn = sanitizeWithWindow

/** What a built page says when a tap needed its code and the code could not be downloaded (code-loader.js). */
export const codeFailedWords = (locale: Locale) => (locale === 'fr' ? routeErrorFr : routeError).codeFailed

/** The HTML of the app's root element for `path`, drawn with `data` (title, meta tags and structured data included). */
export async function renderRoute(path: string, data: BuiltData | null = null): Promise<string> {
  provideBuiltData(data)
  try {
    const { pathname } = new URL(path, 'http://localhost')
    const locale = localeOfPath(pathname)
    // Drawn in one pass (renderToString does not wait for code): the screen's module and the page's
    // language first (pages are built one at a time, so the active language is this page's).
    await activateLocale(locale)
    await preloadScreen(pathWithoutLocale(pathname))
    return renderToString(
      <StrictMode>
        <LocaleContext value={locale}>
          <StaticRouter location={path} basename={basenameOf(locale)}>
            <AppRoutes />
          </StaticRouter>
        </LocaleContext>
      </StrictMode>,
    )
  } finally {
    provideBuiltData(null)
  }
}

export { siteFiles } from './site-files'
