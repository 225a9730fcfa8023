// A public list read as a plain GET: the project travels as the `project` query parameter (which
// Appwrite reads before its header), so the request carries no custom header, needs no CORS
// preflight and sends no credentials. The build reads the backend through this, as any visitor could.
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
  /** Given by tests; the global fetch otherwise. */
  fetchImpl?: typeof fetch
}

export class PublicReadError extends Error {
  override name = 'PublicReadError'
}

export function plainGetLister({ endpoint, projectId, fetchImpl = fetch }: PlainGetOptions): DocumentLister {
  return {
    async listDocuments<T extends Models.Document>({ databaseId, collectionId, queries }: ListDocumentsParams) {
      const url = new URL(
        `${endpoint}/databases/${encodeURIComponent(databaseId)}/collections/${encodeURIComponent(collectionId)}/documents`,
      )
      url.searchParams.set('project', projectId)
      // As the SDK writes an array parameter: queries[0]=…&queries[1]=…
      queries.forEach((query, index) => url.searchParams.append(`queries[${index}]`, query))
      const response = await fetchImpl(url, { credentials: 'omit' })
      const body = (await response.json().catch(() => undefined)) as
        { total?: unknown; documents?: unknown; message?: unknown } | undefined
      if (!response.ok) {
        const message = typeof body?.message === 'string' ? body.message : response.statusText
        throw new PublicReadError(`${url.origin}${url.pathname} answered ${response.status}: ${message}`)
      }
      if (!body || typeof body.total !== 'number' || !Array.isArray(body.documents))
        throw new PublicReadError(`${url.origin}${url.pathname} answered something that is not a document list`)
      return { total: body.total, documents: body.documents as T[] }
    },
  }
}
