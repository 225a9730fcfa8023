// A dynamic import that can be tried again after a dropped connection. Chromium keeps a failed module's
// failure for the page's life (the module map caches it, as the HTML standard said until
// whatwg/html#10327): importing the same address again fails at once, without asking the network. So
// an attempt that fails again on an address that failed before asks for the same file under a new
// address (a query the static host ignores), which the browser fetches anew. (Its imports keep their
// own addresses: one that failed too still fails until the page is loaded again.)

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
export function importAfresh<Module>(load: () => Promise<Module>): () => Promise<Module> {
  const failedBefore = new Set<string>()
  return () =>
    load().catch((error: unknown) => {
      const address = failedAddress(error)
      if (address === undefined || !failedBefore.has(address)) {
        if (address !== undefined) failedBefore.add(address)
        throw error
      }
      return import(/* @vite-ignore */ `${address}?retry=${++attempts}`) as Promise<Module>
    })
}
