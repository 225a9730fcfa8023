// The only file that listens. `startServer()` is used by the project's start script and the tests;
// run directly (`tsx server/index.ts`), it reads the environment (env.ts) and serves until stopped.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join, relative } from 'node:path'
import { serve, type ServerType } from '@hono/node-server'
import { createApp, type App } from './app'
import { PROJECT_ROOT, ServerEnvError, parseServerEnv } from './env'
import { SchemaError, loadSchema, type Schema } from './lib/schema'
import { givePublicJobsTheirReadPermission, seedStore } from './seed/seed-store'
import { openStore, type Store } from './store/store'
import { isEntryPoint } from './lib/entry-point'

export interface StartOptions {
  /** 0 picks a free port. */
  port: number
  host?: string
  dataDir: string
  /** Else read from <dataDir>/api-key, or generated there (mode 0600) on first start. */
  apiKey?: string
  /** Seed the demo content (idempotent). Default true. */
  seed?: boolean
  testHooks?: boolean
  /** Refuse guests over Appwrite's abuse limits (its `_APP_OPTIONS_ABUSE`). Default true. */
  abuseLimits?: boolean
  /** Host names registered as Web platforms: pages there may call (localhost always may). */
  webPlatforms?: readonly string[]
  /** Default: appwrite.json at the project root. */
  schema?: Schema
  /** Startup lines; default console.log. Pass () => {} for silence. */
  log?: (line: string) => void
}

export interface RunningServer {
  /** e.g. http://127.0.0.1:8787 (the API is under /v1). */
  url: string
  port: number
  host: string
  apiKey: string
  app: App
  store: Store
  close(): Promise<void>
}

export class PortInUseError extends Error {
  override name = 'PortInUseError'
}

const API_KEY_FILE = 'api-key'

/** A path as a person at the project root would type it. */
const displayPath = (path: string) => {
  const rel = relative(PROJECT_ROOT, path)
  return rel && !rel.startsWith('..') ? rel : path
}

/** The key from options, else from the data folder, else a new one written there owner-only. */
function resolveApiKey(dataDir: string, given: string | undefined, log: (line: string) => void): string {
  if (given) return given
  const file = join(dataDir, API_KEY_FILE)
  if (existsSync(file)) {
    const key = readFileSync(file, 'utf8').trim()
    if (key) return key
  }
  const key = randomBytes(32).toString('hex')
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  writeFileSync(file, `${key}\n`, { mode: 0o600 })
  // Its place, not the key: a log (CI's, a shared terminal) is read by more people than the folder.
  log(`Generated an API key (X-Appwrite-Key) and saved it to ${displayPath(file)}`)
  return key
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const log = options.log ?? ((line: string) => console.log(line))
  const host = options.host ?? '127.0.0.1'
  const schema = options.schema ?? loadSchema()
  const store = openStore(options.dataDir)
  let server: ServerType | undefined
  try {
    const apiKey = resolveApiKey(store.dataDir, options.apiKey, log)
    givePublicJobsTheirReadPermission(store)
    if (options.seed ?? true) {
      const seeded = seedStore(store, schema)
      if (seeded && seeded.blog + seeded.jobs > 0)
        log(`Seeded demo content: ${seeded.blog} blog posts, ${seeded.jobs} jobs.`)
    }
    const app = createApp({
      store,
      schema,
      apiKey,
      testHooks: options.testHooks,
      abuse: { enforced: options.abuseLimits ?? true },
      webPlatforms: options.webPlatforms,
      log,
    })
    const port = await new Promise<number>((resolve, reject) => {
      const s = serve({ fetch: app.fetch, port: options.port, hostname: host }, (info: AddressInfo) =>
        resolve(info.port),
      )
      server = s
      // Outlive the clients' idle keep-alive (undici: 4 s), so a reused socket is never closed under a request.
      // No deadline for a whole request (Node's is 5 minutes): a 2 MB resume on a slow phone connection
      // may take longer and still arrive. A connection silent for 2 minutes is dropped instead.
      Object.assign(s, { keepAliveTimeout: 65_000, headersTimeout: 66_000, requestTimeout: 0 })
      s.setTimeout(120_000)
      s.once('error', (error: NodeJS.ErrnoException) => {
        reject(
          error.code === 'EADDRINUSE'
            ? new PortInUseError(
                `Port ${options.port} on ${host} is already in use. Stop the program using it, or set PORT to another port.`,
              )
            : error,
        )
      })
    })
    const running = server as unknown as ServerType & {
      closeIdleConnections?: () => void
      closeAllConnections?: () => void
    }
    let closing: Promise<void> | undefined
    return {
      url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
      port,
      host,
      apiKey,
      app,
      store,
      // Stop accepting, let requests in flight finish (briefly), then close the store.
      close: () =>
        (closing ??= new Promise<void>((resolve) => {
          running.close(() => {
            store.close()
            resolve()
          })
          running.closeIdleConnections?.()
          setTimeout(() => running.closeAllConnections?.(), 1500).unref()
        })),
    }
  } catch (error) {
    server?.close()
    store.close()
    throw error
  }
}

async function main() {
  let env
  try {
    env = parseServerEnv()
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
  let running: RunningServer
  try {
    running = await startServer({
      port: env.port,
      host: env.host,
      dataDir: env.dataDir,
      apiKey: env.apiKey,
      seed: env.seed,
      testHooks: env.testHooks,
      abuseLimits: env.abuseLimits,
      webPlatforms: env.webPlatforms,
    })
  } catch (error) {
    const known = error instanceof PortInUseError || error instanceof SchemaError || error instanceof ServerEnvError
    console.error(known ? (error as Error).message : `The backend could not start: ${(error as Error).message}`)
    process.exit(1)
  }
  const keyHint = env.apiKey ? 'from APPWRITE_API_KEY' : `in ${displayPath(join(running.store.dataDir, API_KEY_FILE))}`
  console.log(
    `Local Appwrite-compatible backend on ${running.url}/v1 (contact: ${running.url}/contact; API key ${keyHint}${env.testHooks ? '; test hooks ON' : ''})`,
  )
  const stop = (signal: string) => {
    console.log(`${signal}: stopping the backend…`)
    void running.close().then(() => process.exit(0))
    // A stuck connection must not keep Ctrl-C from working.
    setTimeout(() => process.exit(0), 3000).unref()
  }
  process.once('SIGINT', () => stop('SIGINT'))
  process.once('SIGTERM', () => stop('SIGTERM'))
}

if (isEntryPoint(import.meta.url)) void main()
