import { bodyLimit } from 'hono/body-limit'
import { abuseLimit, chunkIndex, WRITE_RATE } from '../../lib/abuse'
import { createRouter } from '../../lib/context'
import { AppwriteError } from '../../lib/errors'
import * as handlers from './storage.handlers'

/** One 5 MiB chunk plus room for the multipart envelope. */
export const UPLOAD_BODY_LIMIT = handlers.CHUNK_SIZE + 256 * 1024

const files = '/storage/buckets/:bucketId/files'

export const storageRoutes = createRouter()
  .post(
    files,
    abuseLimit({
      limit: WRITE_RATE.limit,
      route: files,
      extra: (c) => `chunkId:${chunkIndex(c.req.header('content-range'))}`,
    }),
    bodyLimit({
      maxSize: UPLOAD_BODY_LIMIT,
      onError: () => {
        throw new AppwriteError(
          'general_payload_too_large',
          `The request body is larger than ${UPLOAD_BODY_LIMIT} bytes; send files over 5 MiB in chunks.`,
        )
      },
    }),
    handlers.createFile,
  )
  .get(files, handlers.listFiles)
  .get(`${files}/:fileId`, handlers.getFile)
  .delete(`${files}/:fileId`, abuseLimit({ limit: WRITE_RATE.limit, route: `${files}/:fileId` }), handlers.deleteFile)
  .get(`${files}/:fileId/view`, handlers.viewFile)
  .get(`${files}/:fileId/preview`, handlers.previewFile)
  .get(`${files}/:fileId/download`, handlers.downloadFile)
