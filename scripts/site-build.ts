// What `npm run build` runs, for the scripts that build with a backend of their own up first (npm start,
// npm test, the benchmark): the pages are built from the backend's public data (scripts/prerender-plugin.ts).
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
export const bin = (name: string) => resolve(root, 'node_modules/.bin', name)

/** Builds the site (Vite, then the static-host files); the exit status of the first step that failed, else 0. */
export function buildSite(env: NodeJS.ProcessEnv, viteArgs: string[] = []): number {
  for (const [command, args] of [
    [bin('vite'), ['build', ...viteArgs]],
    [bin('tsx'), ['scripts/write-static-host-headers.ts']],
  ] as const) {
    const { status, signal } = spawnSync(command, args, { cwd: root, stdio: 'inherit', env })
    if (status !== 0) return status ?? (signal ? 1 : 0)
  }
  return 0
}

/** Waits until `url` answers 2xx; false once `timeoutMs` has passed or `giveUp` says so. */
export async function answers(url: string, timeoutMs: number, giveUp: () => boolean = () => false): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline && !giveUp()) {
    try {
      if ((await fetch(url)).ok) return true
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200))
  }
  return false
}
