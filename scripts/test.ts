// npm test: one build, then every test against it.
//   1. two free ports for the run (a server that happens to run on 4173/8787 is never reused);
//   2. one build, into .build/test (dist/ is left as `npm run build` made it), from a backend of its
//      own on the run's port, freshly seeded (the end-to-end backend starts from the same seed);
//   3. Vitest (unit, component, server, checks on that build), then Playwright (end to end, which
//      starts its own backend and site server on the run's ports).
//   --unit / --e2e   only one half (each still builds first: both halves read the build)
//   --build-only     only the build (Playwright run alone starts with this)
// Other arguments go to Playwright (e.g. a spec file).
import { spawn, spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { resolve } from 'node:path'
import { answers, bin, buildSite } from './site-build'

const root = resolve(import.meta.dirname, '..')
const FLAGS = ['--unit', '--e2e', '--build-only']
const args = new Set(process.argv.slice(2))
const buildOnly = args.has('--build-only')
const unit = !buildOnly && !args.has('--e2e')
const e2e = !buildOnly && !args.has('--unit')
const playwrightArgs = process.argv.slice(2).filter((arg) => !FLAGS.includes(arg))

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => done(port))
    })
  })
}

function run(command: string, commandArgs: string[], env: NodeJS.ProcessEnv): void {
  const { status, signal } = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env })
  if (status !== 0) process.exit(status ?? (signal ? 1 : 0))
}

process.env.TEST_SITE_PORT ??= String(await freePort())
process.env.TEST_BACKEND_PORT ??= String(await freePort())
// Imported once the ports are set: the module reads them.
const { testBuildEnv, testDataDir, TEST_BUILD_DIR } = await import('../tests/support/test-build')
const env = { ...process.env, ...testBuildEnv(), TEST_BUILD_DIR }

const started = Date.now()
const backendDataDir = testDataDir('build')
rmSync(backendDataDir, { recursive: true, force: true })
const backend = spawn(bin('tsx'), ['server/index.ts'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...env, PORT: process.env.TEST_BACKEND_PORT, DATA_DIR: backendDataDir, SEED: '1', TEST_HOOKS: '0' },
})
const stopBackend = () => backend.exitCode === null && backend.kill('SIGTERM')
process.on('exit', stopBackend)
if (!(await answers(`http://127.0.0.1:${process.env.TEST_BACKEND_PORT}/v1/health/version`, 60_000))) {
  console.error('The backend for the build did not start.')
  process.exit(1)
}
const built = buildSite(env, ['--logLevel', 'warn'])
stopBackend()
await new Promise((done) => (backend.exitCode === null ? backend.once('exit', done) : done(undefined)))
if (built !== 0) process.exit(built)
console.log(
  `Built ${TEST_BUILD_DIR} in ${((Date.now() - started) / 1000).toFixed(1)} s (site :${process.env.TEST_SITE_PORT}, backend :${process.env.TEST_BACKEND_PORT})`,
)
if (unit) run(bin('vitest'), ['run'], env)
if (e2e) run(bin('playwright'), ['test', ...playwrightArgs], { ...env, TEST_BUILD_READY: '1' })
