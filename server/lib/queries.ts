// Appwrite queries as the SDK sends them (`queries[N]` = JSON `{method, attribute, values}`): parsed
// and checked against the collection, then run over the collection's documents. Messages follow
// Appwrite's ("Invalid query: Attribute not found in schema: x").
import { normalizeDate } from './dates'
import type { AttributeValue } from './document-structure'
import { AppwriteError } from './errors'
import { isValidId } from './ids'
import type { Attribute, CollectionDef } from './schema'

export const DEFAULT_LIMIT = 25
/** Appwrite's APP_LIMIT_COUNT: `total` is capped there, and so is a page's length here. */
export const MAX_COUNT = 5000

/** A document as the store holds it. */
export interface StoredDocument {
  id: string
  sequence: number
  databaseId: string
  collectionId: string
  createdAt: string
  updatedAt: string
  permissions: string[]
  data: Record<string, AttributeValue>
}

const FILTERS = [
  'equal',
  'notEqual',
  'lessThan',
  'lessThanEqual',
  'greaterThan',
  'greaterThanEqual',
  'between',
  'notBetween',
  'isNull',
  'isNotNull',
  'startsWith',
  'endsWith',
  'notStartsWith',
  'notEndsWith',
  'contains',
  'notContains',
  'search',
  'notSearch',
] as const
type FilterMethod = (typeof FILTERS)[number]

type LogicalFilter = { method: 'and' | 'or'; queries: Filter[] }
export type Filter =
  { method: FilterMethod; attribute: string; values: Array<string | number | boolean> } | LogicalFilter

const isLogical = (filter: Filter): filter is LogicalFilter => filter.method === 'and' || filter.method === 'or'

export interface ParsedQueries {
  filters: Filter[]
  orders: Array<{ attribute: string; desc: boolean }>
  random: boolean
  limit: number
  offset: number
  cursor?: { direction: 'after' | 'before'; id: string }
  select?: string[]
}

type Kind = 'string' | 'number' | 'boolean' | 'datetime'
interface AttributeInfo {
  kind: Kind
  array: boolean
  fulltext: boolean
}

const SYSTEM: Record<string, AttributeInfo> = {
  $id: { kind: 'string', array: false, fulltext: false },
  $sequence: { kind: 'number', array: false, fulltext: false },
  $createdAt: { kind: 'datetime', array: false, fulltext: false },
  $updatedAt: { kind: 'datetime', array: false, fulltext: false },
}

const kindOf = (attribute: Attribute): Kind =>
  attribute.type === 'integer' || attribute.type === 'double' || attribute.type === 'float'
    ? 'number'
    : attribute.type === 'boolean'
      ? 'boolean'
      : attribute.type === 'datetime'
        ? 'datetime'
        : 'string'

/** The methods that are no filter. */
const OTHER_METHODS: readonly string[] = [
  'select',
  'limit',
  'offset',
  'cursorAfter',
  'cursorBefore',
  'orderAsc',
  'orderDesc',
  'orderRandom',
]

const invalidQuery = (message: string) => new AppwriteError('general_query_invalid', `Invalid query: ${message}`)

function attributeInfo(collection: CollectionDef): Map<string, AttributeInfo> {
  const fulltext = new Set(
    collection.indexes.filter((i) => i.type === 'fulltext' && i.attributes.length === 1).map((i) => i.attributes[0]),
  )
  const map = new Map(Object.entries(SYSTEM))
  for (const a of collection.attributes)
    map.set(a.key, { kind: kindOf(a), array: a.array, fulltext: fulltext.has(a.key) })
  return map
}

interface RawQuery {
  method: string
  attribute: string
  values: unknown[]
}

/** A decoded JSON value's type as PHP's gettype() names it (a JSON object or array is an array there). */
function phpType(value: unknown): string {
  if (value === null || value === undefined) return 'NULL'
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'double'
  if (typeof value === 'boolean' || typeof value === 'string') return typeof value
  return 'array'
}

/** A query's parts, read and refused as utopia-php/database's Query::parseQuery does, with its messages. */
function toRaw(input: unknown): RawQuery {
  const refused = (message: string) => new AppwriteError('general_query_invalid', message)
  if (typeof input !== 'object' || input === null)
    throw refused(`Invalid query. Must be an array, got ${phpType(input)}`)
  // PHP's `??` stands in for null as for a missing key, and a decoded JSON object is an array there too.
  const fields = input as Record<string, unknown>
  const method = fields.method ?? ''
  const attribute = fields.attribute ?? ''
  const given = fields.values ?? []
  const values = typeof given === 'object' && given !== null && !Array.isArray(given) ? Object.values(given) : given
  if (typeof method !== 'string') throw refused(`Invalid query method. Must be a string, got ${phpType(method)}`)
  if (!isFilterMethod(method) && !OTHER_METHODS.includes(method)) throw refused(`Invalid query method: ${method}`)
  if (typeof attribute !== 'string')
    throw refused(`Invalid query attribute. Must be a string, got ${phpType(attribute)}`)
  if (!Array.isArray(values)) throw refused(`Invalid query values. Must be an array, got ${phpType(values)}`)
  return { method, attribute, values }
}

function checkValue(info: AttributeInfo, attribute: string, value: unknown): string | number | boolean {
  const bad = () => invalidQuery(`Query value is invalid for attribute "${attribute}"`)
  switch (info.kind) {
    case 'string':
      if (typeof value !== 'string') throw bad()
      return value
    case 'number': {
      // $sequence is a string on the wire in format 2.0; accept it either way.
      const n = typeof value === 'string' && attribute === '$sequence' && /^\d+$/.test(value) ? Number(value) : value
      if (typeof n !== 'number' || !Number.isFinite(n)) throw bad()
      return n
    }
    case 'boolean':
      if (typeof value !== 'boolean') throw bad()
      return value
    case 'datetime': {
      const normalized = typeof value === 'string' ? normalizeDate(value) : undefined
      if (!normalized) throw bad()
      return normalized
    }
  }
}

/** A filter, or `and` / `or` of filters: what may stand in a query list's filters or inside `and` / `or`. */
const isFilterMethod = (method: string) =>
  (FILTERS as readonly string[]).includes(method) || method === 'and' || method === 'or'

function parseFilter(raw: RawQuery, attributes: Map<string, AttributeInfo>): Filter {
  if (raw.method === 'and' || raw.method === 'or') {
    // utopia-php/database's Query\Filter validator: its checks and messages, in its order.
    const named = raw.method === 'and' ? 'And' : 'Or'
    const inner = raw.values.map(toRaw)
    if (!inner.every((q) => isFilterMethod(q.method)))
      throw invalidQuery(`${named} queries can only contain filter queries`)
    if (inner.length < 2) throw invalidQuery(`${named} queries require at least two queries`)
    return { method: raw.method, queries: inner.map((q) => parseFilter(q, attributes)) }
  }
  const method = raw.method as FilterMethod
  const info = attributes.get(raw.attribute)
  if (!info) throw invalidQuery(`Attribute not found in schema: ${raw.attribute}`)
  const count = raw.values.length
  // Before the method's own checks, as utopia-php/database's Filter validator counts them.
  if (count > 500) throw invalidQuery(`Query on attribute has greater than 500 values: ${raw.attribute}`)
  const need = (ok: boolean, what: string) => {
    if (!ok) throw invalidQuery(`${method[0]!.toUpperCase()}${method.slice(1)} queries require ${what}.`)
  }
  switch (method) {
    case 'isNull':
    case 'isNotNull':
      return { method, attribute: raw.attribute, values: [] }
    case 'contains':
    case 'notContains':
      need(count >= 1, 'at least one value')
      if (!info.array && info.kind !== 'string')
        throw invalidQuery(
          `Cannot query ${method} on attribute "${raw.attribute}" because it is not an array, string, or object.`,
        )
      break
    case 'search':
    case 'notSearch':
      need(count === 1, 'exactly one value')
      // Its index is checked once every query is (checkSearchIndexes).
      break
    case 'equal':
      need(count >= 1, 'at least one value')
      break
    case 'between':
    case 'notBetween':
      need(count === 2, 'exactly two values')
      break
    case 'startsWith':
    case 'endsWith':
    case 'notStartsWith':
    case 'notEndsWith':
      need(count === 1, 'exactly one value')
      if (info.kind !== 'string')
        throw invalidQuery(`Cannot query ${method} on attribute "${raw.attribute}" because it is not a string.`)
      break
    default:
      need(count === 1, 'exactly one value')
  }
  if (info.array && method !== 'contains' && method !== 'notContains') {
    throw invalidQuery(`Cannot query ${method} on attribute "${raw.attribute}" because it is an array.`)
  }
  return { method, attribute: raw.attribute, values: raw.values.map((v) => checkValue(info, raw.attribute, v)) }
}

/** Appwrite's Limit and Offset validators' upper bound: a Range to PHP_INT_MAX. */
const PHP_INT_MAX = 9223372036854775807n

/** PHP's is_numeric for a string; only one of digits alone is an integer once PHP adds 0 to it. */
const NUMERIC_STRING = /^\s*[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?\s*$/
const INTEGER_STRING = /^\s*[+-]?\d+\s*$/

/** Limit's and Offset's checks: a number (a numeric string too), then an integer in range. */
const integerValue = (raw: RawQuery, min: number, max: bigint): number => {
  const given = raw.values[0]
  // Offset's own message says "limit" too (utopia-php/database's Validator/Query/Offset.php).
  if (typeof given !== 'number' && !(typeof given === 'string' && NUMERIC_STRING.test(given)))
    throw invalidQuery('Invalid limit: Value must be a valid number')
  const value = typeof given === 'string' && !INTEGER_STRING.test(given) ? NaN : Number(given)
  if (!Number.isInteger(value) || value < min || value > max) {
    throw invalidQuery(
      `Invalid ${raw.method}: Value must be a valid range between ${min.toLocaleString('en-US')} and ${max.toLocaleString('en-US')}`,
    )
  }
  return value
}

/** PHP's json_decode, as Query::parse calls it, reads at most 512 nested arrays and objects. */
const JSON_MAX_DEPTH = 512

/** How deep a JSON text's arrays and objects nest, counted outside its strings. */
function nestingDepth(json: string): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < json.length; i++) {
    const char = json[i]
    if (inString) {
      if (char === '\\') i++
      else if (char === '"') inString = false
    } else if (char === '"') inString = true
    else if (char === '[' || char === '{') deepest = Math.max(deepest, ++depth)
    else if (char === ']' || char === '}') depth--
  }
  return deepest
}

/**
 * Whose validator reads the list, as in Appwrite: a documents list's (every method; a search's index
 * checked with the rest), a files list's (Queries\Files: no select; the index is find()'s to check, once
 * the bucket is found: checkSearchIndexes), or one document's (Queries\Document: select alone).
 */
export type QueriesOf = 'documents' | 'files' | 'document'

/** Parses the raw `queries[]` strings of a list request, or of one document's. */
export function parseQueries(
  rawQueries: readonly string[],
  collection: CollectionDef,
  of: QueriesOf = 'documents',
): ParsedQueries {
  const attributes = attributeInfo(collection)
  const parsed: Omit<ParsedQueries, 'limit' | 'offset'> & Partial<ParsedQueries> = {
    filters: [],
    orders: [],
    random: false,
  }
  // The Files validator parses each query itself, and words what the parser refused as a query it refuses.
  const parserRefused = (message: string) =>
    new AppwriteError('general_query_invalid', of === 'files' ? `Invalid query: ${message}` : message)
  for (const text of rawQueries) {
    let raw: RawQuery
    try {
      const json: unknown = JSON.parse(text)
      if (nestingDepth(text) > JSON_MAX_DEPTH) throw invalidQuery('Maximum stack depth exceeded')
      raw = toRaw(json)
    } catch (error) {
      // PHP's json_decode names the fault, not the text.
      throw parserRefused(error instanceof AppwriteError ? error.message : 'Invalid query: Syntax error')
    }
    // A method the validator has none for, in utopia-php/database's Queries words.
    if ((of === 'document' && raw.method !== 'select') || (of === 'files' && raw.method === 'select'))
      throw new AppwriteError('general_query_invalid', `Invalid query method: ${raw.method}`)
    switch (raw.method) {
      case 'orderAsc':
      case 'orderDesc': {
        const attribute = raw.attribute
        const info = attributes.get(attribute)
        if (!info) throw invalidQuery(`Attribute not found in schema: ${attribute}`)
        if (info.array) throw invalidQuery(`Cannot order by attribute "${attribute}" because it is an array.`)
        parsed.orders.push({ attribute, desc: raw.method === 'orderDesc' })
        break
      }
      case 'orderRandom':
        parsed.random = true
        break
      // Each is checked, and the first of its kind counts (utopia-php/database's Query::groupByType).
      case 'limit': {
        // Appwrite takes any positive limit; this server answers at most MAX_COUNT documents a page.
        const limit = Math.min(integerValue(raw, 1, PHP_INT_MAX), MAX_COUNT)
        parsed.limit ??= limit
        break
      }
      case 'offset': {
        const offset = integerValue(raw, 0, PHP_INT_MAX)
        parsed.offset ??= offset
        break
      }
      case 'cursorAfter':
      case 'cursorBefore': {
        // utopia-php/database's Cursor validator reads the first value, and words its refusal itself.
        const id = raw.values[0]
        if (!isValidId(id))
          throw parserRefused(
            "Invalid cursor: UID must contain at most 36 chars. Valid chars are a-z, A-Z, 0-9, and underscore. Can't start with a leading underscore",
          )
        parsed.cursor ??= { direction: raw.method === 'cursorAfter' ? 'after' : 'before', id }
        break
      }
      case 'select': {
        // utopia-php/database's Select validator: internal attributes and the schema's, each once.
        if (raw.values.length === 0) throw invalidQuery('No attributes selected')
        if (new Set(raw.values).size !== raw.values.length) throw invalidQuery('Duplicate attributes selected')
        const select: string[] = []
        for (const value of raw.values) {
          if (typeof value !== 'string') throw invalidQuery('select values must be strings')
          if (value !== '*' && !attributes.has(value) && !['$permissions', '$collection'].includes(value)) {
            throw invalidQuery(`Attribute not found in schema: ${value}`)
          }
          select.push(value)
        }
        parsed.select = [...(parsed.select ?? []), ...select]
        break
      }
      default:
        if (!isFilterMethod(raw.method)) throw invalidQuery(`Invalid query method: ${raw.method}`)
        parsed.filters.push(parseFilter(raw, attributes))
    }
  }
  if (parsed.cursor && parsed.random) throw invalidQuery('Cursor cannot be combined with orderRandom')
  const queries = { ...parsed, limit: parsed.limit ?? DEFAULT_LIMIT, offset: parsed.offset ?? 0 }
  if (of === 'documents') checkSearchIndexes(queries, collection)
  return queries
}

/** utopia-php/database's IndexedQueries: a search at the top needs a fulltext index on its attribute alone. */
export function checkSearchIndexes(queries: ParsedQueries, collection: CollectionDef): void {
  const attributes = attributeInfo(collection)
  const check = (filters: readonly Filter[]): void => {
    for (const filter of filters) {
      if (isLogical(filter)) check(filter.queries)
      else if (
        (filter.method === 'search' || filter.method === 'notSearch') &&
        !attributes.get(filter.attribute)?.fulltext
      )
        throw new AppwriteError(
          'general_query_invalid',
          `Searching by attribute "${filter.attribute}" requires a fulltext index.`,
        )
    }
  }
  check(queries.filters)
}

type Scalar = string | number | boolean

function valueOf(doc: StoredDocument, attribute: string): AttributeValue {
  switch (attribute) {
    case '$id':
      return doc.id
    case '$sequence':
      return doc.sequence
    case '$createdAt':
      return doc.createdAt
    case '$updatedAt':
      return doc.updatedAt
    default:
      return doc.data[attribute] ?? null
  }
}

function compareScalars(a: Scalar, b: Scalar): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b)
  const [x, y] = [String(a), String(b)]
  return x < y ? -1 : x > y ? 1 : 0
}

/** Full-text match as MariaDB's boolean mode does with Appwrite's value: any word, the last as a prefix. */
function fullTextMatch(text: string, query: string): boolean {
  const haystack = text.toLowerCase()
  const trimmed = query.trim()
  if (trimmed.length > 1 && trimmed.startsWith('"') && trimmed.endsWith('"'))
    return haystack.includes(trimmed.slice(1, -1).toLowerCase())
  const words = trimmed
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
  if (words.length === 0) return false
  const tokens = haystack.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
  return words.some((word, index) =>
    tokens.some((token) => token === word || (index === words.length - 1 && token.startsWith(word))),
  )
}

function matches(doc: StoredDocument, filter: Filter): boolean {
  if (isLogical(filter)) {
    return filter.method === 'and'
      ? filter.queries.every((q) => matches(doc, q))
      : filter.queries.some((q) => matches(doc, q))
  }
  const value = valueOf(doc, filter.attribute)
  const values = filter.values
  switch (filter.method) {
    case 'isNull':
      return value === null
    case 'isNotNull':
      return value !== null
    case 'contains':
    case 'notContains': {
      if (value === null) return false
      const found = Array.isArray(value)
        ? value.some((item) => values.some((v) => compareScalars(item, v) === 0))
        : values.some((v) => String(value).includes(String(v)))
      return filter.method === 'contains' ? found : !found
    }
    default:
      break
  }
  // SQL semantics: a comparison with NULL is never true.
  if (value === null || Array.isArray(value)) return false
  const first = values[0] as Scalar
  switch (filter.method) {
    case 'equal':
      return values.some((v) => compareScalars(value, v) === 0)
    case 'notEqual':
      return values.every((v) => compareScalars(value, v) !== 0)
    case 'lessThan':
      return compareScalars(value, first) < 0
    case 'lessThanEqual':
      return compareScalars(value, first) <= 0
    case 'greaterThan':
      return compareScalars(value, first) > 0
    case 'greaterThanEqual':
      return compareScalars(value, first) >= 0
    case 'between':
    case 'notBetween': {
      const inside = compareScalars(value, first) >= 0 && compareScalars(value, values[1] as Scalar) <= 0
      return filter.method === 'between' ? inside : !inside
    }
    case 'startsWith':
      return String(value).startsWith(String(first))
    case 'notStartsWith':
      return !String(value).startsWith(String(first))
    case 'endsWith':
      return String(value).endsWith(String(first))
    case 'notEndsWith':
      return !String(value).endsWith(String(first))
    case 'search':
      return fullTextMatch(String(value), String(first))
    case 'notSearch':
      return !fullTextMatch(String(value), String(first))
  }
}

/**
 * The orders asked for, then the tie-break utopia-php/database adds (Database::find): $sequence, in the
 * leading order's direction when that is $createdAt or $updatedAt (newest first stays newest first),
 * else ascending; none when an order is unique already.
 */
function withTieBreak(orders: ParsedQueries['orders']): ParsedQueries['orders'] {
  if (orders.some(({ attribute }) => attribute === '$id' || attribute === '$sequence')) return orders
  const leading = orders[0]
  const byTime = leading?.attribute === '$createdAt' || leading?.attribute === '$updatedAt'
  return [...orders, { attribute: '$sequence', desc: byTime && leading.desc }]
}

function comparator(orders: ParsedQueries['orders']): (a: StoredDocument, b: StoredDocument) => number {
  return (a, b) => {
    for (const { attribute, desc } of orders) {
      const [x, y] = [valueOf(a, attribute), valueOf(b, attribute)]
      let result: number
      // NULL sorts first ascending and last descending, as in SQL.
      if (x === null || y === null) result = x === y ? 0 : x === null ? -1 : 1
      else result = compareScalars(x as Scalar, y as Scalar)
      if (result !== 0) return desc ? -result : result
    }
    return 0
  }
}

export interface QueryResult {
  total: number
  documents: StoredDocument[]
}

export const cursorNotFound = (id: string, noun: 'Document' | 'File' = 'Document') =>
  new AppwriteError('general_cursor_not_found', `${noun} '${id}' for the 'cursor' value not found.`)

/**
 * Runs parsed queries. `findCursor` looks the cursor document up in the whole collection (it need not
 * match the filters, as in Appwrite); an unknown cursor is a 400 general_cursor_not_found.
 */
export function runQueries(
  all: readonly StoredDocument[],
  queries: ParsedQueries,
  findCursor: (id: string) => StoredDocument | undefined,
  /** What the cursor's refusal calls the record. */
  noun: 'Document' | 'File' = 'Document',
): QueryResult {
  const matching = all.filter((doc) => queries.filters.every((f) => matches(doc, f)))
  const total = Math.min(matching.length, MAX_COUNT)
  if (queries.random) {
    const shuffled = [...matching]
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1))
      ;[shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!]
    }
    return { total, documents: shuffled.slice(queries.offset, queries.offset + queries.limit) }
  }
  const orders = withTieBreak(queries.orders)
  const compare = comparator(orders)
  const sorted = [...matching].sort(compare)
  let page: StoredDocument[]
  if (queries.cursor) {
    const cursor = findCursor(queries.cursor.id)
    if (!cursor) throw cursorNotFound(queries.cursor.id, noun)
    // A null has no place to page from (Appwrite's Documents/XList.php, on utopia's Order exception).
    const unordered = orders.find(({ attribute }) => valueOf(cursor, attribute) === null)
    if (unordered)
      throw new AppwriteError(
        'database_query_order_null',
        `The order attribute '${unordered.attribute}' had a null value. Cursor pagination requires all documents order attribute values are non-null.`,
      )
    if (queries.cursor.direction === 'after') {
      page = sorted.filter((d) => compare(d, cursor) > 0).slice(queries.offset, queries.offset + queries.limit)
    } else {
      // Appwrite reverses the order, pages, then restores it: the page nearest the cursor.
      const before = sorted.filter((d) => compare(d, cursor) < 0).reverse()
      page = before.slice(queries.offset, queries.offset + queries.limit).reverse()
    }
  } else {
    page = sorted.slice(queries.offset, queries.offset + queries.limit)
  }
  return { total, documents: page }
}
