// The one schema: appwrite.json at the project root, in the Appwrite CLI's format. Read and checked
// once at start; a wrong file stops the server with a message naming the problem.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { parsePermissions } from './permissions'

const attributeSchema = z.object({
  key: z.string().regex(/^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/),
  type: z.enum(['string', 'integer', 'double', 'float', 'boolean', 'datetime']),
  required: z.boolean().default(false),
  array: z.boolean().default(false),
  size: z.number().int().positive().optional(),
  format: z.enum(['', 'email', 'url', 'ip', 'enum']).optional(),
  elements: z.array(z.string()).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  default: z.union([z.string(), z.number(), z.boolean(), z.null()]).optional(),
})

const indexSchema = z.object({
  key: z.string(),
  type: z.enum(['key', 'unique', 'fulltext']),
  attributes: z.array(z.string()).min(1),
  orders: z.array(z.enum(['ASC', 'DESC'])).optional(),
})

const collectionSchema = z.object({
  $id: z.string(),
  $permissions: z.array(z.string()).default([]),
  databaseId: z.string(),
  name: z.string(),
  enabled: z.boolean().default(true),
  documentSecurity: z.boolean().default(false),
  attributes: z.array(attributeSchema),
  indexes: z.array(indexSchema).default([]),
})

const bucketSchema = z.object({
  $id: z.string(),
  $permissions: z.array(z.string()).default([]),
  fileSecurity: z.boolean().default(false),
  name: z.string(),
  enabled: z.boolean().default(true),
  // Appwrite's _APP_STORAGE_LIMIT default, and the most its bucket API takes (Buckets/Create.php).
  maximumFileSize: z
    .number()
    .int()
    .min(1)
    .max(30_000_000, 'Invalid `maximumFileSize` param: Value must be a valid range between 1 and 30,000,000')
    .default(30_000_000),
  // As written: Appwrite compares a file's lower-case extension with each, so 'PDF' or '.pdf' refuses every file.
  allowedFileExtensions: z
    .array(
      z
        .string()
        .regex(/^[a-z0-9]+$/, "an extension as Appwrite compares it: lower case, no dot (a file's is lowered first)"),
    )
    .default([]),
  transformations: z.boolean().default(true),
  compression: z.enum(['none', 'gzip', 'zstd']).default('none'),
  encryption: z.boolean().default(false),
  antivirus: z.boolean().default(false),
})

const schemaFile = z.object({
  projectId: z.string(),
  projectName: z.string().optional(),
  databases: z.array(z.object({ $id: z.string(), name: z.string(), enabled: z.boolean().default(true) })),
  collections: z.array(collectionSchema).default([]),
  buckets: z.array(bucketSchema).default([]),
})

export type Attribute = z.infer<typeof attributeSchema>
export type CollectionDef = z.infer<typeof collectionSchema>
export type BucketDef = z.infer<typeof bucketSchema>
export type SchemaFile = z.infer<typeof schemaFile>

export interface Schema {
  projectId: string
  file: SchemaFile
  database(databaseId: string): SchemaFile['databases'][number] | undefined
  collection(databaseId: string, collectionId: string): CollectionDef | undefined
  bucket(bucketId: string): BucketDef | undefined
}

export class SchemaError extends Error {
  override name = 'SchemaError'
}

export const DEFAULT_SCHEMA_PATH = fileURLToPath(new URL('../../appwrite.json', import.meta.url))

/** Checks the parsed file for what zod cannot: references between entries and permission strings. */
function check(file: SchemaFile): string[] {
  const problems: string[] = []
  const databaseIds = new Set(file.databases.map((d) => d.$id))
  for (const collection of file.collections) {
    const where = `collection "${collection.$id}"`
    if (!databaseIds.has(collection.databaseId))
      problems.push(`${where}: unknown databaseId "${collection.databaseId}"`)
    const keys = new Set<string>()
    for (const attribute of collection.attributes) {
      if (keys.has(attribute.key)) problems.push(`${where}: attribute "${attribute.key}" is defined twice`)
      keys.add(attribute.key)
      if (
        attribute.type === 'string' &&
        attribute.format !== 'email' &&
        attribute.format !== 'enum' &&
        !attribute.size
      ) {
        problems.push(`${where}: string attribute "${attribute.key}" needs a size`)
      }
      problems.push(...attributeRuleProblems(attribute).map((problem) => `${where}: ${problem}`))
    }
    for (const index of collection.indexes) {
      for (const key of index.attributes) {
        if (!keys.has(key) && !key.startsWith('$'))
          problems.push(`${where}: index "${index.key}" names unknown attribute "${key}"`)
      }
    }
    problems.push(...permissionProblems(collection.$permissions, ['read', 'create', 'update', 'delete'], where))
  }
  for (const bucket of file.buckets) {
    problems.push(
      ...permissionProblems(bucket.$permissions, ['read', 'create', 'update', 'delete'], `bucket "${bucket.$id}"`),
    )
  }
  return problems
}

/** Appwrite's own rules for creating an attribute (its Attributes validator and attribute endpoints). */
function attributeRuleProblems(attribute: Attribute): string[] {
  const problems: string[] = []
  const { key, format, elements } = attribute
  const hasDefault = attribute.default !== undefined && attribute.default !== null
  if (format && attribute.type !== 'string') problems.push(`attribute "${key}": format ${format} is only for strings`)
  if (hasDefault && attribute.required) problems.push(`attribute "${key}": a required attribute cannot have a default`)
  if (hasDefault && attribute.array) problems.push(`attribute "${key}": an array attribute cannot have a default`)
  if (format !== 'enum') return problems
  if (!elements?.length) return [...problems, `enum "${key}" needs elements`]
  elements.forEach((element, index) => {
    // Elements are keys: non-empty, at most 255 bytes.
    if (element === '' || Buffer.byteLength(element) > 255)
      problems.push(`enum "${key}": element ${index} must be 1 to 255 bytes long`)
  })
  if (hasDefault && !elements.includes(attribute.default as string))
    problems.push(`enum "${key}": its default must be one of its elements`)
  return problems
}

function permissionProblems(list: string[], allowed: string[], where: string): string[] {
  try {
    parsePermissions(list, allowed)
    return []
  } catch (error) {
    return [`${where}: ${(error as Error).message}`]
  }
}

export function createSchema(input: unknown): Schema {
  const parsed = schemaFile.safeParse(input)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    throw new SchemaError(`appwrite.json is not valid:\n  ${lines.join('\n  ')}`)
  }
  const file = parsed.data
  const problems = check(file)
  if (problems.length) throw new SchemaError(`appwrite.json is not valid:\n  ${problems.join('\n  ')}`)
  return {
    projectId: file.projectId,
    file,
    database: (id) => file.databases.find((d) => d.$id === id && d.enabled),
    collection: (databaseId, id) =>
      file.collections.find((c) => c.databaseId === databaseId && c.$id === id && c.enabled),
    bucket: (id) => file.buckets.find((b) => b.$id === id && b.enabled),
  }
}

export function loadSchema(path = DEFAULT_SCHEMA_PATH): Schema {
  let raw: string
  try {
    raw = readFileSync(path, 'utf8')
  } catch (error) {
    throw new SchemaError(`Cannot read ${path}: ${(error as Error).message}`)
  }
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch (error) {
    throw new SchemaError(`${path} is not valid JSON: ${(error as Error).message}`)
  }
  return createSchema(json)
}
