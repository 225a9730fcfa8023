// Appwrite Function: asks the static host to rebuild the site when a news post or a job changes, and on a
// schedule (appwrite-function.json) so that passed deadlines and changes whose hook call failed are picked up.
//
// Variables:
//   BUILD_HOOK_URL                  the host's build hook (a secret https URL that starts a deploy on POST).
//   BUILD_HOOK_TIMEOUT_MS           how long to wait for the hook, default 10000.
//   BUILD_HOOK_ALLOW_HTTP_LOCALHOST for tests only: "1" also accepts http://127.0.0.1 and http://localhost,
//                                   so a local stand-in can play the hook. Never set it in production.
//
// The handler uses only the global fetch, so the deployment needs no dependencies.

const DATABASE = 'main'
const WATCHED_COLLECTIONS = ['blog', 'jobs']
const DEFAULT_TIMEOUT_MS = 10_000

export default async ({ req, res, log, error }) => {
  const hook = readHookUrl(process.env)
  if (typeof hook === 'string') {
    error(hook)
    return res.json({ ok: false, status: null, error: hook }, 500)
  }

  const trigger = req.headers['x-appwrite-trigger'] ?? ''
  const event = req.headers['x-appwrite-event'] ?? ''
  const reason = rebuildReason(trigger, event)
  if (!reason.rebuild) {
    log(`Skipped: ${reason.why}`)
    return res.json({ ok: true, status: null, skipped: reason.why })
  }

  const timeoutMs = readTimeout(process.env.BUILD_HOOK_TIMEOUT_MS)
  // The URL's path is the secret: log the host only.
  log(`Rebuilding (${reason.why}): POST to the build hook at ${hook.origin}`)
  let response
  try {
    response = await fetch(hook, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(timeoutMs),
    })
    // Read the answer so the connection is released (and to show it on a failure).
    const text = await response.text()
    if (!response.ok) {
      error(`The build hook answered ${response.status}: ${text.slice(0, 500)}`)
      return res.json({ ok: false, status: response.status }, 502)
    }
  } catch (cause) {
    const message =
      cause instanceof Error && cause.name === 'TimeoutError'
        ? `The build hook did not answer within ${timeoutMs} ms`
        : `The build hook could not be reached: ${cause instanceof Error ? cause.message : String(cause)}`
    error(message)
    return res.json({ ok: false, status: response?.status ?? null, error: message }, 502)
  }

  log(`The build hook answered ${response.status}`)
  return res.json({ ok: true, status: response.status })
}

// Returns the hook URL, or a message naming the variable when it is unusable.
function readHookUrl(env) {
  const raw = env.BUILD_HOOK_URL?.trim()
  if (!raw) return 'BUILD_HOOK_URL is not set: add the build hook URL as a variable of this function.'
  let url
  try {
    url = new URL(raw)
  } catch {
    return 'BUILD_HOOK_URL is not a valid URL.'
  }
  if (url.protocol === 'https:') return url
  const localTest =
    env.BUILD_HOOK_ALLOW_HTTP_LOCALHOST === '1' &&
    url.protocol === 'http:' &&
    (url.hostname === '127.0.0.1' || url.hostname === 'localhost')
  return localTest ? url : 'BUILD_HOOK_URL must be an https URL.'
}

function readTimeout(raw) {
  const ms = Number(raw)
  return Number.isInteger(ms) && ms > 0 ? ms : DEFAULT_TIMEOUT_MS
}

// Events name the document, e.g. databases.main.collections.jobs.documents.abc.update. Appwrite passes the
// first name it generated for the change, which follows the API that made it: an edit in today's console
// (TablesDB) is tablesdb.main.tables.jobs.rows.abc.update, one through the older API databases.main.tables…
// or databases.main.collections… (Appwrite's Event::mirrorCollectionEvents); all name the same change.
// Appwrite ids may contain dots, so the collection is matched as a prefix rather than by splitting.
// Every jobs event rebuilds, even for a job that is not public: the payload is the document as it is now, and
// an update that hid a job must still take it off the site, which the function cannot tell from one that
// changed a job that was never public. A needless build costs minutes; a missed one leaves a stale page.
function rebuildReason(trigger, event) {
  if (trigger === 'schedule') return { rebuild: true, why: 'schedule' }
  // Someone with access to the Console or an API key ran it by hand (execute is empty: nobody else may).
  if (trigger === 'http') return { rebuild: true, why: 'manual execution' }
  if (trigger !== 'event') return { rebuild: false, why: `unknown trigger "${trigger}"` }
  const collection = WATCHED_COLLECTIONS.find((id) =>
    [
      `databases.${DATABASE}.collections.${id}.documents.`,
      `databases.${DATABASE}.tables.${id}.rows.`,
      `tablesdb.${DATABASE}.tables.${id}.rows.`,
    ].some((prefix) => event.startsWith(prefix)),
  )
  return collection ? { rebuild: true, why: event } : { rebuild: false, why: `event not watched: ${event}` }
}
