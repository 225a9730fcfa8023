// A public list read as a plain GET: the project travels as the `project` query parameter (which
// Appwrite reads before its header), so the request carries no custom header, needs no CORS
// preflight and sends no credentials. The build reads the backend through this, as any visitor could,
// and as a page on the live site: Appwrite answers a browser only on a host registered as a Web platform.
import type { Models } from 'appwrite'

export interface ListDocumentsParams {
  databaseId: string
  collectionId: string
  queries: string[]
}

/** The part of the SDK's Databases service that listAllDocuments uses. */
export interface DocumentLister {
  listDocuments<T extends Models.Document>(params: ListDocumentsParams): Promise<{ total: number; documents: T[] }>
}

interface PlainGetOptions {
  endpoint: string
  projectId: string
  /** The live site's origin, sent as a page there sends it; an answer a browser there could not read is refused. */
  origin?: string
  /** How long one page of a list may take, answer and body (a backend that hangs must not hang the build). */
  timeoutMs?: number
  /**
   * The waits before asking again after a failure that may pass (no answer, 5xx, 429): one retry per
   * wait. A build then rides out a backend's brief restart instead of publishing a site without its
   * posts and jobs. None by default.
   */
  retryWaitsMs?: readonly number[]
  /** Given by tests; setTimeout otherwise. */
  sleep?: (ms: number) => Promise<void>
  /** Given by tests; the global fetch otherwise. */
  fetchImpl?: typeof fetch
}

export class PublicReadError extends Error {
  override name = 'PublicReadError'
  constructor(
    message: string,
    /** A failure that may pass if asked again: no answer in time, a server error, too many requests. */
    readonly transient = false,
  ) {
    super(message)
  }
}

/** A fetch that failed to connect (TypeError) or timed out, or an answer that may differ when asked again. */
const mayPass = (error: unknown) => (error instanceof PublicReadError ? error.transient : error instanceof TypeError)

/** The backend does not trust the site's origin: every visitor's browser would be refused. */
export class UntrustedOriginError extends PublicReadError {
  override name = 'UntrustedOriginError'
  constructor(
    message: string,
    /** The origin refused. */
    readonly origin: string,
  ) {
    super(message)
  }
}

/** Rethrows a fetch's failure, worded when it is the deadline. */
const timedOut = (url: URL, signal: AbortSignal, timeoutMs: number) => (error: unknown) => {
  if (signal.aborted && (signal.reason as Error | undefined)?.name === 'TimeoutError')
    throw new PublicReadError(`${url.origin}${url.pathname} did not answer within ${timeoutMs / 1000} s`, true)
  throw error
}

export function plainGetLister({
  endpoint,
  projectId,
  origin,
  timeoutMs = 30_000,
  retryWaitsMs = [],
  sleep = (ms) => new Promise((done) => setTimeout(done, ms)),
  fetchImpl = fetch,
}: PlainGetOptions): DocumentLister {
  async function listOnce<T extends Models.Document>({ databaseId, collectionId, queries }: ListDocumentsParams) {
    const url = new URL(
      `${endpoint}/databases/${encodeURIComponent(databaseId)}/collections/${encodeURIComponent(collectionId)}/documents`,
    )
    url.searchParams.set('project', projectId)
    // As the SDK writes an array parameter: queries[0]=…&queries[1]=…
    queries.forEach((query, index) => url.searchParams.append(`queries[${index}]`, query))
    const signal = AbortSignal.timeout(timeoutMs)
    const headers = origin ? { Origin: origin } : undefined
    const response = await fetchImpl(url, { credentials: 'omit', headers, signal }).catch(
      timedOut(url, signal, timeoutMs),
    )
    const body = (await response.json().catch((error: unknown) => {
      if (signal.aborted) timedOut(url, signal, timeoutMs)(error)
      return undefined
    })) as { total?: unknown; documents?: unknown; message?: unknown; type?: unknown } | undefined
    // Appwrite refuses an unknown origin (403 general_unknown_origin); older versions answer without CORS.
    // A 5xx or 429 without CORS comes from a gateway in front of a restarting backend: asked again below.
    const mayPassAnswer = response.status >= 500 || response.status === 429
    if (
      origin &&
      (body?.type === 'general_unknown_origin' ||
        (!mayPassAnswer && response.headers.get('access-control-allow-origin') !== origin))
    ) {
      const why = typeof body?.message === 'string' ? body.message : 'no Access-Control-Allow-Origin for it'
      throw new UntrustedOriginError(
        `${url.origin} does not answer pages on ${origin} (${response.status}: ${why})`,
        origin,
      )
    }
    if (!response.ok) {
      const message = typeof body?.message === 'string' ? body.message : response.statusText
      throw new PublicReadError(`${url.origin}${url.pathname} answered ${response.status}: ${message}`, mayPassAnswer)
    }
    if (!body || typeof body.total !== 'number' || !Array.isArray(body.documents))
      throw new PublicReadError(`${url.origin}${url.pathname} answered something that is not a document list`)
    return { total: body.total, documents: body.documents as T[] }
  }
  return {
    async listDocuments<T extends Models.Document>(params: ListDocumentsParams) {
      for (const wait of retryWaitsMs) {
        try {
          return await listOnce<T>(params)
        } catch (error) {
          if (!mayPass(error)) throw error
          await sleep(wait)
        }
      }
      return listOnce<T>(params)
    },
  }
}
