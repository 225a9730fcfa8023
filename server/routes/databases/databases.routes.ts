import { bodyLimit } from 'hono/body-limit'
import { abuseLimit, WRITE_RATE } from '../../lib/abuse'
import { createRouter } from '../../lib/context'
import { AppwriteError } from '../../lib/errors'
import * as handlers from './databases.handlers'

/** JSON bodies for documents: Appwrite's own limits are far below this. */
export const JSON_BODY_LIMIT = 1024 * 1024

const path = '/databases/:databaseId/collections/:collectionId/documents'

export const databasesRoutes = createRouter()
  .get(path, handlers.listDocuments)
  .post(
    path,
    abuseLimit({ limit: WRITE_RATE.limit * 2, route: path }),
    bodyLimit({
      maxSize: JSON_BODY_LIMIT,
      onError: () => {
        throw new AppwriteError(
          'general_payload_too_large',
          `The request body is larger than ${JSON_BODY_LIMIT} bytes.`,
        )
      },
    }),
    handlers.createDocument,
  )
  .get(`${path}/:documentId`, handlers.getDocument)
  .delete(
    `${path}/:documentId`,
    abuseLimit({ limit: WRITE_RATE.limit, route: `${path}/:documentId` }),
    handlers.deleteDocument,
  )
