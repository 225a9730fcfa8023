import { abuseLimit, WRITE_RATE } from '../../lib/abuse'
import { createRouter } from '../../lib/context'
import { payloadLimit } from '../../lib/request'
import * as handlers from './databases.handlers'

const path = '/databases/:databaseId/collections/:collectionId/documents'

export const databasesRoutes = createRouter()
  .get(path, handlers.listDocuments)
  .post(path, abuseLimit({ limit: WRITE_RATE.limit * 2, route: path }), payloadLimit(), handlers.createDocument)
  .get(`${path}/:documentId`, handlers.getDocument)
  .delete(
    `${path}/:documentId`,
    abuseLimit({ limit: WRITE_RATE.limit, route: `${path}/:documentId` }),
    handlers.deleteDocument,
  )
