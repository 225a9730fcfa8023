// Documents in SQLite, one row each, attribute values as JSON. Collections are small (hundreds of
// documents), so a list reads the collection once into a per-collection cache that every write in
// this process invalidates; queries then run in memory (lib/queries.ts).
import { nowDate } from '../lib/dates'
import type { DocumentData } from '../lib/document-structure'
import type { StoredDocument } from '../lib/queries'
import { transaction, type Database } from './sqlite'

interface Row {
  database_id: string
  collection_id: string
  id: string
  sequence: number
  data: string
  permissions: string
  created_at: string
  updated_at: string
}

const fromRow = (row: Row): StoredDocument => ({
  id: row.id,
  sequence: row.sequence,
  databaseId: row.database_id,
  collectionId: row.collection_id,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  permissions: JSON.parse(row.permissions) as string[],
  data: JSON.parse(row.data) as DocumentData,
})

export interface NewDocument {
  databaseId: string
  collectionId: string
  id: string
  data: DocumentData
  permissions: string[]
  createdAt?: string
  updatedAt?: string
}

export class DocumentStore {
  private readonly cache = new Map<string, readonly StoredDocument[]>()

  constructor(private readonly db: Database) {}

  list(databaseId: string, collectionId: string): readonly StoredDocument[] {
    const key = `${databaseId}/${collectionId}`
    let docs = this.cache.get(key)
    if (!docs) {
      const rows = this.db
        .prepare('SELECT * FROM documents WHERE database_id = ? AND collection_id = ? ORDER BY sequence')
        .all(databaseId, collectionId) as unknown as Row[]
      docs = Object.freeze(rows.map(fromRow))
      this.cache.set(key, docs)
    }
    return docs
  }

  get(databaseId: string, collectionId: string, id: string): StoredDocument | undefined {
    const row = this.db
      .prepare('SELECT * FROM documents WHERE database_id = ? AND collection_id = ? AND id = ?')
      .get(databaseId, collectionId, id) as Row | undefined
    return row && fromRow(row)
  }

  /** Inserts the document; undefined when the id is taken. Committed (durably) before it returns. */
  insert(doc: NewDocument): StoredDocument | undefined {
    const created = transaction(this.db, () => this.insertRow(doc))
    if (created) this.cache.delete(`${doc.databaseId}/${doc.collectionId}`)
    return created
  }

  /** Inserts the documents whose ids are free, in one transaction (one disk sync); returns how many. */
  insertMany(docs: readonly NewDocument[]): number {
    const created = transaction(this.db, () => docs.filter((doc) => this.insertRow(doc)))
    for (const doc of created) this.cache.delete(`${doc.databaseId}/${doc.collectionId}`)
    return created.length
  }

  /** Removes the document; false when there was none. Committed (durably) before it returns. */
  delete(databaseId: string, collectionId: string, id: string): boolean {
    const { changes } = transaction(this.db, () =>
      this.db
        .prepare('DELETE FROM documents WHERE database_id = ? AND collection_id = ? AND id = ?')
        .run(databaseId, collectionId, id),
    )
    if (Number(changes) === 0) return false
    this.cache.delete(`${databaseId}/${collectionId}`)
    return true
  }

  /** Replaces a document's permissions (the data and dates stay); false when there is none. */
  setPermissions(databaseId: string, collectionId: string, id: string, permissions: readonly string[]): boolean {
    const { changes } = transaction(this.db, () =>
      this.db
        .prepare('UPDATE documents SET permissions = ? WHERE database_id = ? AND collection_id = ? AND id = ?')
        .run(JSON.stringify(permissions), databaseId, collectionId, id),
    )
    if (Number(changes) === 0) return false
    this.cache.delete(`${databaseId}/${collectionId}`)
    return true
  }

  private insertRow(doc: NewDocument): StoredDocument | undefined {
    if (this.get(doc.databaseId, doc.collectionId, doc.id)) return undefined
    const { next } = this.db
      .prepare(
        'SELECT COALESCE(MAX(sequence), 0) + 1 AS next FROM documents WHERE database_id = ? AND collection_id = ?',
      )
      .get(doc.databaseId, doc.collectionId) as { next: number }
    const createdAt = doc.createdAt ?? nowDate()
    const updatedAt = doc.updatedAt ?? createdAt
    this.db
      .prepare(
        'INSERT INTO documents (database_id, collection_id, id, sequence, data, permissions, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        doc.databaseId,
        doc.collectionId,
        doc.id,
        next,
        JSON.stringify(doc.data),
        JSON.stringify(doc.permissions),
        createdAt,
        updatedAt,
      )
    return { ...doc, sequence: next, createdAt, updatedAt }
  }

  count(databaseId: string, collectionId: string): number {
    return this.list(databaseId, collectionId).length
  }
}
