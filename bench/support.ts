// Shared pieces of the benchmarks: starting the site as `npm start` does, the browser, statistics,
// and the results table. Benchmarks report; they never fail the build.
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { resolve } from 'node:path'
import { chromium, type Browser } from 'playwright-core'
import { CHROME_ARGS, CHROME_PATH } from '../scripts/chromium'

export const ROOT = resolve(import.meta.dirname, '..')
export const SITE = 'http://localhost:4173'
export const BACKEND = 'http://localhost:8787'
export const BENCH_KEY = 'bench-key-0123456789'
/** Where the bench builds the site: a folder of its own, so it never rewrites the dist/ others serve. */
export const BUILT_SITE = resolve(ROOT, '.bench-data/site')
export { CHROME_ARGS, CHROME_PATH }

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROME_PATH, headless: true, args: CHROME_ARGS })

export interface RunningSite {
  stop(): Promise<void>
}

/** Starts the backend on a fresh data folder and the site; with `build`, builds the site from that backend first. */
export async function startSite(
  dataDir: string,
  extraEnv: Record<string, string> = {},
  { build = false } = {},
): Promise<RunningSite> {
  const args = ['scripts/start.ts', '--fresh', ...(build ? ['--build'] : [])]
  return startProcess(args, SITE, {
    DATA_DIR: dataDir,
    APPWRITE_API_KEY: BENCH_KEY,
    TEST_HOOKS: '0',
    BUILD_OUT_DIR: BUILT_SITE,
    SITE_DIST_DIR: BUILT_SITE,
    ...extraEnv,
  })
}

/** Serves a built site folder on `port` with the site's own server (clean addresses, compression, headers). */
export const serveBuiltSite = (distDir: string, port: number): Promise<RunningSite> =>
  startProcess(['server/site/index.ts'], `http://localhost:${port}`, {
    SITE_PORT: String(port),
    SITE_DIST_DIR: distDir,
  })

/** A port nothing listens on now (other programs on this machine hold ports of their own). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (address && typeof address === 'object' ? done(address.port) : fail(new Error('No port'))))
    })
  })
}

/** Runs a tsx program in a process group of its own (stopped whole) and waits until `url` answers. */
async function startProcess(args: string[], url: string, env: Record<string, string>): Promise<RunningSite> {
  // Another program answering there would be measured in this one's place.
  if (
    await fetch(url).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`${url} already answers before the bench starts it: stop the program using it.`)
  const child: ChildProcess = spawn(resolve(ROOT, 'node_modules/.bin/tsx'), args, {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  })
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  const deadline = Date.now() + 300_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url} did not start (see the messages above).`)
    try {
      if ((await fetch(url)).ok) break
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within 300 s.`)
    await sleep(300)
  }
  return {
    async stop() {
      // The whole group, even when its first process has gone: the servers it started may still hold the ports.
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM')
      } catch {
        // no process left in the group
      }
      await Promise.race([exited, sleep(5000)])
    },
  }
}

export const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms))

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

export interface Figure {
  group: string
  name: string
  value: number
  unit: string
  /** Each run's value, where `value` is their median (Lighthouse): their spread is the machine's noise. */
  runs?: number[]
  /** A human-readable target, e.g. "≥ 95"; absent for figures reported without one. */
  target?: string
  met?: boolean
}

export const atLeast = (value: number, bound: number) => ({ target: `≥ ${bound}`, met: value >= bound })
export const atMost = (value: number, bound: number, unit = '') => ({
  target: `≤ ${bound}${unit ? ` ${unit}` : ''}`,
  met: value <= bound,
})

export function formatValue(figure: Figure, value = figure.value): string {
  if (figure.unit === 'yes/no') return value === 1 ? 'yes' : value === 0 ? 'no' : 'n/a'
  if (!Number.isFinite(value)) return 'n/a'
  // A ratio is read against bounds like 1.2×: one digit would show 1.17 and 1.24 alike.
  const digits =
    figure.unit === 'score' || figure.unit === 'count'
      ? 0
      : figure.unit === '×'
        ? 2
        : value < 1
          ? 3
          : value < 100
            ? 1
            : 0
  return `${value.toFixed(digits)} ${figure.unit === 'score' || figure.unit === 'count' ? '' : figure.unit}`.trim()
}

/** The runs behind a median, in the order run: "16.0 ms · 58.0 ms · 251 ms". */
const formatRuns = (figure: Figure) => (figure.runs ?? []).map((value) => formatValue(figure, value)).join(' · ')

export function printTable(figures: readonly Figure[]) {
  const rows = figures.map((f) => [
    f.group,
    f.name,
    formatValue(f),
    f.target ?? '',
    f.met === undefined ? '' : f.met ? 'met' : 'NOT met',
    formatRuns(f),
  ])
  const header = ['group', 'figure', 'value', 'target', '', 'each run']
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`
  console.log(line(header))
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`)
  for (const row of rows) console.log(line(row))
}
