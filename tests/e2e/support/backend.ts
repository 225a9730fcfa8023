// Reading and steering the local backend from end-to-end tests: as an admin through the real
// node-appwrite SDK with the API key, and through the test-only fault hooks (TEST_HOOKS=1).
import { Client, Databases, Storage } from 'node-appwrite'
import { jobPermissions } from '../../../src/shared/job-visibility'
import { APPWRITE_ENDPOINT, BACKEND_URL, E2E_API_KEY, PROJECT_ID } from './addresses'

const adminClient = () => new Client().setEndpoint(APPWRITE_ENDPOINT).setProject(PROJECT_ID).setKey(E2E_API_KEY)

export const adminDatabases = () => new Databases(adminClient())
export const adminStorage = () => new Storage(adminClient())

/** Stores a job with the permissions the site's staff give it (readable by all only while public). */
export async function createJob(documentId: string, data: { isPublic: boolean } & Record<string, unknown>) {
  await adminDatabases().createDocument({
    databaseId: 'main',
    collectionId: 'jobs',
    documentId,
    data,
    permissions: jobPermissions(data),
  })
}

export interface Fault {
  method: string
  /** A regular expression's source, matched against the request's path. */
  path: string
  status: number
  times: number
}

/** Makes the next `times` requests matching method and path answer `status`, before the store is touched. */
export async function injectFault(fault: Fault): Promise<void> {
  const response = await fetch(`${BACKEND_URL}/__test__/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  })
  if (!response.ok) throw new Error(`injectFault: ${response.status} ${await response.text()}`)
}

export async function clearFaults(): Promise<void> {
  await fetch(`${BACKEND_URL}/__test__/faults`, { method: 'DELETE' })
}

export interface StoredContactMessage {
  name: string
  email: string
  subject: string
  message: string
  clientMessageId?: string | null
}

/** Every contact message the backend stored, oldest first. */
export async function contactMessages(): Promise<StoredContactMessage[]> {
  const response = await fetch(`${BACKEND_URL}/contact/messages`, { headers: { 'X-Appwrite-Key': E2E_API_KEY } })
  if (!response.ok) throw new Error(`contactMessages: ${response.status} ${await response.text()}`)
  const body = (await response.json()) as { messages?: StoredContactMessage[] } | StoredContactMessage[]
  return Array.isArray(body) ? body : (body.messages ?? [])
}

/**
 * Fills Appwrite's limit of files a minute from this machine's address, which the browser shares: a
 * guest's uploads of a type the bucket refuses, which count all the same and store nothing. With less
 * than `room` ms of the limit's minute left, it waits for the next minute first, so the visitor's try
 * still falls in the filled one.
 */
export async function fillFileLimit(room = 10_000): Promise<void> {
  const upload = () => {
    const body = new FormData()
    body.append('fileId', 'unique()')
    body.append('file', new File(['not a resume'], 'limit-filler.txt', { type: 'text/plain' }))
    return fetch(`${APPWRITE_ENDPOINT}/storage/buckets/resumes/files`, {
      method: 'POST',
      headers: { 'X-Appwrite-Project': PROJECT_ID },
      body,
    })
  }
  let answer = await upload()
  const left = Number(answer.headers.get('x-ratelimit-reset')) * 1000 - Date.now()
  if (left < room) {
    await new Promise((resolve) => setTimeout(resolve, left + 250))
    answer = await upload()
  }
  // 60 a minute: a backend with the limits off (_APP_OPTIONS_ABUSE=disabled) would never refuse.
  for (let tries = 0; answer.status !== 429; tries++) {
    if (tries > 60) throw new Error('fillFileLimit: the backend refuses no upload; are its abuse limits off?')
    answer = await upload()
  }
}

/** Forgets the abuse limits' counts (TEST_HOOKS=1), as the next minute would. */
export async function clearAbuseLimits(): Promise<void> {
  await fetch(`${BACKEND_URL}/__test__/abuse`, { method: 'DELETE' })
}
