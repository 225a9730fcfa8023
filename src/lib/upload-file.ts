// The resume upload, sent exactly as the SDK's Storage.createFile sends it (the SDK client builds the
// request: endpoint, headers, fallback cookie, credentials, multipart body) but through XMLHttpRequest,
// whose upload events tell how many bytes have left. The SDK itself reports progress only per 5 MiB
// chunk, so a resume (2 MB at most) would show no progress at all.
import { AppwriteException, type Models } from 'appwrite'
import { BOUNDS, TimedOut } from '../shared/time-bound'
import { client } from './appwrite'

/** The SDK sends a file up to one chunk (5 MiB) in one request, as done here; larger ones in chunks. */
export const SINGLE_REQUEST_LIMIT = 5 * 1024 * 1024

interface UploadFileInput {
  bucketId: string
  fileId: string
  file: File
  /** Percent of the bytes sent, as they go. */
  onProgress?: (percent: number) => void
}

/**
 * Uploads the file and answers the stored file, or rejects as the SDK would: AppwriteException for the
 * server's refusal, TypeError for no connection, TimedOut when no byte has moved for BOUNDS.uploadStallMs
 * (the request is then aborted: a slow upload that moves goes on, one that hangs ends).
 */
export function uploadFile({ bucketId, fileId, file, onProgress }: UploadFileInput): Promise<Models.File> {
  if (file.size > SINGLE_REQUEST_LIMIT) return Promise.reject(new RangeError('Files over 5 MiB go in chunks'))
  const url = new URL(`${client.config.endpoint}/storage/buckets/${encodeURIComponent(bucketId)}/files`)
  const headers = {
    'X-Appwrite-Project': client.config.project,
    'content-type': 'multipart/form-data',
    accept: 'application/json',
  }
  const { uri, options } = client.prepareRequest('POST', url, headers, { fileId, file })

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    let stall: ReturnType<typeof setTimeout> | undefined
    const fail = (error: Error) => {
      clearTimeout(stall)
      reject(error)
    }
    // Restarted by every progress event; the wait for the answer after the last byte counts too.
    const watch = () => {
      clearTimeout(stall)
      stall = setTimeout(() => {
        xhr.abort()
        fail(new TimedOut('The upload', BOUNDS.uploadStallMs))
      }, BOUNDS.uploadStallMs)
    }
    xhr.open('POST', uri)
    for (const [name, value] of Object.entries(options.headers as Record<string, string>))
      xhr.setRequestHeader(name, value)
    xhr.withCredentials = options.credentials === 'include'
    xhr.upload.onprogress = (event) => {
      watch()
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.floor((event.loaded / event.total) * 100))
    }
    xhr.onerror = () => fail(new TypeError('Failed to fetch'))
    xhr.onload = () => {
      clearTimeout(stall)
      try {
        resolve(answerOf(xhr))
      } catch (error) {
        reject(error)
      }
    }
    watch()
    xhr.send(options.body as FormData)
  })
}

/** The answer read as the SDK reads one: JSON when it says so, an AppwriteException from 400 on. */
function answerOf(xhr: XMLHttpRequest): Models.File {
  const text = xhr.responseText
  const json = (xhr.getResponseHeader('content-type') ?? '').includes('application/json')
  const data = (json ? JSON.parse(text) : { message: text }) as { message?: string; type?: string }
  if (xhr.status >= 400) throw new AppwriteException(data.message ?? text, xhr.status, data.type ?? '', text)
  // A proxy's page answered 200 says nothing of the file: a retry must upload it again.
  if (typeof (data as { $id?: unknown }).$id !== 'string') {
    throw new AppwriteException('The upload was not confirmed.', xhr.status, '', text)
  }
  return data as unknown as Models.File
}
