import type { Context } from 'hono'
import type { AppEnv } from '../../lib/context'
import { APPWRITE_VERSION } from '../../lib/errors'

/** GET /v1/health/version: public in Appwrite too; start scripts wait on it. */
export const version = (c: Context<AppEnv>) => c.json({ version: APPWRITE_VERSION })

/** GET /v1/ping: what the SDKs' client.ping() calls. */
export const ping = (c: Context<AppEnv>) => c.text('Pong!')
