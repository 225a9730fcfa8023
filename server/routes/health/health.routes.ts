import { createRouter } from '../../lib/context'
import * as handlers from './health.handlers'

export const healthRoutes = createRouter().get('/health/version', handlers.version).get('/ping', handlers.ping)
