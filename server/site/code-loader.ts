// The inline code loader of every built page (src/code-loader.js), as the build writes it and as the
// site's Content-Security-Policy allows it: by the hash of its exact text.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { minifySync } from 'vite'

/**
 * The loader's text, as it goes between <script> and </script>: minified (Vite's own minifier), as it is
 * in every built page, where its comments would weigh 2.5 KB gzip, a fifth of the home page's HTML.
 */
export const CODE_LOADER = minifiedLoader(readFileSync(new URL('../../src/code-loader.js', import.meta.url), 'utf8'))

function minifiedLoader(source: string): string {
  const { code, errors } = minifySync('code-loader.js', source, { compress: true, mangle: true })
  if (errors.length > 0) throw new Error(`src/code-loader.js could not be minified: ${errors[0]!.message}`)
  return code.trim()
}

/** The CSP source that allows the loader and no other inline script. */
export const CODE_LOADER_HASH = `'sha256-${createHash('sha256').update(CODE_LOADER).digest('base64')}'`

const attribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/**
 * The loader, set to request `entry` (the app's entry script) and preload `chunks` once it starts;
 * `failed` is what it says when a tap needed the code and the code could not be downloaded.
 */
export const codeLoaderElement = (entry: string, chunks: readonly string[], failed: string) =>
  `<script data-entry="${entry}" data-chunks="${chunks.join(' ')}" data-failed="${attribute(failed)}">${CODE_LOADER}</script>`
