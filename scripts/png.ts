// A small PNG encoder for the generated icons and screenshots: Chromium's own PNGs are quickly
// compressed, and these files are downloaded by every visitor (the icons are precached). Images with
// few colours become palette PNGs; the rest are true colour, both with per-row filters and zlib level 9.
import { deflateSync } from 'node:zlib'

export interface RawImage {
  width: number
  height: number
  /** RGBA, 4 bytes a pixel, row by row. */
  data: Uint8Array
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table[n] = c >>> 0
  }
  return table
})()

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type: string, body: Uint8Array): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(body.length, 0)
  head.write(type, 4, 'ascii')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0)
  return Buffer.concat([head, body, crc])
}

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c
  const pa = Math.abs(p - a)
  const pb = Math.abs(p - b)
  const pc = Math.abs(p - c)
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
}

/** Filters every row with the filter giving the smallest sum of absolute differences (the usual heuristic). */
function filterRows(rows: Uint8Array[], bpp: number): Buffer {
  const out: Buffer[] = []
  let prev: Uint8Array = new Uint8Array(rows[0]?.length ?? 0)
  for (const row of rows) {
    let best: Uint8Array | undefined
    let bestScore = Infinity
    let bestType = 0
    for (let type = 0; type < 5; type++) {
      const f = new Uint8Array(row.length)
      let score = 0
      for (let i = 0; i < row.length; i++) {
        const a = i >= bpp ? row[i - bpp]! : 0
        const b = prev[i]!
        const c = i >= bpp ? prev[i - bpp]! : 0
        const x = row[i]!
        const v =
          (type === 0
            ? x
            : type === 1
              ? x - a
              : type === 2
                ? x - b
                : type === 3
                  ? x - ((a + b) >> 1)
                  : x - paeth(a, b, c)) & 0xff
        f[i] = v
        score += v < 128 ? v : 256 - v
      }
      if (score < bestScore) {
        bestScore = score
        best = f
        bestType = type
      }
    }
    out.push(Buffer.from([bestType]), Buffer.from(best!))
    prev = row
  }
  return Buffer.concat(out)
}

function header(width: number, height: number, colorType: number): Buffer {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 8
  ihdr[9] = colorType
  return chunk('IHDR', ihdr)
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const compress = (filtered: Buffer) => deflateSync(filtered, { level: 9, memLevel: 9 })

/** Reduces to at most 256 colours: the most frequent ones, every pixel mapped to the nearest. */
function quantize({ data }: RawImage): { palette: number[][]; indices: Uint8Array } {
  const counts = new Map<number, number>()
  for (let i = 0; i < data.length; i += 4) {
    const key = ((data[i]! << 24) | (data[i + 1]! << 16) | (data[i + 2]! << 8) | data[i + 3]!) >>> 0
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  const palette = [...counts.entries()]
    .sort((x, y) => y[1] - x[1])
    .slice(0, 256)
    .map(([key]) => [key >>> 24, (key >>> 16) & 0xff, (key >>> 8) & 0xff, key & 0xff])
  const lookup = new Map<number, number>()
  const indices = new Uint8Array(data.length / 4)
  for (let p = 0; p < indices.length; p++) {
    const i = p * 4
    const key = ((data[i]! << 24) | (data[i + 1]! << 16) | (data[i + 2]! << 8) | data[i + 3]!) >>> 0
    let index = lookup.get(key)
    if (index === undefined) {
      let best = Infinity
      index = 0
      for (let k = 0; k < palette.length; k++) {
        const c = palette[k]!
        const d =
          (c[0]! - data[i]!) ** 2 +
          (c[1]! - data[i + 1]!) ** 2 +
          (c[2]! - data[i + 2]!) ** 2 +
          2 * (c[3]! - data[i + 3]!) ** 2
        if (d < best) {
          best = d
          index = k
        }
      }
      lookup.set(key, index)
    }
    indices[p] = index
  }
  return { palette, indices }
}

export function uniqueColours({ data }: RawImage): number {
  const seen = new Set<number>()
  for (let i = 0; i < data.length; i += 4)
    seen.add(((data[i]! << 24) | (data[i + 1]! << 16) | (data[i + 2]! << 8) | data[i + 3]!) >>> 0)
  return seen.size
}

export interface EncodeOptions {
  /** Allow reducing to 256 colours (flat artwork such as icons); otherwise only when it is lossless. */
  palette?: boolean
}

export function encodePng(image: RawImage, { palette = false }: EncodeOptions = {}): Buffer {
  const { width, height, data } = image
  if (palette || uniqueColours(image) <= 256) {
    const { palette: colours, indices } = quantize(image)
    const rows = Array.from({ length: height }, (_, y) => indices.subarray(y * width, (y + 1) * width))
    const plte = Buffer.from(colours.flatMap((c) => [c[0]!, c[1]!, c[2]!]))
    const alphas = colours.map((c) => c[3]!)
    const lastTranslucent = alphas.findLastIndex((a) => a < 255)
    const parts = [SIGNATURE, header(width, height, 3), chunk('PLTE', plte)]
    if (lastTranslucent >= 0) parts.push(chunk('tRNS', Buffer.from(alphas.slice(0, lastTranslucent + 1))))
    parts.push(chunk('IDAT', compress(filterRows(rows, 1))), chunk('IEND', Buffer.alloc(0)))
    return Buffer.concat(parts)
  }
  const opaque = data.every((v, i) => i % 4 !== 3 || v === 255)
  const bpp = opaque ? 3 : 4
  const rows = Array.from({ length: height }, (_, y) => {
    const row = new Uint8Array(width * bpp)
    for (let x = 0; x < width; x++) for (let k = 0; k < bpp; k++) row[x * bpp + k] = data[(y * width + x) * 4 + k]!
    return row
  })
  return Buffer.concat([
    SIGNATURE,
    header(width, height, opaque ? 2 : 6),
    chunk('IDAT', compress(filterRows(rows, bpp))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
