import { bodyLimit } from 'hono/body-limit'
import { CONTACT_SENTENCES } from '../../../src/shared/contact-exchange'
import { createRouter } from '../../lib/context'
import { openCors } from '../../lib/cors'
import * as handlers from './contact.handlers'

/** Well above the field limits combined; anything larger is not a contact message. */
export const CONTACT_BODY_LIMIT = 64 * 1024

export const contactRoutes = createRouter()
  .use('/contact', openCors(['POST', 'OPTIONS']))
  .post(
    '/contact',
    bodyLimit({
      maxSize: CONTACT_BODY_LIMIT,
      onError: (c) => c.json({ status: 'ERROR', message: CONTACT_SENTENCES.tooLong }, 200),
    }),
    handlers.submitContact,
  )
  .get('/contact/messages', handlers.listMessages)
