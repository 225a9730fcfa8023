// Reading request input the way Appwrite's SDKs send it.
import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { AppwriteError } from './errors'
import { assertUid } from './ids'
import { hasLoneSurrogate } from '../../src/shared/lone-surrogates'

/** The documents lists' queries param: an ArrayList of at most 100 Texts, each 1 to 4,096 characters. */
const MAX_QUERIES = 100
const MAX_QUERY_LENGTH = 4096

/**
 * `queries[0]`, `queries[1]`, … in index order (the SDK's form), plus `queries[]`, checked as the param
 * they are (before anything is looked up). A bare `queries=` is a string to PHP, no array. The files
 * list's param is a Queries validator itself (Appwrite's Queries\Files), which caps neither the count nor
 * the length and refuses a string in its own words.
 */
export function readQueries(url: string, param: 'texts' | 'files' = 'texts'): string[] {
  const invalid = () =>
    new AppwriteError(
      'general_argument_invalid',
      param === 'files'
        ? 'Invalid `queries` param: Queries must be an array'
        : `Invalid \`queries\` param: Value must a valid array no longer than ${MAX_QUERIES} items and Value must be a valid string and at least 1 chars and no longer than ${MAX_QUERY_LENGTH} chars`,
    )
  const indexed: Array<[number, string]> = []
  const plain: string[] = []
  for (const [key, value] of new URL(url).searchParams) {
    const match = /^queries\[(\d*)\]$/.exec(key)
    if (match?.[1]) indexed.push([Number(match[1]), value])
    else if (match) plain.push(value)
    else if (key === 'queries') throw invalid()
  }
  indexed.sort((a, b) => a[0] - b[0])
  const queries = [...indexed.map(([, value]) => value), ...plain]
  const capped = queries.length > MAX_QUERIES || queries.some((q) => q.length === 0 || q.length > MAX_QUERY_LENGTH)
  if (param === 'texts' && capped) throw invalid()
  return queries
}

/** Path parameters are ids (Appwrite's UID validator); each is checked before it is used anywhere. */
export function idParam(c: Context, name: string): string {
  return assertUid(c.req.param(name), name)
}

/**
 * Checks path ids in the route's order before anything is looked up, as Appwrite's router validates
 * every param before the action runs: a bad id is a 400 even under an unknown bucket or collection.
 */
export function checkIdParams(c: Context, ...names: string[]): void {
  for (const name of names) idParam(c, name)
}

/**
 * A write's parameters, read as Appwrite reads them (utopia-php/http's Swoole Request): the body as
 * JSON only when its Content-Type is application/json, and never the query string. A malformed or
 * non-object body is no parameters, so the call is refused for what it lacks. (Appwrite would also read
 * a form-encoded body; the SDKs never send one, and here it reads as none.)
 *
 * Why not @hono/zod-validator: a document's fields are checked against appwrite.json at run time, in
 * Appwrite's order and with Appwrite's own types and messages (document-structure.ts), which a static
 * schema's errors would have to be translated back into, one by one.
 */
export async function readBodyParams(c: Context): Promise<Record<string, unknown>> {
  // Compared as Swoole's request does: what comes before any ';', exactly ('Application/JSON' is no JSON).
  const type = (c.req.header('content-type') ?? '').split(';')[0]
  if (type !== 'application/json') return {}
  // Read outside the try: a body cut off on the way is the connection's failure (app.ts), not bad JSON.
  const bytes = await c.req.arrayBuffer()
  try {
    // PHP's json_decode refuses what JSON.parse lets by: bytes that are not UTF-8, a byte-order mark
    // (which TextDecoder would strip), and a lone UTF-16 surrogate's escape ("\ud800", half an emoji),
    // which JSON.stringify writes for one.
    const body: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes))
    if (holdsLoneSurrogate(body)) return {}
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

function holdsLoneSurrogate(value: unknown): boolean {
  if (typeof value === 'string') return hasLoneSurrogate(value)
  if (Array.isArray(value)) return value.some(holdsLoneSurrogate)
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).some(([key, field]) => hasLoneSurrogate(key) || holdsLoneSurrogate(field))
  return false
}

export function booleanParam(c: Context, name: string, fallback: boolean): boolean {
  const value = c.req.query(name)
  if (value === undefined) return fallback
  if (value === 'true' || value === '1') return true
  if (value === 'false' || value === '0') return false
  throw new AppwriteError('general_argument_invalid', `Invalid \`${name}\` param: Value must be a valid boolean`)
}

/** A query string param checked as Appwrite's Text(max): from 1 to `max` characters, when sent. */
export function textParam(c: Context, name: string, max: number): string | undefined {
  const value = c.req.query(name)
  if (value === undefined) return undefined
  const length = [...value].length
  if (length < 1 || length > max)
    throw new AppwriteError(
      'general_argument_invalid',
      `Invalid \`${name}\` param: Value must be a valid string and at least 1 chars and no longer than ${max} chars`,
    )
  return value
}

/** The largest request body Appwrite's server reads (app/http.php: Swoole's package_max_length, 12 MiB). */
export const PAYLOAD_LIMIT = 12 * 1024 * 1024

/** Refuses a larger body before it is read; what it holds is then Appwrite's to check (a field's size, a file's). */
export const payloadLimit = () =>
  bodyLimit({
    maxSize: PAYLOAD_LIMIT,
    onError: () => {
      throw new AppwriteError('general_payload_too_large', `The request body is larger than ${PAYLOAD_LIMIT} bytes.`)
    },
  })
