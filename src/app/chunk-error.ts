// A lazily loaded route whose script cannot be fetched (a deploy replaced it, the network dropped)
// surfaces as a browser-specific import error. We name it as the specification does:
// 'Loading chunk {id} failed.' (docs/specification.md §8), so the error screen can offer a reload and
// say it in the page's language.
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError'
  /** It has not arrived in the time a screen waits (lazy-screen.ts): no sign of a new version. */
  readonly stalled: boolean
  constructor(
    readonly file: string,
    { stalled = false } = {},
  ) {
    super(`Loading chunk ${file} failed.`)
    this.stalled = stalled
  }
}

export function asChunkLoadError(error: unknown): ChunkLoadError | null {
  if (error instanceof ChunkLoadError) return error
  if (!(error instanceof Error) || !CHUNK_FAILURE.test(error.message)) return null
  const file = error.message.match(/([\w.-]+)\.(?:js|css)\b/)?.[1] ?? 'unknown'
  return new ChunkLoadError(file)
}
