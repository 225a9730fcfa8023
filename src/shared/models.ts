// Data models shared by the page, the service worker and the local backend.
// Field names are the specification's (docs/specification.md §3); the backend stores exactly these.

/** Appwrite system fields every document carries (response format 2.0). */
export interface DocumentMeta {
  $id: string
  $sequence: string
  $collectionId: string
  $databaseId: string
  $createdAt: string
  $updatedAt: string
  $permissions: string[]
}

/** The language of a post or a job (src/shared/content-language.ts); none means English. */
export type ContentLanguage = 'en' | 'fr'

export interface BlogPostFields {
  title: string
  /** HTML; always sanitised before it is rendered. */
  content: string
  imageUrl?: string | null
  author?: string | null
  /** ISO date the post was written. */
  createdAt: string
  /** Host names on which the post may appear. */
  visibility: string[]
  /** Optional; a post without one is English. */
  language?: ContentLanguage | null
}
export type BlogPost = BlogPostFields & DocumentMeta

export interface JobFields {
  title: string
  description: string
  trade: string
  location: string
  province: string
  salary?: string | null
  /** Optional: the employer's name, where the client agrees to be named. Empty, postings name none. */
  employer?: string | null
  /** ISO date, optional. */
  applicationDeadline?: string | null
  isAcceptingApplications: boolean
  isPublic: boolean
  /** Optional; a job without one is English. */
  language?: ContentLanguage | null
}
export type Job = JobFields & DocumentMeta

export interface JobApplicationFields {
  jobId: string
  jobTitle: string
  applicantName: string
  applicantEmail: string
  /** Id of the uploaded resume file. */
  resume: string
}

export interface ContactMessage {
  name: string
  email: string
  subject: string
  message: string
}

/** What the contact endpoint receives: the message plus a client id for de-duplication. */
export interface ContactSubmission extends ContactMessage {
  clientMessageId: string
}

/** What the contact endpoint answers (docs/specification.md §7, call 5). */
export interface ContactAnswer {
  status: string
  message: string
}
