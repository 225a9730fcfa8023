// The one Appwrite SDK client. Imported only by the lazily loaded features' api/ files, so the SDK
// stays out of the first load. The SDK itself sends cookies (credentials: 'include') and the
// X-Fallback-Cookies header from localStorage with every call.
import { Client, Databases, Query, Storage, type Models } from 'appwrite'
import { env } from '../config/env'
import { BOUNDS, withinTime } from '../shared/time-bound'
import type { DocumentLister } from './public-reads'

export const client = new Client().setEndpoint(env.appwriteEndpoint).setProject(env.appwriteProjectId)

export const databases = new Databases(client)
export const storage = new Storage(client)

/** A small first page paints the first cards sooner; later pages are larger so fewer round trips. */
export const FIRST_PAGE_SIZE = 25
export const NEXT_PAGE_SIZE = 100
/** Appwrite stops counting `total` here, so a total this large is not proof that the list ended. */
const TOTAL_COUNT_CAP = 5000

interface ListAllOptions<T> {
  collectionId: string
  /** Filters and ordering; paging queries are added here. */
  queries: string[]
  /** Called after every page with everything read so far (the first call is the first page). */
  onPage?: (soFar: T[]) => void
  /** Which documents to keep (the others are skipped as they arrive); all by default. */
  keep?: (document: T) => boolean
  /** Each kept document as the site uses it (its values tidied), made once, as it arrives. */
  tidy?: (document: T) => T
  /** Who reads the pages: the SDK's Databases service, or plain GETs at build time (tests pass a fake). */
  service?: DocumentLister
}

/**
 * Reads every matching document, following cursors page by page. Appwrite answers 25 documents by
 * default, so a single call would silently cut longer lists short.
 */
export async function listAllDocuments<T extends Models.Document>({
  collectionId,
  queries,
  onPage,
  keep = () => true,
  tidy = (document) => document,
  service = databases,
}: ListAllOptions<T>): Promise<T[]> {
  const all: T[] = []
  let read = 0
  let cursor: string | undefined
  for (;;) {
    const limit = cursor === undefined ? FIRST_PAGE_SIZE : NEXT_PAGE_SIZE
    // Each page within its bound: a connection that hangs ends in the list's error and Retry.
    const page = await withinTime(
      service.listDocuments<T>({
        databaseId: env.databaseId,
        collectionId,
        queries: [...queries, Query.limit(limit), ...(cursor === undefined ? [] : [Query.cursorAfter(cursor)])],
      }),
      BOUNDS.readMs,
      'Reading the list',
    )
    const documents = page.documents
    all.push(...documents.filter(keep).map(tidy))
    onPage?.([...all])
    const last = documents[documents.length - 1]
    read += documents.length
    // A page shorter than asked for may only mean the server caps its page size, so `total` decides;
    // past the count cap only a full page suggests more.
    const more =
      last !== undefined &&
      last.$id !== cursor &&
      (read < page.total || (page.total >= TOTAL_COUNT_CAP && documents.length >= limit))
    if (!more) return all
    cursor = last.$id
  }
}
