import { AppwriteException, Databases, ID, Permission, Query, Role, type Models } from 'appwrite'
import { Databases as AdminDatabases } from 'node-appwrite'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { recordLanguage } from '../../../src/shared/content-language'
import type { BlogPost, Job, JobApplicationFields } from '../../../src/shared/models'
import { loadSeedData } from '../../seed/seed-data'
import { createApp } from '../../app'
import { PAYLOAD_LIMIT } from '../../lib/request'
import {
  inProcessApp,
  PROJECT_ID,
  startTestServer,
  TEST_API_KEY,
  testSchema,
  type InProcess,
  type TestServer,
} from '../../test-support/server-fixture'

const seed = loadSeedData()
const DOCS = '/v1/databases/main/collections'
const DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+00:00$/
const q = (...queries: object[]) =>
  queries.map((query, i) => `queries[${i}]=${encodeURIComponent(JSON.stringify(query))}`).join('&')

async function expectAppwriteError(response: Response, status: number, type: string) {
  expect(response.status).toBe(status)
  expect(response.headers.get('content-type')).toContain('application/json')
  const body = (await response.json()) as Record<string, unknown>
  expect(body).toEqual({ message: expect.any(String), code: status, type, version: '1.9.6' })
  return body
}

/** What the real SDK throws, as { code, type }. */
async function sdkError(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(AppwriteException)
  const { code, type, message } = error as AppwriteException
  return { code, type, message }
}

describe('documents, in process', () => {
  let api: InProcess
  beforeAll(() => {
    api = inProcessApp()
  })
  afterAll(() => api.close())

  it('lists 25 documents by default in response format 2.0, with the full total', async () => {
    const res = await api.request(`${DOCS}/blog/documents`)
    expect(res.status).toBe(200)
    const body = (await res.json()) as { total: number; documents: BlogPost[] }
    expect(body.total).toBe(seed.blog.length)
    expect(body.documents).toHaveLength(25)
    const [first] = body.documents
    expect(first).toMatchObject({
      $id: 'news-001',
      $sequence: '1',
      $collectionId: 'blog',
      $databaseId: 'main',
      $permissions: [],
    })
    expect(first!.$createdAt).toMatch(DATE)
    expect(first!.$updatedAt).toMatch(DATE)
    // Seeded posts carry their writing date as $createdAt.
    expect(first!.$createdAt).toBe(first!.createdAt)
    expect(Object.keys(first!)).toEqual(
      expect.arrayContaining(['title', 'content', 'imageUrl', 'author', 'createdAt', 'visibility']),
    )
  })

  it('takes a limit written as a string of digits, as PHP reads one', async () => {
    const res = await api.request(`${DOCS}/jobs/documents?${q({ method: 'limit', values: ['3'] })}`)
    expect(((await res.json()) as { documents: Job[] }).documents).toHaveLength(3)
  })

  it('accepts queries[] as well as queries[N], and total=false', async () => {
    const query = encodeURIComponent(JSON.stringify({ method: 'limit', values: [3] }))
    const res = await api.request(`${DOCS}/jobs/documents?queries[]=${query}&total=false`)
    const body = (await res.json()) as { total: number; documents: Job[] }
    expect(body.documents).toHaveLength(3)
    expect(body.total).toBe(0)
  })

  it("reads a query's parts as PHP does: null is a missing part, and a JSON object's values are a list", async () => {
    const queries = [
      { method: 'equal', attribute: 'title', values: { first: 'Construction Electrician' } },
      { method: 'orderRandom', attribute: null, values: null },
    ]
    const res = await api.request(
      `${DOCS}/jobs/documents?${queries.map((query, i) => `queries[${i}]=${encodeURIComponent(JSON.stringify(query))}`).join('&')}`,
    )
    expect(res.status).toBe(200)
    const body = (await res.json()) as { documents: Job[] }
    expect(body.documents.length).toBeGreaterThan(0)
    expect(new Set(body.documents.map((job) => job.title))).toEqual(new Set(['Construction Electrician']))
  })

  it.each([
    [
      'an unknown attribute',
      q({ method: 'equal', attribute: 'colour', values: ['red'] }),
      'general_query_invalid',
      /Attribute not found in schema: colour/,
    ],
    // utopia-php/database's Query::parse, word for word.
    ['malformed query JSON', 'queries[0]=%7Bnot-json', 'general_query_invalid', /^Invalid query: Syntax error$/],
    [
      'a query that is a number',
      'queries[0]=7',
      'general_query_invalid',
      /^Invalid query\. Must be an array, got integer$/,
    ],
    [
      'an unknown method',
      q({ method: 'sortBy', attribute: 'title' }),
      'general_query_invalid',
      /^Invalid query method: sortBy$/,
    ],
    [
      'a method that is not a string',
      q({ method: 3, attribute: 'title' }),
      'general_query_invalid',
      /^Invalid query method\. Must be a string, got integer$/,
    ],
    [
      'a cursor that is no id',
      q({ method: 'cursorAfter', values: ['../job-001'] }),
      'general_query_invalid',
      /^Invalid cursor: UID must contain at most 36 chars\. Valid chars are a-z, A-Z, 0-9, and underscore\. Can't start with a leading underscore$/,
    ],
    [
      'values that are not a list',
      q({ method: 'equal', attribute: 'title', values: 'Welder' }),
      'general_query_invalid',
      /^Invalid query values\. Must be an array, got string$/,
    ],
    [
      'a value of the wrong type',
      q({ method: 'equal', attribute: 'isPublic', values: ['yes'] }),
      'general_query_invalid',
      /invalid for attribute "isPublic"/,
    ],
    ['limit(0)', q({ method: 'limit', values: [0] }), 'general_query_invalid', /limit/],
    [
      'a limit that is no number',
      q({ method: 'limit', values: ['ten'] }),
      'general_query_invalid',
      /^Invalid query: Invalid limit: Value must be a valid number$/,
    ],
    [
      // utopia-php/database's Offset validator says "limit" here too.
      'an offset that is no number',
      q({ method: 'offset', values: [] }),
      'general_query_invalid',
      /^Invalid query: Invalid limit: Value must be a valid number$/,
    ],
    [
      'a limit written as a decimal',
      q({ method: 'limit', values: ['2.5'] }),
      'general_query_invalid',
      /^Invalid query: Invalid limit: Value must be a valid range between 1 and/,
    ],
    [
      'queries that are no list (PHP reads a bare queries= as a string)',
      `queries=${encodeURIComponent(JSON.stringify({ method: 'limit', values: [1] }))}`,
      'general_argument_invalid',
      /^Invalid `queries` param: Value must a valid array no longer than 100 items/,
    ],
    ['an empty query', 'queries[0]=', 'general_argument_invalid', /^Invalid `queries` param: /],
    [
      'search without a fulltext index',
      q({ method: 'search', attribute: 'description', values: ['weld'] }),
      'general_query_invalid',
      // IndexedQueries' own words, without the per-query validators' 'Invalid query: '.
      /^Searching by attribute "description" requires a fulltext index\.$/,
    ],
    [
      'a search without a fulltext index inside or',
      q({
        method: 'or',
        values: [
          { method: 'search', attribute: 'description', values: ['weld'] },
          { method: 'equal', attribute: 'title', values: ['Welder'] },
        ],
      }),
      'general_query_invalid',
      /^Searching by attribute "description" requires a fulltext index\.$/,
    ],
    [
      'more than 500 values, counted before the method is checked against the attribute',
      q({ method: 'contains', attribute: 'isPublic', values: Array.from({ length: 501 }, () => true) }),
      'general_query_invalid',
      /^Invalid query: Query on attribute has greater than 500 values: isPublic$/,
    ],
    [
      'contains on a boolean',
      q({ method: 'contains', attribute: 'isPublic', values: [true] }),
      'general_query_invalid',
      /^Invalid query: Cannot query contains on attribute "isPublic" because it is not an array, string, or object\.$/,
    ],
    [
      'more than 500 values',
      q({ method: 'equal', attribute: 'title', values: Array.from({ length: 501 }, (_, i) => `t${i}`) }),
      'general_query_invalid',
      /^Invalid query: Query on attribute has greater than 500 values: title$/,
    ],
    [
      'search without a fulltext index, then a query the validators refuse: that one is told',
      q(
        { method: 'search', attribute: 'description', values: ['weld'] },
        { method: 'equal', attribute: 'owner', values: ['x'] },
      ),
      'general_query_invalid',
      /^Invalid query: Attribute not found in schema: owner$/,
    ],
    [
      'equal on an array attribute',
      q({ method: 'equal', attribute: 'visibility', values: ['localhost'] }),
      'general_query_invalid',
      /array/,
    ],
    [
      'an unknown cursor',
      q({ method: 'cursorAfter', values: ['no-such-doc'] }),
      'general_cursor_not_found',
      /no-such-doc/,
    ],
  ])('refuses %s with a 400', async (_name, query, type, message) => {
    const collection = query.includes('visibility') ? 'blog' : 'jobs'
    const body = await expectAppwriteError(await api.request(`${DOCS}/${collection}/documents?${query}`), 400, type)
    expect(body.message).toMatch(message)
  })

  it('answers unknown database, collection and document with their 404 types, naming the id as Appwrite does', async () => {
    const database = await expectAppwriteError(
      await api.request('/v1/databases/other/collections/blog/documents'),
      404,
      'database_not_found',
    )
    expect(database.message).toBe("Database with the requested ID 'other' could not be found.")
    const collection = await expectAppwriteError(
      await api.request(`${DOCS}/posts/documents`),
      404,
      'collection_not_found',
    )
    expect(collection.message).toBe("Collection with the requested ID 'posts' could not be found.")
    const document = await expectAppwriteError(
      await api.request(`${DOCS}/blog/documents/news-999`),
      404,
      'document_not_found',
    )
    expect(document.message).toBe("Document with the requested ID 'news-999' could not be found.")
    // Params are checked before anything is looked up: too many queries under an unknown collection.
    const tooMany = Array.from({ length: 101 }, () => ({ method: 'limit', values: [1] }))
    await expectAppwriteError(
      await api.request(`${DOCS}/posts/documents?${q(...tooMany)}`),
      400,
      'general_argument_invalid',
    )
  })

  it('looks a cursor up before it asks whether the caller may read the collection, as Appwrite does', async () => {
    const applicants = `${DOCS}/applicants/documents`
    await expectAppwriteError(await api.request(applicants), 401, 'user_unauthorized')
    await expectAppwriteError(
      await api.request(`${applicants}?${q({ method: 'cursorAfter', values: ['no-such-doc'] })}`),
      400,
      'general_cursor_not_found',
    )
  })

  it('requires the project, by header or query parameter', async () => {
    // Appwrite 1.9 serves the console project then, which refuses database routes.
    const missing = await expectAppwriteError(
      await api.app.request(`${DOCS}/blog/documents`),
      401,
      'general_access_forbidden',
    )
    expect(missing.message).toBe(
      'No Appwrite project was specified. Please specify your project ID when initializing your Appwrite SDK.',
    )
    await expectAppwriteError(
      await api.request(`${DOCS}/blog/documents`, { headers: { 'X-Appwrite-Project': 'other' } }),
      404,
      'project_not_found',
    )
    expect((await api.app.request(`${DOCS}/blog/documents/news-001?project=maple-pathways`)).status).toBe(200)
    // Only the database routes refuse the console project: an address Appwrite has no route for is a 404.
    await expectAppwriteError(await api.app.request('/v1/no-such-service'), 404, 'general_route_not_found')
  })

  it("reads a GET's `project` parameter before its header, as Appwrite does, so a public read needs no header", async () => {
    const list = `${DOCS}/blog/documents?project=maple-pathways&queries[0]=${encodeURIComponent('{"method":"limit","values":[2]}')}`
    const plain = await api.app.request(list)
    expect(plain.status).toBe(200)
    expect(((await plain.json()) as { documents: unknown[] }).documents).toHaveLength(2)
    const wrongHeader = await api.app.request(list, { headers: { 'X-Appwrite-Project': 'other' } })
    expect(wrongHeader.status).toBe(200)
    // A write's parameters are its body: there the header decides and the query is not read.
    await expectAppwriteError(
      await api.app.request(`${DOCS}/blog/documents?project=maple-pathways`, {
        method: 'POST',
        headers: { 'X-Appwrite-Project': 'other', 'Content-Type': 'application/json' },
        body: '{}',
      }),
      404,
      'project_not_found',
    )
  })

  it('refuses ids outside Appwrite rules and path tricks with a 4xx, never a 500', async () => {
    for (const id of ['..%2F..%2Fetc%2Fpasswd', 'a%2Fb', 'x%00y', '_leading', 'a'.repeat(37), '..data', 'a%5Cb']) {
      await expectAppwriteError(await api.request(`${DOCS}/blog/documents/${id}`), 400, 'general_argument_invalid')
    }
    // An id in the path is checked by Appwrite's UID validator, in its words, before anything is looked
    // up; an id chosen in the body by CustomId's.
    const uid = (param: string) =>
      `Invalid \`${param}\` param: UID must contain at most 36 chars. Valid chars are a-z, A-Z, 0-9, and underscore. Can't start with a leading underscore`
    for (const [path, param] of [
      [`${DOCS}/blog/documents/${'a'.repeat(37)}`, 'documentId'],
      [`${DOCS}/no-such-collection/documents/_bad`, 'documentId'],
      [`/v1/databases/main/collections/_bad/documents/_bad`, 'collectionId'],
      [`/v1/databases/_bad/collections/blog/documents`, 'databaseId'],
    ] as const) {
      for (const method of path.endsWith('/documents') ? ['GET'] : ['GET', 'DELETE']) {
        const res = await api.request(path, { method })
        expect((await expectAppwriteError(res, 400, 'general_argument_invalid')).message).toBe(uid(param))
      }
    }
    const custom = await api.request(`${DOCS}/applicants/documents`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ documentId: '_bad', data: { jobId: 'job-001' } }),
    })
    expect((await expectAppwriteError(custom, 400, 'general_argument_invalid')).message).toBe(
      "Invalid `documentId` param: Parameter must contain at most 36 chars. Valid chars are a-z, A-Z, 0-9, period, hyphen, and underscore. Can't start with a special char",
    )
    // URL normalisation turns dot segments into another (unknown) route.
    for (const path of [
      `${DOCS}/blog/documents/../../../../etc/passwd`,
      `${DOCS}/blog/documents/%2E%2E`,
      `${DOCS}/..%2F..%2Fblog/documents`,
    ]) {
      const res = await api.request(path)
      expect(res.status).toBeGreaterThanOrEqual(400)
      expect(res.status).toBeLessThan(500)
      expect(await res.json()).toMatchObject({ code: res.status, type: expect.any(String) })
    }
  })

  const post = (body: string | object, init: { admin?: boolean; headers?: Record<string, string> } = {}) =>
    api.request(`${DOCS}/applicants/documents`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...init.headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
      admin: init.admin,
    })

  const application: JobApplicationFields = {
    jobId: 'job-001',
    jobTitle: 'Plumber',
    applicantName: 'Ana Silva',
    applicantEmail: 'ana@example.com',
    resume: 'file-1',
  }

  it('reads a write as Appwrite does: malformed JSON, another shape or another content type is a body with no data', async () => {
    // utopia-php/http reads a JSON body only under Content-Type application/json, and a body it cannot
    // decode as no parameters: the call is refused for the data it lacks.
    const missing = 'The document data is missing. Try again with document data populated'
    // PHP's json_decode also refuses a lone surrogate's escape (half an emoji) and bytes that are not UTF-8.
    const halfEmoji = JSON.stringify({ documentId: 'half', data: { ...application, applicantName: 'Ana \ud83d' } })
    const latin1 = Buffer.from(JSON.stringify({ documentId: 'latin1', data: application }).replace('Ana Silva', 'Jos?'))
    latin1[latin1.indexOf('?')] = 0xe9
    const notUtf8 = await api.request(`${DOCS}/applicants/documents`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: latin1,
    })
    expect((await expectAppwriteError(notUtf8, 400, 'document_missing_data')).message).toBe(missing)
    for (const body of ['{"documentId": "x",', '[1, 2]', '"text"', halfEmoji]) {
      expect((await expectAppwriteError(await post(body), 400, 'document_missing_data')).message, body).toBe(missing)
    }
    // Nor does it take a byte-order mark, or a content type other than 'application/json' before any ';'.
    const withMark = `\ufeff${JSON.stringify({ documentId: 'with-mark', data: application })}`
    expect((await expectAppwriteError(await post(withMark), 400, 'document_missing_data')).message).toBe(missing)
    for (const type of ['application/json ;charset=UTF-8', 'Application/JSON']) {
      const spaced = await post({ documentId: 'spaced', data: application }, { headers: { 'Content-Type': type } })
      expect((await expectAppwriteError(spaced, 400, 'document_missing_data')).message, type).toBe(missing)
    }
    const asText = await post(
      { documentId: 'as-text', data: application },
      { headers: { 'Content-Type': 'text/plain;charset=UTF-8' } },
    )
    expect((await expectAppwriteError(asText, 400, 'document_missing_data')).message).toBe(missing)
    const stored = await api.request(`${DOCS}/applicants/documents/as-text`, { admin: true })
    expect(stored.status).toBe(404)
  })

  it("takes a write's project from the query where no header names one, as Appwrite 1.9.6 does", async () => {
    const queryOnly = await api.app.request(`${DOCS}/applicants/documents?project=maple-pathways`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ documentId: 'query-only', data: application }),
    })
    expect(queryOnly.status).toBe(201)
    const noProject = await api.app.request(`${DOCS}/applicants/documents`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ documentId: 'no-project', data: application }),
    })
    expect((await expectAppwriteError(noProject, 401, 'general_access_forbidden')).message).toMatch(
      /^No Appwrite project was specified/,
    )
  })

  it("reads a body up to Appwrite's 12 MiB, whose fields then answer for their size; a larger body is a 413", async () => {
    const long = { documentId: 'big', data: { ...application, applicantName: 'x'.repeat(1024 * 1024) } }
    expect((await expectAppwriteError(await post(long), 400, 'document_invalid_structure')).message).toMatch(
      /^Invalid document structure: Attribute "applicantName" has invalid type\. Value must be a valid string and no longer than \d+ chars$/,
    )
    const huge = { ...long, data: { ...application, applicantName: 'x'.repeat(PAYLOAD_LIMIT) } }
    await expectAppwriteError(await post(huge), 413, 'general_payload_too_large')
    expect((await api.request(`${DOCS}/applicants/documents/big`, { admin: true })).status).toBe(404)
  })

  it.each([
    ['with', { 'Content-Length': '4096' }],
    ['without', { 'Transfer-Encoding': 'chunked' }],
  ])(
    'answers a body cut off by a dropped connection (%s a length) with a 400, stores nothing, logs nothing',
    async (_with, headers) => {
      const logError = vi.fn()
      const app = createApp({ store: api.store, schema: testSchema(), apiKey: TEST_API_KEY, logError })
      const count = async () =>
        ((await (await api.request(`${DOCS}/applicants/documents`, { admin: true })).json()) as { total: number }).total
      const before = await count()
      const dropped = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"documentId": "cut-off", "data": {"jobId": "job-001",'))
          // What Node's request stream reports when the client goes away mid-body.
          controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }))
        },
      })
      const res = await app.request(`${DOCS}/applicants/documents`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Appwrite-Project': PROJECT_ID, ...headers },
        body: dropped,
        duplex: 'half',
      } as RequestInit)
      const body = await expectAppwriteError(res, 400, 'general_argument_invalid')
      expect(body.message).toBe('The request body did not arrive whole.')
      expect(await count()).toBe(before)
      expect(logError).not.toHaveBeenCalled()
    },
  )

  it.each([
    ['an unknown attribute', { ...application, age: 30 }, 'Invalid document structure: Unknown attribute: "age"'],
    [
      'a missing required attribute',
      { ...application, resume: undefined },
      'Invalid document structure: Missing required attribute "resume"',
    ],
    [
      'a string over its size',
      { ...application, jobId: 'j'.repeat(37) },
      'Invalid document structure: Attribute "jobId" has invalid type. Value must be a valid string and no longer than 36 chars',
    ],
    [
      'a bad e-mail',
      { ...application, applicantEmail: 'not-an-email' },
      'Invalid document structure: Attribute "applicantEmail" has invalid format. Value must be a valid email address',
    ],
    [
      // A browser's type="email" lets it through; Appwrite's check (PHP's FILTER_VALIDATE_EMAIL) does not.
      'an e-mail with two dots in a row',
      { ...application, applicantEmail: 'ana..silva@example.com' },
      'Invalid document structure: Attribute "applicantEmail" has invalid format. Value must be a valid email address',
    ],
    [
      'a wrong type',
      { ...application, applicantName: 42 },
      'Invalid document structure: Attribute "applicantName" has invalid type. Value must be a valid string and no longer than 128 chars',
    ],
    // utopia-php/database's Structure validator: required attributes first, then unknown keys, then
    // each value in the data's order.
    [
      'an unknown attribute and a missing required one',
      { ...application, resume: undefined, age: 30 },
      'Invalid document structure: Missing required attribute "resume"',
    ],
    [
      'an unknown attribute and a bad value',
      { ...application, applicantEmail: 'not-an-email', age: 30 },
      'Invalid document structure: Unknown attribute: "age"',
    ],
    [
      'two bad values, the later attribute given first',
      {
        applicantEmail: 'not-an-email',
        applicantName: application.applicantName,
        jobId: 'j'.repeat(37),
        jobTitle: application.jobTitle,
        resume: application.resume,
      },
      'Invalid document structure: Attribute "applicantEmail" has invalid format. Value must be a valid email address',
    ],
  ])('refuses data with %s (document_invalid_structure)', async (_name, data, message) => {
    const body = await expectAppwriteError(
      await post({ documentId: 'unique()', data }),
      400,
      'document_invalid_structure',
    )
    expect(body.message).toBe(message)
  })

  it('takes an e-mail Appwrite takes though it looks odd: a one-letter top-level domain', async () => {
    const res = await post({ documentId: 'unique()', data: { ...application, applicantEmail: 'ana@example.c' } })
    expect(res.status).toBe(201)
  })

  it('checks documentId, data and permissions', async () => {
    expect((await expectAppwriteError(await post({ data: application }), 400, 'document_missing_data')).message).toBe(
      'Document ID is required when creating a single document.',
    )
    // documentId is optional to Appwrite's router: null is not checked (and then missing), '' is (and refused).
    expect(
      (await expectAppwriteError(await post({ documentId: null, data: application }), 400, 'document_missing_data'))
        .message,
    ).toBe('Document ID is required when creating a single document.')
    expect(
      (await expectAppwriteError(await post({ documentId: '', data: application }), 400, 'general_argument_invalid'))
        .message,
    ).toBe(
      "Invalid `documentId` param: Parameter must contain at most 36 chars. Valid chars are a-z, A-Z, 0-9, period, hyphen, and underscore. Can't start with a special char",
    )
    // data is a JSON object or a JSON string of one; an empty array is PHP's empty array, no data.
    for (const data of [JSON.stringify('not-an-object'), '[]', 42]) {
      expect(
        (await expectAppwriteError(await post({ documentId: 'ok-id', data }), 400, 'general_argument_invalid')).message,
        String(data),
      ).toBe('Invalid `data` param: Value must be a valid JSON object')
    }
    await expectAppwriteError(await post({ documentId: 'ok-id', data: [] }), 400, 'document_missing_data')
    expect((await post({ documentId: 'as-json-text', data: JSON.stringify(application) })).status).toBe(201)
    // Several documents at once: never with data, and never a guest's call.
    expect(
      (
        await expectAppwriteError(
          await post({ documentId: 'ok-id', data: application, documents: [application] }),
          400,
          'general_bad_request',
        )
      ).message,
    ).toBe('You can only send one of the following parameters: data, documents')
    await expectAppwriteError(
      await post({ documents: [{ $id: 'bulk', ...application }] }),
      401,
      'general_unauthorized_scope',
    )
    for (const [extra, message] of [
      [
        { documentId: 'ok-id' },
        'Param "documentId" is not allowed when creating multiple documents, set "$id" on each instead.',
      ],
      [
        { permissions: ['read("any")'] },
        'Param "permissions" is disallowed when creating multiple documents, set "$permissions" on each instead',
      ],
    ] as const) {
      const bulk = await post({ documents: [{ $id: 'bulk', ...application }], ...extra })
      expect((await expectAppwriteError(bulk, 400, 'general_bad_request')).message).toBe(message)
    }
    expect((await api.request(`${DOCS}/applicants/documents/bulk`, { admin: true })).status).toBe(404)
    // Data is asked for before the id.
    expect((await expectAppwriteError(await post({}), 400, 'document_missing_data')).message).toBe(
      'The document data is missing. Try again with document data populated',
    )
    const tooMany = Array.from({ length: 101 }, (_, index) => `read("user:u${index}")`)
    expect(
      (
        await expectAppwriteError(
          await post({ documentId: 'ok-id', data: application, permissions: tooMany }),
          400,
          'general_argument_invalid',
        )
      ).message,
    ).toBe('Invalid `permissions` param: You can only provide up to 100 permissions.')
    await expectAppwriteError(
      await post({ documentId: '../escape', data: application }),
      400,
      'general_argument_invalid',
    )
    await expectAppwriteError(await post({ documentId: 'ok-id', data: {} }), 400, 'document_missing_data')
    await expectAppwriteError(
      await post({ documentId: 'ok-id', data: application, permissions: ['create("any")'] }),
      400,
      'general_argument_invalid',
    )
    await expectAppwriteError(
      await post({ documentId: 'ok-id', data: application, permissions: ['read(any)'] }),
      400,
      'general_argument_invalid',
    )
    // A guest may not grant roles it does not hold.
    await expectAppwriteError(
      await post({ documentId: 'ok-id', data: application, permissions: ['read("user:someone")'] }),
      401,
      'user_unauthorized',
    )
  })

  it("drops system fields given in a guest's data, as Appwrite does, timestamps included", async () => {
    const res = await post({
      documentId: 'system-fields',
      data: {
        ...application,
        $sequence: '999',
        $databaseId: 'other',
        $collectionId: 'other',
        $id: 'other-id',
        $collection: 'other',
        $permissions: ['read("any")'],
        $createdAt: '2020-01-01T00:00:00.000Z',
        $updatedAt: '2020-01-01T00:00:00.000Z',
      },
    })
    expect(res.status).toBe(201)
    const doc = (await res.json()) as Record<string, unknown>
    expect(doc).toMatchObject({
      $id: 'system-fields',
      $databaseId: 'main',
      $collectionId: 'applicants',
      $permissions: [],
    })
    expect(doc.$sequence).not.toBe('999')
    expect(doc.$createdAt).not.toMatch(/^2020-/)
    expect(doc.$updatedAt).not.toMatch(/^2020-/)
    expect(api.store.documents.get('main', 'applicants', 'other-id')).toBeUndefined()
  })

  it('lets the API key set $updatedAt too, and still drops the fields no one may set', async () => {
    const res = await post(
      {
        documentId: 'key-timestamps',
        data: { ...application, $updatedAt: '2024-02-03T04:05:06.007Z', $sequence: '999', $databaseId: 'other' },
      },
      { admin: true },
    )
    expect(res.status).toBe(201)
    const doc = (await res.json()) as Record<string, string>
    expect(doc).toMatchObject({ $databaseId: 'main', $updatedAt: '2024-02-03T04:05:06.007+00:00' })
    expect(doc.$sequence).not.toBe('999')
  })

  it('lets no guest create where the collection does not grant create', async () => {
    const res = await api.request(`${DOCS}/blog/documents`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        documentId: 'unique()',
        data: { title: 't', content: 'c', createdAt: '2026-01-01', visibility: [] },
      }),
    })
    const refused = await expectAppwriteError(res, 401, 'user_unauthorized')
    // The collection grants create to no one: utopia-php/database's words, as Documents/Create.php sends them.
    expect(refused.message).toBe("No permissions provided for action 'create'")
  })

  it('lets the API key set $createdAt (timestamp override) and generates ids for unique()', async () => {
    const res = await post(
      { documentId: 'unique()', data: { ...application, $createdAt: '2025-03-04T05:06:07Z' } },
      { admin: true },
    )
    expect(res.status).toBe(201)
    const doc = (await res.json()) as Record<string, string>
    expect(doc.$id).toMatch(/^[0-9a-f]{20}$/)
    expect(doc.$createdAt).toBe('2025-03-04T05:06:07.000+00:00')
  })

  it.each([
    ['$createdAt', 'soon'],
    // MariaDB stores no year before 1000 (utopia-php/database's Adapter\MariaDB::getMinDateTime).
    ['$createdAt', '0999-12-31T00:00:00Z'],
  ])("refuses %s '%s' with Appwrite's words for a date, naming its range", async (key, value) => {
    const refused = await expectAppwriteError(
      await post({ documentId: 'unique()', data: { ...application, [key]: value } }, { admin: true }),
      400,
      'document_invalid_structure',
    )
    expect(refused.message).toBe(
      `Invalid document structure: Attribute "${key}" has invalid type. Value must be valid date between 1000-01-01 00:00:00 and 9999-12-31 23:59:59.`,
    )
  })

  describe('language (an optional enum of en and fr on posts and jobs)', () => {
    const blogPost = { title: 't', content: '<p>c</p>', createdAt: '2026-01-01T00:00:00.000Z', visibility: [] }
    const job = {
      title: 'Soudeur',
      description: 'd',
      trade: 'Welding',
      location: 'Moncton',
      province: 'New Brunswick',
      isAcceptingApplications: true,
      isPublic: false,
    }
    const create = (collectionId: string, data: object) =>
      api.request(`${DOCS}/${collectionId}/documents`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ documentId: 'unique()', data }),
        admin: true,
      })

    it.each([
      ['blog', blogPost],
      ['jobs', job],
    ])(
      '%s: accepts en, fr, null and none (stored as null, as Appwrite answers an unset attribute)',
      async (collectionId, data) => {
        for (const [language, stored] of [
          ['en', 'en'],
          ['fr', 'fr'],
          [null, null],
          [undefined, null],
        ] as const) {
          const res = await create(collectionId, { ...data, language })
          expect(res.status).toBe(201)
          expect(((await res.json()) as { language: unknown }).language).toBe(stored)
        }
      },
    )

    it.each([
      ['de', 'Value must be one of (en, fr)'],
      // Appwrite's WhiteList is strict: case and regional forms count as other values.
      ['EN', 'Value must be one of (en, fr)'],
      ['fr-CA', 'Value must be one of (en, fr)'],
      ['', 'Value must be one of (en, fr)'],
      // Its Text validator runs first: a non-string is not a valid string of at most 255 characters.
      [7, 'Value must be a valid string and no longer than 255 chars'],
      [['fr'], 'Value must be a valid string and no longer than 255 chars'],
    ])('refuses %j as Appwrite does: 400 document_invalid_structure, naming the format', async (language, rule) => {
      for (const [collectionId, data] of [
        ['blog', blogPost],
        ['jobs', job],
      ] as const) {
        const body = await expectAppwriteError(
          await create(collectionId, { ...data, language }),
          400,
          'document_invalid_structure',
        )
        expect(body.message).toBe(`Invalid document structure: Attribute "language" has invalid format. ${rule}`)
      }
    })
  })

  it('answers 500 general_unknown without internals when something unexpected fails', async () => {
    const { createApp } = await import('../../app')
    const broken = createApp({
      store: {
        documents: {
          list: () => {
            throw new Error('disk on fire at /secret/path')
          },
        },
      } as never,
      schema: (await import('../../test-support/server-fixture')).testSchema(),
      apiKey: 'k'.repeat(20),
      logError: () => {},
    })
    const res = await broken.request(`${DOCS}/blog/documents`, { headers: { 'X-Appwrite-Project': 'maple-pathways' } })
    const body = await expectAppwriteError(res, 500, 'general_unknown')
    expect(body).toMatchObject({ message: 'Server Error' })
    expect(JSON.stringify(body)).not.toMatch(/secret|fire|at /)
  })
})

describe('documents through the real SDKs over HTTP', () => {
  let server: TestServer
  let databases: Databases
  let admin: AdminDatabases
  const list = <T extends object>(collectionId: string, queries: string[] = []) =>
    databases.listDocuments<BlogPost & Job & T>({ databaseId: 'main', collectionId, queries })
  // A guest's view: drafts (isPublic false) carry no read permission, so every query runs over these.
  const publicJobs = seed.jobs.filter((j) => j.isPublic)

  beforeAll(async () => {
    server = await startTestServer()
    databases = new Databases(server.webClient())
    admin = new AdminDatabases(server.adminClient())
  })
  afterAll(() => server.stop())

  it('equal: the public job list (the site call)', async () => {
    const page = await list('jobs', [Query.equal('isPublic', true), Query.limit(200)])
    expect(page.total).toBe(publicJobs.length)
    expect(page.documents.every((j) => j.isPublic)).toBe(true)
    const some = await list('jobs', [Query.equal('province', ['Yukon', 'Quebec']), Query.limit(200)])
    expect(new Set(some.documents.map((j) => j.province))).toEqual(new Set(['Yukon', 'Quebec']))
  })

  it('notEqual, contains (array and string), search, startsWith', async () => {
    const notOntario = await list('jobs', [Query.notEqual('province', 'Ontario'), Query.limit(200)])
    expect(notOntario.total).toBe(publicJobs.filter((j) => j.province !== 'Ontario').length)
    expect(notOntario.documents.some((j) => j.province === 'Ontario')).toBe(false)

    const onLocalhost = await list('blog', [Query.contains('visibility', 'localhost'), Query.limit(100)])
    expect(onLocalhost.total).toBe(seed.blog.filter((p) => p.visibility.includes('localhost')).length)
    expect(onLocalhost.total).toBeLessThan(seed.blog.length)

    const greenhouse = await list('jobs', [Query.contains('description', 'greenhouse')])
    expect(greenhouse.total).toBeGreaterThan(0)
    expect(greenhouse.documents.every((j) => j.description.includes('greenhouse'))).toBe(true)

    const electricians = await list('jobs', [Query.search('title', 'electrician'), Query.limit(200)])
    expect(electricians.total).toBe(publicJobs.filter((j) => /electrician/i.test(j.title)).length)

    const redSeal = await list('jobs', [Query.startsWith('title', 'Red Seal'), Query.limit(200)])
    expect(redSeal.total).toBeGreaterThan(0)
    expect(redSeal.documents.every((j) => j.title.startsWith('Red Seal'))).toBe(true)
  })

  it('and / or', async () => {
    const either = await list('jobs', [
      Query.or([Query.equal('province', 'Yukon'), Query.equal('trade', 'Welding')]),
      Query.limit(200),
    ])
    expect(either.total).toBe(publicJobs.filter((j) => j.province === 'Yukon' || j.trade === 'Welding').length)
    const both = await list('jobs', [
      Query.and([Query.equal('isPublic', true), Query.equal('isAcceptingApplications', false)]),
      Query.limit(200),
    ])
    expect(both.total).toBe(seed.jobs.filter((j) => j.isPublic && !j.isAcceptingApplications).length)
    expect(both.total).toBeGreaterThan(0)
    // Appwrite sets no depth of its own: only the 4,096 characters of a query bound it.
    const deep = (levels: number): string =>
      levels === 0
        ? Query.equal('province', 'Yukon')
        : Query.or([deep(levels - 1), Query.equal('province', `Nowhere ${levels}`)])
    const yukon = await list('jobs', [deep(8), Query.limit(200)])
    expect(yukon.total).toBe(publicJobs.filter((j) => j.province === 'Yukon').length)
  })

  it("language: the news list's queries, English with the posts that have none", async () => {
    const english = await list('blog', [
      Query.or([Query.equal('language', 'en'), Query.isNull('language')]),
      Query.orderDesc('createdAt'),
      Query.limit(100),
    ])
    const seededEnglish = seed.blog.filter((p) => recordLanguage(p) === 'en')
    expect(english.total).toBe(seededEnglish.length)
    expect(english.documents.map((p) => p.$id).sort()).toEqual(seededEnglish.map((p) => p.$id).sort())
    // Both forms of English are there: the attribute's default (none, read as null) and 'en'.
    expect(english.documents.some((p) => p.language === null)).toBe(true)
    expect(english.documents.some((p) => p.language === 'en')).toBe(true)
    const french = await list('blog', [Query.equal('language', 'fr'), Query.limit(100)])
    expect(french.total).toBe(seed.blog.filter((p) => p.language === 'fr').length)
    // As in SQL, notEqual never matches null: it alone would lose the posts without a language.
    const notFrench = await list('blog', [Query.notEqual('language', 'fr'), Query.limit(100)])
    expect(notFrench.total).toBe(seed.blog.filter((p) => p.language === 'en').length)
    expect(notFrench.total).toBeLessThan(english.total)
  })

  it('orderDesc / orderAsc', async () => {
    const newest = await list('blog', [Query.orderDesc('$createdAt'), Query.limit(100)])
    const dates = newest.documents.map((p) => p.$createdAt)
    expect(dates).toEqual([...dates].sort().reverse())
    const byTitle = await list('jobs', [Query.orderAsc('title'), Query.limit(200)])
    const titles = byTitle.documents.map((j) => j.title)
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
  })

  it('limit / offset and select', async () => {
    const page = await list('jobs', [Query.offset(25), Query.limit(10)])
    expect(page.documents.map((j) => j.$id)).toEqual(publicJobs.slice(25, 35).map((j) => j.$id))
    const slim = await list('jobs', [Query.select(['title', 'province']), Query.limit(2)])
    expect(slim.documents[0]).toHaveProperty('title')
    expect(slim.documents[0]).toHaveProperty('$id')
    expect(slim.documents[0]).not.toHaveProperty('description')
  })

  it("refuses a select that names an attribute twice or one the schema lacks, in utopia-php/database's words", async () => {
    for (const [values, message] of [
      [['title', 'title'], 'Invalid query: Duplicate attributes selected'],
      [['$collectionId'], 'Invalid query: Attribute not found in schema: $collectionId'],
      [[], 'Invalid query: No attributes selected'],
    ] as const) {
      expect(await sdkError(list('jobs', [Query.select([...values])]))).toMatchObject({
        code: 400,
        type: 'general_query_invalid',
        message,
      })
    }
  })

  it('reads one document with select queries only, as Appwrite does', async () => {
    const ref = { databaseId: 'main', collectionId: 'jobs', documentId: publicJobs[0]!.$id }
    const slim = await databases.getDocument({ ...ref, queries: [Query.select(['title'])] })
    expect(slim).toHaveProperty('title')
    expect(slim).not.toHaveProperty('description')
    expect(await sdkError(databases.getDocument({ ...ref, queries: [Query.limit(1)] }))).toMatchObject({
      code: 400,
      type: 'general_query_invalid',
      message: 'Invalid query method: limit',
    })
    expect(await sdkError(databases.getDocument({ ...ref, queries: [Query.equal('title', 'x')] }))).toMatchObject({
      message: 'Invalid query method: equal',
    })
  })

  it('pages past 25 with cursorAfter and back with cursorBefore', async () => {
    const seen: string[] = []
    let cursor: string | undefined
    for (;;) {
      const page = await list('jobs', [Query.orderAsc('$createdAt'), ...(cursor ? [Query.cursorAfter(cursor)] : [])])
      seen.push(...page.documents.map((d) => d.$id))
      if (page.documents.length < 25) break
      cursor = page.documents.at(-1)!.$id
    }
    expect(seen).toEqual(publicJobs.map((j) => j.$id))
    const before = await list('jobs', [Query.cursorBefore(publicJobs[60]!.$id), Query.limit(10)])
    expect(before.documents.map((d) => d.$id)).toEqual(publicJobs.slice(50, 60).map((j) => j.$id))
  })

  it('surfaces bad queries as AppwriteException with Appwrite types', async () => {
    expect(await sdkError(list('jobs', [Query.equal('colour', 'red')]))).toMatchObject({
      code: 400,
      type: 'general_query_invalid',
    })
    expect(await sdkError(list('jobs', [Query.cursorAfter('job-999')]))).toMatchObject({
      code: 400,
      type: 'general_cursor_not_found',
    })
  })

  it('creates an application as a guest with no permissions of its own, readable by the key only; its id twice is 409', async () => {
    const documentId = ID.unique()
    const data: JobApplicationFields = {
      jobId: 'job-003',
      jobTitle: 'Plumber',
      applicantName: 'Jean Dupont',
      applicantEmail: 'jean@example.com',
      resume: ID.unique(),
    }
    const created = await databases.createDocument({ databaseId: 'main', collectionId: 'applicants', documentId, data })
    expect(created).toMatchObject({ $id: documentId, $collectionId: 'applicants', ...data })
    // Who reads it is the collection's rule (team admin), not the document's.
    expect(created.$permissions).toEqual([])
    expect(created.$sequence).toMatch(/^\d+$/)

    // The site retries a failed save with the same id: the second create must not make a second document.
    const again = await sdkError(
      databases.createDocument({ databaseId: 'main', collectionId: 'applicants', documentId, data }),
    )
    expect(again).toMatchObject({
      code: 409,
      type: 'document_already_exists',
      message: `Document with the requested ID '${documentId}' already exists. Try again with a different ID or use ID.unique() to generate a unique ID.`,
    })

    // Anonymous visitors cannot list or read applications: the list is 401, and an application asked for
    // by id is "not found", as for one that does not exist (Appwrite's getDocument reveals neither).
    expect(await sdkError(list('applicants'))).toMatchObject({ code: 401, type: 'user_unauthorized' })
    // Its queries are checked first, as Appwrite's find() does: a bad one is 400 whoever asks.
    expect(await sdkError(list('applicants', [Query.equal('noSuchAttribute', 'x')]))).toMatchObject({
      code: 400,
      type: 'general_query_invalid',
    })
    for (const id of [documentId, 'no-such-application'])
      expect(
        await sdkError(databases.getDocument({ databaseId: 'main', collectionId: 'applicants', documentId: id })),
      ).toMatchObject({
        code: 404,
        type: 'document_not_found',
        message: `Document with the requested ID '${id}' could not be found.`,
      })

    // The API key (node-appwrite) reads them.
    const all = await admin.listDocuments({ databaseId: 'main', collectionId: 'applicants' })
    expect(all.documents.map((d) => d.$id)).toContain(documentId)
    const one = await admin.getDocument({ databaseId: 'main', collectionId: 'applicants', documentId })
    expect(one.applicantEmail).toBe('jean@example.com')
  })

  it("refuses a guest's create that grants a role the guest does not hold, as Appwrite does, and stores nothing", async () => {
    const documentId = ID.unique()
    const refused = await sdkError(
      databases.createDocument<Models.DefaultDocument & JobApplicationFields>({
        databaseId: 'main',
        collectionId: 'applicants',
        documentId,
        data: {
          jobId: 'job-003',
          jobTitle: 'Plumber',
          applicantName: 'A',
          applicantEmail: 'a@example.com',
          resume: 'r',
        },
        permissions: [Permission.read(Role.label('admin')), Permission.write(Role.label('admin'))],
      }),
    )
    expect(refused).toMatchObject({
      code: 401,
      type: 'user_unauthorized',
      message: 'Permissions must be one of: (any, guests)',
    })
    await expect(
      admin.getDocument({ databaseId: 'main', collectionId: 'applicants', documentId }),
    ).rejects.toMatchObject({
      code: 404,
      type: 'document_not_found',
    })
  })

  it('keeps draft jobs private: no guest list holds one, a guest reads one by id as not found, the key reads all', async () => {
    const drafts = seed.jobs.filter((j) => !j.isPublic)
    expect(drafts.length).toBeGreaterThan(0)
    // Even asking for drafts outright finds none.
    const asked = await list('jobs', [Query.equal('isPublic', false), Query.limit(200)])
    expect(asked).toMatchObject({ total: 0, documents: [] })
    const everything = await list('jobs', [Query.limit(500)])
    expect(everything.total).toBe(publicJobs.length)
    for (const draft of drafts)
      expect(
        await sdkError(databases.getDocument({ databaseId: 'main', collectionId: 'jobs', documentId: draft.$id })),
      ).toMatchObject({ code: 404, type: 'document_not_found' })
    const byKey = await admin.listDocuments({ databaseId: 'main', collectionId: 'jobs', queries: [Query.limit(500)] })
    expect(byKey.total).toBe(seed.jobs.length)
    const draft = await admin.getDocument({ databaseId: 'main', collectionId: 'jobs', documentId: drafts[0]!.$id })
    expect(draft.$permissions).toEqual([])
    const open = await databases.getDocument({
      databaseId: 'main',
      collectionId: 'jobs',
      documentId: publicJobs[0]!.$id,
    })
    expect(open.$permissions).toEqual(['read("any")'])
  })

  it('deletes a document with the API key (204), after which it is gone; guests may not delete', async () => {
    const documentId = ID.unique()
    const data = { title: 'Temporary', content: '<p>t</p>', createdAt: '2026-01-01', visibility: ['localhost'] }
    await admin.createDocument({ databaseId: 'main', collectionId: 'blog', documentId, data })
    const ref = { databaseId: 'main', collectionId: 'blog', documentId }

    // The blog grants visitors read only, so a guest's delete is refused and the post stays.
    expect(await sdkError(databases.deleteDocument(ref))).toMatchObject({ code: 401, type: 'user_unauthorized' })
    expect((await databases.getDocument<BlogPost>(ref)).title).toBe('Temporary')

    await admin.deleteDocument(ref)
    expect(await sdkError(databases.getDocument(ref))).toMatchObject({ code: 404, type: 'document_not_found' })
    const all = await list('blog', [Query.limit(500)])
    expect(all.total).toBe(seed.blog.length)
    expect(all.documents.map((d) => d.$id)).not.toContain(documentId)
    // Deleting it again, or an id that never existed: not found.
    const again = await admin.deleteDocument(ref).then(
      () => undefined,
      (e: unknown) => e as { code: number; type: string },
    )
    expect(again).toMatchObject({ code: 404, type: 'document_not_found' })
  })

  it('a guest may not delete an application; an id that is none is not found, as in Appwrite', async () => {
    const documentId = ID.unique()
    const ref = { databaseId: 'main', collectionId: 'applicants', documentId }
    await databases.createDocument({
      ...ref,
      data: {
        jobId: 'job-003',
        jobTitle: 'Plumber',
        applicantName: 'A',
        applicantEmail: 'a@example.com',
        resume: 'r1',
      },
    })
    expect(await sdkError(databases.deleteDocument(ref))).toMatchObject({ code: 401, type: 'user_unauthorized' })
    expect(await admin.getDocument(ref)).toMatchObject({ $id: documentId })
    // Documents/Delete.php looks the document up before any rule (authorization skipped): 404, then 401.
    // Application ids are random, so this tells a guest nothing they could guess.
    expect(await sdkError(databases.deleteDocument({ ...ref, documentId: 'no-such-application' }))).toMatchObject({
      code: 404,
      type: 'document_not_found',
    })
  })

  it('getDocument reads a public document', async () => {
    const doc = await databases.getDocument<BlogPost>({
      databaseId: 'main',
      collectionId: 'blog',
      documentId: 'news-002',
    })
    expect(doc.title).toBe(seed.blog[1]!.title)
  })
})
