// Staff tools, through node-appwrite with the API key, so they work against Appwrite Cloud too:
//   npm run admin -- applications            job applications, newest first
//   npm run admin -- messages                contact messages (the local backend's store)
//   npm run admin -- prune-resumes [--yes]   resume files no application references, older than a day
//   npm run admin -- resume <file id> [dir]  saves an application's resume into dir (resumes/, which git ignores)
// The key comes from APPWRITE_API_KEY or .data/api-key. Everything printed comes from visitors, so it is
// made safe for the terminal first (terminal-text.ts).
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { AppwriteException, Client, Databases, Query, Storage, type Models } from 'node-appwrite'
import {
  DEFAULT_APPLICANTS_COLLECTION_ID,
  DEFAULT_DATABASE_ID,
  DEFAULT_RESUME_BUCKET_ID,
} from '../src/shared/appwrite-ids'
import type { JobApplicationFields } from '../src/shared/models'
import { parseToolEnv, type ToolEnv } from './env'
import type { StoredContactMessage } from './store/messages'
import { oneLine, terminalText } from './terminal-text'
import { isEntryPoint } from './lib/entry-point'

const USAGE = 'Usage: npm run admin -- applications | messages | prune-resumes [--yes] | resume <file id> [folder]'

type Print = (line: string) => void
type KeyedEnv = ToolEnv & { apiKey: string }

const PAGE = 100
/** A resume no application names after this long was left by an application that was never saved. */
export const ABANDONED_AFTER_MS = 24 * 3600 * 1000

const ids = {
  database: () => process.env.APPWRITE_DATABASE_ID ?? DEFAULT_DATABASE_ID,
  applicants: () => process.env.APPWRITE_APPLICANTS_COLLECTION_ID ?? DEFAULT_APPLICANTS_COLLECTION_ID,
  resumes: () => process.env.APPWRITE_RESUME_BUCKET_ID ?? DEFAULT_RESUME_BUCKET_ID,
}

const clientOf = (env: KeyedEnv) => new Client().setEndpoint(env.endpoint).setProject(env.projectId).setKey(env.apiKey)

type Application = Models.Document & JobApplicationFields

/** Every application, newest first, paged with cursors (Appwrite pages at 25 by default). */
async function* applications(env: KeyedEnv): AsyncGenerator<Application> {
  const databases = new Databases(clientOf(env))
  let cursor: string | undefined
  for (;;) {
    const page = await databases.listDocuments<Application>({
      databaseId: ids.database(),
      collectionId: ids.applicants(),
      queries: [Query.orderDesc('$createdAt'), Query.limit(PAGE), ...(cursor ? [Query.cursorAfter(cursor)] : [])],
    })
    yield* page.documents
    if (page.documents.length < PAGE) return
    cursor = page.documents.at(-1)!.$id
  }
}

/** Every file of the resume bucket, oldest first, paged with cursors. */
async function* resumeFiles(env: KeyedEnv): AsyncGenerator<Models.File> {
  const storage = new Storage(clientOf(env))
  let cursor: string | undefined
  for (;;) {
    const page = await storage.listFiles({
      bucketId: ids.resumes(),
      queries: [Query.orderAsc('$createdAt'), Query.limit(PAGE), ...(cursor ? [Query.cursorAfter(cursor)] : [])],
    })
    yield* page.files
    if (page.files.length < PAGE) return
    cursor = page.files.at(-1)!.$id
  }
}

const when = (date: string) => date.slice(0, 16).replace('T', ' ')

export async function listApplications(env: KeyedEnv, print: Print): Promise<number> {
  let count = 0
  for await (const doc of applications(env)) {
    count++
    print(
      `${when(doc.$createdAt)}  ${oneLine(doc.applicantName)} <${oneLine(doc.applicantEmail)}>  applied for "${oneLine(doc.jobTitle)}" (${oneLine(doc.jobId)})  resume file: ${oneLine(doc.resume)}`,
    )
  }
  print(
    count === 0
      ? 'No applications yet.'
      : `${count} application${count === 1 ? '' : 's'}. Save a resume with: npm run admin -- resume <resume file>`,
  )
  return count
}

/** Contact messages from the local backend (GET /contact/messages with the key). */
export async function listMessages(env: KeyedEnv, print: Print): Promise<number> {
  const url = `${new URL(env.endpoint).origin}/contact/messages`
  const response = await fetch(url, { headers: { 'X-Appwrite-Key': env.apiKey } })
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${terminalText(await response.text())}`)
  const { messages } = (await response.json()) as { messages: StoredContactMessage[] }
  for (const m of messages) {
    print(`${when(m.receivedAt)}  ${oneLine(m.name)} <${oneLine(m.email)}>  "${oneLine(m.subject)}"`)
    print(`    ${oneLine(m.message.replace(/\s+/g, ' ').slice(0, 300))}`)
  }
  print(messages.length === 0 ? 'No messages yet.' : `${messages.length} message${messages.length === 1 ? '' : 's'}.`)
  return messages.length
}

/** What a name on disk may take, in UTF-8 bytes: ext4 and APFS take 255, less the file id before it. */
const NAME_BYTES = 200

/**
 * A name for this machine's disk from the one the visitor's file had: no folder ('../', 'C:\\'), no
 * control or formatting character (a right-to-left mark shows 'cv\u202Efdp.doc' as 'cvcod.pdf'), no
 * character a common file system refuses, no dot or space at its end (Windows drops them); at most
 * NAME_BYTES, its end (the extension) kept.
 */
export function diskName(name: string): string {
  const plain = [
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    ...name.replace(/[\u0000-\u001f\u007f-\u009f\p{Cf}\p{Zl}\p{Zp}/\\:*?"<>|]/gu, '_').replace(/[. ]+$/, '_'),
  ]
  if (Buffer.byteLength(plain.join('')) <= NAME_BYTES) return plain.join('')
  const end = plain.slice(-9).join('')
  let start = ''
  for (const char of plain) {
    if (Buffer.byteLength(`${start}${char}…${end}`) > NAME_BYTES) break
    start += char
  }
  return `${start}…${end}`
}

/**
 * Saves an application's resume (its `resume` field names the file) into `folder` as '<file id>-<its
 * name>', never over a file already there. Answers the path.
 */
export async function saveResume(env: KeyedEnv, fileId: string, folder: string, print: Print): Promise<string> {
  const storage = new Storage(clientOf(env))
  const file = await storage.getFile({ bucketId: ids.resumes(), fileId })
  const content = await storage.getFileDownload({ bucketId: ids.resumes(), fileId })
  // An id is letters, digits, '.', '-' and '_' (Appwrite's UID rule): safe on any disk as it is.
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,35}$/.test(file.$id)) throw new Error(`Not a file id: ${oneLine(file.$id)}`)
  const path = join(folder, `${file.$id}-${diskName(file.name)}`)
  await mkdir(folder, { recursive: true })
  await writeFile(path, Buffer.from(content), { flag: 'wx' })
  print(`Saved "${oneLine(file.name)}" (${file.sizeOriginal} bytes) as ${oneLine(path)}.`)
  print('It came from a visitor: open it in a viewer that runs no macros (not in Word with macros on).')
  return path
}

interface PruneOptions {
  /** Delete; without it, only say what would go (a dry run). */
  yes: boolean
  now?: number
}

/**
 * Resume files that no application references and that are older than a day: uploads whose
 * application was never saved (the visitor closed the page, or the save failed for good). A dry run
 * unless `yes`. Answers how many files it found.
 */
export async function pruneResumes(env: KeyedEnv, { yes, now = Date.now() }: PruneOptions, print: Print) {
  const referenced = new Set<string>()
  for await (const application of applications(env)) referenced.add(application.resume)
  // Listed whole before any goes: the next page's cursor is the last file of a page, which Appwrite
  // refuses once deleted (general_cursor_not_found).
  const abandoned: Models.File[] = []
  for await (const file of resumeFiles(env))
    if (!referenced.has(file.$id) && now - Date.parse(file.$createdAt) >= ABANDONED_AFTER_MS) abandoned.push(file)
  const storage = new Storage(clientOf(env))
  let bytes = 0
  for (const file of abandoned) {
    bytes += file.sizeOriginal
    const line = `${file.$id}  ${when(file.$createdAt)}  ${file.sizeOriginal} bytes  "${oneLine(file.name)}"`
    if (yes) {
      await storage.deleteFile({ bucketId: ids.resumes(), fileId: file.$id })
      print(`Deleted ${line}`)
    } else {
      print(`Would delete ${line}`)
    }
  }
  const found = abandoned.length
  const total = `${found} abandoned resume file${found === 1 ? '' : 's'} (${bytes} bytes)`
  if (found === 0) print('No abandoned resume files.')
  else print(yes ? `Deleted ${total}.` : `Found ${total}. Run again with --yes to delete them.`)
  return found
}

async function main() {
  const [command, ...flags] = process.argv.slice(2)
  const known = ['applications', 'messages', 'prune-resumes', 'resume']
  const wellFormed =
    command === 'resume'
      ? (flags.length === 1 || flags.length === 2) && !flags.some((flag) => flag.startsWith('-'))
      : flags.every((flag) => flag === '--yes' && command === 'prune-resumes')
  if (!command || !known.includes(command) || !wellFormed) {
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
  const keyed = { ...env, apiKey }
  const print = (line: string) => console.log(line)
  try {
    if (command === 'applications') await listApplications(keyed, print)
    else if (command === 'messages') await listMessages(keyed, print)
    // By default into resumes/ in the project's folder (where npm runs it), which git ignores: a visitor's file
    // never lands among the code to be committed.
    else if (command === 'resume') await saveResume(keyed, flags[0]!, flags[1] ?? 'resumes', print)
    else await pruneResumes(keyed, { yes: flags.includes('--yes') }, print)
  } catch (error) {
    const reason =
      error instanceof AppwriteException
        ? `${error.code} ${error.type}: ${error.message}`
        : error instanceof TypeError
          ? `cannot reach ${env.endpoint} (is the backend running? npm start)`
          : (error as Error).message
    const tasks: Record<string, string> = { 'prune-resumes': 'prune resumes', resume: 'save the resume' }
    const task = tasks[command] ?? `list ${command}`
    console.error(`Could not ${task}: ${terminalText(reason)}`)
    process.exit(1)
  }
}

if (isEntryPoint(import.meta.url)) void main()
