// Checks document data against a collection's attributes, as Appwrite's Structure validator does,
// with its messages: "Invalid document structure: Unknown attribute: "x"" and so on.
import { isAppwriteEmail } from '../../src/shared/appwrite-email'
import { DATE_RULE, normalizeDate } from './dates'
import { AppwriteError } from './errors'
import type { Attribute, CollectionDef } from './schema'

export type AttributeValue = string | number | boolean | null | Array<string | number | boolean>
export type DocumentData = Record<string, AttributeValue>

/** The sizes Appwrite gives formatted strings created without one (email 254, enum 255 as a key, url 2000). */
const FORMAT_SIZES: Record<string, number> = { email: 254, enum: 255, url: 2000 }
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
      // A formatted string is first a string within its size, then of its format: Appwrite runs its
      // Text validator before the format's, so a number given for an enum is "not a valid string".
      const size = attribute.size ?? FORMAT_SIZES[attribute.format ?? ''] ?? 0
      if (typeof value !== 'string' || codePoints(value) > size)
        return { ok: false, rule: `Value must be a valid string and no longer than ${size} chars` }
      if (attribute.format === 'email')
        return isAppwriteEmail(value) ? { ok: true, value } : { ok: false, rule: 'Value must be a valid email address' }
      if (attribute.format === 'enum') {
        // Appwrite's WhiteList in strict mode: exact and case-sensitive.
        const elements = attribute.elements ?? []
        return elements.includes(value)
          ? { ok: true, value }
          : { ok: false, rule: `Value must be one of (${elements.join(', ')})` }
      }
      if (attribute.format === 'url') {
        let ok: boolean
        try {
          ok = /^https?:$/.test(new URL(value).protocol)
        } catch {
          ok = false
        }
        return ok ? { ok, value } : { ok: false, rule: 'Value must be a valid URL' }
      }
      return { ok: true, value }
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
      return normalized ? { ok: true, value: normalized } : { ok: false, rule: DATE_RULE }
    }
  }
}

/** The stored form of a value given for an attribute, or Appwrite's structure error for it. */
function checkValue(attribute: Attribute, value: unknown): AttributeValue {
  // Appwrite's Structure validator names the format when the attribute has one.
  const label = attribute.format ? 'format' : 'type'
  if (attribute.array) {
    if (!Array.isArray(value)) throw invalid(`Attribute "${attribute.key}" must be an array`)
    return value.map((item, index) => {
      const result = checkScalar(attribute, item)
      if (!result.ok) throw invalid(`Attribute "${attribute.key}['${index}']" has invalid ${label}. ${result.rule}`)
      return result.value
    })
  }
  const result = checkScalar(attribute, value)
  if (!result.ok) throw invalid(`Attribute "${attribute.key}" has invalid ${label}. ${result.rule}`)
  return result.value
}

/**
 * Validates `data` for a new document and returns every attribute of the collection: given values
 * normalised (dates in Appwrite's form), absent optional ones as their default or null. The checks run
 * in the order of utopia-php/database's Structure validator, so data with several faults gets the same
 * first error: every required attribute present (in the collection's order), then no unknown key,
 * then each value (in the data's order).
 */
export function validateDocumentData(collection: CollectionDef, data: Record<string, unknown>): DocumentData {
  const byKey = new Map(collection.attributes.map((a) => [a.key, a]))
  for (const attribute of collection.attributes) {
    if (attribute.required && data[attribute.key] == null)
      throw invalid(`Missing required attribute "${attribute.key}"`)
  }
  for (const key of Object.keys(data)) {
    if (!byKey.has(key)) throw invalid(`Unknown attribute: "${key}"`)
  }
  const given = new Map<string, AttributeValue>()
  for (const [key, value] of Object.entries(data)) {
    if (value != null) given.set(key, checkValue(byKey.get(key)!, value))
  }
  const out: DocumentData = {}
  for (const attribute of collection.attributes) {
    out[attribute.key] = given.get(attribute.key) ?? (attribute.array ? null : (attribute.default ?? null))
  }
  return out
}
