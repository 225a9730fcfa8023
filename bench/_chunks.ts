import { gzipSync } from 'node:zlib'
import { startSite, launchBrowser, SITE } from './support'
const site = await startSite('/tmp/s51/data')
const browser = await launchBrowser()
for (const route of process.argv.slice(2)) {
  const ctx = await browser.newContext({ serviceWorkers: 'block' })
  const page = await ctx.newPage()
  const rows: [string, number, number][] = []
  page.on('response', async (r) => {
    if (r.request().resourceType() === 'script' && r.url().startsWith(SITE)) {
      const b = await r.body(); rows.push([r.url().replace(SITE, ''), b.length, gzipSync(b, { level: 9 }).length])
    }
  })
  await page.goto(SITE + route, { waitUntil: 'networkidle' })
  await new Promise((d) => setTimeout(d, 500))
  const idle = await page.evaluate(() => performance.getEntriesByName('app-idle-work')[0]?.startTime ?? 1e9)
  const before = new Set(await page.evaluate((i) => performance.getEntriesByType('resource').filter((e) => e.startTime < i).map((e) => e.name.replace(location.origin, '')), idle))
  console.log('==', route)
  let sum = 0
  for (const [u, raw, gz] of rows.sort((a, b) => b[2] - a[2])) { const f = before.has(u); if (f) sum += gz; console.log(f ? ' ' : '*', (gz / 1024).toFixed(2).padStart(7), (raw / 1024).toFixed(1).padStart(7), u) }
  console.log('first', (sum / 1024).toFixed(2))
  await ctx.close()
}
await browser.close(); await site.stop()
