import { bodyLimit } from 'hono/body-limit'
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
      onError: (c) =>
        c.json({ status: 'ERROR', message: 'The message is too long. Please shorten it and try again.' }, 200),
    }),
    handlers.submitContact,
  )
  .get('/contact/messages', handlers.listMessages)
