// The inline code loader of every built page (src/code-loader.js), as the build writes it and as the
// site's Content-Security-Policy allows it: by the hash of its exact text.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'

/** The loader's text, as it goes between <script> and </script>. */
export const CODE_LOADER = readFileSync(new URL('../../src/code-loader.js', import.meta.url), 'utf8')

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
