// Default Appwrite identifiers. The schema in appwrite.json uses the same ids; the site reads its
// values from VITE_* variables (src/config/env.ts), which default to these.
export const DEFAULT_PROJECT_ID = 'maple-pathways'
export const DEFAULT_DATABASE_ID = 'main'
export const DEFAULT_BLOG_COLLECTION_ID = 'blog'
export const DEFAULT_JOBS_COLLECTION_ID = 'jobs'
export const DEFAULT_APPLICANTS_COLLECTION_ID = 'applicants'
export const DEFAULT_RESUME_BUCKET_ID = 'resumes'

export const DEFAULT_BACKEND_PORT = 8787
/** The local backend's Appwrite endpoint: VITE_APPWRITE_ENDPOINT's default. */
export const DEFAULT_APPWRITE_ENDPOINT = `http://localhost:${DEFAULT_BACKEND_PORT}/v1`
/** The local backend's stand-in for the contact script (server/routes/contact). */
export const DEFAULT_CONTACT_ENDPOINT = `http://localhost:${DEFAULT_BACKEND_PORT}/contact`
export const DEFAULT_SITE_PORT = 4173
