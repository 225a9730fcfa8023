/** Runs `work` in a quiet moment of the page (after `timeout` ms at the latest); returns its cancel. */
export function whenIdle(work: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => work(), { timeout })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(work, 50)
  return () => clearTimeout(id)
}

/**
 * Runs `work` in a quiet moment once the page has loaded, never before: what it downloads then does not
 * share the connection with the first view's pictures (whenIdle alone may run mid-load, after its
 * timeout). Returns its cancel.
 */
export function whenLoadedAndIdle(work: () => void, timeout?: number): () => void {
  if (document.readyState === 'complete') return whenIdle(work, timeout)
  let cancel = () => window.removeEventListener('load', start)
  function start() {
    cancel = whenIdle(work, timeout)
  }
  window.addEventListener('load', start, { once: true })
  return () => cancel()
}
