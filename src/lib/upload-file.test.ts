import { AppwriteException } from 'appwrite'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { env } from '../config/env'
import { TimedOut } from '../shared/time-bound'
import { uploadFile } from './upload-file'

/** A stand-in XMLHttpRequest the test drives: progress, answer, failure. */
class FakeXhr {
  static last: FakeXhr
  method = ''
  url = ''
  headers: Record<string, string> = {}
  withCredentials = false
  body: FormData | undefined
  aborted = false
  status = 0
  responseText = ''
  responseHeaders: Record<string, string> = {}
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  constructor() {
    FakeXhr.last = this
  }
  open(method: string, url: string) {
    Object.assign(this, { method, url })
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null
  }
  send(body: FormData) {
    this.body = body
  }
  abort() {
    this.aborted = true
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent)
  }
  answer(status: number, body: unknown) {
    Object.assign(this, { status, responseText: JSON.stringify(body) })
    this.responseHeaders['content-type'] = 'application/json'
    this.onload?.()
  }
  /** An answer from something in front of the backend (a proxy, a portal): a page, not JSON. */
  answerPage(status: number, html: string) {
    Object.assign(this, { status, responseText: html })
    this.responseHeaders['content-type'] = 'text/html'
    this.onload?.()
  }
}

const pdf = new File(['%PDF-1.4 resume'], 'cv.pdf', { type: 'application/pdf' })

beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('uploadFile', () => {
  it("sends what the SDK's createFile sends: the same address, headers, credentials and form", async () => {
    const upload = uploadFile({ bucketId: 'resumes', fileId: 'f1', file: pdf })
    const xhr = FakeXhr.last
    expect([xhr.method, xhr.url]).toEqual(['POST', `${env.appwriteEndpoint}/storage/buckets/resumes/files`])
    expect(xhr.headers).toMatchObject({
      'X-Appwrite-Project': env.appwriteProjectId,
      'x-sdk-name': 'Web',
      'X-Appwrite-Response-Format': expect.any(String),
      accept: 'application/json',
    })
    // The browser writes the multipart content type (with its boundary) itself, as for the SDK.
    expect(xhr.headers).not.toHaveProperty('content-type')
    expect(xhr.withCredentials).toBe(true)
    expect(xhr.body?.get('fileId')).toBe('f1')
    expect((xhr.body?.get('file') as File).name).toBe('cv.pdf')
    expect(xhr.body?.has('permissions[]')).toBe(false)
    xhr.answer(201, { $id: 'f1', name: 'cv.pdf' })
    await expect(upload).resolves.toMatchObject({ $id: 'f1' })
  })

  it('reports the bytes sent as a percentage, as they go', async () => {
    const seen: number[] = []
    const upload = uploadFile({ bucketId: 'resumes', fileId: 'f2', file: pdf, onProgress: (p) => seen.push(p) })
    for (const loaded of [0, 524_288, 1_048_576, 2_097_152]) FakeXhr.last.progress(loaded, 2_097_152)
    FakeXhr.last.answer(201, { $id: 'f2' })
    await upload
    expect(seen).toEqual([0, 25, 50, 100])
  })

  it('turns a refusal into the AppwriteException the SDK would throw', async () => {
    const upload = uploadFile({ bucketId: 'resumes', fileId: 'f3', file: pdf })
    FakeXhr.last.answer(409, {
      message: 'A storage file with the requested ID already exists.',
      code: 409,
      type: 'storage_file_already_exists',
    })
    const error = await upload.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AppwriteException)
    expect(error).toMatchObject({ code: 409, type: 'storage_file_already_exists' })
  })

  it("a page answered in the backend's place is a failure: 200 with no file in it, or a 502 with its text", async () => {
    const confirmed = uploadFile({ bucketId: 'resumes', fileId: 'f6', file: pdf })
    FakeXhr.last.answerPage(200, '<html>Sign in to the Wi-Fi</html>')
    // Not a file: the caller must not count it as uploaded, or every retry would skip the upload.
    await expect(confirmed).rejects.toMatchObject({ code: 200, message: 'The upload was not confirmed.' })
    const gateway = uploadFile({ bucketId: 'resumes', fileId: 'f7', file: pdf })
    FakeXhr.last.answerPage(502, 'Bad Gateway')
    await expect(gateway).rejects.toMatchObject({ code: 502, type: '', message: 'Bad Gateway' })
  })

  it('a dropped connection rejects as a network failure (TypeError)', async () => {
    const upload = uploadFile({ bucketId: 'resumes', fileId: 'f4', file: pdf })
    FakeXhr.last.onerror?.()
    await expect(upload).rejects.toBeInstanceOf(TypeError)
  })

  it('gives up when no byte has moved for 30 s, aborting the request; a slow upload that moves goes on', async () => {
    const upload = uploadFile({ bucketId: 'resumes', fileId: 'f5', file: pdf })
    const outcome = upload.catch((e: unknown) => e)
    const xhr = FakeXhr.last
    // A byte every 20 s: slow, never stalled.
    for (let i = 1; i <= 4; i++) {
      await vi.advanceTimersByTimeAsync(20_000)
      xhr.progress(i * 1000, 10_000)
    }
    expect(xhr.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(xhr.aborted).toBe(true)
    expect(await outcome).toBeInstanceOf(TimedOut)
  })
})
