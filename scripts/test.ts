// npm test: one build, then every test against it.
//   1. two free ports for the run (a server that happens to run on 4173/8787 is never reused);
//   2. one build, into .build/test (dist/ is left as `npm run build` made it), from a backend of its
//      own on the run's port, freshly seeded (the end-to-end backend starts from the same seed);
//   3. Vitest (unit, component, server, checks on that build) beside Playwright (end to end, which
//      starts its own backend and site server on the run's ports); Vitest's report follows Playwright's.
//   --unit / --e2e   only one half (each still builds first: both halves read the build)
//   --build-only     only the build (Playwright run alone starts with this)
// Other arguments go to Playwright (e.g. a spec file).
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { resolve } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
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

/** Runs a command to its end, keeping its output; `show` also passes it on as it comes. */
function runToEnd(
  command: string,
  commandArgs: readonly string[],
  env: NodeJS.ProcessEnv,
  { show = true } = {},
): Promise<{ status: number; output: string }> {
  const child = spawn(command, commandArgs, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const keep = (to: NodeJS.WriteStream) => (chunk: Buffer) => {
    output += chunk.toString()
    if (show) to.write(chunk)
  }
  child.stdout.on('data', keep(process.stdout))
  child.stderr.on('data', keep(process.stderr))
  return new Promise((done) => child.once('close', (code) => done({ status: code ?? 1, output })))
}

/** Playwright's failures and its summary, from the first numbered failure on (colours removed). */
function playwrightFailures(output: string): string {
  const lines = stripVTControlCharacters(output).split('\n')
  const first = lines.findIndex((line) => /^\s+1\) /.test(line))
  return first === -1 ? lines.slice(-40).join('\n') : lines.slice(first).join('\n')
}

/** Runs a command to its end, the run stopping with its status if it failed. */
async function run(command: string, commandArgs: readonly string[], env: NodeJS.ProcessEnv): Promise<void> {
  const { status } = await runToEnd(command, commandArgs, env)
  if (status !== 0) process.exit(status)
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
const vitest = [bin('vitest'), ['run']] as const
const playwright = [bin('playwright'), ['test', ...playwrightArgs]] as const
const e2eEnv = { ...env, TEST_BUILD_READY: '1' }
if (unit && !e2e) await run(...vitest, env)
if (e2e && !unit) await run(...playwright, e2eEnv)
if (unit && e2e) {
  // Side by side: the end-to-end run waits on its browser and servers most of its time (it used 0.6 of
  // one core of two), and Vitest on one worker takes as long as on two (88 s). Niced: the browser first.
  const unitRun = runToEnd('nice', ['-n', '10', vitest[0], ...vitest[1], '--maxWorkers=1'], env, { show: false })
  const e2eRun = await runToEnd(...playwright, e2eEnv)
  const unitResult = await unitRun
  console.log(`\n== Vitest (run beside Playwright)\n${unitResult.output}`)
  // Repeated last: a log read from its end shows what failed, not only Vitest's report.
  if (e2eRun.status !== 0) console.error(`\n== Playwright's failures, again\n${playwrightFailures(e2eRun.output)}`)
  const failed = [e2eRun.status !== 0 && 'Playwright', unitResult.status !== 0 && 'Vitest'].filter(Boolean)
  if (failed.length > 0) {
    console.error(`Failed: ${failed.join(' and ')}.`)
    process.exit(1)
  }
}
