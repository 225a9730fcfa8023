// A build that cannot reach the backend still succeeds: one warning naming the endpoint, the fixed
// pages as usual, /news and /jobs without their lists, no post or job page, and a sitemap of the fixed
// pages. Posts and jobs then open through the shell (the site server's tests and the e2e tests show it).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testBuildEnv } from '../support/test-build'
import { SERVICE_TITLES } from '../../src/features/services/specification-services'

const root = resolve(import.meta.dirname, '../..')
const outDir = resolve(root, '.build/no-backend')

/** A port nothing listens on: taken free, then let go. */
const closedPort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => done(port))
    })
  })

let endpoint = ''
let build: ReturnType<typeof spawnSync>
const read = (file: string) => readFileSync(join(outDir, file), 'utf8')

beforeAll(async () => {
  endpoint = `http://localhost:${await closedPort()}/v1`
  rmSync(outDir, { recursive: true, force: true })
  build = spawnSync(resolve(root, 'node_modules/.bin/vite'), ['build'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ...testBuildEnv(), BUILD_OUT_DIR: outDir, VITE_APPWRITE_ENDPOINT: endpoint },
  })
}, 180_000)
afterAll(() => rmSync(outDir, { recursive: true, force: true }))

describe('a build with no backend to read', () => {
  it('succeeds, with one clear warning naming the endpoint', () => {
    expect(build.status, String(build.stderr)).toBe(0)
    const output = `${String(build.stdout)}${String(build.stderr)}`
    const warnings = output.split('\n').filter((line) => line.includes('could not be read'))
    expect(warnings).toEqual([expect.stringContaining(`The backend at ${endpoint} could not be read`)])
    expect(output).toContain('Build again with the backend up.')
  })

  it('writes the fixed pages, the shell and the not-found page as usual', () => {
    for (const file of ['index.html', 'about.html', 'contact.html', 'accessibility.html', 'shell.html', '404.html'])
      expect(existsSync(join(outDir, file)), file).toBe(true)
    expect(read('index.html')).toContain('500+')
  })

  it('builds /news and /jobs without their lists (their screens load them), and no post or job page', () => {
    for (const file of ['news.html', 'jobs.html']) {
      expect(read(file), file).not.toContain('id="built-data"')
      expect(read(file), file).toMatch(/Loading (blogs|jobs)\.\.\./)
    }
    expect(existsSync(join(outDir, 'news'))).toBe(false)
    // The jobs folder holds the (empty) jobs feed only.
    expect(readdirSync(join(outDir, 'jobs'))).toEqual(['feed.xml'])
  })

  it('lists the fixed pages in the sitemap, in English and in French, and robots.txt names it', () => {
    // Home, about, services, contact, accessibility, news, jobs, and each service's page.
    expect(read('sitemap.xml').match(/<url>/g)).toHaveLength(2 * (7 + SERVICE_TITLES.length))
    expect(read('robots.txt')).toContain('Sitemap: ')
  })
})
