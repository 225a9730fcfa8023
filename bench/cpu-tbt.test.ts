import { describe, expect, it } from 'vitest'
import { mainThreadCpuTbt } from './cpu-tbt'

const PAGE = { pid: 10, tid: 10 }
const navigationStart = {
  ...PAGE,
  name: 'navigationStart',
  ph: 'R',
  ts: 1_000_000,
  args: { data: { isOutermostMainFrame: true, documentLoaderURL: 'http://localhost:4173/', navigationId: 'N1' } },
}
const fcp = { ...PAGE, name: 'firstContentfulPaint', ph: 'R', ts: 1_500_000, args: { data: { navigationId: 'N1' } } }
/** A main-thread task at `atMs` after the navigation, `wallMs` long of which the thread ran `cpuMs`. */
const task = (atMs: number, wallMs: number, cpuMs: number | undefined, thread = PAGE) => ({
  ...thread,
  name: 'RunTask',
  ph: 'X',
  ts: 1_000_000 + atMs * 1000,
  dur: wallMs * 1000,
  ...(cpuMs === undefined ? {} : { tdur: cpuMs * 1000 }),
  args: {},
})
const tbt = (...events: object[]) => mainThreadCpuTbt({ traceEvents: [navigationStart, fcp, ...events] as never }, 4)

describe('TBT by main-thread CPU time', () => {
  it('counts each task after the first paint by its CPU time × 4, less 50 ms', () => {
    // 30 ms CPU → 120 − 50 = 70; 20 ms → 30; 10 ms → under the line.
    expect(tbt(task(600, 31, 30), task(700, 25, 20), task(800, 12, 10))).toBe(100)
  })

  it('leaves out the time the thread was not running, which Lighthouse counts', () => {
    expect(tbt(task(600, 40, 1))).toBe(0)
  })

  it('leaves out tasks before the first contentful paint and on other threads', () => {
    expect(tbt(task(100, 60, 60), task(600, 60, 60, { pid: 11, tid: 11 }))).toBe(0)
  })

  it('says it cannot tell (NaN) when the trace has no thread times or no first paint', () => {
    expect(tbt(task(600, 31, undefined))).toBeNaN()
    expect(mainThreadCpuTbt({ traceEvents: [navigationStart, task(600, 31, 30)] as never }, 4)).toBeNaN()
  })
})
