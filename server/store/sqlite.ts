// Opens the SQLite database. node:sqlite prints an ExperimentalWarning when it loads; that one
// warning (and nothing else) is kept out of the server's output.
import { createRequire } from 'node:module'
import type * as SqliteTypes from 'node:sqlite'

type SqliteModule = typeof SqliteTypes
export type Database = SqliteTypes.DatabaseSync

let sqlite: SqliteModule | undefined

function loadSqlite(): SqliteModule {
  if (sqlite) return sqlite
  const original = process.emitWarning
  process.emitWarning = function (this: NodeJS.Process, warning: string | Error, ...rest: unknown[]) {
    const text = typeof warning === 'string' ? warning : warning.message
    const type = typeof rest[0] === 'string' ? rest[0] : (rest[0] as { type?: string } | undefined)?.type
    if ((type === 'ExperimentalWarning' || (warning as Error).name === 'ExperimentalWarning') && /SQLite/i.test(text))
      return
    return (original as (...args: unknown[]) => void).call(this, warning, ...rest)
  } as typeof process.emitWarning
  try {
    sqlite = createRequire(import.meta.url)('node:sqlite') as SqliteModule
  } catch (error) {
    throw new Error(
      `The local backend needs node:sqlite (Node 22.5 or newer); this is Node ${process.versions.node}. ` +
        'Run it through npm (npm start, npm run ...), which uses the Node 22 the project ships.',
      { cause: error },
    )
  } finally {
    process.emitWarning = original
  }
  return sqlite
}

const MIGRATIONS = [
  `CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
   CREATE TABLE documents (
     database_id TEXT NOT NULL, collection_id TEXT NOT NULL, id TEXT NOT NULL, sequence INTEGER NOT NULL,
     data TEXT NOT NULL, permissions TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL,
     PRIMARY KEY (database_id, collection_id, id));
   CREATE UNIQUE INDEX documents_sequence ON documents (database_id, collection_id, sequence);
   CREATE TABLE files (
     bucket_id TEXT NOT NULL, id TEXT NOT NULL, name TEXT NOT NULL, permissions TEXT NOT NULL,
     mime_type TEXT NOT NULL, signature TEXT NOT NULL, size_original INTEGER NOT NULL, size_actual INTEGER NOT NULL,
     chunks_total INTEGER NOT NULL, chunks_uploaded INTEGER NOT NULL, state TEXT NOT NULL,
     created_at TEXT NOT NULL, updated_at TEXT NOT NULL,
     PRIMARY KEY (bucket_id, id));
   CREATE TABLE file_chunks (
     bucket_id TEXT NOT NULL, file_id TEXT NOT NULL, chunk INTEGER NOT NULL,
     PRIMARY KEY (bucket_id, file_id, chunk));
   CREATE TABLE contact_messages (
     id INTEGER PRIMARY KEY AUTOINCREMENT, client_message_id TEXT UNIQUE, name TEXT NOT NULL, email TEXT NOT NULL,
     subject TEXT NOT NULL, message TEXT NOT NULL, received_at TEXT NOT NULL);
   CREATE TABLE vitals (id INTEGER PRIMARY KEY AUTOINCREMENT, body TEXT NOT NULL, received_at TEXT NOT NULL);`,
  // How Appwrite would have stored each file (its compression, whether encrypted), reported in its answers.
  `ALTER TABLE files ADD COLUMN algorithm TEXT NOT NULL DEFAULT 'none';
   ALTER TABLE files ADD COLUMN encrypted INTEGER NOT NULL DEFAULT 0;`,
]

/**
 * WAL with synchronous=FULL: a commit is on disk when it returns, so an acknowledged write survives
 * a killed process (and a power cut).
 */
export function openDatabase(path: string): Database {
  const { DatabaseSync } = loadSqlite()
  const db = new DatabaseSync(path)
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;')
  const { user_version: version } = db.prepare('PRAGMA user_version').get() as { user_version: number }
  for (let next = version; next < MIGRATIONS.length; next++) {
    transaction(db, () => {
      db.exec(MIGRATIONS[next]!)
      db.exec(`PRAGMA user_version = ${next + 1}`)
    })
  }
  return db
}

export function transaction<T>(db: Database, work: () => T): T {
  db.exec('BEGIN IMMEDIATE')
  try {
    const result = work()
    db.exec('COMMIT')
    return result
  } catch (error) {
    db.exec('ROLLBACK')
    throw error
  }
}
