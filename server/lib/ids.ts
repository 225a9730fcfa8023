// Appwrite's id rules (CustomId/UID validators) and its ID.unique() shape.
import { randomInt } from 'node:crypto'
import { AppwriteError } from './errors'

const CUSTOM_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/

export const UNIQUE = 'unique()'

export const ID_RULE =
  "Parameter must contain at most 36 chars. Valid chars are a-z, A-Z, 0-9, period, hyphen, and underscore. Can't start with a special char"

export function isValidId(value: unknown): value is string {
  return typeof value === 'string' && CUSTOM_ID.test(value)
}

/**
 * Checks an id taken from the URL or the body. Anything else (`..`, `/`, NUL, encoded slashes, over
 * 36 chars) is a 400 before it can reach a query or a file path.
 */
export function assertId(value: unknown, param: string): string {
  if (!isValidId(value)) throw new AppwriteError('general_argument_invalid', `Invalid \`${param}\` param: ${ID_RULE}`)
  return value
}

/** Same shape as the SDK's ID.unique(): hex seconds, 5 hex digits of milliseconds, 7 random hex digits. */
export function uniqueId(now = new Date()): string {
  const seconds = Math.floor(now.getTime() / 1000).toString(16)
  const millis = now.getMilliseconds().toString(16).padStart(5, '0')
  let random = ''
  for (let i = 0; i < 7; i++) random += randomInt(16).toString(16)
  return seconds + millis + random
}

/** `unique()` → a fresh id; otherwise the id must follow the custom-id rule. */
export function resolveNewId(value: unknown, param: string): string {
  if (value === undefined || value === null || value === '') {
    throw new AppwriteError('general_argument_invalid', `Param "${param}" is not optional.`)
  }
  return value === UNIQUE ? uniqueId() : assertId(value, param)
}
