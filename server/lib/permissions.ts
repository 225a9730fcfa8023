// Appwrite permission strings (`read("any")`, `write("team:admin")`, …) and the roles a caller holds.
import { ADMIN_TEAM_ID } from '../../src/shared/appwrite-ids'
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
export function parsePermissions(input: unknown, allowed: readonly string[]): string[] {
  if (!Array.isArray(input))
    throw new AppwriteError('general_argument_invalid', 'Invalid `permissions` param: Value must be a valid array')
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
 * Appwrite refuses permissions naming roles the caller does not hold. Deliberate deviation: any caller
 * may also name the admin team (`team:admin`, `team:admin/<role>`), because the product's
 * applications and resumes are created by anonymous visitors and readable only by that team
 * (PRODUCT.md). Granting to the admin team never widens who can read, so it is safe to allow.
 */
export function assertGrantable(caller: Caller, permissions: readonly string[]): void {
  if (caller.admin) return
  for (const permission of permissions) {
    const role = roleOf(permission)
    if (caller.roles.includes(role)) continue
    if (role === `team:${ADMIN_TEAM_ID}` || role.startsWith(`team:${ADMIN_TEAM_ID}/`)) continue
    throw new AppwriteError('user_unauthorized', `Permissions must be one of: (${caller.roles.join(', ')})`)
  }
}
