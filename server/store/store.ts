// Everything the server keeps, under one data folder: <dataDir>/data.sqlite and <dataDir>/files/.
import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { DocumentStore } from './documents'
import { FileStore } from './files'
import { ContactStore, VitalsStore } from './messages'
import { openDatabase, type Database } from './sqlite'

export interface Store {
  dataDir: string
  documents: DocumentStore
  files: FileStore
  contact: ContactStore
  vitals: VitalsStore
  getMeta(key: string): string | undefined
  setMeta(key: string, value: string): void
  close(): void
}

export function openStore(dataDir: string): Store {
  const dir = resolve(dataDir)
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  const db: Database = openDatabase(join(dir, 'data.sqlite'))
  return {
    dataDir: dir,
    documents: new DocumentStore(db),
    files: new FileStore(db, dir),
    contact: new ContactStore(db),
    vitals: new VitalsStore(db),
    getMeta: (key) =>
      (db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined)?.value,
    setMeta: (key, value) => {
      db.prepare(
        'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
      ).run(key, value)
    },
    close: () => {
      if (db.isOpen) db.close()
    },
  }
}
