// `npm start` / `npm run dev`: the local backend and the site together, in one command.
// Ctrl-C stops both; if either one stops, so does the other.
//   --build  build the site once the backend answers (its pages are built from the backend's data)
//   --dev    the site from Vite's dev server (http://localhost:5173) instead of the built dist/
//   --fresh  wipe DATA_DIR first (the end-to-end tests start from the seed every run)
import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { answers, bin, buildSite } from './site-build'

const args = new Set(process.argv.slice(2))
const dev = args.has('--dev')
const root = resolve(import.meta.dirname, '..')

const backendPort = Number(process.env.PORT ?? 8787)
const sitePort = dev ? 5173 : Number(process.env.SITE_PORT ?? 4173)
const dataDir = resolve(root, process.env.DATA_DIR ?? '.data')

if (args.has('--fresh')) rmSync(dataDir, { recursive: true, force: true })

const children: ChildProcess[] = []
let stopping = false

function run(name: string, command: string, commandArgs: string[], env: NodeJS.ProcessEnv = {}) {
  const child = spawn(command, commandArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  children.push(child)
  child.on('exit', (code, signal) => {
    if (stopping) return
    console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest.`)
    stop(code || 1)
  })
  return child
}

function stop(code = 0) {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  // Give them a moment to close their ports, then leave.
  setTimeout(() => process.exit(code), 1500).unref()
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null))).then(() =>
    process.exit(code),
  )
}

process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))

async function waitFor(url: string, name: string, timeoutMs = 60_000) {
  if (!(await answers(url, timeoutMs, () => stopping)) && !stopping) {
    console.error(`${name} did not answer at ${url} within ${timeoutMs / 1000} s.`)
    stop(1)
  }
}

// The site starts once the backend answers, so a site that answers means both are ready
// (the end-to-end tests wait on the site's address alone).
run('The backend', bin('tsx'), ['server/index.ts'], { PORT: String(backendPort), DATA_DIR: dataDir })
await waitFor(`http://127.0.0.1:${backendPort}/v1/health/version`, 'The backend')
if (args.has('--build') && !stopping) {
  const status = buildSite(process.env)
  if (status !== 0) {
    console.error('The build failed; stopping the backend.')
    stop(status)
  }
}
if (!stopping) {
  if (dev) run('Vite', bin('vite'), ['--port', String(sitePort), '--strictPort'])
  else run('The site server', bin('tsx'), ['server/site/index.ts'], { SITE_PORT: String(sitePort) })
  await waitFor(`http://127.0.0.1:${sitePort}/`, 'The site')
}
if (!stopping) {
  console.log(`\n  Site:     http://localhost:${sitePort}`)
  console.log(`  Backend:  http://localhost:${backendPort}/v1   (data in ${dataDir})`)
  console.log('  Press Ctrl-C to stop both.\n')
}
