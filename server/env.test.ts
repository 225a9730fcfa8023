import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PROJECT_ROOT, parseServerEnv, parseToolEnv } from './env'

describe('server environment', () => {
  it("defaults to 127.0.0.1:8787, .data at the project root, seeding on, test hooks off, Appwrite's abuse limits on", () => {
    expect(parseServerEnv({})).toEqual({
      port: 8787,
      host: '127.0.0.1',
      dataDir: join(PROJECT_ROOT, '.data'),
      apiKey: undefined,
      seed: true,
      testHooks: false,
      abuseLimits: true,
      webPlatforms: [],
    })
  })

  it('reads the variables', () => {
    const env = parseServerEnv({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/x',
      APPWRITE_API_KEY: 'k'.repeat(20),
      SEED: '0',
      TEST_HOOKS: '1',
      _APP_OPTIONS_ABUSE: 'disabled',
      WEB_PLATFORMS: ' www.maplepathways.example, *.preview.example ,',
    })
    expect(env).toEqual({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/tmp/x',
      apiKey: 'k'.repeat(20),
      seed: false,
      testHooks: true,
      abuseLimits: false,
      webPlatforms: ['www.maplepathways.example', '*.preview.example'],
    })
  })

  it('names each bad variable', () => {
    expect(() => parseServerEnv({ PORT: 'eighty', SEED: 'maybe' })).toThrow(/PORT.*SEED|SEED.*PORT/)
    expect(() => parseServerEnv({ APPWRITE_API_KEY: 'short' })).toThrow(/APPWRITE_API_KEY/)
    expect(() => parseServerEnv({ _APP_OPTIONS_ABUSE: 'off' })).toThrow(/_APP_OPTIONS_ABUSE/)
    expect(() => parseServerEnv({ WEB_PLATFORMS: 'ok.example,https://www.example.ca,localhost:4173' })).toThrow(
      'WEB_PLATFORMS: https://www.example.ca, localhost:4173: a host name without scheme, port or path',
    )
  })

  it('gives the tools the local backend and its key file by default', () => {
    const env = parseToolEnv({}, (path) => (path === join(PROJECT_ROOT, '.data', 'api-key') ? 'abc\n' : undefined))
    expect(env).toEqual({ endpoint: 'http://127.0.0.1:8787/v1', projectId: 'maple-pathways', apiKey: 'abc' })
    expect(
      parseToolEnv({ APPWRITE_ENDPOINT: 'https://cloud.example/v1/', APPWRITE_API_KEY: 'xyz' }, () => undefined),
    ).toMatchObject({
      endpoint: 'https://cloud.example/v1',
      apiKey: 'xyz',
    })
  })
})
