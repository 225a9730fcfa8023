// A build for a site its backend does not trust stops, naming the fix: Appwrite refuses every call
// from a page whose host is no Web platform of the project, so that site's lists would never refresh
// and no application could be sent. The build reads as a page there would (src/lib/public-reads.ts).
import { execFile } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../../server/index'
import { tempDir } from '../../server/test-support/server-fixture'
import { testBuildEnv } from '../support/test-build'

const root = resolve(import.meta.dirname, '../..')
const outDir = resolve(root, '.build/untrusted-site')
const data = tempDir('mp-untrusted-')
let backend: RunningServer

// Not spawnSync: the backend answers from this process, so it must not be blocked while the build reads.
const buildFor = (siteUrl: string) =>
  new Promise<{ code: number; output: string }>((done) => {
    const env = {
      ...process.env,
      ...testBuildEnv(),
      BUILD_OUT_DIR: outDir,
      VITE_APPWRITE_ENDPOINT: `${backend.url}/v1`,
      VITE_SITE_URL: siteUrl,
    }
    execFile(resolve(root, 'node_modules/.bin/vite'), ['build'], { cwd: root, env }, (error, stdout, stderr) =>
      done({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    )
  })

beforeAll(async () => {
  // Registered: the live site's www host only, as a project set up for it would be.
  backend = await startServer({
    port: 0,
    dataDir: data.path,
    webPlatforms: ['www.maplepathways.example'],
    log: () => {},
  })
}, 60_000)
afterAll(async () => {
  await backend.close()
  data.remove()
  rmSync(outDir, { recursive: true, force: true })
})

describe('a build for a site the backend does not trust', () => {
  it('stops with the refusal and what to register, and leaves no post or job page', async () => {
    rmSync(outDir, { recursive: true, force: true })
    const { code, output } = await buildFor('https://maplepathways.example')
    expect(code, output).not.toBe(0)
    expect(output).toContain(
      `${backend.url} does not answer pages on https://maplepathways.example (403: Invalid Origin. Register your new client (maplepathways.example) as a new Web platform`,
    )
    expect(output).toContain('Add a Web platform for maplepathways.example to the Appwrite project')
    expect(output).toContain('WEB_PLATFORMS=maplepathways.example')
    expect(existsSync(join(outDir, 'news'))).toBe(false)
    expect(existsSync(join(outDir, 'jobs'))).toBe(false)
  }, 180_000)
})
