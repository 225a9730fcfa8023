// Files: create (whole or in 5 MiB chunks, as the SDKs send them), list, get, view, preview, download, delete.
import { readFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import { gzip, zstdCompress } from 'node:zlib'
import type { Context } from 'hono'
import { readContentRange, type ContentRange } from '../../lib/content-range'
import type { AppEnv } from '../../lib/context'
import { AppwriteError } from '../../lib/errors'
import { isValidId, resolveNewId } from '../../lib/ids'
import { infected, scanned } from '../../lib/antivirus'
import { STORAGE_MIMES, extensionOf, sniffMimeType } from '../../lib/file-signatures'
import {
  DOCUMENT_ACTIONS,
  allows,
  assertGrantable,
  parsePermissions,
  readableItems,
  refusal,
} from '../../lib/permissions'
import { checkSearchIndexes, parseQueries, runQueries, type StoredDocument } from '../../lib/queries'
import { booleanParam, checkIdParams, idParam, readBodyParams, readQueries, textParam } from '../../lib/request'
import type { BucketDef, CollectionDef } from '../../lib/schema'
import type { Assembled, FileRecord, FileStore, NewFile, StoredForm } from '../../store/files'
import {
  PREVIEW_CACHE_CONTROL,
  cachePreview,
  cachedPreview,
  previewCacheKey,
  readPreviewOptions,
  renderPreview,
} from './file-preview'

type Ctx = Context<AppEnv>

/** Appwrite's APP_LIMIT_UPLOAD_CHUNK_SIZE and the SDKs' Client.CHUNK_SIZE. */
export const CHUNK_SIZE = 5 * 1024 * 1024
/** The size of Appwrite's `files.name` column: it checks no length itself, and a longer name fails as it is stored. */
const MAX_NAME_LENGTH = 2048

function bucketOf(c: Ctx): BucketDef {
  const bucket = c.get('deps').schema.bucket(idParam(c, 'bucketId'))
  if (!bucket) throw new AppwriteError('storage_bucket_not_found')
  return bucket
}

export function fileJson(record: FileRecord): Record<string, unknown> {
  return {
    $id: record.id,
    bucketId: record.bucketId,
    $createdAt: record.createdAt,
    $updatedAt: record.updatedAt,
    $permissions: record.permissions,
    name: record.name,
    folder: '',
    key: record.name,
    signature: record.signature,
    mimeType: record.mimeType,
    sizeOriginal: record.sizeOriginal,
    sizeActual: record.sizeActual,
    chunksTotal: record.chunksTotal,
    chunksUploaded: record.chunksUploaded,
    encryption: record.encrypted,
    compression: record.algorithm,
  }
}

/** Appwrite's APP_STORAGE_READ_BUFFER: only files up to this size are compressed or encrypted. */
const STORAGE_READ_BUFFER = 20_000_000

/**
 * What Appwrite's Files/Create would store for this content in this bucket: compressed with the
 * bucket's algorithm (gzencode, or zstd at level 3), then encrypted with AES-128-GCM, whose output
 * openssl_encrypt gives as base64, if the file is at most 20 MB; `sizeActual` is the size of that.
 * The content itself is kept here as sent. Compressed sizes come from Node's zlib and zstd, which may
 * differ by a few bytes from PHP's.
 */
async function appwriteStoredForm(
  bucket: BucketDef,
  size: number,
  read: () => Promise<Uint8Array>,
): Promise<StoredForm> {
  const small = size <= STORAGE_READ_BUFFER
  const algorithm = small ? bucket.compression : 'none'
  let sizeActual = size
  if (algorithm === 'gzip') sizeActual = (await promisify(gzip)(await read())).byteLength
  if (algorithm === 'zstd') {
    // One frame that states its size, as PHP's one-shot zstd_compress writes.
    const content = await read()
    sizeActual = (await promisify(zstdCompress)(content, { pledgedSrcSize: content.byteLength })).byteLength
  }
  const encrypted = bucket.encryption && small
  // GCM adds no padding (the tag is kept apart), so the ciphertext is as long as the input.
  if (encrypted) sizeActual = 4 * Math.ceil(sizeActual / 3)
  return { algorithm, encrypted, sizeActual }
}

function parseContentRange(header: string): ContentRange {
  const range = readContentRange(header)
  if (!range) throw new AppwriteError('storage_invalid_content_range')
  return range
}

function first(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value
}

/** `permissions[]` repeated (the SDKs' form); a JSON array or single string under `permissions` too. */
function readPermissionField(body: Record<string, unknown>): unknown {
  const listed = body['permissions[]']
  if (listed !== undefined) return (Array.isArray(listed) ? listed : [listed]).filter((v) => typeof v === 'string')
  const plain = body.permissions
  if (plain === undefined) return undefined
  const values = Array.isArray(plain) ? plain : [plain]
  if (values.length === 1 && typeof values[0] === 'string' && values[0].trim().startsWith('[')) {
    try {
      return JSON.parse(values[0]) as unknown
    } catch {
      throw new AppwriteError('general_argument_invalid', 'Invalid `permissions` param: Value must be a valid array')
    }
  }
  return values
}

/** An upload's params: a multipart form's fields (the SDKs'), else a JSON body's, else none. */
async function readUploadParams(c: Ctx): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? ''
  if (!/^multipart\/form-data/i.test(type)) return readBodyParams(c)
  try {
    return (await c.req.parseBody({ all: true })) as Record<string, unknown>
  } catch {
    throw new AppwriteError('general_argument_invalid', 'The request body is not valid multipart/form-data.')
  }
}

export async function createFile(c: Ctx) {
  // The params are checked first (utopia-php/http's router): the bucket's id, then fileId, Appwrite's
  // CustomId param, required on every request (unique() is a fresh id), then the permissions' form.
  checkIdParams(c, 'bucketId')
  const body = await readUploadParams(c)
  let fileId = resolveNewId(first(body.fileId), 'fileId')
  const rawPermissions = readPermissionField(body)
  const permissions = rawPermissions === undefined ? [] : parsePermissions(rawPermissions, DOCUMENT_ACTIONS)
  // Then the action (Files/Create.php): the bucket, who may create in it, the roles granted, the file.
  const bucket = bucketOf(c)
  const caller = c.get('caller')
  if (!allows(caller, 'create', bucket.$permissions)) throw refusal(caller, 'create', bucket.$permissions)
  assertGrantable(caller, permissions)

  const file = first(body.file)
  if (!(file instanceof File)) throw new AppwriteError('storage_file_empty')
  const rangeHeader = c.req.header('content-range')
  const range = rangeHeader ? parseContentRange(rangeHeader) : undefined
  // A chunk names its upload in x-appwrite-id when sent (the SDKs send it from the second chunk on),
  // which is checked as a UID: unique() or a bad id there is storage_invalid_appwrite_id.
  if (range) {
    const header = c.req.header('x-appwrite-id')
    if (header !== undefined) fileId = header
    if (!isValidId(fileId)) throw new AppwriteError('storage_invalid_appwrite_id')
  }
  const name = file.name
  if ([...name].length > MAX_NAME_LENGTH) throw new AppwriteError('general_unknown')
  const extension = extensionOf(name)
  if (bucket.allowedFileExtensions.length > 0 && !bucket.allowedFileExtensions.includes(extension)) {
    throw new AppwriteError('storage_file_type_unsupported', 'File extension not allowed')
  }
  const size = range ? range.total : file.size
  if (size > bucket.maximumFileSize) throw new AppwriteError('storage_invalid_file_size', 'File size not allowed')
  if (size === 0) throw new AppwriteError('storage_file_empty')

  const bytes = new Uint8Array(await file.arrayBuffer())
  // As in Appwrite, the type is the content's (mime_content_type), never the one the browser claimed; a
  // chunked upload's is known once it is whole.
  const mimeType = range ? '' : sniffMimeType(bytes)
  const { files } = c.get('deps').store
  const base: NewFile = {
    bucketId: bucket.$id,
    id: fileId,
    name,
    permissions,
    mimeType,
    sizeOriginal: size,
    chunksTotal: 1,
  }

  if (!range) {
    if (scanned(bucket, bytes.byteLength) && infected(bytes)) {
      // Appwrite finds the id taken (409) before it scans.
      if (files.get(bucket.$id, fileId)) throw new AppwriteError('storage_file_already_exists')
      throw new AppwriteError('storage_invalid_file')
    }
    const stored = await appwriteStoredForm(bucket, bytes.byteLength, () => Promise.resolve(bytes))
    const record = await files.createWhole(base, bytes, stored)
    if (!record) throw new AppwriteError('storage_file_already_exists')
    return c.json(fileJson(record), 201)
  }

  // A chunk must sit on a 5 MiB boundary and be whole: exactly what the SDKs send.
  const chunksTotal = Math.ceil(range.total / CHUNK_SIZE)
  const expectedEnd = Math.min(range.start + CHUNK_SIZE, range.total) - 1
  if (range.start % CHUNK_SIZE !== 0 || range.end !== expectedEnd || bytes.byteLength !== range.end - range.start + 1) {
    throw new AppwriteError('storage_invalid_content_range')
  }
  const chunk = range.start / CHUNK_SIZE + 1
  const outcome = await files.addChunk({ ...base, chunksTotal }, chunk, bytes)
  switch (outcome.kind) {
    case 'complete':
      return c.json(fileJson(outcome.record), 200)
    case 'mismatch':
      throw new AppwriteError(
        'storage_invalid_content_range',
        'The Content-Range does not match the upload already under this file ID.',
      )
    case 'partial':
      return c.json(fileJson(outcome.record), 201)
    case 'last':
      return c.json(fileJson(await finishChunkedUpload(files, bucket, outcome.record, range.total)), 201)
  }
}

/**
 * Joins a complete set of chunks into the file. A file that turns out wrong (its size) is thrown away
 * with a 400; any other failure (a disk error) keeps the chunks and lets the upload be completed by the
 * client's retry, instead of leaving it neither complete nor retryable.
 */
async function finishChunkedUpload(
  files: FileStore,
  bucket: BucketDef,
  record: FileRecord,
  total: number,
): Promise<FileRecord> {
  let assembled: Assembled
  try {
    assembled = await files.assemble(record)
  } catch (error) {
    await files.reopen(record)
    throw error
  }
  // No antivirus scan: a file sent in chunks (over 5 MiB) is never the one virus this server knows.
  if (assembled.size !== total) {
    await files.abort(record.bucketId, record.id, assembled)
    throw new AppwriteError('storage_invalid_content_range')
  }
  try {
    const stored = await appwriteStoredForm(bucket, assembled.size, () => readFile(assembled.tempPath))
    return await files.accept(record, assembled, sniffMimeType(assembled.head), stored)
  } catch (error) {
    await files.reopen(record, assembled)
    throw error
  }
}

/** Appwrite's read rule for files: bucket-level read, or (with fileSecurity) the file's own read. */
function readableFile(c: Ctx, { complete }: { complete: boolean }): FileRecord {
  checkIdParams(c, 'bucketId')
  const fileId = idParam(c, 'fileId')
  const bucket = bucketOf(c)
  const caller = c.get('caller')
  const bucketRead = allows(caller, 'read', bucket.$permissions)
  if (!bucketRead && !bucket.fileSecurity) throw refusal(caller, 'read', bucket.$permissions)
  const record = c.get('deps').store.files.get(bucket.$id, fileId)
  // Not readable is "not found", as in Appwrite: the file's existence is not revealed.
  if (!record || (!bucketRead && !allows(caller, 'read', record.permissions)))
    throw new AppwriteError('storage_file_not_found')
  if (complete && record.state !== 'complete') throw new AppwriteError('storage_file_not_found')
  return record
}

/** The file attributes Appwrite lets a files list query, as a collection for the query engine. */
const FILE_ATTRIBUTES: CollectionDef = {
  $id: 'files',
  $permissions: [],
  databaseId: '',
  name: 'files',
  enabled: true,
  documentSecurity: false,
  attributes: [
    { key: 'name', type: 'string', required: true, array: false },
    { key: 'signature', type: 'string', required: true, array: false },
    { key: 'mimeType', type: 'string', required: true, array: false },
    { key: 'sizeOriginal', type: 'integer', required: true, array: false },
    { key: 'chunksTotal', type: 'integer', required: true, array: false },
    { key: 'chunksUploaded', type: 'integer', required: true, array: false },
  ],
  // Appwrite's files have one fulltext index, on the internal `search` (id and name) that `search=` reads.
  indexes: [],
}

const asDocument = (record: FileRecord, sequence: number): StoredDocument => ({
  id: record.id,
  sequence,
  databaseId: '',
  collectionId: record.bucketId,
  createdAt: record.createdAt,
  updatedAt: record.updatedAt,
  permissions: record.permissions,
  data: {
    name: record.name,
    signature: record.signature,
    mimeType: record.mimeType,
    sizeOriginal: record.sizeOriginal,
    chunksTotal: record.chunksTotal,
    chunksUploaded: record.chunksUploaded,
  },
})

/**
 * Lists a bucket's files with the queries of documents but `select`, plus `search` on the id and name:
 * with bucket-level read all of them, with file security those the caller may read, else 401 (resumes:
 * the admin label only).
 */
export function listFiles(c: Ctx) {
  checkIdParams(c, 'bucketId')
  // The route's params are checked before the bucket is looked up: the queries by Appwrite's Files validator.
  const queries = asParam('queries', () => parseQueries(readQueries(c.req.url, 'files'), FILE_ATTRIBUTES, 'files'))
  const search = (textParam(c, 'search', 256) ?? '').trim().toLowerCase()
  const withTotal = booleanParam(c, 'total', true)
  const bucket = bucketOf(c)
  const caller = c.get('caller')
  const readable = readableItems(caller, bucket.$permissions, bucket.fileSecurity)
  if (!readable) throw refusal(caller, 'read', bucket.$permissions)
  checkSearchIndexes(queries, FILE_ATTRIBUTES)
  const records = c
    .get('deps')
    .store.files.list(bucket.$id)
    .filter((record) => readable(record.permissions))
  const byId = new Map(records.map((record) => [record.id, record]))
  const all = records
    .filter((record) => !search || record.name.toLowerCase().includes(search) || record.id.toLowerCase() === search)
    .map((record, index) => asDocument(record, index + 1))
  const result = runQueries(all, queries, (id) => all.find((doc) => doc.id === id), 'File')
  return c.json({
    total: withTotal ? result.total : 0,
    files: result.documents.map((doc) => fileJson(byId.get(doc.id)!)),
  })
}

/** A query the route's validator refuses is a refusal of its param (utopia-php/http), not of a query. */
function asParam<T>(name: string, read: () => T): T {
  try {
    return read()
  } catch (error) {
    if (!(error instanceof AppwriteError) || error.type !== 'general_query_invalid') throw error
    throw new AppwriteError('general_argument_invalid', `Invalid \`${name}\` param: ${error.message}`)
  }
}

export function getFile(c: Ctx) {
  return c.json(fileJson(readableFile(c, { complete: false })))
}

const contentDisposition = (kind: 'inline' | 'attachment', name: string) =>
  `${kind}; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`

/** How much an open or too long range reads, by route (APP_STORAGE_READ_BUFFER, MAX_OUTPUT_CHUNK_SIZE). */
const RANGE_READ = { view: 20_000_000, download: 10 * 1024 * 1024 }
const MAX_RANGE = 20_000_000

/**
 * The part a Range header asks for, as Appwrite's View and Download read it (utopia-php/http's
 * parseRange): `bytes=start-end` or `bytes=start-`, with start below end and end inside the file.
 * Anything else is 416, even where HTTP would clamp (an end past the file) or serve (`bytes=0-0`).
 */
function rangeOf(header: string, size: number, read: number): { start: number; end: number } {
  const match = /^([^=]+)=(\d+)-(\d*)$/.exec(header)
  const start = Number(match?.[2])
  const given = match?.[3] ? Number(match[3]) : undefined
  if (!match || match[1] !== 'bytes' || (given !== undefined && start >= given))
    throw new AppwriteError('storage_invalid_range')
  const end = given === undefined || given - start > MAX_RANGE ? Math.min(start + read - 1, size - 1) : given
  if (start >= end || end >= size) throw new AppwriteError('storage_invalid_range')
  return { start, end }
}

/** The readable file's content, whole or the part a Range header asks for, with its route's headers. */
async function sendContent(
  c: Ctx,
  route: keyof typeof RANGE_READ,
  headersFor: (record: FileRecord) => Record<string, string>,
) {
  const record = readableFile(c, { complete: true })
  const bytes = await c.get('deps').store.files.read(record)
  const rangeHeader = c.req.header('range')
  const range = rangeHeader ? rangeOf(rangeHeader, bytes.byteLength, RANGE_READ[route]) : undefined
  const body = range ? bytes.subarray(range.start, range.end + 1) : bytes
  return new Response(new Uint8Array(body), {
    status: range ? 206 : 200,
    headers: {
      'Content-Length': String(body.byteLength),
      'X-Content-Type-Options': 'nosniff',
      ...(range && {
        'Accept-Ranges': 'bytes',
        'Content-Range': `bytes ${range.start}-${range.end}/${bytes.byteLength}`,
      }),
      ...headersFor(record),
    },
  })
}

/**
 * The content inline (Appwrite's View/Get): served as its type only when that is on Appwrite's
 * storage-mimes list, else as text/plain, never allowed to run script, kept 45 days in the browser.
 */
export const viewFile = (c: Ctx) =>
  sendContent(c, 'view', (record) => ({
    'Content-Type': STORAGE_MIMES.has(record.mimeType) ? record.mimeType : 'text/plain',
    'Content-Security-Policy': 'script-src none;',
    'Content-Disposition': contentDisposition('inline', record.name),
    'Cache-Control': 'private, max-age=3888000',
  }))

/** The content as an attachment, as its type, kept 45 days in the browser as Appwrite's Download/Get says. */
export const downloadFile = (c: Ctx) =>
  sendContent(c, 'download', (record) => ({
    'Content-Type': record.mimeType || 'application/octet-stream',
    'Content-Disposition': contentDisposition('attachment', record.name),
    'Cache-Control': 'private, max-age=3888000',
  }))

/**
 * As Appwrite's Storage/Delete file: bucket-level `delete`, or (with fileSecurity) the file's own; read
 * permission is not needed. An unknown id is 404 storage_file_not_found; success is 204 and the content,
 * and any chunks of an unfinished upload, are gone.
 */
export async function deleteFile(c: Ctx) {
  checkIdParams(c, 'bucketId')
  const fileId = idParam(c, 'fileId')
  const bucket = bucketOf(c)
  const caller = c.get('caller')
  const bucketDelete = allows(caller, 'delete', bucket.$permissions)
  if (!bucketDelete && !bucket.fileSecurity) throw refusal(caller, 'delete', bucket.$permissions)
  const { files } = c.get('deps').store
  const record = files.get(bucket.$id, fileId)
  if (!record) throw new AppwriteError('storage_file_not_found')
  if (!bucketDelete && !allows(caller, 'delete', record.permissions))
    throw refusal(caller, 'delete', record.permissions)
  await files.delete(bucket.$id, fileId)
  return c.body(null, 204)
}

/**
 * The file as a picture of the size and format asked for (file-preview.ts). Appwrite's router checks
 * the ids and every parameter before the action looks anything up, so a bad parameter is a 400 even
 * for an unknown bucket; then the same read rule and errors as /view.
 */
export async function previewFile(c: Ctx) {
  checkIdParams(c, 'bucketId', 'fileId')
  const options = readPreviewOptions((name) => c.req.query(name))
  // Preview/Get.php: a bucket without transformations draws none for a visitor (a key still may).
  if (!bucketOf(c).transformations && !c.get('caller').admin)
    throw new AppwriteError('storage_bucket_transformations_disabled')
  const record = readableFile(c, { complete: true })
  const key = previewCacheKey(record.signature, record, options)
  let preview = cachedPreview(key)
  const hit = preview !== undefined
  if (!preview) {
    preview = await renderPreview(await c.get('deps').store.files.read(record), record, options)
    cachePreview(key, preview)
  }
  return new Response(new Uint8Array(preview.body), {
    status: 200,
    headers: {
      'Content-Type': preview.contentType,
      'Content-Length': String(preview.body.byteLength),
      'Cache-Control': PREVIEW_CACHE_CONTROL,
      'X-Appwrite-Cache': hit ? 'hit' : 'miss',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
