// The server's environment, parsed once. A bad value stops the start with a message naming it.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { DEFAULT_BACKEND_PORT, DEFAULT_PROJECT_ID } from '../src/shared/appwrite-ids'
import { isPlatformHostname } from './lib/trusted-origins'

export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url))

const flag = (fallback: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
    .optional()
    .transform((value) => (value === undefined || value === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(value)))

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_BACKEND_PORT),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('.data'),
  APPWRITE_API_KEY: z
    .string()
    .regex(/^[\x21-\x7e]{16,512}$/, 'must be 16 to 512 printable characters without spaces')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SEED: flag(true),
  TEST_HOOKS: flag(false),
  // Appwrite's own switch for its abuse limits, and its values.
  _APP_OPTIONS_ABUSE: z.enum(['enabled', 'disabled', '']).optional(),
  // The project's Web platforms, as the Appwrite console lists them: host names, comma-separated.
  WEB_PLATFORMS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    )
    .refine((names) => names.every(isPlatformHostname), {
      error: (issue) =>
        `${(issue.input as string[]).filter((name) => !isPlatformHostname(name)).join(', ')}: a host name without scheme, port or path ("*.example.com" for its subdomains)`,
    }),
})

export interface ServerEnv {
  port: number
  host: string
  /** Absolute; a relative DATA_DIR is taken from the project root. */
  dataDir: string
  apiKey: string | undefined
  seed: boolean
  testHooks: boolean
  abuseLimits: boolean
  webPlatforms: string[]
}

export class ServerEnvError extends Error {
  override name = 'ServerEnvError'
}

export function parseServerEnv(raw: Record<string, string | undefined> = process.env): ServerEnv {
  const parsed = envSchema.safeParse(raw)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new ServerEnvError(`Invalid server environment: ${problems.join('; ')}`)
  }
  const env = parsed.data
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: resolve(PROJECT_ROOT, env.DATA_DIR),
    apiKey: env.APPWRITE_API_KEY,
    seed: env.SEED,
    testHooks: env.TEST_HOOKS,
    abuseLimits: env._APP_OPTIONS_ABUSE !== 'disabled',
    webPlatforms: env.WEB_PLATFORMS,
  }
}

const toolSchema = z.object({
  APPWRITE_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  APPWRITE_PROJECT_ID: z.string().min(1).optional(),
  APPWRITE_API_KEY: z.string().optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  PORT: z.coerce.number().int().min(1).max(65535).default(DEFAULT_BACKEND_PORT),
})

/** What the command-line tools (admin.ts, seed/seed-appwrite.ts) talk to. */
export interface ToolEnv {
  /** The Appwrite endpoint, ending in /v1. */
  endpoint: string
  projectId: string
  /** From APPWRITE_API_KEY, else the local backend's <DATA_DIR>/api-key; undefined when neither exists. */
  apiKey: string | undefined
}

function readFileIfPresent(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return undefined
  }
}

export function parseToolEnv(
  raw: Record<string, string | undefined> = process.env,
  readKeyFile: (path: string) => string | undefined = readFileIfPresent,
): ToolEnv {
  const parsed = toolSchema.safeParse(raw)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new ServerEnvError(`Invalid environment: ${problems.join('; ')}`)
  }
  const env = parsed.data
  return {
    endpoint: (env.APPWRITE_ENDPOINT ?? `http://127.0.0.1:${env.PORT}/v1`).replace(/\/+$/, ''),
    projectId: env.APPWRITE_PROJECT_ID ?? DEFAULT_PROJECT_ID,
    apiKey: env.APPWRITE_API_KEY || readKeyFile(resolve(PROJECT_ROOT, env.DATA_DIR, 'api-key'))?.trim() || undefined,
  }
}
