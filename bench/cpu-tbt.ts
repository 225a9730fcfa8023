import type { Trace } from 'lighthouse'

/**
 * Lighthouse's simulated TBT takes each main-thread task's observed wall time, times the CPU slowdown
 * (4), less 50 ms. On a 2-core machine the renderer shares the cores with the rest of Chromium,
 * Lighthouse and the server, and a task's wall time holds the moments the thread was not running: a
 * trace shows tasks of 21 ms wall and 1 ms CPU (receiving a 1 KB response). This sums the same blocking
 * time over the tasks after the first contentful paint with each task's CPU time (the trace's `tdur`),
 * so the bench can tell the page's work from the machine's. A diagnostic, not the target: Lighthouse's
 * figure stays the one the target is read on. NaN when the trace has no thread times.
 */
export function mainThreadCpuTbt(trace: Pick<Trace, 'traceEvents'>, slowdown: number): number {
  const events = trace.traceEvents as unknown as TaskEvent[]
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args.data?.isOutermostMainFrame &&
      e.args.data.documentLoaderURL?.startsWith('http'),
  )
  const navigationId = navigation?.args.data?.navigationId
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.args.data?.navigationId === navigationId)
  if (!navigation || !fcp) return Number.NaN
  const tasks = events.filter(
    (e) =>
      e.name === 'RunTask' && e.ph === 'X' && e.pid === navigation.pid && e.tid === navigation.tid && e.ts >= fcp.ts,
  )
  if (tasks.some((task) => task.tdur === undefined)) return Number.NaN
  return tasks.reduce((sum, task) => sum + Math.max(0, (task.tdur! / 1000) * slowdown - 50), 0)
}

/** The trace events `mainThreadCpuTbt` reads (microseconds; `tdur` is the thread's CPU time). */
interface TaskEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  tdur?: number
  args: { data?: { isOutermostMainFrame?: boolean; documentLoaderURL?: string; navigationId?: string } }
}
