// Lighthouse (mobile preset, its default simulated throttling) through its Node API, driving Debian's
// chromium. Each route is audited `runs` times; every figure is the median of the runs. A run that
// measured no performance (Lighthouse reports an error instead, as a busy machine sometimes makes
// it do) is reported, and replaced by another, up to `runs` extra attempts. The runs themselves are
// returned too: on a shared machine their spread says how far a median can be trusted.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROME_ARGS, CHROME_PATH, median } from './support'

export interface LighthouseFigures {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
}

export interface LighthouseResult {
  median: LighthouseFigures
  /** Every run that measured performance, in the order run. */
  samples: LighthouseFigures[]
}

export async function runLighthouse(url: string, runs: number): Promise<LighthouseResult> {
  const samples: LighthouseFigures[] = []
  for (let attempt = 0; samples.length < runs && attempt < 2 * runs; attempt++) {
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
        continue
      }
      samples.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      })
      const failing = Object.values(audits).filter(
        (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary',
      )
      if (samples.length === 1 && failing.length)
        console.log(`  ${url}: failing audits: ${failing.map((a) => a.id).join(', ')}`)
    } finally {
      chrome.kill()
    }
  }
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
    },
    samples,
  }
}
