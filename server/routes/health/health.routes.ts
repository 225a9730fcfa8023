import { createRouter } from '../../lib/context'
import * as handlers from './health.handlers'

/** Answered without a project, as Appwrite's health version is. */
export const healthRoutes = createRouter().get('/health/version', handlers.version)
/** A project's ping: after the project check (an unknown or missing one is project_not_found). */
export const pingRoutes = createRouter().get('/ping', handlers.ping)
