// Appwrite's id rules (CustomId/UID validators) and its ID.unique() shape.
import { randomInt } from 'node:crypto'
import { AppwriteError } from './errors'

const CUSTOM_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/

export const UNIQUE = 'unique()'

/** CustomId's description: the rule as Appwrite states it for an id chosen in the body (documentId, fileId). */
export const ID_RULE =
  "Parameter must contain at most 36 chars. Valid chars are a-z, A-Z, 0-9, period, hyphen, and underscore. Can't start with a special char"

/**
 * utopia-php/database's UID validator, for ids in the URL path: the same rule as CustomId's (its Key
 * check) without `unique()`, stated in other words.
 */
export const UID_RULE =
  "UID must contain at most 36 chars. Valid chars are a-z, A-Z, 0-9, and underscore. Can't start with a leading underscore"

export function isValidId(value: unknown): value is string {
  return typeof value === 'string' && CUSTOM_ID.test(value)
}

/** Checks an id taken from the URL path (Appwrite's UID validator), with its message. */
export function assertUid(value: unknown, param: string): string {
  if (!isValidId(value)) throw new AppwriteError('general_argument_invalid', `Invalid \`${param}\` param: ${UID_RULE}`)
  return value
}

/**
 * Checks an id chosen in the body (Appwrite's CustomId validator, once `unique()` is resolved). Anything else (`..`, `/`, NUL, encoded slashes, over
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

/**
 * `unique()` → a fresh id; otherwise the id must follow the custom-id rule. Only an absent param is "not
 * optional" (utopia-php/http); one sent empty or null is validated, and CustomId refuses it.
 */
export function resolveNewId(value: unknown, param: string): string {
  if (value === undefined) throw new AppwriteError('general_argument_invalid', `Param "${param}" is not optional.`)
  return value === UNIQUE ? uniqueId() : assertId(value, param)
}
