// Documents: list (with queries), get, create, delete — the part of Appwrite's Databases API the site
// and its tests use.
import type { Context } from 'hono'
import type { AppEnv } from '../../lib/context'
import { DATE_RULE, normalizeDate } from '../../lib/dates'
import { validateDocumentData } from '../../lib/document-structure'
import { AppwriteError, errorNaming } from '../../lib/errors'
import { resolveNewId } from '../../lib/ids'
import {
  DOCUMENT_ACTIONS,
  allows,
  assertGrantable,
  parsePermissions,
  readableItems,
  refusal,
} from '../../lib/permissions'
import { cursorNotFound, parseQueries, runQueries, type StoredDocument } from '../../lib/queries'
import { booleanParam, checkIdParams, idParam, readBodyParams, readQueries } from '../../lib/request'
import type { CollectionDef } from '../../lib/schema'

type Ctx = Context<AppEnv>

function collectionOf(c: Ctx): CollectionDef {
  const databaseId = idParam(c, 'databaseId')
  const collectionId = idParam(c, 'collectionId')
  const { schema } = c.get('deps')
  if (!schema.database(databaseId)) throw errorNaming('database_not_found', databaseId)
  const collection = schema.collection(databaseId, collectionId)
  if (!collection) throw errorNaming('collection_not_found', collectionId)
  return collection
}

/** Response format 2.0: system fields, `$sequence` as a string, then the attributes. */
export function documentJson(doc: StoredDocument, select?: readonly string[]): Record<string, unknown> {
  const all = !select || select.includes('*')
  const data = all ? doc.data : Object.fromEntries(Object.entries(doc.data).filter(([key]) => select.includes(key)))
  return {
    $id: doc.id,
    $sequence: String(doc.sequence),
    $collectionId: doc.collectionId,
    $databaseId: doc.databaseId,
    $createdAt: doc.createdAt,
    $updatedAt: doc.updatedAt,
    $permissions: doc.permissions,
    ...data,
  }
}

export function listDocuments(c: Ctx) {
  // Each param is checked before anything is looked up (utopia-php/http's router).
  checkIdParams(c, 'databaseId', 'collectionId')
  const rawQueries = readQueries(c.req.url)
  const withTotal = booleanParam(c, 'total', true)
  const collection = collectionOf(c)
  const { store } = c.get('deps')
  // Queries are checked before permissions, as utopia-php/database's find() does.
  const queries = parseQueries(rawQueries, collection)
  // A cursor may name any document: Appwrite looks it up without the caller's permissions, before
  // find() asks whether the caller may read at all (Documents/XList.php).
  const findCursor = (id: string) => store.documents.get(collection.databaseId, collection.$id, id)
  if (queries.cursor && !findCursor(queries.cursor.id)) throw cursorNotFound(queries.cursor.id)
  const readable = readableItems(c.get('caller'), collection.$permissions, collection.documentSecurity)
  if (!readable) throw new AppwriteError('user_unauthorized')
  // Only what the caller may read is queried, so limits, offsets and the total count only that.
  const all = store.documents.list(collection.databaseId, collection.$id)
  const visible = all.filter((doc) => readable(doc.permissions))
  const result = runQueries(visible, queries, findCursor)
  return c.json({
    total: withTotal ? result.total : 0,
    documents: result.documents.map((doc) => documentJson(doc, queries.select)),
  })
}

export function getDocument(c: Ctx) {
  checkIdParams(c, 'databaseId', 'collectionId')
  const documentId = idParam(c, 'documentId')
  const rawQueries = readQueries(c.req.url)
  const collection = collectionOf(c)
  const caller = c.get('caller')
  const queries = parseQueries(rawQueries, collection, 'document')
  const collectionRead = allows(caller, 'read', collection.$permissions)
  const doc = c.get('deps').store.documents.get(collection.databaseId, collection.$id, documentId)
  // As in Appwrite, a document the caller may not read is "not found", even where the collection grants
  // no read at all (utopia-php/database's getDocument answers an empty document, which Documents/Get
  // turns into 404): its existence is not revealed. The document's own read counts only with document
  // security. Listing such a collection is 401 (listDocuments).
  const documentRead = collection.documentSecurity && doc !== undefined && allows(caller, 'read', doc.permissions)
  if (!doc || !(collectionRead || documentRead)) throw errorNaming('document_not_found', documentId)
  return c.json(documentJson(doc, queries.select))
}

/**
 * A JSON object param (`data`, each of `documents`): an object or a JSON string of one, as Appwrite's
 * JSON ObjectValidator takes it. An empty array in the body is PHP's empty array, as `{}` is.
 */
function readJsonObject(value: unknown, invalid: string): Record<string, unknown> {
  if (Array.isArray(value) && value.length === 0) return {}
  let data = value
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data)
    } catch {
      data = undefined
    }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new AppwriteError('general_argument_invalid', invalid)
  return { ...(data as Record<string, unknown>) }
}

/** The data param; undefined when not given or empty, which Create.php takes for no data. */
function readData(value: unknown): Record<string, unknown> | undefined {
  if (value == null) return undefined
  const data = readJsonObject(value, 'Invalid `data` param: Value must be a valid JSON object')
  return Object.keys(data).length > 0 ? data : undefined
}

/** Appwrite's APP_LIMIT_DATABASE_BATCH: the most documents one call may create. */
const MAX_DOCUMENTS = 100

/** The documents param (an ArrayList of JSON objects); undefined when not given or empty. */
function readDocuments(value: unknown): Array<Record<string, unknown>> | undefined {
  if (value == null) return undefined
  const invalid = `Invalid \`documents\` param: Value must a valid array no longer than ${MAX_DOCUMENTS} items and Value must be a valid JSON object`
  if (!Array.isArray(value) || value.length > MAX_DOCUMENTS)
    throw new AppwriteError('general_argument_invalid', invalid)
  return value.length > 0 ? value.map((entry) => readJsonObject(entry, invalid)) : undefined
}

/**
 * System fields in data that Appwrite's createDocument drops without a word: `$sequence`, `$databaseId`
 * and `$collectionId` for everyone (Documents/Action.php's removableAttributes), and `$id`,
 * `$collection` and `$permissions`, which Create.php overwrites with the documentId, the collection and
 * the permissions param.
 */
const IGNORED_SYSTEM_FIELDS = ['$sequence', '$databaseId', '$collectionId', '$id', '$collection', '$permissions']

/**
 * `$createdAt`/`$updatedAt` in data: timestamp overrides for API-key callers (Appwrite creates with
 * preserved dates); anyone else's are dropped, as removableAttributes' "privileged" list is.
 */
function takeSystemFields(data: Record<string, unknown>, admin: boolean) {
  const out: { createdAt?: string; updatedAt?: string } = {}
  for (const key of IGNORED_SYSTEM_FIELDS) delete data[key]
  for (const [key, field] of [
    ['$createdAt', 'createdAt'],
    ['$updatedAt', 'updatedAt'],
  ] as const) {
    if (!(key in data)) continue
    const value = data[key]
    delete data[key]
    if (!admin) continue
    const normalized = typeof value === 'string' ? normalizeDate(value) : undefined
    if (!normalized)
      throw new AppwriteError(
        'document_invalid_structure',
        `Invalid document structure: Attribute "${key}" has invalid type. ${DATE_RULE}`,
      )
    out[field] = normalized
  }
  return out
}

export async function createDocument(c: Ctx) {
  // Each param is checked first, in the route's order (Appwrite's router): documentId is optional, so
  // null skips its check and '' fails it.
  checkIdParams(c, 'databaseId')
  const body = await readBodyParams(c)
  const documentId = body.documentId == null ? undefined : resolveNewId(body.documentId, 'documentId')
  checkIdParams(c, 'collectionId')
  const data = readData(body.data)
  const permissions = body.permissions == null ? [] : parsePermissions(body.permissions, DOCUMENT_ACTIONS)
  const documents = readDocuments(body.documents)
  // Then Create.php's own checks: data or documents, not both; one document needs its id; several
  // take neither an id nor permissions (each sets its own).
  if (documents) {
    if (data)
      throw new AppwriteError(
        'general_bad_request',
        'You can only send one of the following parameters: data, documents',
      )
    if (documentId)
      throw new AppwriteError(
        'general_bad_request',
        'Param "documentId" is not allowed when creating multiple documents, set "$id" on each instead.',
      )
    if (permissions.length > 0)
      throw new AppwriteError(
        'general_bad_request',
        'Param "permissions" is disallowed when creating multiple documents, set "$permissions" on each instead',
      )
    // A server's call (an API key), which this site never makes.
    if (!c.get('caller').admin) throw new AppwriteError('general_unauthorized_scope')
    throw new AppwriteError('general_not_implemented', 'Creating several documents in one call is not served here.')
  }
  if (!data) throw new AppwriteError('document_missing_data')
  if (!documentId)
    throw new AppwriteError('document_missing_data', 'Document ID is required when creating a single document.')
  const collection = collectionOf(c)
  const caller = c.get('caller')
  assertGrantable(caller, permissions)
  if (!allows(caller, 'create', collection.$permissions)) throw refusal(caller, 'create', collection.$permissions)
  const timestamps = takeSystemFields(data, caller.admin)
  const values = validateDocumentData(collection, data)
  // Document-level permissions mean something only with documentSecurity; Appwrite stores them anyway.
  const doc = c.get('deps').store.documents.insert({
    databaseId: collection.databaseId,
    collectionId: collection.$id,
    id: documentId,
    data: values,
    permissions,
    ...timestamps,
  })
  if (!doc) throw errorNaming('document_already_exists', documentId)
  return c.json(documentJson(doc), 201)
}

/**
 * As Appwrite's Documents/Delete: collection-level `delete`, or (with documentSecurity) the document's
 * own; read permission is not needed. An unknown id is 404 document_not_found; success is 204.
 */
export function deleteDocument(c: Ctx) {
  checkIdParams(c, 'databaseId', 'collectionId')
  const documentId = idParam(c, 'documentId')
  const collection = collectionOf(c)
  const caller = c.get('caller')
  // Found first, whoever asks (Delete.php skips authorization for the lookup); then the delete's own check.
  const { store } = c.get('deps')
  const doc = store.documents.get(collection.databaseId, collection.$id, documentId)
  if (!doc) throw errorNaming('document_not_found', documentId)
  const documentDelete = collection.documentSecurity && allows(caller, 'delete', doc.permissions)
  if (!allows(caller, 'delete', collection.$permissions) && !documentDelete)
    throw new AppwriteError('user_unauthorized')
  store.documents.delete(collection.databaseId, collection.$id, documentId)
  return c.body(null, 204)
}
