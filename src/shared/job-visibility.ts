// Who may read a job. The jobs collection has document security and no collection-level read, so a
// job is visible only through its own permissions: a public job carries read("any"), a draft
// (isPublic false) carries none and stays unreadable without an API key, by id and in every list.
// The seed, the tests and the staff's steps (server/README.md) all set permissions this way.

/** Appwrite's permission string for "anyone may read" (the SDKs' Permission.read(Role.any())). */
export const READ_ANY = 'read("any")'

/** The permissions a job is stored with. */
export const jobPermissions = (job: { isPublic: boolean }): string[] => (job.isPublic ? [READ_ANY] : [])
