// The file preview as a caller sees it: sizes and formats of what comes back, Appwrite's refusals, the
// same read rule as /view, the icon for other files, and the real web SDK's preview URL.
import { ImageFormat, ImageGravity, Storage, Client as WebClient } from 'appwrite'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../app'
import { startServer, type RunningServer } from '../../index'
import { createSchema, type Schema } from '../../lib/schema'
import { openStore, type Store } from '../../store/store'
import { PROJECT_ID, TEST_API_KEY, fileOf, pdfBytes, tempDir, testSchema } from '../../test-support/server-fixture'

const RED = { r: 200, g: 0, b: 0 }
const BLUE = { r: 0, g: 0, b: 200 }

/** The test schema plus a public picture bucket and one where each file says who may read it. */
function previewSchema(): Schema {
  const file = structuredClone(testSchema().file)
  const bucket = {
    name: 'Pictures',
    enabled: true,
    maximumFileSize: 30_000_000,
    allowedFileExtensions: [],
    compression: 'none' as const,
    encryption: false,
    antivirus: false,
    transformations: true,
  }
  file.buckets.push(
    { ...bucket, $id: 'pictures', $permissions: ['create("any")', 'read("any")'], fileSecurity: false },
    { ...bucket, $id: 'own-pictures', $permissions: ['create("any")'], fileSecurity: true },
    {
      ...bucket,
      $id: 'plain-pictures',
      $permissions: ['create("any")', 'read("any")'],
      fileSecurity: false,
      transformations: false,
    },
  )
  return createSchema(file)
}

/** A 1200 × 800 photo, red above and blue below, so a crop shows which part it kept. */
const photo = (format: 'jpeg' | 'png' = 'jpeg') =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: BLUE } })
    .composite([
      {
        input: { create: { width: 1200, height: 400, channels: 3, background: RED } },
        top: 0,
        left: 0,
      },
    ])
    .toFormat(format)
    .toBuffer()

const bytesOf = (buffer: Buffer) => new Uint8Array(buffer)

async function pictureOf(res: Response) {
  const body = Buffer.from(await res.arrayBuffer())
  return { body, metadata: await sharp(body).metadata() }
}

/** The colour of one pixel, each channel rounded to the nearest 10 (lossy formats move them a little). */
async function pixel(body: Buffer, x: number, y: number) {
  const { data, info } = await sharp(body).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const at = (y * info.width + x) * info.channels
  return [...data.subarray(at, at + 3)].map((v) => Math.round(v / 10) * 10)
}

describe('file preview, in process', () => {
  let store: Store
  let request: (path: string, init?: RequestInit & { admin?: boolean }) => Promise<Response>
  const dir = tempDir()

  const upload = async (bucket: string, fileId: string, file: File, permissions: string[] = []) => {
    const body = new FormData()
    body.append('fileId', fileId)
    body.append('file', file)
    for (const permission of permissions) body.append('permissions[]', permission)
    const res = await request(`/v1/storage/buckets/${bucket}/files`, { method: 'POST', body })
    expect(res.status, await res.clone().text()).toBe(201)
  }
  const preview = (bucket: string, fileId: string, query = '', init: { admin?: boolean } = {}) =>
    request(`/v1/storage/buckets/${bucket}/files/${fileId}/preview${query}`, init)
  const view = (bucket: string, fileId: string) => request(`/v1/storage/buckets/${bucket}/files/${fileId}/view`)

  beforeAll(async () => {
    store = openStore(dir.path)
    const app = createApp({ store, schema: previewSchema(), apiKey: TEST_API_KEY, logError: () => {} })
    request = async (path, { admin, ...init } = {}) => {
      const headers = new Headers(init.headers)
      headers.set('x-appwrite-project', PROJECT_ID)
      if (admin) headers.set('x-appwrite-key', TEST_API_KEY)
      return app.request(path, { ...init, headers })
    }
    await upload('pictures', 'photo', fileOf(bytesOf(await photo()), 'photo.jpg', 'image/jpeg'))
    await upload('pictures', 'drawing', fileOf(bytesOf(await photo('png')), 'drawing.png', 'image/png'))
    await upload('pictures', 'old-name', fileOf(bytesOf(await photo()), 'scan.jfif', 'image/jpeg'))
    await upload('pictures', 'report', fileOf(pdfBytes(2048), 'report.pdf'))
    await upload('pictures', 'not-a-png', fileOf(new TextEncoder().encode('just words'), 'notes.png', 'image/png'))
    const cut = (await photo()).subarray(0, 600)
    await upload('pictures', 'cut-short', fileOf(bytesOf(cut), 'cut.jpg', 'image/jpeg'))
    await upload('own-pictures', 'shared', fileOf(bytesOf(await photo()), 'a.jpg', 'image/jpeg'), ['read("any")'])
    await upload('own-pictures', 'kept', fileOf(bytesOf(await photo()), 'b.jpg', 'image/jpeg'))
    await upload('resumes', 'cv', fileOf(pdfBytes(4096), 'cv.pdf'))
    await upload('plain-pictures', 'plain', fileOf(bytesOf(await photo()), 'c.jpg', 'image/jpeg'))
  })
  afterAll(() => {
    store.close()
    dir.remove()
  })

  it('sends a 1200-px photo at width=480 as a 480 × 320 WebP, cached privately for 30 days', async () => {
    const res = await preview('pictures', 'photo', '?width=480&output=webp')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect(res.headers.get('cache-control')).toBe('private, max-age=2592000')
    const { body, metadata } = await pictureOf(res)
    expect(metadata).toMatchObject({ format: 'webp', width: 480, height: 320 })
    expect(Number(res.headers.get('content-length'))).toBe(body.byteLength)
    // Asked again, the same picture comes from the cache, as Appwrite's does.
    const again = await preview('pictures', 'photo', '?width=480&output=webp')
    expect(again.headers.get('x-appwrite-cache')).toBe('hit')
    expect(Buffer.from(await again.arrayBuffer()).equals(body)).toBe(true)
  })

  it('writes AVIF, and a lower quality makes a smaller file', async () => {
    const avif = await preview('pictures', 'photo', '?width=480&output=avif')
    expect(avif.headers.get('content-type')).toBe('image/avif')
    expect((await pictureOf(avif)).metadata).toMatchObject({ format: 'heif', compression: 'av1', width: 480 })
    const sizes = await Promise.all(
      ['10', '90'].map(async (quality) => {
        const res = await preview('pictures', 'photo', `?width=480&output=jpg&quality=${quality}`)
        expect(res.headers.get('content-type')).toBe('image/jpeg')
        return (await res.arrayBuffer()).byteLength
      }),
    )
    expect(sizes[0]).toBeLessThan(sizes[1]!)
  })

  it('keeps the size and format without parameters (and with width=0&height=0)', async () => {
    for (const query of ['', '?width=0&height=0']) {
      const res = await preview('pictures', 'photo', query)
      expect(res.headers.get('content-type')).toBe('image/jpeg')
      expect((await pictureOf(res)).metadata).toMatchObject({ format: 'jpeg', width: 1200, height: 800 })
    }
    const png = await preview('pictures', 'drawing')
    expect(png.headers.get('content-type')).toBe('image/png')
    // An extension Appwrite cannot write (.jfif) comes back as JPEG.
    expect((await preview('pictures', 'old-name')).headers.get('content-type')).toBe('image/jpeg')
  })

  it('follows the aspect ratio for one side, and crops to both by gravity', async () => {
    expect((await pictureOf(await preview('pictures', 'photo', '?height=100'))).metadata).toMatchObject({
      width: 150,
      height: 100,
    })
    const top = await pictureOf(await preview('pictures', 'photo', `?width=400&height=100&gravity=${ImageGravity.Top}`))
    expect(top.metadata).toMatchObject({ width: 400, height: 100 })
    expect(await pixel(top.body, 200, 90)).toEqual([200, 0, 0])
    const bottom = await pictureOf(await preview('pictures', 'photo', '?width=400&height=100&gravity=bottom'))
    expect(await pixel(bottom.body, 200, 10)).toEqual([0, 0, 200])
    // An upscale is allowed, as in Appwrite.
    expect((await pictureOf(await preview('pictures', 'photo', '?width=2400'))).metadata.width).toBe(2400)
  })

  it.each([
    ['?width=4001', 'width', 'Value must be a valid range between 0 and 4,000'],
    ['?width=-1', 'width', 'Value must be a valid range between 0 and 4,000'],
    ['?width=wide', 'width', 'Value must be a valid range between 0 and 4,000'],
    ['?width=480.5', 'width', 'Value must be a valid range between 0 and 4,000'],
    ['?height=', 'height', 'Value must be a valid range between 0 and 4,000'],
    ['?quality=101', 'quality', 'Value must be a valid range between -1 and 100'],
    [
      '?gravity=middle',
      'gravity',
      'Value must be one of (center, top-left, top, top-right, left, right, bottom-left, bottom, bottom-right)',
    ],
    ['?output=bmp', 'output', 'Value must be one of (jpg, jpeg, png, webp, heic, avif, gif)'],
    ['?output=WEBP', 'output', 'Value must be one of (jpg, jpeg, png, webp, heic, avif, gif)'],
    ['?opacity=1.5', 'opacity', 'Value must be a valid range between 0 and 1'],
    ['?rotation=720', 'rotation', 'Value must be a valid range between -360 and 360'],
    ['?borderWidth=101', 'borderWidth', 'Value must be a valid range between 0 and 100'],
    ['?background=%23fff', 'background', 'Value must be a valid Hex color code'],
  ])('refuses %s with a 400 general_argument_invalid, in Appwrite’s words', async (query, name, rule) => {
    const res = await preview('pictures', 'photo', query)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      message: `Invalid \`${name}\` param: ${rule}`,
      code: 400,
      type: 'general_argument_invalid',
      version: '1.9.6',
    })
  })

  it('checks the parameters before the bucket, as Appwrite’s router does', async () => {
    expect((await preview('no-such-bucket', 'photo', '?width=9999')).status).toBe(400)
    const unknown = await preview('no-such-bucket', 'photo', '?width=480')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ type: 'storage_bucket_not_found' })
  })

  it('refuses exactly what /view refuses: another’s bucket, a file not shared, an unknown file', async () => {
    for (const [bucket, fileId, status, type] of [
      ['resumes', 'cv', 401, 'user_unauthorized'],
      ['own-pictures', 'kept', 404, 'storage_file_not_found'],
      ['pictures', 'no-such-file', 404, 'storage_file_not_found'],
    ] as const) {
      const [refused, viewRefused] = [await preview(bucket, fileId, '?width=480'), await view(bucket, fileId)]
      expect([refused.status, viewRefused.status], `${bucket}/${fileId}`).toEqual([status, status])
      const answer: unknown = await refused.json()
      expect(answer).toMatchObject({ code: status, type })
      expect(answer).toEqual(await viewRefused.json())
    }
    expect((await preview('own-pictures', 'shared', '?width=480')).status).toBe(200)
    // The API key reads anything, as with /view.
    expect((await preview('resumes', 'cv', '', { admin: true })).status).toBe(200)
  })

  it('draws no preview for a visitor from a bucket without transformations, as Appwrite refuses it (a key still may)', async () => {
    const refused = await preview('plain-pictures', 'plain', '?width=480')
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({
      type: 'storage_bucket_transformations_disabled',
      message: 'Image transformations are disabled for the requested bucket.',
    })
    expect((await view('plain-pictures', 'plain')).status).toBe(200)
    expect((await preview('plain-pictures', 'plain', '?width=480', { admin: true })).status).toBe(200)
  })

  it('shows a non-image file as Appwrite does: a file icon, 1200 × 800 PNG on #eceff1, resized like a picture', async () => {
    for (const fileId of ['report', 'not-a-png']) {
      const res = await preview('pictures', fileId)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/png')
      const { body, metadata } = await pictureOf(res)
      expect(metadata).toMatchObject({ format: 'png', width: 1200, height: 800 })
      expect(await pixel(body, 5, 5)).toEqual([240, 240, 240])
    }
    const small = await preview('pictures', 'report', '?width=480&output=webp')
    expect((await pictureOf(small)).metadata).toMatchObject({ format: 'webp', width: 480, height: 320 })
  })

  it('answers 400 storage_file_type_unsupported for an image that does not decode, and for HEIC output', async () => {
    const broken = await preview('pictures', 'cut-short')
    expect(broken.status).toBe(400)
    expect(await broken.json()).toMatchObject({ code: 400, type: 'storage_file_type_unsupported' })
    const heic = await preview('pictures', 'photo', `?output=${ImageFormat.Heic}`)
    expect(heic.status).toBe(400)
    expect(await heic.json()).toMatchObject({ type: 'storage_file_type_unsupported' })
  })
})

describe('file preview, through the web SDK', () => {
  let server: RunningServer
  const dir = tempDir()

  beforeAll(async () => {
    server = await startServer({
      port: 0,
      dataDir: dir.path,
      apiKey: TEST_API_KEY,
      seed: false,
      schema: previewSchema(),
      log: () => {},
    })
  })
  afterAll(async () => {
    await server.close()
    dir.remove()
  })

  it('answers the URL storage.getFilePreview builds, as a plain GET with no headers (an <img> src)', async () => {
    const storage = new Storage(new WebClient().setEndpoint(`${server.url}/v1`).setProject(PROJECT_ID))
    const file = new File([bytesOf(await photo())], 'post.jpg', { type: 'image/jpeg' })
    const created = await storage.createFile({ bucketId: 'pictures', fileId: 'post-picture', file })
    const url = storage.getFilePreview({
      bucketId: 'pictures',
      fileId: created.$id,
      width: 480,
      output: ImageFormat.Webp,
    })
    expect(url).toContain('/preview?width=480&output=webp&project=')
    const res = await fetch(url)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect((await pictureOf(res)).metadata).toMatchObject({ format: 'webp', width: 480, height: 320 })
  })
})
