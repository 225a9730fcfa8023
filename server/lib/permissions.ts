// Appwrite permission strings (`read("any")`, `write("label:admin")`, …) and the roles a caller holds.
import { AppwriteError } from './errors'

export type PermissionAction = 'read' | 'create' | 'update' | 'delete'

const PERMISSION = /^(read|create|update|delete|write)\("([^"]*)"\)$/
const ID = '[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}'
const ROLE = new RegExp(
  `^(any|guests|users(/(verified|unverified))?|user:${ID}(/(verified|unverified))?|team:${ID}(/${ID})?|member:${ID}|label:[a-zA-Z0-9]{1,36})$`,
)

/** Who is calling: an API-key holder acts as admin and bypasses permissions, as with Appwrite's keys. */
export interface Caller {
  admin: boolean
  roles: readonly string[]
}

export const GUEST: Caller = { admin: false, roles: ['any', 'guests'] }
export const ADMIN: Caller = { admin: true, roles: ['any'] }

/**
 * Validates and normalises a permission list: `write` expands to update+delete (and create, where the
 * resource takes create), duplicates go, order is read, create, update, delete as Appwrite stores them.
 * `allowed` lists the actions the resource takes; documents and files take no `create`.
 */
/** Appwrite's APP_LIMIT_ARRAY_PARAMS_SIZE, the most entries an array param may hold. */
const MAX_PERMISSIONS = 100

export function parsePermissions(input: unknown, allowed: readonly string[]): string[] {
  if (!Array.isArray(input))
    throw new AppwriteError('general_argument_invalid', 'Invalid `permissions` param: Value must be a valid array')
  if (input.length > MAX_PERMISSIONS)
    throw new AppwriteError(
      'general_argument_invalid',
      `Invalid \`permissions\` param: You can only provide up to ${MAX_PERMISSIONS} permissions.`,
    )
  const named = [...allowed.filter((a) => a !== 'create'), 'write'].join(', ')
  const out = new Map<PermissionAction, Set<string>>()
  const add = (action: PermissionAction, role: string) => {
    if (!out.has(action)) out.set(action, new Set())
    out.get(action)!.add(role)
  }
  for (const entry of input) {
    const match = typeof entry === 'string' ? PERMISSION.exec(entry) : null
    if (!match) {
      throw new AppwriteError(
        'general_argument_invalid',
        `Invalid \`permissions\` param: Permission "${String(entry)}" is not allowed. Must be one of: ${named}.`,
      )
    }
    const [, action, role] = match as unknown as [string, string, string]
    if (!ROLE.test(role)) {
      throw new AppwriteError(
        'general_argument_invalid',
        `Invalid \`permissions\` param: Role "${role}" is not allowed. Must be one of: any, guests, users, user:[id], team:[id], member:[id], label:[name].`,
      )
    }
    if (action === 'write') {
      for (const implied of ['create', 'update', 'delete'] as const) if (allowed.includes(implied)) add(implied, role)
    } else if (allowed.includes(action)) {
      add(action as PermissionAction, role)
    } else {
      throw new AppwriteError(
        'general_argument_invalid',
        `Invalid \`permissions\` param: Permission "${entry as string}" is not allowed. Must be one of: ${named}.`,
      )
    }
  }
  const order: PermissionAction[] = ['read', 'create', 'update', 'delete']
  return order.flatMap((action) => [...(out.get(action) ?? [])].map((role) => `${action}("${role}")`))
}

export const DOCUMENT_ACTIONS = ['read', 'update', 'delete'] as const

/** True when one of the caller's roles is granted `action` by the list. */
export function allows(caller: Caller, action: PermissionAction, permissions: readonly string[]): boolean {
  if (caller.admin) return true
  return caller.roles.some((role) => permissions.includes(`${action}("${role}")`))
}

const roleOf = (permission: string) => PERMISSION.exec(permission)?.[2] ?? ''

/**
 * Appwrite's rule: a caller may grant only roles it holds (API keys any). A guest holds `any` and
 * `guests`, so a guest's create that names `label:admin` is refused: 401 "Permissions must be one of:
 * (any, guests)". Who may read applications and resumes is therefore set on the collection and the
 * bucket (appwrite.json), never by the browser.
 */
export function assertGrantable(caller: Caller, permissions: readonly string[]): void {
  if (caller.admin) return
  for (const permission of permissions) {
    if (caller.roles.includes(roleOf(permission))) continue
    throw new AppwriteError('user_unauthorized', `Permissions must be one of: (${caller.roles.join(', ')})`)
  }
}

/**
 * What a caller may read of a collection (bucket), as Appwrite decides a list: everything with the
 * collection's own `read`; with document (file) security, each item whose permissions grant it;
 * otherwise nothing, and the caller answers 401. Drafts stay private this way: a job without
 * `read("any")` is in no guest's list and answers a guest's read by id with 404.
 */
export function readableItems(
  caller: Caller,
  containerPermissions: readonly string[],
  itemSecurity: boolean,
): ((itemPermissions: readonly string[]) => boolean) | undefined {
  if (allows(caller, 'read', containerPermissions)) return () => true
  if (!itemSecurity) return undefined
  return (itemPermissions) => allows(caller, 'read', itemPermissions)
}

/**
 * The 401 for `action` where `permissions` grant it to none of the caller's roles, with utopia-php/
 * database's Authorization description as its message, as Appwrite's storage actions and document
 * create send it (a refused document list sends the generic message instead).
 */
export function refusal(caller: Caller, action: PermissionAction, permissions: readonly string[]): AppwriteError {
  const granted = permissions.filter((permission) => permission.startsWith(`${action}(`)).map(roleOf)
  return new AppwriteError(
    'user_unauthorized',
    granted.length === 0
      ? `No permissions provided for action '${action}'`
      : `Missing "${action}" permission for role "${granted.at(-1)}". Only "${JSON.stringify(caller.roles)}" scopes are allowed and "${JSON.stringify(granted)}" was given.`,
  )
}
