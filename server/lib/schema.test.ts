import { describe, expect, it } from 'vitest'
import type { BlogPostFields, JobApplicationFields, JobFields } from '../../src/shared/models'
import {
  ALLOWED_RESUME_EXTENSIONS,
  ALLOWED_RESUME_MIME_TYPES,
  MAX_APPLICANT_NAME_LENGTH,
  MAX_RESUME_BYTES,
} from '../../src/shared/resume-rules'
import { signatureMimeType } from './file-signatures'
import { PREVIEW_INPUTS } from '../routes/storage/file-preview'
import { SchemaError, createSchema, loadSchema } from './schema'

// The compiler checks these name exactly the fields of src/shared/models.ts; the test checks appwrite.json has exactly them.
const BLOG: Record<keyof BlogPostFields, true> = {
  title: true,
  content: true,
  imageUrl: true,
  author: true,
  createdAt: true,
  visibility: true,
  language: true,
}
const JOB: Record<keyof JobFields, true> = {
  title: true,
  description: true,
  trade: true,
  location: true,
  province: true,
  salary: true,
  employer: true,
  applicationDeadline: true,
  isAcceptingApplications: true,
  isPublic: true,
  language: true,
}
const APPLICATION: Record<keyof JobApplicationFields, true> = {
  jobId: true,
  jobTitle: true,
  applicantName: true,
  applicantEmail: true,
  resume: true,
}

describe('appwrite.json', () => {
  const schema = loadSchema()
  const keys = (collectionId: string) =>
    schema
      .collection('main', collectionId)!
      .attributes.map((a) => a.key)
      .sort()

  it('has the collections of the shared models, field for field', () => {
    expect(schema.projectId).toBe('maple-pathways')
    expect(keys('blog')).toEqual(Object.keys(BLOG).sort())
    expect(keys('jobs')).toEqual(Object.keys(JOB).sort())
    expect(keys('applicants')).toEqual(Object.keys(APPLICATION).sort())
  })

  it('makes the blog public, jobs readable one by one, applications and resumes creatable by anyone and readable by the admin label', () => {
    expect(schema.collection('main', 'blog')!.$permissions).toEqual(['read("any")'])
    // Drafts stay private: a job is readable only through its own read("any") (document security).
    expect(schema.collection('main', 'jobs')).toMatchObject({ $permissions: [], documentSecurity: true })
    // A guest cannot grant label:admin itself (Appwrite refuses it), so the collection and bucket do. A
    // label, not a team: any signed-in visitor may create a team and choose its id; only staff set labels.
    const adminReads = ['create("any")', 'read("label:admin")', 'update("label:admin")', 'delete("label:admin")']
    expect(schema.collection('main', 'applicants')).toMatchObject({ $permissions: adminReads, documentSecurity: false })
    expect(schema.bucket('resumes')).toMatchObject({ $permissions: adminReads, fileSecurity: false })
    // Posts' pictures (their imageUrl): anyone reads them and their previews; only the console and keys add them.
    expect(schema.bucket('post-pictures')).toMatchObject({ $permissions: ['read("any")'], fileSecurity: false })
  })

  it("takes for posts' pictures only the kinds Appwrite's previews draw (any other shows as a grey icon on the post)", () => {
    const drawn = Object.keys(PREVIEW_INPUTS)
    expect(schema.bucket('post-pictures')!.allowedFileExtensions.filter((ext) => !drawn.includes(ext))).toEqual([])
  })

  it('holds the resume rules of src/shared/resume-rules.ts', () => {
    const bucket = schema.bucket('resumes')!
    expect(bucket.maximumFileSize).toBe(MAX_RESUME_BYTES)
    expect(bucket.allowedFileExtensions).toEqual([...ALLOWED_RESUME_EXTENSIONS])
    expect(ALLOWED_RESUME_EXTENSIONS.map((ext) => signatureMimeType(ext))).toEqual([...ALLOWED_RESUME_MIME_TYPES])
    const name = schema.collection('main', 'applicants')!.attributes.find((a) => a.key === 'applicantName')
    expect(name).toMatchObject({ type: 'string', size: MAX_APPLICANT_NAME_LENGTH })
  })

  it('stops the start with a readable message when the file is wrong', () => {
    const file = structuredClone(schema.file)
    file.collections[0]!.databaseId = 'elsewhere'
    file.collections[1]!.attributes.push({ key: 'title', type: 'integer', required: false, array: false })
    expect(() => createSchema(file)).toThrow(SchemaError)
    expect(() => createSchema(file)).toThrow(
      /collection "blog": unknown databaseId "elsewhere"[\s\S]*collection "jobs": attribute "title" is defined twice/,
    )
    expect(() => createSchema({ projectId: 1 })).toThrow(/projectId/)
  })

  it('gives posts and jobs an optional language, en or fr, with no default, and an index for the news query', () => {
    for (const collectionId of ['blog', 'jobs'])
      expect(schema.collection('main', collectionId)!.attributes.find((a) => a.key === 'language')).toEqual({
        key: 'language',
        type: 'string',
        required: false,
        array: false,
        format: 'enum',
        elements: ['en', 'fr'],
        default: null,
      })
    expect(schema.collection('main', 'blog')!.indexes).toContainEqual({
      key: 'language',
      type: 'key',
      attributes: ['language'],
      orders: ['ASC'],
    })
  })

  it('refuses a bucket that would fail in Appwrite: an extension it never matches, a size over its limit', () => {
    const withResumes = (change: Record<string, unknown>) => {
      const file = structuredClone(schema.file)
      file.buckets = file.buckets.map((b) => (b.$id === 'resumes' ? { ...b, ...change } : b))
      return () => createSchema(file)
    }
    // Appwrite lowers a file's extension and looks for it as written: 'PDF' or '.pdf' refuses every resume.
    expect(withResumes({ allowedFileExtensions: ['PDF', 'doc'] })).toThrow(/lower case, no dot/)
    expect(withResumes({ allowedFileExtensions: ['.pdf', 'doc'] })).toThrow(/lower case, no dot/)
    expect(withResumes({ maximumFileSize: 30_000_001 })).toThrow(/between 1 and 30,000,000/)
    expect(withResumes({ maximumFileSize: 30_000_000 })).not.toThrow()
  })

  it("refuses an attribute Appwrite would not create: an enum's default outside its elements, an empty element, a default on a required attribute", () => {
    const withLanguage = (language: Record<string, unknown>) => {
      const file = structuredClone(schema.file)
      const blog = file.collections.find((c) => c.$id === 'blog')!
      blog.attributes = blog.attributes.map((a) => (a.key === 'language' ? { ...a, ...language } : a))
      return () => createSchema(file)
    }
    expect(withLanguage({ default: 'en' })).not.toThrow()
    expect(withLanguage({ default: 'de' })).toThrow(/enum "language": its default must be one of its elements/)
    expect(withLanguage({ elements: ['en', ''] })).toThrow(/enum "language": element 1 must be 1 to 255 bytes long/)
    expect(withLanguage({ elements: [] })).toThrow(/enum "language" needs elements/)
    expect(withLanguage({ required: true, default: 'en' })).toThrow(/a required attribute cannot have a default/)
    expect(withLanguage({ type: 'integer' })).toThrow(/format enum is only for strings/)
  })
})
