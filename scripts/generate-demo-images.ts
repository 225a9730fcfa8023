/**
 * Draws the site's demo images (news covers, team portraits, the home hero and /default-image.jpg) on a
 * <canvas> in headless Debian Chromium and writes them to public/, or beside the feature that imports
 * them (the hero and the portraits, resized at build by vite-imagetools). Illustrations only: no photos, no text.
 * Deterministic (seeded), so re-running gives the same pictures.
 *
 *   npx tsx scripts/generate-demo-images.ts            # all images
 *   npx tsx scripts/generate-demo-images.ts news-03    # only files whose name contains "news-03"
 *
 * CHROME_PATH overrides the browser (default /usr/bin/chromium).
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { CHROME_ARGS, CHROME_PATH } from './chromium'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

type Scene =
  | 'skyline-dusk'
  | 'falling-leaves'
  | 'rockies'
  | 'geometric'
  | 'flight-paths'
  | 'study'
  | 'aurora'
  | 'ripples'
  | 'skyline-day'
  | 'documents'
  | 'big-leaf'
  | 'industry'
  | 'hero'
  | 'placeholder'
  | 'portrait'

interface Portrait {
  background: [string, string]
  skin: string
  hair: string
  hairStyle: 'short' | 'long' | 'bun'
  shirt: string
}

/** What the page needs to draw one image: plain data, since it crosses into the browser. */
interface PaintJob {
  scene: Scene
  width: number
  height: number
  seed: number
  mime: 'image/webp' | 'image/jpeg'
  quality: number
  portrait?: Portrait
}

interface ImageJob extends Omit<PaintJob, 'quality'> {
  /** Path from the repository's root. */
  file: string
  maxBytes: number
}

const KB = 1024
const news = (n: number, scene: Scene): ImageJob => ({
  file: `public/images/news/news-${String(n).padStart(2, '0')}.webp`,
  scene,
  width: 1200,
  height: 675,
  seed: n * 7919,
  mime: 'image/webp',
  maxBytes: 60 * KB,
})
const portrait = (name: string, seed: number, look: Portrait): ImageJob => ({
  file: `src/features/about/images/${name}.webp`,
  scene: 'portrait',
  width: 480,
  height: 480,
  seed,
  mime: 'image/webp',
  maxBytes: 30 * KB,
  portrait: look,
})

const jobs: ImageJob[] = [
  news(1, 'skyline-dusk'),
  news(2, 'falling-leaves'),
  news(3, 'rockies'),
  news(4, 'geometric'),
  news(5, 'flight-paths'),
  news(6, 'study'),
  news(7, 'aurora'),
  news(8, 'ripples'),
  news(9, 'skyline-day'),
  news(10, 'documents'),
  news(11, 'big-leaf'),
  news(12, 'industry'),
  portrait('founder', 11, {
    background: ['#dbe8f1', '#9fbfd6'],
    skin: '#e8b796',
    hair: '#5a3825',
    hairStyle: 'long',
    shirt: '#0b3d5c',
  }),
  portrait('business-advisor', 23, {
    background: ['#f6e3e5', '#e2a5ad'],
    skin: '#8d5a3b',
    hair: '#1f1a17',
    hairStyle: 'short',
    shirt: '#2f4858',
  }),
  portrait('consultant', 37, {
    background: ['#e4efe6', '#a9cdb2'],
    skin: '#d9a27e',
    hair: '#2b2220',
    hairStyle: 'bun',
    shirt: '#b3001b',
  }),
  {
    file: 'src/features/home/images/hero.webp',
    scene: 'hero',
    width: 1120,
    height: 840,
    seed: 2024,
    mime: 'image/webp',
    maxBytes: 80 * KB,
  },
  {
    file: 'public/default-image.jpg',
    scene: 'placeholder',
    width: 1200,
    height: 675,
    seed: 1,
    mime: 'image/jpeg',
    maxBytes: 60 * KB,
  },
]

// ---------------------------------------------------------------------------------------------------
// Browser side. This function is serialised into the page, so it must be self-contained. The Node
// tsconfig has no DOM library (on purpose), so the few canvas members used are typed here.
// ---------------------------------------------------------------------------------------------------

interface Gradient {
  addColorStop(offset: number, color: string): void
}
type Paint = string | Gradient
interface Ctx {
  fillStyle: Paint
  strokeStyle: Paint
  lineWidth: number
  lineCap: string
  lineJoin: string
  globalAlpha: number
  beginPath(): void
  closePath(): void
  moveTo(x: number, y: number): void
  lineTo(x: number, y: number): void
  quadraticCurveTo(cx: number, cy: number, x: number, y: number): void
  bezierCurveTo(c1x: number, c1y: number, c2x: number, c2y: number, x: number, y: number): void
  arc(x: number, y: number, r: number, start: number, end: number, ccw?: boolean): void
  ellipse(x: number, y: number, rx: number, ry: number, rotation: number, start: number, end: number): void
  rect(x: number, y: number, w: number, h: number): void
  roundRect(x: number, y: number, w: number, h: number, r: number): void
  fillRect(x: number, y: number, w: number, h: number): void
  fill(path?: unknown): void
  stroke(path?: unknown): void
  clip(): void
  save(): void
  restore(): void
  translate(x: number, y: number): void
  rotate(angle: number): void
  scale(x: number, y: number): void
  setLineDash(segments: number[]): void
  createLinearGradient(x0: number, y0: number, x1: number, y1: number): Gradient
  createRadialGradient(x0: number, y0: number, r0: number, x1: number, y1: number, r1: number): Gradient
}
interface Canvas {
  width: number
  height: number
  getContext(kind: '2d'): Ctx | null
  toDataURL(mime: string, quality: number): string
}
interface PageGlobals {
  document: { createElement(tag: 'canvas'): Canvas }
  Path2D: new (d: string) => unknown
}

function paintInPage(job: PaintJob): string {
  const page = globalThis as unknown as PageGlobals
  const canvas = page.document.createElement('canvas')
  canvas.width = job.width
  canvas.height = job.height
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('no 2d context')
  const W = job.width
  const H = job.height
  const TAU = Math.PI * 2

  // mulberry32: small, seeded, good enough for placing shapes.
  let state = job.seed >>> 0
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const between = (min: number, max: number) => min + random() * (max - min)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T

  const linear = (x0: number, y0: number, x1: number, y1: number, stops: readonly [number, string][]) => {
    const gradient = ctx.createLinearGradient(x0, y0, x1, y1)
    for (const [offset, color] of stops) gradient.addColorStop(offset, color)
    return gradient
  }
  const radial = (x: number, y: number, r: number, stops: readonly [number, string][]) => {
    const gradient = ctx.createRadialGradient(x, y, 0, x, y, r)
    for (const [offset, color] of stops) gradient.addColorStop(offset, color)
    return gradient
  }
  const background = (stops: readonly [number, string][], vertical = true) => {
    ctx.fillStyle = vertical ? linear(0, 0, 0, H, stops) : linear(0, 0, W, H, stops)
    ctx.fillRect(0, 0, W, H)
  }
  const circle = (x: number, y: number, r: number, fill: Paint, alpha = 1) => {
    ctx.save()
    ctx.globalAlpha = alpha
    ctx.fillStyle = fill
    ctx.beginPath()
    ctx.arc(x, y, r, 0, TAU)
    ctx.fill()
    ctx.restore()
  }

  // The maple leaf of the Flag of Canada (public domain), in a box about 4000 units wide, stem at the bottom.
  const leafPath = new page.Path2D(
    'm-90 2030 45-863a95 95 0 0 0-111-98l-859 151 116-320a65 65 0 0 0-20-73l-941-762 212-99a65 65 0 0 0 34-79l-186-572 542 115a65 65 0 0 0 73-38l105-247 423 454a65 65 0 0 0 111-57l-204-1052 327 189a65 65 0 0 0 91-27l332-652 332 652a65 65 0 0 0 91 27l327-189-204 1052a65 65 0 0 0 111 57l423-454 105 247a65 65 0 0 0 73 38l542-115-186 572a65 65 0 0 0 34 79l212 99-941 762a65 65 0 0 0-20 73l116 320-859-151a95 95 0 0 0-111 98l45 863z',
  )
  const leaf = (x: number, y: number, size: number, angle: number, fill: Paint, alpha = 1) => {
    ctx.save()
    ctx.globalAlpha = alpha
    ctx.translate(x, y)
    ctx.rotate(angle)
    const s = size / 4300
    ctx.scale(s, s)
    ctx.fillStyle = fill
    ctx.fill(leafPath)
    ctx.restore()
  }

  /** A ridge of mountains from left to right, filled down to the bottom. */
  const mountains = (baseY: number, peaks: number, minH: number, maxH: number, fill: Paint, snow?: string) => {
    const points: [number, number][] = [[0, baseY - between(minH, maxH) * 0.5]]
    const step = W / peaks
    for (let i = 0; i < peaks; i += 1) {
      points.push([step * i + step * between(0.35, 0.65), baseY - between(minH, maxH)])
      points.push([step * (i + 1), baseY - between(minH * 0.2, minH * 0.6)])
    }
    ctx.fillStyle = fill
    ctx.beginPath()
    ctx.moveTo(0, H)
    for (const [x, y] of points) ctx.lineTo(x, y)
    ctx.lineTo(W, H)
    ctx.closePath()
    ctx.fill()
    if (!snow) return
    ctx.fillStyle = snow
    for (let i = 1; i < points.length - 1; i += 2) {
      const [px, py] = points[i] as [number, number]
      const [lx, ly] = points[i - 1] as [number, number]
      const [rx, ry] = points[i + 1] as [number, number]
      const f = 0.22
      ctx.beginPath()
      ctx.moveTo(px, py)
      ctx.lineTo(px + (rx - px) * f, py + (ry - py) * f)
      ctx.lineTo(px + (rx - px) * f * 0.5, py + (ry - py) * f * 0.8)
      ctx.lineTo(px, py + (ry - py) * f * 0.7)
      ctx.lineTo(px + (lx - px) * f * 0.5, py + (ly - py) * f * 0.85)
      ctx.lineTo(px + (lx - px) * f, py + (ly - py) * f)
      ctx.closePath()
      ctx.fill()
    }
  }

  /** A row of buildings standing on baseY, with optional lit windows and a needle tower. */
  const skyline = (
    baseY: number,
    minH: number,
    maxH: number,
    fill: Paint,
    opts: { windows?: string; tower?: number; minW?: number; maxW?: number } = {},
  ) => {
    let x = -10
    const buildings: [number, number, number][] = []
    while (x < W + 10) {
      const w = between(opts.minW ?? 40, opts.maxW ?? 110)
      const h = between(minH, maxH)
      buildings.push([x, w, h])
      x += w + between(-6, 4)
    }
    ctx.fillStyle = fill
    for (const [bx, bw, bh] of buildings) {
      ctx.fillRect(bx, baseY - bh, bw, bh + 2)
      if (random() < 0.35) ctx.fillRect(bx + bw * 0.3, baseY - bh - bh * 0.12, bw * 0.4, bh * 0.12)
    }
    if (opts.tower !== undefined) {
      const tx = opts.tower
      const th = maxH * 2.1
      ctx.beginPath()
      ctx.moveTo(tx - 14, baseY)
      ctx.lineTo(tx - 5, baseY - th * 0.62)
      ctx.lineTo(tx + 5, baseY - th * 0.62)
      ctx.lineTo(tx + 14, baseY)
      ctx.closePath()
      ctx.fill()
      ctx.beginPath()
      ctx.ellipse(tx, baseY - th * 0.64, 20, 11, 0, 0, TAU)
      ctx.fill()
      ctx.fillRect(tx - 3, baseY - th, 6, th * 0.36)
    }
    if (!opts.windows) return
    ctx.fillStyle = opts.windows
    for (const [bx, bw, bh] of buildings) {
      for (let wy = baseY - bh + 12; wy < baseY - 10; wy += 16) {
        for (let wx = bx + 8; wx < bx + bw - 10; wx += 14) {
          if (random() < 0.28) ctx.fillRect(wx, wy, 5, 7)
        }
      }
    }
  }

  const conifers = (baseY: number, count: number, minH: number, maxH: number, fill: Paint) => {
    ctx.fillStyle = fill
    for (let i = 0; i < count; i += 1) {
      const x = between(-20, W + 20)
      const h = between(minH, maxH)
      const w = h * 0.38
      ctx.beginPath()
      ctx.moveTo(x, baseY - h)
      for (let tier = 1; tier <= 3; tier += 1) {
        const ty = baseY - h + (h * 0.85 * tier) / 3
        const tw = (w * tier) / 3
        ctx.lineTo(x + tw, ty)
        ctx.lineTo(x + tw * 0.45, ty)
      }
      ctx.lineTo(x + w * 0.12, baseY)
      ctx.lineTo(x - w * 0.12, baseY)
      for (let tier = 3; tier >= 1; tier -= 1) {
        const ty = baseY - h + (h * 0.85 * tier) / 3
        const tw = (w * tier) / 3
        ctx.lineTo(x - tw * 0.45, ty)
        ctx.lineTo(x - tw, ty)
      }
      ctx.closePath()
      ctx.fill()
    }
  }

  const water = (top: number, fill: Paint, ripple: string) => {
    ctx.fillStyle = fill
    ctx.fillRect(0, top, W, H - top)
    ctx.fillStyle = ripple
    for (let i = 0; i < 40; i += 1) {
      const y = between(top + 6, H - 4)
      const w = between(30, 160)
      ctx.fillRect(between(0, W), y, w, 2)
    }
  }

  const roundedBox = (x: number, y: number, w: number, h: number, r: number, fill: Paint) => {
    ctx.fillStyle = fill
    ctx.beginPath()
    ctx.roundRect(x, y, w, h, r)
    ctx.fill()
  }

  const scenes: Record<Scene, () => void> = {
    'skyline-dusk': () => {
      background([
        [0, '#0b3d5c'],
        [0.55, '#7b4a6b'],
        [0.8, '#e98a5a'],
        [1, '#f6c27a'],
      ])
      circle(
        W * 0.7,
        H * 0.62,
        90,
        radial(W * 0.7, H * 0.62, 90, [
          [0, '#fff4d6'],
          [1, '#f8b26a'],
        ]),
      )
      skyline(H * 0.78, 80, 190, '#5b3a5c', { minW: 50, maxW: 90 })
      skyline(H * 0.8, 60, 150, '#1f2540', { windows: 'rgba(255,214,140,0.75)', tower: W * 0.28 })
      water(
        H * 0.8,
        linear(0, H * 0.8, 0, H, [
          [0, '#1d2a48'],
          [1, '#0b1f33'],
        ]),
        'rgba(248,178,106,0.35)',
      )
    },
    'falling-leaves': () => {
      background(
        [
          [0, '#fff6ec'],
          [1, '#f4d3bd'],
        ],
        false,
      )
      const colors = ['#b3001b', '#d9472b', '#e98a2b', '#c9302c', '#8c0015', '#f0a830']
      for (let i = 0; i < 16; i += 1) {
        leaf(
          between(40, W - 40),
          between(40, H - 40),
          between(60, 190),
          between(-0.6, 0.6),
          pick(colors),
          between(0.6, 1),
        )
      }
    },
    rockies: () => {
      background([
        [0, '#9ccbe6'],
        [0.6, '#e3f1f8'],
      ])
      circle(W * 0.8, H * 0.2, 46, '#fff7de')
      mountains(H * 0.62, 4, 150, 300, '#7d9bb3', '#ffffff')
      mountains(H * 0.7, 5, 80, 190, '#4f6f87', '#e8f0f5')
      water(
        H * 0.7,
        linear(0, H * 0.7, 0, H, [
          [0, '#4f8fb0'],
          [1, '#21557a'],
        ]),
        'rgba(255,255,255,0.35)',
      )
      conifers(H * 0.74, 18, 70, 150, '#143a33')
      conifers(H, 10, 160, 260, '#0d2a25')
    },
    geometric: () => {
      background([
        [0, '#0b3d5c'],
        [1, '#072a40'],
      ])
      const size = 150
      const palette = ['#0b3d5c', '#124e73', '#1c638d', '#e6eff5', '#b3001b', '#2f7aa6', '#0f4566']
      for (let row = -1; row < H / size + 1; row += 1) {
        for (let col = -1; col < W / size + 1; col += 1) {
          const x = col * size + (row % 2 === 0 ? 0 : size / 2)
          const y = row * size * 0.87
          for (const up of [true, false]) {
            const color =
              random() < 0.06 ? '#b3001b' : random() < 0.1 ? '#e6eff5' : pick(palette.slice(0, 3).concat('#2f7aa6'))
            ctx.fillStyle = color
            ctx.globalAlpha = between(0.55, 1)
            ctx.beginPath()
            if (up) {
              ctx.moveTo(x, y + size * 0.87)
              ctx.lineTo(x + size / 2, y)
              ctx.lineTo(x + size, y + size * 0.87)
            } else {
              ctx.moveTo(x + size / 2, y)
              ctx.lineTo(x + size * 1.5, y)
              ctx.lineTo(x + size, y + size * 0.87)
            }
            ctx.closePath()
            ctx.fill()
          }
        }
      }
    },
    'flight-paths': () => {
      background([
        [0, '#072a40'],
        [1, '#0b3d5c'],
      ])
      const cx = W * 0.5
      const cy = H * 1.25
      ctx.strokeStyle = 'rgba(230,239,245,0.12)'
      ctx.lineWidth = 2
      for (let r = 300; r < 1200; r += 110) {
        ctx.beginPath()
        ctx.arc(cx, cy, r, Math.PI, TAU)
        ctx.stroke()
      }
      const nodes: [number, number][] = []
      for (let i = 0; i < 9; i += 1) nodes.push([between(80, W - 80), between(90, H - 120)])
      const home: [number, number] = [W * 0.62, H * 0.42]
      ctx.setLineDash([10, 12])
      ctx.lineWidth = 3
      for (const [x, y] of nodes) {
        ctx.strokeStyle = 'rgba(255,255,255,0.55)'
        ctx.beginPath()
        ctx.moveTo(x, y)
        ctx.quadraticCurveTo((x + home[0]) / 2, Math.min(y, home[1]) - 140, home[0], home[1])
        ctx.stroke()
      }
      ctx.setLineDash([])
      for (const [x, y] of nodes) {
        circle(x, y, 16, 'rgba(255,255,255,0.15)')
        circle(x, y, 7, '#e6eff5')
      }
      circle(home[0], home[1], 70, 'rgba(179,0,27,0.25)')
      circle(home[0], home[1], 44, '#b3001b')
      leaf(home[0], home[1] + 2, 58, 0, '#ffffff')
    },
    study: () => {
      background(
        [
          [0, '#e6eff5'],
          [1, '#c9dcea'],
        ],
        false,
      )
      circle(W * 0.18, H * 0.2, 160, 'rgba(255,255,255,0.6)')
      circle(W * 0.9, H * 0.85, 220, 'rgba(11,61,92,0.08)')
      roundedBox(W * 0.15, H * 0.84, W * 0.7, 24, 6, '#8a6a4f')
      const colors = ['#0b3d5c', '#b3001b', '#2f7aa6', '#e9a23b', '#1e6b34', '#6c4f8f']
      let y = H * 0.84
      for (let i = 0; i < 6; i += 1) {
        const h = between(34, 52)
        const w = between(300, 420)
        const x = W * 0.5 - w / 2 + between(-30, 30)
        y -= h
        roundedBox(x, y, w, h - 3, 6, colors[i % colors.length] as string)
        ctx.fillStyle = 'rgba(255,255,255,0.35)'
        ctx.fillRect(x + 18, y + h / 2 - 4, w * 0.5, 4)
      }
      // A mortarboard resting on the books.
      const capY = y - 34
      ctx.fillStyle = '#16222c'
      ctx.beginPath()
      ctx.moveTo(W * 0.5, capY - 60)
      ctx.lineTo(W * 0.5 + 190, capY)
      ctx.lineTo(W * 0.5, capY + 60)
      ctx.lineTo(W * 0.5 - 190, capY)
      ctx.closePath()
      ctx.fill()
      roundedBox(W * 0.5 - 95, capY + 20, 190, 48, 10, '#16222c')
      ctx.strokeStyle = '#e9a23b'
      ctx.lineWidth = 5
      ctx.beginPath()
      ctx.moveTo(W * 0.5, capY)
      ctx.lineTo(W * 0.5 + 150, capY + 20)
      ctx.lineTo(W * 0.5 + 150, capY + 95)
      ctx.stroke()
      circle(W * 0.5 + 150, capY + 100, 9, '#e9a23b')
    },
    aurora: () => {
      background([
        [0, '#050d1f'],
        [0.7, '#0b2a45'],
        [1, '#123f56'],
      ])
      for (let i = 0; i < 140; i += 1)
        circle(between(0, W), between(0, H * 0.6), between(0.8, 2.2), '#ffffff', between(0.3, 0.9))
      for (let band = 0; band < 4; band += 1) {
        const y0 = H * between(0.2, 0.45)
        ctx.save()
        ctx.globalAlpha = 0.35
        ctx.fillStyle = linear(0, y0 - 160, 0, y0 + 120, [
          [0, 'rgba(80,255,170,0)'],
          [0.6, band % 2 ? 'rgba(90,220,200,0.9)' : 'rgba(110,255,160,0.9)'],
          [1, 'rgba(80,255,170,0)'],
        ])
        ctx.beginPath()
        ctx.moveTo(0, y0)
        ctx.bezierCurveTo(W * 0.3, y0 - between(60, 160), W * 0.6, y0 + between(40, 140), W, y0 - between(0, 120))
        ctx.lineTo(W, y0 - 200)
        ctx.bezierCurveTo(W * 0.6, y0 - 120, W * 0.3, y0 - 300, 0, y0 - 180)
        ctx.closePath()
        ctx.fill()
        ctx.restore()
      }
      mountains(H * 0.86, 6, 40, 110, '#0a1d2c')
      conifers(H, 40, 90, 200, '#03101a')
    },
    ripples: () => {
      background(
        [
          [0, '#f6f8fa'],
          [1, '#e6eff5'],
        ],
        false,
      )
      const centers: [number, number, string][] = [
        [W * 0.3, H * 0.45, '11,61,92'],
        [W * 0.75, H * 0.6, '179,0,27'],
      ]
      for (const [x, y, rgb] of centers) {
        for (let r = 30; r < 520; r += 34) {
          ctx.strokeStyle = `rgba(${rgb},${Math.max(0.05, 0.5 - r / 1100)})`
          ctx.lineWidth = 6
          ctx.beginPath()
          ctx.arc(x, y, r, 0, TAU)
          ctx.stroke()
        }
        circle(x, y, 30, `rgb(${rgb})`)
      }
    },
    'skyline-day': () => {
      background([
        [0, '#6fb1dc'],
        [0.7, '#d6ecf7'],
      ])
      for (let i = 0; i < 4; i += 1) {
        const x = between(100, W - 200)
        const y = between(60, 200)
        ctx.fillStyle = 'rgba(255,255,255,0.85)'
        ctx.beginPath()
        ctx.ellipse(x, y, 90, 26, 0, 0, TAU)
        ctx.ellipse(x + 50, y - 18, 50, 30, 0, 0, TAU)
        ctx.fill()
      }
      mountains(H * 0.62, 3, 160, 260, '#9bb4c8', '#f4f8fb')
      skyline(H * 0.76, 70, 210, '#2f5f80', { windows: 'rgba(214,236,247,0.5)', minW: 36, maxW: 80 })
      water(
        H * 0.76,
        linear(0, H * 0.76, 0, H, [
          [0, '#3f86ad'],
          [1, '#1c4f73'],
        ]),
        'rgba(255,255,255,0.4)',
      )
    },
    documents: () => {
      background(
        [
          [0, '#e6eff5'],
          [1, '#f6f8fa'],
        ],
        false,
      )
      circle(W * 0.85, H * 0.15, 180, 'rgba(179,0,27,0.08)')
      circle(W * 0.1, H * 0.9, 220, 'rgba(11,61,92,0.08)')
      const cards: [number, number, number][] = [
        [W * 0.36, H * 0.52, -0.16],
        [W * 0.5, H * 0.5, 0.04],
        [W * 0.64, H * 0.52, 0.18],
      ]
      cards.forEach(([x, y, angle], index) => {
        ctx.save()
        ctx.translate(x, y)
        ctx.rotate(angle)
        roundedBox(-150 + 6, -200 + 10, 300, 400, 18, 'rgba(7,42,64,0.15)')
        roundedBox(-150, -200, 300, 400, 18, '#ffffff')
        roundedBox(-150, -200, 300, 64, 18, index === 1 ? '#0b3d5c' : '#2f7aa6')
        ctx.fillStyle = '#d5dde4'
        for (let line = 0; line < 7; line += 1) ctx.fillRect(-110, -100 + line * 34, between(140, 220), 12)
        ctx.restore()
      })
      circle(W * 0.6, H * 0.74, 54, '#1e6b34')
      ctx.strokeStyle = '#ffffff'
      ctx.lineWidth = 12
      ctx.lineCap = 'round'
      ctx.lineJoin = 'round'
      ctx.beginPath()
      ctx.moveTo(W * 0.6 - 24, H * 0.74)
      ctx.lineTo(W * 0.6 - 6, H * 0.74 + 18)
      ctx.lineTo(W * 0.6 + 26, H * 0.74 - 16)
      ctx.stroke()
    },
    'big-leaf': () => {
      background([
        [0, '#ffffff'],
        [1, '#f6f8fa'],
      ])
      ctx.fillStyle = '#b3001b'
      ctx.fillRect(0, 0, W * 0.16, H)
      ctx.fillRect(W * 0.84, 0, W * 0.16, H)
      circle(W * 0.5, H * 0.5, 300, 'rgba(179,0,27,0.06)')
      leaf(
        W * 0.5,
        H * 0.53,
        470,
        0,
        linear(0, H * 0.1, 0, H * 0.9, [
          [0, '#d11a33'],
          [1, '#8c0015'],
        ]),
      )
    },
    industry: () => {
      background([
        [0, '#dce9f2'],
        [1, '#b9d0e0'],
      ])
      // Gears behind the plant.
      const gear = (x: number, y: number, r: number, teeth: number, fill: string) => {
        ctx.fillStyle = fill
        ctx.beginPath()
        for (let i = 0; i < teeth * 2; i += 1) {
          const a = (i / (teeth * 2)) * TAU
          const rr = i % 2 === 0 ? r : r * 0.82
          ctx.lineTo(x + Math.cos(a) * rr, y + Math.sin(a) * rr)
        }
        ctx.closePath()
        ctx.fill()
        circle(x, y, r * 0.35, '#dce9f2')
      }
      gear(W * 0.78, H * 0.32, 130, 14, 'rgba(11,61,92,0.25)')
      gear(W * 0.92, H * 0.58, 80, 10, 'rgba(179,0,27,0.3)')
      gear(W * 0.15, H * 0.25, 70, 9, 'rgba(11,61,92,0.18)')
      // Chimneys and smoke.
      for (const [x, h] of [
        [W * 0.22, 300],
        [W * 0.3, 250],
      ] as const) {
        ctx.fillStyle = '#2f4858'
        ctx.fillRect(x, H * 0.8 - h, 38, h)
        for (let i = 0; i < 4; i += 1) circle(x + 30 + i * 26, H * 0.8 - h - 30 - i * 22, 22 + i * 6, '#ffffff', 0.55)
      }
      // Saw-tooth roof line.
      ctx.fillStyle = '#0b3d5c'
      ctx.beginPath()
      ctx.moveTo(W * 0.12, H)
      ctx.lineTo(W * 0.12, H * 0.62)
      const teeth = 6
      const span = (W * 0.72) / teeth
      for (let i = 0; i < teeth; i += 1) {
        const x = W * 0.12 + i * span
        ctx.lineTo(x + span, H * 0.52)
        ctx.lineTo(x + span, H * 0.62)
      }
      ctx.lineTo(W * 0.84, H)
      ctx.closePath()
      ctx.fill()
      ctx.fillStyle = 'rgba(230,239,245,0.75)'
      for (let i = 0; i < teeth; i += 1) ctx.fillRect(W * 0.12 + i * span + 24, H * 0.68, span - 48, 40)
      roundedBox(W * 0.45, H * 0.82, 90, H * 0.18, 4, '#072a40')
      ctx.fillStyle = '#5f7f93'
      ctx.fillRect(0, H * 0.95, W, H * 0.05)
    },
    hero: () => {
      background([
        [0, '#cfe3f0'],
        [0.55, '#f7ede4'],
        [1, '#fbe3d6'],
      ])
      circle(
        W * 0.72,
        H * 0.3,
        110,
        radial(W * 0.72, H * 0.3, 110, [
          [0, '#fffaf0'],
          [1, '#f9cf9c'],
        ]),
      )
      mountains(H * 0.6, 3, 170, 290, '#a8c0d3', '#ffffff')
      mountains(H * 0.68, 4, 90, 180, '#7e9fb8')
      skyline(H * 0.8, 90, 230, '#0b3d5c', { windows: 'rgba(255,230,190,0.6)', tower: W * 0.36, minW: 44, maxW: 90 })
      water(
        H * 0.8,
        linear(0, H * 0.8, 0, H, [
          [0, '#1c5a80'],
          [1, '#0b3d5c'],
        ]),
        'rgba(255,255,255,0.35)',
      )
      // A dotted flight path arriving at the city, and the leaf as the destination mark.
      ctx.setLineDash([4, 16])
      ctx.lineCap = 'round'
      ctx.lineWidth = 6
      ctx.strokeStyle = 'rgba(179,0,27,0.7)'
      ctx.beginPath()
      ctx.moveTo(-20, H * 0.42)
      ctx.bezierCurveTo(W * 0.25, H * 0.05, W * 0.55, H * 0.08, W * 0.78, H * 0.2)
      ctx.stroke()
      ctx.setLineDash([])
      circle(W * 0.82, H * 0.22, 62, '#ffffff', 0.95)
      leaf(W * 0.82, H * 0.225, 84, 0.12, '#b3001b')
      for (let i = 0; i < 5; i += 1) {
        const x = between(W * 0.05, W * 0.5)
        const y = between(H * 0.12, H * 0.4)
        ctx.strokeStyle = 'rgba(11,61,92,0.5)'
        ctx.lineWidth = 3
        ctx.beginPath()
        ctx.moveTo(x - 12, y)
        ctx.quadraticCurveTo(x - 6, y - 8, x, y)
        ctx.quadraticCurveTo(x + 6, y - 8, x + 12, y)
        ctx.stroke()
      }
    },
    placeholder: () => {
      // The brand's own card, for a post without a picture: navy, a few faint leaves falling, and the
      // leaf in a ring at the centre. It reads as the company's, not as a picture that failed.
      background([
        [0, '#0b3d5c'],
        [1, '#072a40'],
      ])
      for (let i = 0; i < 9; i += 1)
        leaf(random() * W, random() * H, 90 + random() * 120, (random() - 0.5) * 1.4, '#ffffff', 0.07)
      circle(W / 2, H / 2, 150, 'rgba(255,255,255,0.08)')
      ctx.strokeStyle = 'rgba(255,255,255,0.35)'
      ctx.lineWidth = 6
      ctx.beginPath()
      ctx.arc(W / 2, H / 2, 150, 0, TAU)
      ctx.stroke()
      leaf(W / 2, H / 2 + 6, 190, 0, '#c8102e')
    },
    portrait: () => {
      const look = job.portrait
      if (!look) throw new Error('portrait without a look')
      background(
        [
          [0, look.background[0]],
          [1, look.background[1]],
        ],
        false,
      )
      circle(W * 0.5, H * 0.5, W * 0.42, 'rgba(255,255,255,0.35)')
      const cx = W / 2
      // Hair behind the head (long style).
      if (look.hairStyle === 'long') {
        roundedBox(cx - 98, H * 0.22, 196, 240, 90, look.hair)
      }
      // Shoulders and shirt.
      ctx.fillStyle = look.shirt
      ctx.beginPath()
      ctx.moveTo(cx - 190, H + 10)
      ctx.bezierCurveTo(cx - 185, H * 0.7, cx - 120, H * 0.68, cx - 60, H * 0.66)
      ctx.lineTo(cx + 60, H * 0.66)
      ctx.bezierCurveTo(cx + 120, H * 0.68, cx + 185, H * 0.7, cx + 190, H + 10)
      ctx.closePath()
      ctx.fill()
      // Neck and collar.
      roundedBox(cx - 34, H * 0.5, 68, 110, 24, look.skin)
      ctx.fillStyle = 'rgba(0,0,0,0.12)'
      ctx.fillRect(cx - 34, H * 0.56, 68, 14)
      ctx.fillStyle = '#ffffff'
      ctx.beginPath()
      ctx.moveTo(cx - 62, H * 0.66)
      ctx.lineTo(cx, H * 0.8)
      ctx.lineTo(cx + 62, H * 0.66)
      ctx.lineTo(cx + 36, H * 0.64)
      ctx.lineTo(cx, H * 0.73)
      ctx.lineTo(cx - 36, H * 0.64)
      ctx.closePath()
      ctx.fill()
      // Head and ears.
      circle(cx - 80, H * 0.4, 16, look.skin)
      circle(cx + 80, H * 0.4, 16, look.skin)
      ctx.fillStyle = look.skin
      ctx.beginPath()
      ctx.ellipse(cx, H * 0.38, 80, 96, 0, 0, TAU)
      ctx.fill()
      // Hair on top.
      ctx.fillStyle = look.hair
      ctx.beginPath()
      if (look.hairStyle === 'short') {
        ctx.ellipse(cx, H * 0.3, 84, 62, 0, Math.PI * 0.98, Math.PI * 2.02)
        ctx.closePath()
        ctx.fill()
      } else {
        ctx.ellipse(cx, H * 0.31, 86, 70, 0, Math.PI * 0.95, Math.PI * 2.05)
        ctx.quadraticCurveTo(cx + 30, H * 0.26, cx - 20, H * 0.24)
        ctx.quadraticCurveTo(cx - 60, H * 0.3, cx - 84, H * 0.4)
        ctx.closePath()
        ctx.fill()
        if (look.hairStyle === 'bun') circle(cx + 10, H * 0.12, 40, look.hair)
      }
      // A calm, neutral face: eyes and a soft smile.
      circle(cx - 28, H * 0.4, 6, 'rgba(30,25,22,0.8)')
      circle(cx + 28, H * 0.4, 6, 'rgba(30,25,22,0.8)')
      ctx.strokeStyle = 'rgba(30,25,22,0.55)'
      ctx.lineWidth = 5
      ctx.lineCap = 'round'
      ctx.beginPath()
      ctx.arc(cx, H * 0.445, 24, Math.PI * 0.2, Math.PI * 0.8)
      ctx.stroke()
    },
  }

  scenes[job.scene]()
  return canvas.toDataURL(job.mime, job.quality)
}

// ---------------------------------------------------------------------------------------------------
// Node side.
// ---------------------------------------------------------------------------------------------------

async function main() {
  const filter = process.argv[2]
  const selected = filter ? jobs.filter((job) => job.file.includes(filter)) : jobs
  if (selected.length === 0) throw new Error(`No image matches "${filter}".`)

  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: CHROME_ARGS,
  })
  try {
    const page = await browser.newPage()
    await page.setContent('<!doctype html><title>demo images</title>')
    // tsx compiles with esbuild's keepNames, which wraps nested functions in __name(); give the page one.
    await page.evaluate('globalThis.__name = (fn) => fn')

    let total = 0
    for (const job of selected) {
      const { file, maxBytes, ...paint } = job
      let bytes: Buffer | undefined
      // Start at the brief's quality and step down only when an image is over its budget.
      for (let quality = 0.8; quality >= 0.39; quality -= 0.1) {
        const dataUrl = await page.evaluate(paintInPage, { ...paint, quality })
        const prefix = `data:${job.mime};base64,`
        if (!dataUrl.startsWith(prefix)) throw new Error(`${file}: the browser did not encode ${job.mime}`)
        bytes = Buffer.from(dataUrl.slice(prefix.length), 'base64')
        if (bytes.length <= maxBytes) break
      }
      if (!bytes || bytes.length > maxBytes) throw new Error(`${file}: ${bytes?.length} bytes is over ${maxBytes}`)
      const target = join(root, file)
      await mkdir(dirname(target), { recursive: true })
      await writeFile(target, bytes)
      total += bytes.length
      console.log(`${relative(root, target).padEnd(36)} ${job.width}×${job.height}  ${bytes.length} bytes`)
    }
    console.log(`total ${total} bytes`)
  } finally {
    await browser.close()
  }
}

await main()
