// What arrived: `npm run admin -- applications` lists job applications (read through node-appwrite with
// the API key, so it works against Appwrite Cloud too); `npm run admin -- messages` lists contact
// messages from the local backend's store. The key comes from APPWRITE_API_KEY or .data/api-key.
import { realpathSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { AppwriteException, Client, Databases, Query, type Models } from 'node-appwrite'
import { DEFAULT_APPLICANTS_COLLECTION_ID, DEFAULT_DATABASE_ID } from '../src/shared/appwrite-ids'
import type { JobApplicationFields } from '../src/shared/models'
import { parseToolEnv, type ToolEnv } from './env'
import type { StoredContactMessage } from './store/messages'

const USAGE = 'Usage: npm run admin -- applications | messages'

type Print = (line: string) => void

/** Every application, newest first, paged with cursors (Appwrite pages at 25 by default). */
export async function listApplications(env: ToolEnv & { apiKey: string }, print: Print): Promise<number> {
  const client = new Client().setEndpoint(env.endpoint).setProject(env.projectId).setKey(env.apiKey)
  const databases = new Databases(client)
  let cursor: string | undefined
  let count = 0
  for (;;) {
    const page = await databases.listDocuments<Models.Document & JobApplicationFields>({
      databaseId: process.env.APPWRITE_DATABASE_ID ?? DEFAULT_DATABASE_ID,
      collectionId: process.env.APPWRITE_APPLICANTS_COLLECTION_ID ?? DEFAULT_APPLICANTS_COLLECTION_ID,
      queries: [Query.orderDesc('$createdAt'), Query.limit(100), ...(cursor ? [Query.cursorAfter(cursor)] : [])],
    })
    for (const doc of page.documents) {
      count++
      print(
        `${doc.$createdAt.slice(0, 16).replace('T', ' ')}  ${doc.applicantName} <${doc.applicantEmail}>  applied for "${doc.jobTitle}" (${doc.jobId})  resume file: ${doc.resume}`,
      )
    }
    if (page.documents.length < 100) break
    cursor = page.documents.at(-1)!.$id
  }
  print(count === 0 ? 'No applications yet.' : `${count} application${count === 1 ? '' : 's'}.`)
  return count
}

/** Contact messages from the local backend (GET /contact/messages with the key). */
export async function listMessages(env: ToolEnv & { apiKey: string }, print: Print): Promise<number> {
  const url = `${new URL(env.endpoint).origin}/contact/messages`
  const response = await fetch(url, { headers: { 'X-Appwrite-Key': env.apiKey } })
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`)
  const { messages } = (await response.json()) as { messages: StoredContactMessage[] }
  for (const m of messages) {
    print(`${m.receivedAt.slice(0, 16).replace('T', ' ')}  ${m.name} <${m.email}>  "${m.subject}"`)
    print(`    ${m.message.replace(/\s+/g, ' ').slice(0, 300)}`)
  }
  print(messages.length === 0 ? 'No messages yet.' : `${messages.length} message${messages.length === 1 ? '' : 's'}.`)
  return messages.length
}

async function main() {
  const command = process.argv[2]
  if (command !== 'applications' && command !== 'messages') {
    console.error(USAGE)
    process.exit(2)
  }
  let env: ToolEnv
  try {
    env = parseToolEnv()
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
  const { apiKey } = env
  if (!apiKey) {
    console.error('No API key: set APPWRITE_API_KEY, or start the local backend once (it writes .data/api-key).')
    process.exit(1)
  }
  try {
    const print = (line: string) => console.log(line)
    if (command === 'applications') await listApplications({ ...env, apiKey }, print)
    else await listMessages({ ...env, apiKey }, print)
  } catch (error) {
    const reason =
      error instanceof AppwriteException
        ? `${error.code} ${error.type}: ${error.message}`
        : error instanceof TypeError
          ? `cannot reach ${env.endpoint} (is the backend running? npm start)`
          : (error as Error).message
    console.error(`Could not list ${command}: ${reason}`)
    process.exit(1)
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) void main()
