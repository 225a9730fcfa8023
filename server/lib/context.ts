// What every request handler can reach through Hono's context.
import { Hono } from 'hono'
import type { Store } from '../store/store'
import type { AbuseLimits } from './abuse'
import type { Caller } from './permissions'
import type { Schema } from './schema'

export interface AppDeps {
  store: Store
  schema: Schema
  apiKey: string
  abuse: AbuseLimits
}

export interface AppEnv {
  Variables: {
    deps: AppDeps
    caller: Caller
  }
}

export const createRouter = () => new Hono<AppEnv>({ strict: false })
