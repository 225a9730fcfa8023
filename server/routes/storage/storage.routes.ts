import { abuseLimit, chunkIndex, WRITE_RATE } from '../../lib/abuse'
import { createRouter } from '../../lib/context'
import { payloadLimit } from '../../lib/request'
import * as handlers from './storage.handlers'

const files = '/storage/buckets/:bucketId/files'

export const storageRoutes = createRouter()
  .post(
    files,
    abuseLimit({
      limit: WRITE_RATE.limit,
      route: files,
      extra: (c) => `chunkId:${chunkIndex(c.req.header('content-range'))}`,
    }),
    payloadLimit(),
    handlers.createFile,
  )
  .get(files, handlers.listFiles)
  .get(`${files}/:fileId`, handlers.getFile)
  .delete(`${files}/:fileId`, abuseLimit({ limit: WRITE_RATE.limit, route: `${files}/:fileId` }), handlers.deleteFile)
  .get(`${files}/:fileId/view`, handlers.viewFile)
  .get(`${files}/:fileId/preview`, handlers.previewFile)
  .get(`${files}/:fileId/download`, handlers.downloadFile)
