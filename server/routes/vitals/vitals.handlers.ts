// A sink for web-vitals beacons (navigator.sendBeacon posts them as text/plain).
import type { Context } from 'hono'
import type { AppEnv } from '../../lib/context'
import { AppwriteError } from '../../lib/errors'

type Ctx = Context<AppEnv>

export async function receiveVital(c: Ctx) {
  let body: unknown
  try {
    body = JSON.parse(await c.req.text())
  } catch {
    throw new AppwriteError('general_argument_invalid', 'The beacon is not valid JSON.')
  }
  if (typeof body !== 'object' || body === null)
    throw new AppwriteError('general_argument_invalid', 'The beacon must be a JSON object or array.')
  c.get('deps').store.vitals.add(body)
  return c.body(null, 204)
}

export function listVitals(c: Ctx) {
  if (!c.get('caller').admin)
    throw new AppwriteError('user_unauthorized', 'Listing vitals needs the API key (X-Appwrite-Key).')
  const vitals = c.get('deps').store.vitals.list()
  return c.json({ total: vitals.length, vitals })
}
