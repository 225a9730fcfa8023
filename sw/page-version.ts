import { getCacheKeyForURL } from 'workbox-precaching'

/**
 * A page this version can open offline: every script it names is in this worker's precache (or among
 * `kept`, this version's French chunks, kept apart). A page a newer deploy sent (while this worker
 * still runs) names chunks kept nowhere yet: it is not kept.
 */
export async function ofThisVersion(response: Response, kept: ReadonlySet<string> = new Set()): Promise<boolean> {
  const scripts = (await response.clone().text()).match(/\/static\/js\/[\w.-]+\.js/g) ?? []
  return scripts.every((script) => getCacheKeyForURL(script) !== undefined || kept.has(script))
}
