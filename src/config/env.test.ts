import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from './env-rules'

describe('site configuration', () => {
  it('defaults to the local backend, so the site runs with no configuration', () => {
    const env = parseEnv({})
    expect(env.appwriteEndpoint).toBe('http://localhost:8787/v1')
    expect(env.appwriteProjectId).toBe('maple-pathways')
    expect(env.databaseId).toBe('main')
    expect(env.blogCollectionId).toBe('blog')
    expect(env.jobsCollectionId).toBe('jobs')
    expect(env.applicantsCollectionId).toBe('applicants')
    expect(env.resumeBucketId).toBe('resumes')
    expect(env.contactEndpoint).toBe('http://localhost:8787/contact')
    expect(env.siteUrl).toBe('http://localhost:4173')
    expect(env.vitalsEndpoint).toBeUndefined()
  })

  it('takes the values it is given, without trailing slashes', () => {
    const env = parseEnv({
      VITE_APPWRITE_ENDPOINT: 'https://cloud.appwrite.io/v1/',
      VITE_APPWRITE_PROJECT_ID: 'prod-project',
      VITE_SITE_URL: 'https://www.maplepathways.example/',
      VITE_VITALS_ENDPOINT: 'https://vitals.example/collect',
    })
    expect(env.appwriteEndpoint).toBe('https://cloud.appwrite.io/v1')
    expect(env.appwriteProjectId).toBe('prod-project')
    expect(env.siteUrl).toBe('https://www.maplepathways.example')
    expect(env.vitalsEndpoint).toBe('https://vitals.example/collect')
  })

  it("reads the site's address as the browser writes it, as the contact page's own address is compared with it", () => {
    const env = parseEnv({ VITE_SITE_URL: 'https://WWW.MaplePathways.example:443' })
    expect(env.siteUrl).toBe('https://www.maplepathways.example')
  })

  it("refuses a site address with a path: the site is served from its host's root", () => {
    for (const siteUrl of ['https://www.maplepathways.example/en', 'https://www.maplepathways.example/?ref=x'])
      expect(() => parseEnv({ VITE_SITE_URL: siteUrl })).toThrow(
        `VITE_SITE_URL must be the site's address alone, as https://www.example.ca, got "${siteUrl}"`,
      )
  })

  it('names every variable that is wrong, in one message', () => {
    const attempt = () =>
      parseEnv({
        VITE_APPWRITE_ENDPOINT: 'localhost:8787',
        VITE_APPWRITE_PROJECT_ID: '  ',
        VITE_CONTACT_ENDPOINT: 'ftp://x',
      })
    expect(attempt).toThrow(EnvError)
    expect(attempt).toThrow(/VITE_APPWRITE_ENDPOINT must be an http\(s\) URL/)
    expect(attempt).toThrow(/VITE_APPWRITE_PROJECT_ID is set but empty/)
    expect(attempt).toThrow(/VITE_CONTACT_ENDPOINT must be an http\(s\) URL/)
  })
})
