import { getCacheKeyForURL } from 'workbox-precaching'

/**
 * A page this version can open offline: every script and style sheet it names is in this worker's
 * precache (or among `kept`, this version's French chunks, kept apart). A page a newer deploy sent
 * (while this worker still runs) names files kept nowhere yet: it is not kept. (A deploy that changed
 * only the styles leaves every script's name as it was.)
 */
export async function ofThisVersion(response: Response, kept: ReadonlySet<string> = new Set()): Promise<boolean> {
  const files = (await response.clone().text()).match(/\/static\/(?:js\/[\w.-]+\.js|css\/[\w.-]+\.css)/g) ?? []
  return files.every((file) => getCacheKeyForURL(file) !== undefined || kept.has(file))
}
