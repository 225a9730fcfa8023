import type { AbuseCounter } from '../../lib/abuse'
import { createRouter } from '../../lib/context'
import { AppwriteError } from '../../lib/errors'
import { faultSchema, type FaultInjector } from './faults'

/** Mounted only when TEST_HOOKS=1. */
export function testHooksRoutes(faults: FaultInjector, abuse: AbuseCounter) {
  return (
    createRouter()
      .post('/__test__/faults', async (c) => {
        let body: unknown
        try {
          body = await c.req.json()
        } catch {
          throw new AppwriteError('general_argument_invalid', 'The request body is not valid JSON.')
        }
        const parsed = faultSchema.safeParse(body)
        if (!parsed.success)
          throw new AppwriteError(
            'general_argument_invalid',
            parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
          )
        try {
          faults.add(parsed.data)
        } catch {
          throw new AppwriteError('general_argument_invalid', 'path: not a valid regular expression')
        }
        return c.json({ faults: faults.list() }, 201)
      })
      .get('/__test__/faults', (c) => c.json({ faults: faults.list() }))
      .delete('/__test__/faults', (c) => {
        faults.clear()
        return c.body(null, 204)
      })
      // Forgets the abuse limits' counts, as the next minute would: a test that reached a limit frees the rest.
      .delete('/__test__/abuse', (c) => {
        abuse.clear()
        return c.body(null, 204)
      })
  )
}
