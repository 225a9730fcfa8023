// Chromium keeps a failed module's failure for the page's life (whatwg/html#10327 changes that): the
// same address fails again at once. A new address (a query static hosts ignore) is fetched anew; the
// module's own imports keep theirs, so one of them that failed still fails until the page is reloaded.

/** The address a failed import names (Chromium, Firefox); Safari names none, and retries the same one. */
function failedAddress(error: unknown): string | undefined {
  const named = error instanceof Error ? /imported module: (\S+)$/.exec(error.message)?.[1] : undefined
  if (!named) return undefined
  try {
    const url = new URL(named, document.baseURI)
    url.search = ''
    return url.href
  } catch {
    return undefined
  }
}

let attempts = 0

/** `load`; where it fails again from the browser's memory of an earlier failure, the same module under a new address. */
export function importAfresh<Module>(
  load: () => Promise<Module>,
  importAddress: (address: string) => Promise<unknown> = (address) => import(/* @vite-ignore */ address),
): () => Promise<Module> {
  const failedBefore = new Set<string>()
  return () =>
    load().catch((error: unknown) => {
      const address = failedAddress(error)
      if (address === undefined || !failedBefore.has(address)) {
        if (address !== undefined) failedBefore.add(address)
        throw error
      }
      return importAddress(`${address}?retry=${++attempts}`) as Promise<Module>
    })
}
