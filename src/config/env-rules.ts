// The rules of every VITE_* variable: read and checked as the site is built (scripts/build-constants.ts),
// so a wrong value stops the build with a message naming the variable, and the page's code carries the
// values alone (src/config/env.ts). The defaults point at the local backend (server/), so the site runs
// with no configuration.
import {
  DEFAULT_APPLICANTS_COLLECTION_ID,
  DEFAULT_APPWRITE_ENDPOINT,
  DEFAULT_BLOG_COLLECTION_ID,
  DEFAULT_CONTACT_ENDPOINT,
  DEFAULT_DATABASE_ID,
  DEFAULT_JOBS_COLLECTION_ID,
  DEFAULT_PROJECT_ID,
  DEFAULT_RESUME_BUCKET_ID,
  DEFAULT_SITE_PORT,
} from '../shared/appwrite-ids'

export interface SiteEnv {
  appwriteEndpoint: string
  appwriteProjectId: string
  databaseId: string
  blogCollectionId: string
  jobsCollectionId: string
  applicantsCollectionId: string
  resumeBucketId: string
  contactEndpoint: string
  /** The live site's origin, e.g. https://www.example.ca (no trailing slash). */
  siteUrl: string
  /** Where web vitals are beaconed; undefined means they are not sent. */
  vitalsEndpoint: string | undefined
}

export type RawEnv = Record<string, string | boolean | undefined>

/** The variables, their defaults, and whether they must be absolute URLs. */
const spec = {
  VITE_APPWRITE_ENDPOINT: { key: 'appwriteEndpoint', fallback: DEFAULT_APPWRITE_ENDPOINT, url: true },
  VITE_APPWRITE_PROJECT_ID: { key: 'appwriteProjectId', fallback: DEFAULT_PROJECT_ID, url: false },
  VITE_APPWRITE_DATABASE_ID: { key: 'databaseId', fallback: DEFAULT_DATABASE_ID, url: false },
  VITE_APPWRITE_BLOG_COLLECTION_ID: { key: 'blogCollectionId', fallback: DEFAULT_BLOG_COLLECTION_ID, url: false },
  VITE_APPWRITE_JOBS_COLLECTION_ID: { key: 'jobsCollectionId', fallback: DEFAULT_JOBS_COLLECTION_ID, url: false },
  VITE_APPWRITE_APPLICANTS_COLLECTION_ID: {
    key: 'applicantsCollectionId',
    fallback: DEFAULT_APPLICANTS_COLLECTION_ID,
    url: false,
  },
  VITE_APPWRITE_RESUME_BUCKET_ID: { key: 'resumeBucketId', fallback: DEFAULT_RESUME_BUCKET_ID, url: false },
  VITE_CONTACT_ENDPOINT: { key: 'contactEndpoint', fallback: DEFAULT_CONTACT_ENDPOINT, url: true },
  VITE_SITE_URL: { key: 'siteUrl', fallback: `http://localhost:${DEFAULT_SITE_PORT}`, url: true },
} as const satisfies Record<string, { key: keyof SiteEnv; fallback: string; url: boolean }>

export class EnvError extends Error {
  override name = 'EnvError'
}

const isAbsoluteUrl = (value: string) => {
  try {
    return /^https?:$/.test(new URL(value).protocol)
  } catch {
    return false
  }
}

/** Scheme, host and port only: the site is served from its host's root (no base path in the build). */
const isOrigin = (value: string) => {
  const { pathname, search, hash } = new URL(value)
  return pathname === '/' && !search && !hash
}

/** Parses raw variables; throws one EnvError listing every bad variable. Exported for tests. */
export function parseEnv(raw: RawEnv): SiteEnv {
  const problems: string[] = []
  const out: Partial<Record<keyof SiteEnv, string | undefined>> = {}
  for (const [name, { key, fallback, url }] of Object.entries(spec)) {
    const given = raw[name]
    const value = typeof given === 'string' ? given.trim() : undefined
    if (value === '') problems.push(`${name} is set but empty (unset it to use ${fallback})`)
    else if (value !== undefined && url && !isAbsoluteUrl(value))
      problems.push(`${name} must be an http(s) URL, got "${value}"`)
    else if (value !== undefined && key === 'siteUrl' && !isOrigin(value))
      problems.push(`${name} must be the site's address alone, as https://www.example.ca, got "${value}"`)
    out[key] = (value || fallback).replace(/\/+$/, '')
  }
  // As the browser writes its own address (host in lower case, no default port): the contact form compares them.
  if (out.siteUrl && isAbsoluteUrl(out.siteUrl)) out.siteUrl = new URL(out.siteUrl).origin
  const vitals = typeof raw.VITE_VITALS_ENDPOINT === 'string' ? raw.VITE_VITALS_ENDPOINT.trim() : ''
  if (vitals && !isAbsoluteUrl(vitals)) problems.push(`VITE_VITALS_ENDPOINT must be an http(s) URL, got "${vitals}"`)
  out.vitalsEndpoint = vitals || undefined
  if (problems.length) throw new EnvError(`Invalid site configuration:\n- ${problems.join('\n- ')}`)
  return out as SiteEnv
}
