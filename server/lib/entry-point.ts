import { realpathSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

/** Whether the module at `moduleUrl` (its import.meta.url) is the script node was started with. */
export function isEntryPoint(moduleUrl: string): boolean {
  try {
    return !!process.argv[1] && moduleUrl === pathToFileURL(realpathSync(process.argv[1])).href
  } catch {
    return false
  }
}
