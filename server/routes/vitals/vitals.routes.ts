import { bodyLimit } from 'hono/body-limit'
import { createRouter } from '../../lib/context'
import { beaconCors } from '../../lib/cors'
import { AppwriteError } from '../../lib/errors'
import * as handlers from './vitals.handlers'

export const VITALS_BODY_LIMIT = 16 * 1024

export const vitalsRoutes = createRouter()
  // Beacons are sent with credentials, so the origin is echoed rather than "*".
  .use('/vitals', beaconCors(['POST', 'GET']))
  .post(
    '/vitals',
    bodyLimit({
      maxSize: VITALS_BODY_LIMIT,
      onError: () => {
        throw new AppwriteError('general_payload_too_large', `A beacon may be at most ${VITALS_BODY_LIMIT} bytes.`)
      },
    }),
    handlers.receiveVital,
  )
  .get('/vitals', handlers.listVitals)
