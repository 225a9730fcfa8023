// Builds the HTTP app without listening (index.ts listens), so tests can call app.request() directly.
import { timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { HTTPException } from 'hono/http-exception'
import { AbuseCounter } from './lib/abuse'
import type { AppDeps, AppEnv } from './lib/context'
import { appwriteCors } from './lib/cors'
import { AppwriteError } from './lib/errors'
import { ADMIN, GUEST } from './lib/permissions'
import { TrustedOrigins } from './lib/trusted-origins'
import type { Schema } from './lib/schema'
import { contactRoutes } from './routes/contact/contact.routes'
import { databasesRoutes } from './routes/databases/databases.routes'
import { healthRoutes, pingRoutes } from './routes/health/health.routes'
import { storageRoutes } from './routes/storage/storage.routes'
import { FaultInjector } from './routes/test-hooks/faults'
import { testHooksRoutes } from './routes/test-hooks/test-hooks.routes'
import { vitalsRoutes } from './routes/vitals/vitals.routes'
import type { Store } from './store/store'

export interface AppOptions {
  store: Store
  schema: Schema
  /** Requests carrying this key in X-Appwrite-Key act as admin. */
  apiKey: string
  /** Mounts /__test__/faults (TEST_HOOKS=1); never on in `npm start`. */
  testHooks?: boolean
  /** Where unexpected errors are reported (their details never reach the client). */
  logError?: (error: unknown) => void
  /** Appwrite's abuse limits: refused over them unless `enforced` is false; `now` is the clock they count by. */
  abuse?: { enforced?: boolean; now?: () => number }
  /** Host names registered as Web platforms (localhost is always trusted, as a local Appwrite's own domain). */
  webPlatforms?: readonly string[]
  /** Where notes for the person running the server go (default console.log). */
  log?: (line: string) => void
}

function sameKey(given: string | undefined, expected: string): boolean {
  if (!given) return false
  const [a, b] = [Buffer.from(given), Buffer.from(expected)]
  return a.length === b.length && timingSafeEqual(a, b)
}

export function createApp(options: AppOptions) {
  const abuse = { counter: new AbuseCounter(options.abuse?.now), enforced: options.abuse?.enforced ?? true }
  const deps: AppDeps = { store: options.store, schema: options.schema, apiKey: options.apiKey, abuse }
  const logError = options.logError ?? ((error) => console.error('Unexpected error:', error))
  const log = options.log ?? console.log
  const app = new Hono<AppEnv>({ strict: false })

  app.onError((error, c) => {
    if (error instanceof AppwriteError) return c.json(error.toBody(), error.status as 400)
    // The client hung up while sending its body (Node reads that as "aborted", ECONNRESET): nothing
    // was stored, and nobody hears the answer; it is no fault of the server's to log.
    if ((error as NodeJS.ErrnoException).code === 'ECONNRESET') {
      const cutOff = new AppwriteError('general_argument_invalid', 'The request body did not arrive whole.')
      return c.json(cutOff.toBody(), 400)
    }
    if (error instanceof HTTPException && error.status < 500) {
      const mapped = new AppwriteError(
        error.status === 413 ? 'general_payload_too_large' : 'general_bad_request',
        error.message || undefined,
      )
      return c.json(mapped.toBody(), error.status)
    }
    logError(error)
    return c.json(new AppwriteError('general_unknown').toBody(), 500)
  })

  app.notFound((c) => c.json(new AppwriteError('general_route_not_found').toBody(), 404))

  const trusted = new TrustedOrigins(options.webPlatforms)
  app.use('/v1/*', appwriteCors(trusted))
  // Appwrite's CSRF check (general.php): a call from a page on an untrusted host is refused, whatever
  // its method, unless it carries a key (a server's call, checked on its own). Preflights never get here.
  const refusedOrigins = new Set<string>()
  app.use('/v1/*', async (c, next) => {
    if (c.req.header('x-appwrite-key')) return next()
    const origin = c.req.header('origin')
    const refusal = trusted.refusal(origin)
    if (refusal) {
      // The browser shows only a CORS failure: say once, here, what to do about it (for the first few).
      if (origin && !refusedOrigins.has(origin) && refusedOrigins.size < 20) {
        refusedOrigins.add(origin)
        log(`Refused calls from pages on ${origin}: not a Web platform (add its host to WEB_PLATFORMS).`)
      }
      throw new AppwriteError('general_unknown_origin', refusal)
    }
    await next()
  })
  // JSON lists go gzipped where the client accepts it, as Appwrite's answers do (files are not
  // compressible types, so uploads and downloads pass as they are).
  app.use('/v1/*', compress())

  if (options.testHooks) {
    const faults = new FaultInjector()
    app.use('*', faults.middleware())
    app.route('/', testHooksRoutes(faults, abuse.counter))
  }

  app.use('*', async (c, next) => {
    c.set('deps', deps)
    c.set('caller', sameKey(c.req.header('x-appwrite-key'), deps.apiKey) ? ADMIN : GUEST)
    await next()
  })

  // Every API call names the project, as Appwrite requires (app/init/resources/request.php, 1.9.6): the
  // `project` parameter, else the X-Appwrite-Project header, else the query's `project`. A GET's
  // parameters are its query, which lets a public read be a plain GET with no custom header and so no
  // CORS preflight; other methods' parameters are their body (request.ts: a body's own `project` is not
  // read here, no SDK sends one), so there the header comes first and the query after it.
  const api = new Hono<AppEnv>({ strict: false })
  api.route('/', healthRoutes)
  api.use('*', async (c, next) => {
    const header = c.req.header('x-appwrite-project')
    const paramsInBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(c.req.method)
    const project = paramsInBody ? header || c.req.query('project') : c.req.query('project') || header
    // Without one, Appwrite serves its console project, which refuses the database routes (general.php)
    // and holds none of the site's buckets; any other address is a route it does not know.
    if (!project || project === 'console') {
      // The console's own ping is refused: only a project is pinged (general.php).
      if (c.req.path === '/v1/ping') throw new AppwriteError('project_not_found')
      if (c.req.path.startsWith('/v1/storage/')) throw new AppwriteError('storage_bucket_not_found')
      if (!/^\/v1\/(databases|tablesdb)\b/.test(c.req.path)) throw new AppwriteError('general_route_not_found')
      throw new AppwriteError(
        'general_access_forbidden',
        project
          ? 'This endpoint is not available for the console project. The Appwrite Console is a reserved project ID and cannot be used with the Appwrite SDKs and APIs. Please check if your project ID is correct.'
          : 'No Appwrite project was specified. Please specify your project ID when initializing your Appwrite SDK.',
      )
    }
    if (project !== deps.schema.projectId) throw new AppwriteError('project_not_found')
    await next()
  })
  api.route('/', pingRoutes)
  api.route('/', databasesRoutes)
  api.route('/', storageRoutes)

  app.route('/v1', api)
  app.route('/', contactRoutes)
  app.route('/', vitalsRoutes)
  return app
}

export type App = ReturnType<typeof createApp>
