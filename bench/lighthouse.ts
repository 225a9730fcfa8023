// Lighthouse (mobile preset, its default simulated throttling) through its Node API, driving Debian's
// chromium. A route and its static twin are audited alternately, pair after pair, so a machine that
// slows down part-way slows both alike; every figure is the median of the runs. A run that measured
// no performance (Lighthouse reports an error instead, as a busy machine sometimes makes it do) is
// reported and run again, up to twice. The runs themselves are returned too: on a shared machine their
// spread says how far a median can be trusted.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import type { Result as LighthouseReport, Trace } from 'lighthouse'
import { mainThreadCpuTbt } from './cpu-tbt'
import { CHROME_ARGS, CHROME_PATH, median } from './support'

export interface LighthouseFigures {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
  /**
   * Lighthouse's measure of the machine's speed (higher is faster). Simulated throttling multiplies the
   * page's observed CPU tasks by four whatever the machine, so TBT from a slower machine reads higher.
   */
  benchmarkIndex: number
  /**
   * TBT worked out again from the same trace with the main thread's CPU time in place of its wall time
   * (`mainThreadCpuTbt`): the page's own work, without the time this shared machine took the thread away.
   */
  cpuTbtMs: number
}

/**
 * Whether the page's code waits for its first view: when the first script was requested, against when
 * the last of the first view's resources arrived (the document, its render-blocking style sheets and,
 * when the largest paint is a picture, that picture). Times are Lighthouse's network-requests times:
 * milliseconds from the first request, as observed (unthrottled), not simulated.
 */
export interface ScriptOrder {
  /** What the largest contentful paint drew, as Lighthouse's LCP breakdown names it. */
  lcpElement: string
  /** The LCP picture's address; absent when the largest paint is text. */
  lcpImageUrl?: string
  documentEndMs: number
  styleSheetsEndMs: number
  /** NaN when the largest paint is text, or its picture's request was not found. */
  lcpImageEndMs: number
  /** The latest of the three above; NaN when the LCP picture's request was not found. */
  firstViewEndMs: number
  /** Infinity when the page requests no script. */
  firstScriptStartMs: number
  firstScriptUrl?: string
}

export interface LighthouseRun extends LighthouseFigures {
  scriptOrder: ScriptOrder
}

export interface LighthouseResult {
  median: LighthouseFigures
  /** Every run that measured performance, in the order run. */
  samples: LighthouseRun[]
}

/** Audits `routeUrl` and `twinUrl` alternately, `runs` pairs. */
export async function runLighthousePairs(
  routeUrl: string,
  twinUrl: string,
  runs: number,
  log: (message: string) => void = console.log,
): Promise<{ route: LighthouseResult; twin: LighthouseResult; lcpRatios: number[] }> {
  const route: LighthouseRun[] = []
  const twin: LighthouseRun[] = []
  /** Each complete pair's LCP ratio (route ÷ twin). */
  const lcpRatios: number[] = []
  for (let pair = 1; pair <= runs; pair++) {
    const today = await auditWithRetries(routeUrl, { reportFailingAudits: pair === 1 })
    const plain = await auditWithRetries(twinUrl, { reportFailingAudits: false })
    if (today) route.push(today)
    if (plain) twin.push(plain)
    if (today && plain) lcpRatios.push(today.lcpMs / plain.lcpMs)
    const lcp = (run: LighthouseRun | undefined) => (run ? `${Math.round(run.lcpMs)} ms` : 'n/a')
    log(`  pair ${pair}/${runs}: LCP today ${lcp(today)} · static twin ${lcp(plain)}`)
  }
  return { route: summarise(route), twin: summarise(twin), lcpRatios }
}

async function auditWithRetries(url: string, options: { reportFailingAudits: boolean }) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const run = await audit(url, options)
    if (run) return run
  }
  console.log(`  ${url}: no run measured performance in 3 attempts; this pair has no sample`)
  return undefined
}

async function audit(url: string, { reportFailingAudits }: { reportFailingAudits: boolean }) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', ...CHROME_ARGS],
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { categories, audits } = result.lhr
    const score = (id: string) => Math.round((categories[id]?.score ?? Number.NaN) * 100)
    if (!Number.isFinite(score('performance'))) {
      const why =
        result.lhr.runtimeError?.message ??
        ['largest-contentful-paint', 'total-blocking-time', 'first-contentful-paint']
          .map((id) => audits[id]?.errorMessage)
          .find(Boolean)
      console.log(`  ${url}: a run measured no performance (${why ?? 'no reason given'}); running another`)
      return undefined
    }
    if (reportFailingAudits) {
      const failing = Object.values(audits).filter(
        (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary',
      )
      if (failing.length) console.log(`  ${url}: failing audits: ${failing.map((a) => a.id).join(', ')}`)
    }
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
      cpuTbtMs: mainThreadCpuTbt(
        result.artifacts.Trace,
        result.lhr.configSettings.throttling?.cpuSlowdownMultiplier ?? 4,
      ),
      scriptOrder: scriptOrder(result.lhr, result.artifacts.Trace),
    } satisfies LighthouseRun
  } finally {
    chrome.kill()
  }
}

function summarise(samples: LighthouseRun[]): LighthouseResult {
  const pick = (key: keyof LighthouseFigures) => median(samples.map((s) => s[key]))
  return {
    median: {
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      benchmarkIndex: pick('benchmarkIndex'),
      cpuTbtMs: pick('cpuTbtMs'),
    },
    samples,
  }
}

/** One row of Lighthouse's network-requests audit (the fields read here). */
interface NetworkRequest {
  url: string
  resourceType?: string
  networkRequestTime?: number
  networkEndTime?: number
}

/** The trace events read here; Lighthouse's own type leaves these fields out. */
interface TraceEventData {
  name: string
  pid: number
  args: {
    data?: {
      isOutermostMainFrame?: boolean
      type?: string
      nodeId?: number
      DOMNodeId?: number
      imageUrl?: string
      url?: string
      resourceType?: string
      renderBlocking?: string
    }
  }
}

function scriptOrder(lhr: LighthouseReport, trace: Trace): ScriptOrder {
  const details = lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined
  const requests = details?.items ?? []
  const events = trace.traceEvents as unknown as TraceEventData[]
  const endOf = (request: NetworkRequest | undefined) => request?.networkEndTime ?? Number.NaN

  // The page's own largest paint (not a frame's), and the picture it drew: Chrome records the
  // picture's address on the image-paint candidate of the same DOM node, as Lighthouse's trace engine
  // reads it.
  const lcp = events
    .filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.args.data?.isOutermostMainFrame)
    .at(-1)
  const lcpImageUrl =
    lcp?.args.data?.type === 'image'
      ? events
          .filter(
            (e) =>
              e.name === 'LargestImagePaint::Candidate' &&
              e.pid === lcp.pid &&
              e.args.data?.DOMNodeId === lcp.args.data?.nodeId,
          )
          .at(-1)?.args.data?.imageUrl
      : undefined
  const lcpImage = lcpImageUrl ? requests.find((r) => r.url === lcpImageUrl && r.resourceType === 'Image') : undefined

  // Style sheets that hold up the first paint; one a script adds later is no part of the first view.
  const renderBlocking = new Set(
    events
      .filter((e) => e.name === 'ResourceSendRequest' && e.args.data?.renderBlocking === 'blocking')
      .map((e) => e.args.data?.url),
  )
  const styleSheets = requests.filter((r) => r.resourceType === 'Stylesheet' && renderBlocking.has(r.url))
  const styleSheetsEndMs = styleSheets.length ? Math.max(...styleSheets.map(endOf)) : Number.NaN
  const documentEndMs = endOf(requests.find((r) => r.resourceType === 'Document'))
  const lcpImageEndMs = endOf(lcpImage)

  const firstScript = requests
    .filter((r) => r.resourceType === 'Script' && !r.url.startsWith('data:'))
    .sort((a, b) => (a.networkRequestTime ?? 0) - (b.networkRequestTime ?? 0))[0]

  return {
    lcpElement: lcpElementLabel(lhr),
    lcpImageUrl,
    documentEndMs,
    styleSheetsEndMs,
    lcpImageEndMs,
    // A picture whose request was not found leaves the check unanswered (NaN), never passed.
    firstViewEndMs:
      lcpImageUrl && !lcpImage
        ? Number.NaN
        : Math.max(...[documentEndMs, styleSheetsEndMs, lcpImageEndMs].filter(Number.isFinite)),
    firstScriptStartMs: firstScript?.networkRequestTime ?? Number.POSITIVE_INFINITY,
    firstScriptUrl: firstScript?.url,
  }
}

/** The LCP element as the LCP breakdown insight (Lighthouse 13's successor of largest-contentful-paint-element) shows it. */
function lcpElementLabel(lhr: LighthouseReport): string {
  const details = lhr.audits['lcp-breakdown-insight']?.details as
    { items?: { type?: string; snippet?: string; nodeLabel?: string }[] } | undefined
  const node = details?.items?.find((item) => item.type === 'node')
  return node?.snippet ?? node?.nodeLabel ?? 'unknown'
}
