import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import rebuildSite from './src/main.js'

// Fakes shaped like the Appwrite Functions context: lowercase headers, res.json(body, status) returning the output.
interface Output {
  body: unknown
  statusCode: number
  headers: Record<string, string>
}

// As in Appwrite, bodyJson throws when the body is not JSON (a schedule sends none).
function run(headers: Record<string, string>, body?: unknown) {
  const logs: string[] = []
  const errors: string[] = []
  const text = body === undefined ? '' : JSON.stringify(body)
  const req = {
    headers,
    method: 'POST',
    path: '/',
    bodyText: text,
    get bodyJson(): unknown {
      return JSON.parse(text)
    },
  }
  const res = {
    json: (data: unknown, statusCode = 200, extra: Record<string, string> = {}): Output => ({
      body: data,
      statusCode,
      headers: { ...extra, 'content-type': 'application/json' },
    }),
  }
  const output: Promise<Output> = rebuildSite({
    req,
    res,
    log: (message: unknown) => logs.push(String(message)),
    error: (message: unknown) => errors.push(String(message)),
  })
  return { output, logs, errors }
}

const blogEvent = {
  'x-appwrite-trigger': 'event',
  'x-appwrite-event': 'databases.main.collections.blog.documents.post-1.create',
}

// The stand-in build hook: records each request and answers as told.
interface HookRequest {
  method: string | undefined
  url: string | undefined
}
let server: Server
let hookUrl: string
let received: HookRequest[] = []
let answer: 'ok' | 'fail' | 'hang' = 'ok'

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response) => {
    received.push({ method: request.method, url: request.url })
    request.resume()
    if (answer === 'hang') return
    response.writeHead(answer === 'ok' ? 200 : 500, { 'content-type': 'text/plain' })
    response.end(answer === 'ok' ? '' : 'build queue unavailable')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  hookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/build_hooks/secret-id`
})

afterEach(() => {
  vi.unstubAllEnvs()
  received = []
  answer = 'ok'
  server.closeAllConnections()
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))
})

function useHook() {
  vi.stubEnv('BUILD_HOOK_URL', hookUrl)
  vi.stubEnv('BUILD_HOOK_ALLOW_HTTP_LOCALHOST', '1')
}

describe('rebuild-site function', () => {
  it('POSTs once to the hook for a blog event and answers ok', async () => {
    useHook()
    const { output, errors } = run(blogEvent, { $id: 'post-1', title: 'Hello' })
    expect(await output).toMatchObject({ statusCode: 200, body: { ok: true, status: 200 } })
    expect(received).toEqual([{ method: 'POST', url: '/build_hooks/secret-id' }])
    expect(errors).toEqual([])
  })

  it('POSTs once on a schedule', async () => {
    useHook()
    const { output } = run({ 'x-appwrite-trigger': 'schedule' })
    expect(await output).toMatchObject({ statusCode: 200, body: { ok: true, status: 200 } })
    expect(received).toHaveLength(1)
  })

  it('POSTs for any jobs event, whatever the document says', async () => {
    useHook()
    const { output } = run(
      {
        'x-appwrite-trigger': 'event',
        'x-appwrite-event': 'databases.main.collections.jobs.documents.job-9.update',
      },
      { $id: 'job-9', isPublic: false },
    )
    expect(await output).toMatchObject({ body: { ok: true } })
    expect(received).toHaveLength(1)
  })

  it.each([
    ['an edit in the console (TablesDB)', 'tablesdb.main.tables.blog.rows.post-1.update'],
    ['a row through the older API', 'databases.main.tables.jobs.rows.job-9.create'],
  ])('POSTs for %s, whose event names tables and rows', async (_case, event) => {
    useHook()
    const { output } = run({ 'x-appwrite-trigger': 'event', 'x-appwrite-event': event })
    expect(await output).toMatchObject({ body: { ok: true } })
    expect(received).toHaveLength(1)
  })

  it('skips events of other collections without calling the hook', async () => {
    useHook()
    const { output, logs } = run({
      'x-appwrite-trigger': 'event',
      'x-appwrite-event': 'tablesdb.main.tables.applicants.rows.x.create',
    })
    expect(await output).toMatchObject({ statusCode: 200, body: { ok: true, status: null } })
    expect(received).toEqual([])
    expect(logs.join('\n')).toMatch(/Skipped/)
  })

  it('names the missing variable and does not POST', async () => {
    vi.stubEnv('BUILD_HOOK_URL', '')
    const { output, errors } = run(blogEvent)
    const result = await output
    expect(result.statusCode).toBe(500)
    expect(result.body).toMatchObject({ ok: false, error: expect.stringContaining('BUILD_HOOK_URL') })
    expect(errors.join('\n')).toMatch(/BUILD_HOOK_URL/)
    expect(received).toEqual([])
  })

  it('refuses an http hook unless the localhost test switch is on', async () => {
    vi.stubEnv('BUILD_HOOK_URL', hookUrl)
    const { output } = run(blogEvent)
    expect(await output).toMatchObject({
      statusCode: 500,
      body: { ok: false, error: expect.stringMatching(/BUILD_HOOK_URL must be an https URL/) },
    })
    expect(received).toEqual([])
  })

  it('answers 502 and logs an error when the hook fails', async () => {
    useHook()
    answer = 'fail'
    const { output, errors } = run(blogEvent)
    expect(await output).toMatchObject({ statusCode: 502, body: { ok: false, status: 500 } })
    expect(received).toHaveLength(1)
    expect(errors.join('\n')).toMatch(/500/)
  })

  it('gives up on a hook that never answers at the timeout', async () => {
    useHook()
    vi.stubEnv('BUILD_HOOK_TIMEOUT_MS', '200')
    answer = 'hang'
    const started = Date.now()
    const { output, errors } = run(blogEvent)
    expect(await output).toMatchObject({ statusCode: 502, body: { ok: false, status: null } })
    // It waited for the hook (a hang that never ends fails by the test's own time-out).
    expect(Date.now() - started).toBeGreaterThanOrEqual(150)
    expect(received).toHaveLength(1)
    expect(errors.join('\n')).toMatch(/did not answer within 200 ms/)
  })
})
