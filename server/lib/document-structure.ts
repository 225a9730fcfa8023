// Checks document data against a collection's attributes, as Appwrite's Structure validator does,
// with its messages: "Invalid document structure: Unknown attribute: "x"" and so on.
import { normalizeDate } from './dates'
import { AppwriteError } from './errors'
import type { Attribute, CollectionDef } from './schema'

export type AttributeValue = string | number | boolean | null | Array<string | number | boolean>
export type DocumentData = Record<string, AttributeValue>

const EMAIL = /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:]+\.[^\s@"<>()[\]\\,;:]{2,}$/
const EMAIL_SIZE = 254
const INT64 = [-(2 ** 63), 2 ** 63 - 1] as const

const invalid = (message: string) =>
  new AppwriteError('document_invalid_structure', `Invalid document structure: ${message}`)

const codePoints = (value: string) => [...value].length

/** Returns the stored form of one scalar value, or the reason it does not fit the attribute. */
function checkScalar(
  attribute: Attribute,
  value: unknown,
): { ok: true; value: string | number | boolean } | { ok: false; rule: string } {
  switch (attribute.type) {
    case 'string': {
      if (attribute.format === 'email') {
        const ok = typeof value === 'string' && codePoints(value) <= EMAIL_SIZE && EMAIL.test(value)
        return ok ? { ok, value } : { ok: false, rule: 'Value must be a valid email address' }
      }
      if (attribute.format === 'enum') {
        const elements = attribute.elements ?? []
        const ok = typeof value === 'string' && elements.includes(value)
        return ok ? { ok, value } : { ok: false, rule: `Value must be one of (${elements.join(', ')})` }
      }
      if (attribute.format === 'url') {
        let ok = typeof value === 'string' && codePoints(value) <= (attribute.size ?? 2000)
        try {
          if (ok) ok = /^https?:$/.test(new URL(value as string).protocol)
        } catch {
          ok = false
        }
        return ok ? { ok, value: value as string } : { ok: false, rule: 'Value must be a valid URL' }
      }
      const size = attribute.size ?? 0
      const ok = typeof value === 'string' && codePoints(value) <= size
      return ok ? { ok, value } : { ok: false, rule: `Value must be a valid string and no longer than ${size} chars` }
    }
    case 'integer': {
      const [min, max] = [attribute.min ?? INT64[0], attribute.max ?? INT64[1]]
      if (typeof value !== 'number' || !Number.isInteger(value))
        return { ok: false, rule: 'Value must be a valid integer' }
      return value >= min && value <= max
        ? { ok: true, value }
        : { ok: false, rule: `Value must be a valid range between ${min} and ${max}` }
    }
    case 'double':
    case 'float': {
      if (typeof value !== 'number' || !Number.isFinite(value))
        return { ok: false, rule: 'Value must be a valid float' }
      const [min, max] = [attribute.min ?? -Number.MAX_VALUE, attribute.max ?? Number.MAX_VALUE]
      return value >= min && value <= max
        ? { ok: true, value }
        : { ok: false, rule: `Value must be a valid range between ${min} and ${max}` }
    }
    case 'boolean':
      return typeof value === 'boolean' ? { ok: true, value } : { ok: false, rule: 'Value must be a valid boolean' }
    case 'datetime': {
      const normalized = typeof value === 'string' ? normalizeDate(value) : undefined
      return normalized
        ? { ok: true, value: normalized }
        : { ok: false, rule: 'Value must be valid date in ISO 8601 format.' }
    }
  }
}

/**
 * Validates `data` for a new document and returns every attribute of the collection: given values
 * normalised (dates in Appwrite's form), absent optional ones as their default or null.
 */
export function validateDocumentData(collection: CollectionDef, data: Record<string, unknown>): DocumentData {
  const byKey = new Map(collection.attributes.map((a) => [a.key, a]))
  for (const key of Object.keys(data)) {
    if (!byKey.has(key)) throw invalid(`Unknown attribute: "${key}"`)
  }
  const out: DocumentData = {}
  for (const attribute of collection.attributes) {
    const value = data[attribute.key]
    if (value === undefined || value === null) {
      if (attribute.required) throw invalid(`Missing required attribute "${attribute.key}"`)
      out[attribute.key] = attribute.array ? null : (attribute.default ?? null)
      continue
    }
    if (attribute.array) {
      if (!Array.isArray(value)) throw invalid(`Attribute "${attribute.key}" must be an array`)
      out[attribute.key] = value.map((item, index) => {
        const result = checkScalar(attribute, item)
        if (!result.ok) throw invalid(`Attribute "${attribute.key}['${index}']" has invalid type. ${result.rule}`)
        return result.value
      })
      continue
    }
    const result = checkScalar(attribute, value)
    if (!result.ok) throw invalid(`Attribute "${attribute.key}" has invalid type. ${result.rule}`)
    out[attribute.key] = result.value
  }
  return out
}
