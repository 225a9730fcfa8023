// Reading request input the way Appwrite's SDKs send it.
import type { Context } from 'hono'
import { AppwriteError } from './errors'
import { assertUid } from './ids'

/** `queries[0]`, `queries[1]`, … in index order (the SDK's form), plus `queries[]` and `queries`. */
export function readQueries(url: string): string[] {
  const indexed: Array<[number, string]> = []
  const plain: string[] = []
  for (const [key, value] of new URL(url).searchParams) {
    const match = /^queries\[(\d*)\]$/.exec(key)
    if (match?.[1]) indexed.push([Number(match[1]), value])
    else if (match || key === 'queries') plain.push(value)
  }
  indexed.sort((a, b) => a[0] - b[0])
  return [...indexed.map(([, value]) => value), ...plain]
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
 * A JSON object body; malformed JSON or another shape is a 400, never a 500.
 *
 * Why not @hono/zod-validator: its `json` target reads a body only when Content-Type is JSON (Hono's
 * validator skips any other media type), while the contact form and web-vitals beacons arrive as
 * text/plain on purpose (no CORS preflight). And a document's fields are checked against appwrite.json at
 * run time, in Appwrite's order and with Appwrite's own types and messages (document-structure.ts), which
 * a static schema's errors would have to be translated back into, one by one.
 */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text()
  if (text.trim() === '') return {}
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new AppwriteError('general_argument_invalid', 'The request body is not valid JSON.')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppwriteError('general_argument_invalid', 'The request body must be a JSON object.')
  }
  return body as Record<string, unknown>
}

export function booleanParam(c: Context, name: string, fallback: boolean): boolean {
  const value = c.req.query(name)
  if (value === undefined) return fallback
  if (value === 'true' || value === '1') return true
  if (value === 'false' || value === '0') return false
  throw new AppwriteError('general_argument_invalid', `Invalid \`${name}\` param: Value must be a valid boolean`)
}
