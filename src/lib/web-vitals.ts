// Field data: LCP, INP, CLS, FCP and TTFB from every visit (web-vitals). In development they are
// printed to the console; in a build with VITE_VITALS_ENDPOINT they are beaconed there; otherwise
// nothing is collected at all. The library is loaded after the first paint, never on its path: its
// observers read the buffered entries of what already happened.
import type { Metric } from 'web-vitals'
import { env } from '../config/env'

/** One beacon's body: what a collector needs to aggregate by page and by metric. */
export interface VitalBeacon {
  name: Metric['name']
  value: number
  rating: Metric['rating']
  id: string
  navigationType: Metric['navigationType']
  /** The path the visit started on (no query string: it may carry a search). */
  path: string
}

export interface VitalsOptions {
  endpoint: string | undefined
  development: boolean
}

/** Where each metric goes: a beacon and/or the console. Answers undefined for nowhere. */
export function vitalsReporter({ endpoint, development }: VitalsOptions): ((metric: Metric) => void) | undefined {
  if (!endpoint && !development) return undefined
  // The page the visit started on, read now: CLS, INP and LCP are reported when the page is hidden,
  // possibly after client-side navigation to another route.
  const path = window.location.pathname
  return (metric) => {
    if (development) console.info(`[web-vitals] ${metric.name}`, Math.round(metric.value * 1000) / 1000, metric.rating)
    if (!endpoint) return
    const beacon: VitalBeacon = {
      name: metric.name,
      value: metric.value,
      rating: metric.rating,
      id: metric.id,
      navigationType: metric.navigationType,
      path,
    }
    // sendBeacon survives the page closing; text/plain needs no CORS preflight.
    navigator.sendBeacon(endpoint, JSON.stringify(beacon))
  }
}

/** Starts collecting, once, when there is somewhere to report to. */
export async function startWebVitals(
  options: VitalsOptions = { endpoint: env.vitalsEndpoint, development: import.meta.env.DEV },
) {
  const report = vitalsReporter(options)
  if (!report) return
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals')
  for (const observe of [onCLS, onFCP, onINP, onLCP, onTTFB]) observe(report)
}
