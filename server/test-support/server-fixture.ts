// Shared by the server's tests: temporary data folders, a running server, an in-process app, the
// schema with a test-only bucket, and file contents with real signatures.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Client as NodeClient } from 'node-appwrite'
import { Client as WebClient } from 'appwrite'
import { createApp, type App } from '../app'
import { startServer, type RunningServer } from '../index'
import { createSchema, loadSchema, type Schema } from '../lib/schema'
import { seedStore } from '../seed/seed-store'
import { openStore, type Store } from '../store/store'

export const PROJECT_ID = 'maple-pathways'
export const TEST_API_KEY = 'test-key-0123456789abcdef0123456789abcdef'
/** A bucket only tests have: 20 MB, chunked uploads, pdf and bin, readable by anyone. */
export const BIG_BUCKET_ID = 'big-files'

export function tempDir(prefix = 'mp-server-'): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), prefix))
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) }
}

/** appwrite.json plus the test-only bucket. */
export function testSchema(): Schema {
  const file = structuredClone(loadSchema().file)
  file.buckets.push({
    $id: BIG_BUCKET_ID,
    $permissions: ['create("any")', 'read("any")'],
    fileSecurity: false,
    name: 'Big test files',
    enabled: true,
    maximumFileSize: 20_000_000,
    allowedFileExtensions: ['pdf', 'bin'],
    compression: 'none',
    encryption: false,
    antivirus: false,
    transformations: true,
  })
  return createSchema(file)
}

export interface InProcess {
  app: App
  store: Store
  /** app.request with the project header set, as the SDK sends it. */
  request(path: string, init?: RequestInit & { admin?: boolean }): Promise<Response>
  close(): void
}

type AppOptions = Parameters<typeof createApp>[0]

export function inProcessApp({
  seed = true,
  abuse,
  webPlatforms,
  log = () => {},
}: {
  seed?: boolean
  abuse?: AppOptions['abuse']
  webPlatforms?: AppOptions['webPlatforms']
  log?: AppOptions['log']
} = {}): InProcess {
  const dir = tempDir()
  const schema = testSchema()
  const store = openStore(dir.path)
  if (seed) seedStore(store, schema)
  const app = createApp({
    store,
    schema,
    apiKey: TEST_API_KEY,
    testHooks: true,
    logError: () => {},
    log,
    abuse,
    webPlatforms,
  })
  return {
    app,
    store,
    request: async (path, init = {}) => {
      const { admin, ...rest } = init
      const headers = new Headers(rest.headers)
      if (!headers.has('x-appwrite-project')) headers.set('x-appwrite-project', PROJECT_ID)
      if (admin) headers.set('x-appwrite-key', TEST_API_KEY)
      return app.request(path, { ...rest, headers })
    },
    close: () => {
      store.close()
      dir.remove()
    },
  }
}

export interface TestServer extends RunningServer {
  endpoint: string
  /** The real web SDK, anonymous, as the site uses it. */
  webClient(): WebClient
  /** node-appwrite with the API key: admin. */
  adminClient(): NodeClient
  stop(): Promise<void>
}

export async function startTestServer({ seed = true }: { seed?: boolean } = {}): Promise<TestServer> {
  const dir = tempDir()
  const running = await startServer({
    port: 0,
    dataDir: dir.path,
    apiKey: TEST_API_KEY,
    seed,
    testHooks: true,
    schema: testSchema(),
    log: () => {},
  })
  const endpoint = `${running.url}/v1`
  return {
    ...running,
    endpoint,
    webClient: () => new WebClient().setEndpoint(endpoint).setProject(PROJECT_ID),
    adminClient: () => new NodeClient().setEndpoint(endpoint).setProject(PROJECT_ID).setKey(TEST_API_KEY),
    stop: async () => {
      await running.close()
      dir.remove()
    },
  }
}

/** A file starting with the PDF signature, `size` bytes long. */
export function pdfBytes(size: number, fill = 0x20): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size).fill(fill)
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'))
  if (size > 16) bytes.set(new TextEncoder().encode('\n%%EOF\n'), size - 7)
  return bytes
}

/** A Word 97-2003 (.doc) file: the OLE2 compound-file signature. */
export function docBytes(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size)
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
  return bytes
}

/** The EICAR antivirus test file, which every antivirus reports (a bucket with one refuses it). */
export const eicarBytes = (): Uint8Array<ArrayBuffer> =>
  new TextEncoder().encode('X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*\r\n')

/** A Windows executable: "MZ" header. */
export function exeBytes(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size)
  bytes.set([0x4d, 0x5a, 0x90, 0x00])
  return bytes
}

export const fileOf = (bytes: Uint8Array<ArrayBuffer>, name: string, type = 'application/pdf') =>
  new File([bytes], name, { type })
