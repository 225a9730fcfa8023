// Writes _headers and _redirects into the build folder (server/site/static-host-files.ts), so a static
// host serves what the tests checked. Runs after `vite build`.
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { loadEnv } from 'vite'
import { staticHostFiles } from '../server/site/static-host-files'

const root = resolve(import.meta.dirname, '..')
const { headers, redirects } = staticHostFiles({ ...loadEnv('production', root, 'VITE_'), ...process.env })
const outDir = resolve(root, process.env.BUILD_OUT_DIR ?? 'dist')
writeFileSync(resolve(outDir, '_headers'), headers)
writeFileSync(resolve(outDir, '_redirects'), redirects)
console.log(`_headers and _redirects written to ${outDir}`)
