// Injected failures for end-to-end tests (TEST_HOOKS=1 only): the next `times` requests matching a
// method and a path pattern answer `status` before any handler or the store runs.
import type { MiddlewareHandler } from 'hono'
import { z } from 'zod'
import { errorBodyForStatus } from '../../lib/errors'

export const faultSchema = z.object({
  method: z
    .string()
    .regex(/^[A-Za-z]+$|^\*$/)
    .default('*'),
  path: z.string().min(1).max(500),
  status: z.number().int().min(400).max(599),
  times: z.number().int().min(1).max(1000).default(1),
})

interface Fault {
  method: string
  pattern: RegExp
  path: string
  status: number
  remaining: number
}

export class FaultInjector {
  private faults: Fault[] = []

  add(input: z.output<typeof faultSchema>): void {
    this.faults.push({
      method: input.method.toUpperCase(),
      pattern: new RegExp(input.path),
      path: input.path,
      status: input.status,
      remaining: input.times,
    })
  }

  clear(): void {
    this.faults = []
  }

  list() {
    return this.faults.map(({ method, path, status, remaining }) => ({ method, path, status, remaining }))
  }

  /** Consumes one use of the first fault matching the request, if any. */
  take(method: string, pathname: string): number | undefined {
    const fault = this.faults.find((f) => (f.method === '*' || f.method === method) && f.pattern.test(pathname))
    if (!fault) return undefined
    fault.remaining -= 1
    if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault)
    return fault.status
  }

  middleware(): MiddlewareHandler {
    return async (c, next) => {
      const pathname = new URL(c.req.url).pathname
      if (pathname.startsWith('/__test__/')) return next()
      const status = this.take(c.req.method, pathname)
      if (status === undefined) return next()
      // Appwrite-shaped for the API; a plain body elsewhere (the contact endpoint's host has no JSON errors).
      return pathname.startsWith('/v1/')
        ? Response.json(errorBodyForStatus(status), { status })
        : new Response(`Injected failure (${status})`, {
            status,
            // The contact endpoint is read cross-origin: without this the page would see a network error, not a 500.
            headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Access-Control-Allow-Origin': '*' },
          })
    }
  }
}
