import { createHash } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { AppwriteException, ID, Permission, Query, Role, Storage } from 'appwrite'
import { Query as AdminQuery, Storage as AdminStorage } from 'node-appwrite'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { MAX_RESUME_BYTES } from '../../../src/shared/resume-rules'
import {
  BIG_BUCKET_ID,
  PROJECT_ID,
  docBytes,
  exeBytes,
  eicarBytes,
  fileOf,
  inProcessApp,
  pdfBytes,
  startTestServer,
  TEST_API_KEY,
  tempDir,
  type InProcess,
  type TestServer,
} from '../../test-support/server-fixture'
import { gzipSync, zstdCompressSync } from 'node:zlib'
import { createApp } from '../../app'
import { createSchema, loadSchema } from '../../lib/schema'
import { openStore } from '../../store/store'
import { PAYLOAD_LIMIT } from '../../lib/request'
import { CHUNK_SIZE } from './storage.handlers'

const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex')
const adminLabel = [Permission.read(Role.label('admin')), Permission.write(Role.label('admin'))]

/** `and` nested `levels` deep, each level an object and an array to PHP's json_decode. */
const nestedAnd = (levels: number): string =>
  levels === 0
    ? AdminQuery.equal('mimeType', 'application/pdf')
    : AdminQuery.and([nestedAnd(levels - 1), AdminQuery.notEqual('name', `level-${levels}.pdf`)])

async function sdkError(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(AppwriteException)
  return { code: (error as AppwriteException).code, type: (error as AppwriteException).type }
}

function form(fields: Record<string, string | string[] | File>) {
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const v of value) body.append(`${key}[]`, v)
    else body.append(key, value)
  }
  return body
}

describe('files, in process', () => {
  let api: InProcess
  const upload = (body: FormData | string, headers: Record<string, string> = {}, bucket = 'resumes') =>
    api.request(`/v1/storage/buckets/${bucket}/files`, { method: 'POST', body, headers })
  const expectError = async (res: Response, status: number, type: string) => {
    expect(res.status).toBe(status)
    expect(await res.json()).toMatchObject({ code: status, type, version: '1.9.6' })
  }

  beforeAll(() => {
    api = inProcessApp({ seed: false })
  })
  afterAll(() => api.close())

  it('reports a file as Appwrite stores it: encrypted (base64 of AES-GCM) and compressed as the bucket says', async () => {
    const file = structuredClone(loadSchema().file)
    const bucket = {
      $permissions: ['create("any")', 'read("any")'],
      fileSecurity: false,
      enabled: true,
      maximumFileSize: 20_000_000,
      allowedFileExtensions: [],
      antivirus: false,
      transformations: true,
    }
    file.buckets.push(
      { ...bucket, $id: 'sealed', name: 'Sealed', encryption: true, compression: 'none' },
      { ...bucket, $id: 'sealed-gzip', name: 'Sealed gzip', encryption: true, compression: 'gzip' },
      { ...bucket, $id: 'zstd', name: 'Zstd', encryption: false, compression: 'zstd' },
    )
    const app = createApp({ store: api.store, schema: createSchema(file), apiKey: TEST_API_KEY })
    const send = (bucketId: string, body: FormData, headers: Record<string, string> = {}) =>
      app.request(`/v1/storage/buckets/${bucketId}/files`, {
        method: 'POST',
        body,
        headers: { 'X-Appwrite-Project': PROJECT_ID, ...headers },
      })
    const bytes = pdfBytes(1000)
    const whole = (bucketId: string) => send(bucketId, form({ fileId: 'unique()', file: fileOf(bytes, 'cv.pdf') }))
    const base64Length = (n: number) => 4 * Math.ceil(n / 3)
    expect(await (await whole('sealed')).json()).toMatchObject({
      encryption: true,
      compression: 'none',
      sizeOriginal: 1000,
      sizeActual: base64Length(1000),
    })
    expect(await (await whole('sealed-gzip')).json()).toMatchObject({
      encryption: true,
      compression: 'gzip',
      sizeActual: base64Length(gzipSync(bytes).byteLength),
    })
    expect(await (await whole('zstd')).json()).toMatchObject({
      encryption: false,
      compression: 'zstd',
      sizeActual: zstdCompressSync(bytes).byteLength,
    })
    // A resume (appwrite.json's resumes bucket has encryption on).
    expect(await (await upload(form({ fileId: 'unique()', file: fileOf(bytes, 'cv.pdf') }))).json()).toMatchObject({
      encryption: true,
      compression: 'none',
      sizeActual: base64Length(1000),
    })

    // In chunks: an unfinished upload is neither (Appwrite's partial record has no algorithm), the whole is.
    const big = pdfBytes(CHUNK_SIZE + 100)
    const chunk = (start: number, end: number) =>
      send('sealed', form({ fileId: 'sealed-chunks', file: fileOf(big.slice(start, end + 1), 'big.pdf') }), {
        'Content-Range': `bytes ${start}-${end}/${big.byteLength}`,
        'X-Appwrite-ID': 'sealed-chunks',
      })
    expect(await (await chunk(0, CHUNK_SIZE - 1)).json()).toMatchObject({
      chunksUploaded: 1,
      encryption: false,
      compression: '',
      sizeActual: 0,
    })
    expect(await (await chunk(CHUNK_SIZE, big.byteLength - 1)).json()).toMatchObject({
      chunksUploaded: 2,
      encryption: true,
      compression: 'none',
      sizeActual: base64Length(big.byteLength),
    })
    expect(
      await (
        await app.request('/v1/storage/buckets/sealed/files/sealed-chunks/view?project=maple-pathways')
      ).arrayBuffer(),
    ).toEqual(big.buffer)
  })

  it("takes a file's type from its content, as Appwrite does, and views only storage-mimes types as themselves", async () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
    const avif = new Uint8Array(64)
    avif.set(new TextEncoder().encode('\0\0\0\x1cftypavif'))
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>\n')
    const junk = Uint8Array.from([0x00, 0x01, 0x02, 0x03, 0x9f, 0x00])
    for (const [fileId, bytes, name, claimed, mimeType, served] of [
      ['pic-png', png, 'a.png', 'application/pdf', 'image/png', 'image/png'],
      ['pic-html', html, 'b.jpg', 'image/jpeg', 'text/plain', 'text/plain'],
      ['pic-junk', junk, 'c.webp', 'image/webp', 'application/octet-stream', 'text/plain'],
    ] as const) {
      const created = await api.request('/v1/storage/buckets/post-pictures/files', {
        method: 'POST',
        body: form({ fileId, file: fileOf(new Uint8Array(bytes), name, claimed) }),
        admin: true,
      })
      expect(created.status).toBe(201)
      expect(await created.json()).toMatchObject({ $id: fileId, mimeType })
      const view = await api.request(`/v1/storage/buckets/post-pictures/files/${fileId}/view`)
      expect(view.status).toBe(200)
      expect(Object.fromEntries(view.headers)).toMatchObject({
        'content-type': served,
        'content-security-policy': 'script-src none;',
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, max-age=3888000',
      })
      expect(new Uint8Array(await view.arrayBuffer())).toEqual(bytes)
    }
    // Appwrite's previews do not draw AVIF (a grey icon on the post and in its link previews): the bucket refuses it.
    const refused = await api.request('/v1/storage/buckets/post-pictures/files', {
      method: 'POST',
      body: form({ fileId: 'pic-avif', file: fileOf(avif, 'a.avif', 'image/avif') }),
      admin: true,
    })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ type: 'storage_file_type_unsupported' })
  })

  it("serves the part a Range header asks for, with Appwrite's 206, and its 416 for a range it does not take", async () => {
    const bytes = pdfBytes(1000)
    expect((await upload(form({ fileId: 'ranged', file: fileOf(bytes, 'ranged.pdf') }))).status).toBe(201)
    for (const route of ['view', 'download']) {
      const get = (range: string) =>
        api.request(`/v1/storage/buckets/resumes/files/ranged/${route}`, { admin: true, headers: { Range: range } })
      const part = await get('bytes=100-199')
      expect(part.status).toBe(206)
      expect(Object.fromEntries(part.headers)).toMatchObject({
        'accept-ranges': 'bytes',
        'content-range': 'bytes 100-199/1000',
        'content-length': '100',
        'cache-control': 'private, max-age=3888000',
      })
      expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.subarray(100, 200))
      const rest = await get('bytes=900-')
      expect(rest.headers.get('content-range')).toBe('bytes 900-999/1000')
      expect((await rest.arrayBuffer()).byteLength).toBe(100)
      // utopia-php/http's parseRange and View/Download refuse these, though HTTP would clamp or serve them.
      for (const refused of ['bytes=0-1000', 'bytes=5-5', 'bytes=999-', 'bytes=0-9,20-29', 'items=0-9', 'bytes=-100']) {
        const res = await get(refused)
        expect(res.status, `${route} ${refused}`).toBe(416)
        expect(await res.json()).toMatchObject({
          code: 416,
          type: 'storage_invalid_range',
          message: 'The requested range is not satisfiable. Please check the value of the Range header.',
        })
      }
    }
  })

  it('accepts a Word .doc with the OLE2 signature and serves it as application/msword to the key', async () => {
    const res = await upload(form({ fileId: 'cv-doc', file: fileOf(docBytes(4096), 'cv.doc', 'application/msword') }))
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({
      $id: 'cv-doc',
      mimeType: 'application/msword',
      sizeOriginal: 4096,
      chunksTotal: 1,
      chunksUploaded: 1,
    })
    const download = await api.request('/v1/storage/buckets/resumes/files/cv-doc/download', { admin: true })
    expect(download.headers.get('content-type')).toBe('application/msword')
    expect(download.headers.get('content-disposition')).toContain('attachment; filename="cv.doc"')
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(docBytes(4096))
  })

  it('refuses what is not an upload: no file, JSON instead of multipart, unknown bucket', async () => {
    await expectError(await upload(form({ fileId: 'x1' })), 400, 'storage_file_empty')
    await expectError(
      await upload(JSON.stringify({ fileId: 'x1' }), { 'Content-Type': 'application/json' }),
      400,
      'storage_file_empty',
    )
    await expectError(
      await upload(form({ fileId: 'x1', file: fileOf(pdfBytes(100), 'a.pdf') }), {}, 'nope'),
      404,
      'storage_bucket_not_found',
    )
    // The params are checked before the bucket is looked up, as Appwrite's router does: a JSON body
    // without fileId lacks a param, and a bad id under an unknown bucket is still a bad id.
    const noId = await upload('{}', { 'Content-Type': 'application/json' })
    expect(((await noId.clone().json()) as { message: string }).message).toBe('Param "fileId" is not optional.')
    await expectError(noId, 400, 'general_argument_invalid')
    await expectError(
      await upload(form({ fileId: '_bad', file: fileOf(pdfBytes(100), 'a.pdf') }), {}, 'nope'),
      400,
      'general_argument_invalid',
    )
  })

  it('refuses bad ids, create permissions on a file, and bad Content-Range', async () => {
    const file = fileOf(pdfBytes(100), 'a.pdf')
    await expectError(await upload(form({ fileId: '../../etc', file })), 400, 'general_argument_invalid')
    // Sent empty, the id is checked (and refused) rather than missing.
    const empty = await upload(form({ fileId: '', file }))
    expect(((await empty.clone().json()) as { message: string }).message).toMatch(
      /^Invalid `fileId` param: Parameter must/,
    )
    await expectError(empty, 400, 'general_argument_invalid')
    await expectError(
      await upload(form({ fileId: 'ok', file, permissions: ['create("any")'] })),
      400,
      'general_argument_invalid',
    )
    await expectError(
      await upload(form({ fileId: 'ok', file }), { 'Content-Range': 'bytes 9-1/100' }),
      400,
      'storage_invalid_content_range',
    )
    await expectError(
      await upload(form({ fileId: 'ok', file }), { 'Content-Range': 'lots' }),
      400,
      'storage_invalid_content_range',
    )
    // A chunk names its upload in x-appwrite-id, which Appwrite checks as a UID: unique() or a bad id
    // there is storage_invalid_appwrite_id, whichever chunk it is.
    const secondChunk = { 'Content-Range': `bytes ${CHUNK_SIZE}-${CHUNK_SIZE + 99}/${CHUNK_SIZE + 100}` }
    const firstChunk = { 'Content-Range': `bytes 0-${CHUNK_SIZE - 1}/${CHUNK_SIZE + 100}` }
    const chunk = (size: number) => form({ fileId: 'unique()', file: fileOf(pdfBytes(size), 'a.pdf') })
    for (const header of ['unique()', '_bad', 'a'.repeat(37), '']) {
      for (const [range, size] of [
        [secondChunk, 100],
        [firstChunk, CHUNK_SIZE],
      ] as const) {
        const res = await upload(chunk(size), { ...range, 'X-Appwrite-ID': header }, BIG_BUCKET_ID)
        expect(res.status).toBe(400)
        expect((await res.json()) as object).toMatchObject({
          type: 'storage_invalid_appwrite_id',
          message:
            'The value for x-appwrite-id header is invalid. Please check the value of the x-appwrite-id header is a valid id and not unique().',
        })
      }
    }
    // Without the header, a chunk's unique() is a fresh id, as in Appwrite: a new upload, even from a
    // later chunk.
    const fresh = await upload(chunk(100), secondChunk, BIG_BUCKET_ID)
    expect(fresh.status).toBe(201)
    expect((await fresh.json()) as object).toMatchObject({
      $id: expect.stringMatching(/^[0-9a-f]{20}$/),
      chunksTotal: 2,
      chunksUploaded: 1,
    })
    // The fileId field is checked (CustomId) even when the header names the upload.
    await expectError(
      await upload(
        form({ fileId: '_bad', file: fileOf(pdfBytes(100), 'a.pdf') }),
        { ...secondChunk, 'X-Appwrite-ID': 'good-id' },
        BIG_BUCKET_ID,
      ),
      400,
      'general_argument_invalid',
    )
    // The body's fileId is Appwrite's CustomId, in its words; ids in the path are its UID, in other words,
    // checked before the bucket is looked up.
    const custom = await upload(form({ fileId: '_bad', file }))
    expect((await custom.json()) as object).toMatchObject({
      type: 'general_argument_invalid',
      message:
        "Invalid `fileId` param: Parameter must contain at most 36 chars. Valid chars are a-z, A-Z, 0-9, period, hyphen, and underscore. Can't start with a special char",
    })
    const uid = (param: string) =>
      `Invalid \`${param}\` param: UID must contain at most 36 chars. Valid chars are a-z, A-Z, 0-9, and underscore. Can't start with a leading underscore`
    for (const [path, method, param] of [
      ['/v1/storage/buckets/no-such-bucket/files/_bad', 'GET', 'fileId'],
      ['/v1/storage/buckets/no-such-bucket/files/_bad', 'DELETE', 'fileId'],
      [`/v1/storage/buckets/resumes/files/${'a'.repeat(37)}/view`, 'GET', 'fileId'],
      ['/v1/storage/buckets/_bad/files/x/download', 'GET', 'bucketId'],
      ['/v1/storage/buckets/_bad/files', 'GET', 'bucketId'],
    ] as const) {
      const res = await api.request(path, { method, admin: true })
      expect(res.status).toBe(400)
      expect((await res.json()) as object).toMatchObject({ type: 'general_argument_invalid', message: uid(param) })
    }
    for (const id of ['a%2Fb', '..%2F..%2Fdata.sqlite', 'x%00']) {
      await expectError(
        await api.request(`/v1/storage/buckets/resumes/files/${id}/download`, { admin: true }),
        400,
        'general_argument_invalid',
      )
    }
  })

  it("takes a file in one request up to Appwrite's 12 MiB body, checked against its bucket; a larger body is a 413", async () => {
    const whole = fileOf(pdfBytes(CHUNK_SIZE + 300 * 1024), 'whole.pdf')
    expect((await upload(form({ fileId: 'whole', file: whole }), {}, BIG_BUCKET_ID)).status).toBe(201)
    await expectError(await upload(form({ fileId: 'too-big-resume', file: whole })), 400, 'storage_invalid_file_size')
    const huge = fileOf(pdfBytes(PAYLOAD_LIMIT), 'huge.pdf')
    await expectError(
      await upload(form({ fileId: 'too-big', file: huge }), {}, BIG_BUCKET_ID),
      413,
      'general_payload_too_large',
    )
    expect(api.store.files.get(BIG_BUCKET_ID, 'too-big')).toBeUndefined()
    expect(api.store.files.get('resumes', 'too-big-resume')).toBeUndefined()
  })

  it('keeps files inside the storage folder, named by id only', async () => {
    const res = await upload(form({ fileId: 'named', file: fileOf(pdfBytes(64), '../../evil name.pdf') }))
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({ name: '../../evil name.pdf' })
    expect(existsSync(join(api.store.dataDir, 'files', 'resumes', 'named'))).toBe(true)
    expect(readdirSync(api.store.dataDir).sort()).toEqual([
      'data.sqlite',
      'data.sqlite-shm',
      'data.sqlite-wal',
      'files',
    ])
  })

  it('keeps a chunked upload whose assembly hit a disk error: the retried chunk completes it', async () => {
    const bytes = pdfBytes(CHUNK_SIZE + 10)
    const sendChunk = (index: number) => {
      const start = index * CHUNK_SIZE
      const end = Math.min(start + CHUNK_SIZE, bytes.byteLength) - 1
      return upload(
        form({ fileId: 'disk-error', file: fileOf(bytes.subarray(start, end + 1), 'cv.pdf') }),
        {
          'content-range': `bytes ${start}-${end}/${bytes.byteLength}`,
        },
        BIG_BUCKET_ID,
      )
    }
    expect((await sendChunk(0)).status).toBe(201)
    const assemble = vi.spyOn(api.store.files, 'assemble').mockRejectedValueOnce(new Error('EIO: i/o error, write'))
    try {
      await expectError(await sendChunk(1), 500, 'general_unknown')
    } finally {
      assemble.mockRestore()
    }
    // Not reported complete, not lost: the client's retry of the last chunk assembles the file.
    const view = `/v1/storage/buckets/${BIG_BUCKET_ID}/files/disk-error/view`
    expect((await api.request(view)).status).toBe(404)
    const retried = await sendChunk(1)
    expect(retried.status).toBe(201)
    expect(await retried.json()).toMatchObject({ chunksTotal: 2, chunksUploaded: 2, signature: md5(bytes) })
    expect(md5(new Uint8Array(await (await api.request(view)).arrayBuffer()))).toBe(md5(bytes))
  })

  it('lets an assembly cut short by a restart complete on the next chunk sent', async () => {
    const bytes = pdfBytes(CHUNK_SIZE + 10)
    const file = {
      bucketId: BIG_BUCKET_ID,
      id: 'crashed',
      name: 'cv.pdf',
      permissions: [],
      mimeType: 'application/pdf',
      sizeOriginal: bytes.byteLength,
      chunksTotal: 2,
    }
    const dir = tempDir()
    try {
      const before = openStore(dir.path)
      await before.files.addChunk(file, 1, bytes.subarray(0, CHUNK_SIZE))
      // The last chunk starts the assembly; the process dies before it ends.
      expect((await before.files.addChunk(file, 2, bytes.subarray(CHUNK_SIZE))).kind).toBe('last')
      before.close()
      const after = openStore(dir.path)
      expect(after.files.get(BIG_BUCKET_ID, 'crashed')?.state).toBe('uploading')
      expect((await after.files.addChunk(file, 2, bytes.subarray(CHUNK_SIZE))).kind).toBe('last')
      after.close()
    } finally {
      dir.remove()
    }
  })

  // Longer than a Node server reads in a request line; Appwrite's json_decode reads 512 levels.
  it('reads and/or nested to the depth json_decode reads, and refuses one level more', async () => {
    const list = async (levels: number) => {
      const res = await api.request(
        `/v1/storage/buckets/resumes/files?queries[0]=${encodeURIComponent(nestedAnd(levels))}`,
        { admin: true },
      )
      return [res.status, ((await res.json()) as { message?: string }).message]
    }
    expect(await list(255)).toEqual([200, undefined])
    expect(await list(256)).toEqual([
      400,
      'Invalid `queries` param: Invalid query: Invalid query: Maximum stack depth exceeded',
    ])
  })
})

// Uploads wait on fsync; on a busy shared disk that can take seconds, hence the generous timeout.
describe('files through the real SDKs over HTTP', { timeout: 120_000 }, () => {
  let server: TestServer
  let storage: Storage
  let admin: AdminStorage

  beforeAll(async () => {
    server = await startTestServer({ seed: false })
    storage = new Storage(server.webClient())
    admin = new AdminStorage(server.adminClient())
  })
  afterAll(() => server.stop())

  it('uploads a 2 MB (2097152-byte) PDF resume; only the key can read it back', async () => {
    const bytes = pdfBytes(MAX_RESUME_BYTES)
    const created = await storage.createFile({
      bucketId: 'resumes',
      fileId: ID.unique(),
      file: fileOf(bytes, 'resume.pdf'),
    })
    expect(created).toMatchObject({
      bucketId: 'resumes',
      name: 'resume.pdf',
      mimeType: 'application/pdf',
      sizeOriginal: MAX_RESUME_BYTES,
      // Encrypted, as the resumes bucket says: AES-GCM's output in base64.
      sizeActual: 4 * Math.ceil(MAX_RESUME_BYTES / 3),
      encryption: true,
      compression: 'none',
      chunksTotal: 1,
      chunksUploaded: 1,
      signature: md5(bytes),
      folder: '',
      key: 'resume.pdf',
    })
    // Who reads it is the bucket's rule (team admin), not the file's.
    expect(created.$permissions).toEqual([])

    // Anonymous reads of a resume are refused: metadata, view and download URLs alike.
    expect(await sdkError(storage.getFile({ bucketId: 'resumes', fileId: created.$id }))).toEqual({
      code: 401,
      type: 'user_unauthorized',
    })
    for (const url of [
      storage.getFileView({ bucketId: 'resumes', fileId: created.$id }),
      storage.getFileDownload({ bucketId: 'resumes', fileId: created.$id }),
    ]) {
      const res = await fetch(url)
      expect(res.status).toBe(401)
      // utopia-php/database's Authorization description, as Appwrite's Files/Get.php sends it.
      expect(await res.json()).toMatchObject({
        type: 'user_unauthorized',
        message:
          'Missing "read" permission for role "label:admin". Only "["any","guests"]" scopes are allowed and "["label:admin"]" was given.',
      })
    }

    // The API key reads both.
    expect(await admin.getFile({ bucketId: 'resumes', fileId: created.$id })).toMatchObject({
      $id: created.$id,
      sizeOriginal: MAX_RESUME_BYTES,
    })
    const downloaded = new Uint8Array(await admin.getFileDownload({ bucketId: 'resumes', fileId: created.$id }))
    expect(md5(downloaded)).toBe(md5(bytes))
  })

  it('refuses a 2097153-byte PDF (storage_invalid_file_size)', async () => {
    const error = await sdkError(
      storage.createFile({
        bucketId: 'resumes',
        fileId: ID.unique(),
        file: fileOf(pdfBytes(MAX_RESUME_BYTES + 1), 'resume.pdf'),
      }),
    )
    expect(error).toEqual({ code: 400, type: 'storage_invalid_file_size' })
  })

  it('stores a program renamed .pdf, as Appwrite does (it checks the name only; the form checks the content), typed by its content; refuses an .exe', async () => {
    const renamed = await storage.createFile({
      bucketId: 'resumes',
      fileId: ID.unique(),
      file: fileOf(exeBytes(50_000), 'cv.pdf'),
    })
    expect(renamed).toMatchObject({ name: 'cv.pdf', mimeType: 'application/octet-stream', sizeOriginal: 50_000 })
    const exe = await sdkError(
      storage.createFile({
        bucketId: 'resumes',
        fileId: ID.unique(),
        file: fileOf(exeBytes(50_000), 'cv.exe', 'application/x-msdownload'),
      }),
    )
    expect(exe).toEqual({ code: 400, type: 'storage_file_type_unsupported' })
  })

  it('stores a long file name as Appwrite does (up to its 2,048-character column); a longer one fails as a server error', async () => {
    const long = `${'résumé '.repeat(60)}.pdf`
    const stored = await storage.createFile({
      bucketId: 'resumes',
      fileId: ID.unique(),
      file: fileOf(pdfBytes(100), long),
    })
    expect(stored.name).toBe(long)
    const tooLong = await sdkError(
      storage.createFile({
        bucketId: 'resumes',
        fileId: ID.unique(),
        file: fileOf(pdfBytes(100), `${'a'.repeat(2045)}.pdf`),
      }),
    )
    expect(tooLong).toEqual({ code: 500, type: 'general_unknown' })
  })

  it("refuses what the bucket's antivirus finds (the EICAR test file, even named .pdf): 403 storage_invalid_file, nothing kept", async () => {
    const fileId = ID.unique()
    const infected = await sdkError(
      storage.createFile({ bucketId: 'resumes', fileId, file: fileOf(eicarBytes(), 'cv.pdf') }),
    )
    expect(infected).toEqual({ code: 403, type: 'storage_invalid_file' })
    expect(server.store.files.get('resumes', fileId)).toBeUndefined()
    // The same id then takes a clean file; once taken, Appwrite answers 409 before it scans.
    expect(
      await storage.createFile({ bucketId: 'resumes', fileId, file: fileOf(pdfBytes(5000), 'cv.pdf') }),
    ).toMatchObject({ $id: fileId })
    expect(
      await sdkError(storage.createFile({ bucketId: 'resumes', fileId, file: fileOf(eicarBytes(), 'cv.pdf') })),
    ).toEqual({ code: 409, type: 'storage_file_already_exists' })
    // As ClamAV reads it: the test string inside a larger file is no virus.
    const inside = new Uint8Array([...pdfBytes(500), ...eicarBytes()])
    expect(
      await storage.createFile({ bucketId: 'resumes', fileId: ID.unique(), file: fileOf(inside, 'cv2.pdf') }),
    ).toMatchObject({ name: 'cv2.pdf' })
  })

  it('answers 409 when the file id is taken', async () => {
    const fileId = ID.unique()
    await storage.createFile({ bucketId: 'resumes', fileId, file: fileOf(pdfBytes(1000), 'a.pdf') })
    expect(
      await sdkError(storage.createFile({ bucketId: 'resumes', fileId, file: fileOf(pdfBytes(1000), 'b.pdf') })),
    ).toEqual({
      code: 409,
      type: 'storage_file_already_exists',
    })
  })

  it("lists a bucket's files for the key, by query and by search, and refuses anonymous lists", async () => {
    const name = `list-${Date.now()}.pdf`
    const ids = [ID.unique(), ID.unique()]
    for (const fileId of ids) {
      await storage.createFile({
        bucketId: 'resumes',
        fileId,
        file: fileOf(pdfBytes(2000), name),
      })
    }
    const byName = await admin.listFiles({ bucketId: 'resumes', queries: [AdminQuery.equal('name', name)] })
    expect(byName.total).toBe(2)
    expect(byName.files.map((f) => f.$id).sort()).toEqual([...ids].sort())
    expect(byName.files[0]).toMatchObject({
      name,
      mimeType: 'application/pdf',
      sizeOriginal: 2000,
      bucketId: 'resumes',
    })
    const searched = await admin.listFiles({ bucketId: 'resumes', search: name.slice(0, -4) })
    expect(searched.files.map((f) => f.name)).toEqual([name, name])
    const one = await admin.listFiles({
      bucketId: 'resumes',
      queries: [AdminQuery.equal('name', name), AdminQuery.limit(1)],
    })
    expect(one).toMatchObject({ total: 2, files: [{ name }] })

    // The bucket grants guests no read and has no file security: a guest's list is refused.
    expect(await sdkError(storage.listFiles({ bucketId: 'resumes', queries: [Query.equal('name', name)] }))).toEqual({
      code: 401,
      type: 'user_unauthorized',
    })
    // Appwrite's Files validator reads the queries as the route's param: its refusals name the param.
    await expect(
      admin.listFiles({ bucketId: 'resumes', queries: [AdminQuery.equal('owner', 'x')] }),
    ).rejects.toMatchObject({
      code: 400,
      type: 'general_argument_invalid',
      message: 'Invalid `queries` param: Invalid query: Attribute not found in schema: owner',
    })
  })

  it("refuses the file queries Appwrite's files list refuses: select, a search on the name, a long search, an unknown cursor", async () => {
    const refusal = (call: Promise<unknown>) =>
      call.then(
        () => 'answered',
        (error: { code: number; type: string; message: string }) => [error.code, error.type, error.message],
      )
    expect(await refusal(admin.listFiles({ bucketId: 'resumes', queries: [AdminQuery.select(['name'])] }))).toEqual([
      400,
      'general_argument_invalid',
      'Invalid `queries` param: Invalid query method: select',
    ])
    // Checked before the bucket is looked up, as every param.
    expect(await refusal(admin.listFiles({ bucketId: 'nowhere', queries: [AdminQuery.select(['name'])] }))).toEqual([
      400,
      'general_argument_invalid',
      'Invalid `queries` param: Invalid query method: select',
    ])
    // Its one fulltext index is on the internal `search` that `search=` reads, not on the name.
    expect(await refusal(admin.listFiles({ bucketId: 'resumes', queries: [AdminQuery.search('name', 'cv')] }))).toEqual(
      [400, 'general_query_invalid', 'Searching by attribute "name" requires a fulltext index.'],
    )
    expect(await refusal(admin.listFiles({ bucketId: 'resumes', search: 'x'.repeat(257) }))).toEqual([
      400,
      'general_argument_invalid',
      'Invalid `search` param: Value must be a valid string and at least 1 chars and no longer than 256 chars',
    ])
    expect(await refusal(admin.listFiles({ bucketId: 'resumes', search: 'x'.repeat(256) }))).toBe('answered')
    expect(
      await refusal(admin.listFiles({ bucketId: 'resumes', queries: [AdminQuery.cursorAfter('no-such-file')] })),
    ).toEqual([400, 'general_cursor_not_found', "File 'no-such-file' for the 'cursor' value not found."])
    // What its parser refuses, the validator words as a query refused; a search inside or/and is find()'s.
    expect(await refusal(admin.listFiles({ bucketId: 'resumes', queries: ['{"method":'] }))).toEqual([
      400,
      'general_argument_invalid',
      'Invalid `queries` param: Invalid query: Invalid query: Syntax error',
    ])
    expect(await refusal(admin.listFiles({ bucketId: 'resumes', queries: ['{"method":"sortBy"}'] }))).toEqual([
      400,
      'general_argument_invalid',
      'Invalid `queries` param: Invalid query: Invalid query method: sortBy',
    ])
    const nested = AdminQuery.or([AdminQuery.search('name', 'cv'), AdminQuery.equal('mimeType', 'application/pdf')])
    expect(await refusal(admin.listFiles({ bucketId: 'nowhere', queries: [nested] }))).toEqual([
      404,
      'storage_bucket_not_found',
      'Storage bucket with the requested ID could not be found.',
    ])
    expect(await refusal(admin.listFiles({ bucketId: 'resumes', queries: [nested] }))).toEqual([
      400,
      'general_query_invalid',
      'Searching by attribute "name" requires a fulltext index.',
    ])
  })

  it("takes the file queries Appwrite's Files validator takes: no count or length cap, and/or nested past three levels", async () => {
    const listed = (queries: string[]) =>
      admin.listFiles({ bucketId: 'resumes', queries }).then(
        (list) => list.total,
        (error: { code: number; type: string; message: string }) => [error.code, error.type, error.message],
      )
    // Unlike the documents lists' ArrayList of 100 Texts of 4,096 characters.
    const many = Array.from({ length: 101 }, (_, i) => AdminQuery.notEqual('name', `nobody-${i}.pdf`))
    expect(await listed(many)).toEqual(expect.any(Number))
    expect(await listed([AdminQuery.equal('name', 'x'.repeat(5000))])).toBe(0)
    expect(await listed([nestedAnd(6)])).toEqual(expect.any(Number))
    expect(await listed([''])).toEqual([
      400,
      'general_argument_invalid',
      'Invalid `queries` param: Invalid query: Invalid query: Syntax error',
    ])
    const bare = await fetch(`${server.endpoint}/storage/buckets/resumes/files?queries=`, {
      headers: { 'X-Appwrite-Project': PROJECT_ID, 'X-Appwrite-Key': TEST_API_KEY },
    })
    expect([bare.status, await bare.json()]).toMatchObject([
      400,
      { type: 'general_argument_invalid', message: 'Invalid `queries` param: Queries must be an array' },
    ])
  })

  it("refuses a guest's upload that grants the admin role, as Appwrite does, and keeps nothing", async () => {
    const fileId = ID.unique()
    const refused = await storage
      .createFile({ bucketId: 'resumes', fileId, file: fileOf(pdfBytes(1000), 'cv.pdf'), permissions: adminLabel })
      .then(
        () => undefined,
        (e: unknown) => e as AppwriteException,
      )
    expect(refused).toMatchObject({
      code: 401,
      type: 'user_unauthorized',
      message: 'Permissions must be one of: (any, guests)',
    })
    await expect(admin.getFile({ bucketId: 'resumes', fileId })).rejects.toMatchObject({ code: 404 })
  })

  it('deletes a file with the key (204: metadata and content gone); a guest may not', async () => {
    const fileId = ID.unique()
    await storage.createFile({ bucketId: 'resumes', fileId, file: fileOf(pdfBytes(1000), 'old.pdf') })
    expect(await sdkError(storage.deleteFile({ bucketId: 'resumes', fileId }))).toEqual({
      code: 401,
      type: 'user_unauthorized',
    })
    await admin.deleteFile({ bucketId: 'resumes', fileId })
    await expect(admin.getFile({ bucketId: 'resumes', fileId })).rejects.toMatchObject({
      code: 404,
      type: 'storage_file_not_found',
    })
    await expect(admin.getFileDownload({ bucketId: 'resumes', fileId })).rejects.toMatchObject({ code: 404 })
    await expect(admin.deleteFile({ bucketId: 'resumes', fileId })).rejects.toMatchObject({
      code: 404,
      type: 'storage_file_not_found',
    })
    // The id is free again.
    await storage.createFile({ bucketId: 'resumes', fileId, file: fileOf(pdfBytes(500), 'new.pdf') })
    expect(await admin.getFile({ bucketId: 'resumes', fileId })).toMatchObject({ name: 'new.pdf' })
  })

  it('uploads a 12 MB file in 5 MiB chunks through the SDK (parallel chunks), byte for byte', async () => {
    const size = 12_582_917
    const bytes = pdfBytes(size)
    for (let i = 100; i < size; i += 4099) bytes[i] = i % 251
    const progress: number[] = []
    const created = await storage.createFile({
      bucketId: BIG_BUCKET_ID,
      fileId: ID.unique(),
      file: fileOf(bytes, 'big.pdf'),
      onProgress: (p) => progress.push(p.chunksUploaded),
    })
    expect(created).toMatchObject({
      sizeOriginal: size,
      sizeActual: size,
      encryption: false,
      compression: 'none',
      chunksTotal: 3,
      chunksUploaded: 3,
      signature: md5(bytes),
      mimeType: 'application/pdf',
    })
    expect(progress.at(-1)).toBe(3)
    const view = await fetch(storage.getFileView({ bucketId: BIG_BUCKET_ID, fileId: created.$id }))
    expect(view.headers.get('content-type')).toBe('application/pdf')
    expect(md5(new Uint8Array(await view.arrayBuffer()))).toBe(md5(bytes))
  })

  const chunkUrl = () => `${server.endpoint}/storage/buckets/${BIG_BUCKET_ID}/files`
  const sendChunk = (
    fileId: string,
    name: string,
    bytes: Uint8Array<ArrayBuffer>,
    index: number,
    uploadId?: string,
  ) => {
    const start = index * CHUNK_SIZE
    const end = Math.min(start + CHUNK_SIZE, bytes.byteLength) - 1
    return fetch(chunkUrl(), {
      method: 'POST',
      headers: {
        'X-Appwrite-Project': PROJECT_ID,
        'Content-Range': `bytes ${start}-${end}/${bytes.byteLength}`,
        ...(uploadId ? { 'X-Appwrite-ID': uploadId } : {}),
      },
      body: form({ fileId, file: fileOf(bytes.subarray(start, end + 1), name) }),
    })
  }

  it('assembles chunks sent out of order and concurrently', async () => {
    const bytes = pdfBytes(3 * CHUNK_SIZE + 12345)
    for (let i = 0; i < bytes.length; i += 1000) bytes[i] = (i / 1000) % 256
    bytes.set(new TextEncoder().encode('%PDF-'))
    const fileId = 'out-of-order'
    const last = await sendChunk(fileId, 'x.pdf', bytes, 3)
    expect(last.status).toBe(201)
    expect(await last.json()).toMatchObject({ chunksTotal: 4, chunksUploaded: 1, sizeOriginal: bytes.byteLength })
    const answers = await Promise.all([2, 0, 1].map((i) => sendChunk('unique()', 'x.pdf', bytes, i, fileId)))
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201])
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as Array<{
      chunksUploaded: number
      signature: string
    }>
    const complete = bodies.filter((b) => b.chunksUploaded === 4 && b.signature)
    expect(complete).toHaveLength(1)
    expect(complete[0]!.signature).toBe(md5(bytes))
    const view = await fetch(`${chunkUrl()}/${fileId}/view?project=${PROJECT_ID}`)
    expect(md5(new Uint8Array(await view.arrayBuffer()))).toBe(md5(bytes))
    // Re-sending a chunk of a complete upload answers the file (200); a plain re-upload is a 409.
    expect((await sendChunk('unique()', 'x.pdf', bytes, 2, fileId)).status).toBe(200)
    const plain = await fetch(chunkUrl(), {
      method: 'POST',
      headers: { 'X-Appwrite-Project': PROJECT_ID },
      body: form({ fileId, file: fileOf(pdfBytes(10), 'x.pdf') }),
    })
    expect(plain.status).toBe(409)
  })

  it("checks a chunked upload's total size on its first chunk", async () => {
    // The size rule uses the total from Content-Range, so an oversized file is refused at its first chunk.
    const res = await fetch(chunkUrl(), {
      method: 'POST',
      headers: { 'X-Appwrite-Project': PROJECT_ID, 'Content-Range': `bytes 0-${CHUNK_SIZE - 1}/30000000` },
      body: form({ fileId: 'over', file: fileOf(pdfBytes(CHUNK_SIZE), 'over.pdf') }),
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ type: 'storage_invalid_file_size' })
  })
})
