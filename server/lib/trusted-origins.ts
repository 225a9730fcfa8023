// Which pages may call the API, as Appwrite decides it (src/Appwrite/Network/Validator/Origin.php, Cors.php
// and utopia-php's Hostname validator): a page's host must be a registered Web platform, or the
// server's own domain (a self-hosted Appwrite's `_APP_DOMAIN`, `localhost` by default). A browser
// from any other host gets no CORS headers, and a call it sends anyway is refused 403.

/** A self-hosted Appwrite's default domain, trusted as a page's host before any platform is added. */
export const SERVER_DOMAIN = 'localhost'
/** Other spellings of localhost, trusted when it is (Appwrite's Platform::LOOPBACK_ALIASES). */
const LOOPBACK_ALIASES = ['127.0.0.1', '[::1]']

/** utopia-php's Hostname rule: an exact name, `*`, or `*.example.com` (which leaves out example.com itself). */
function hostMatches(host: string, allowList: readonly string[]): boolean {
  if (!host || host.length > 253 || host.includes('/') || host.includes(':')) return false
  return allowList.some(
    (allowed) => allowed === host || allowed === '*' || (allowed.startsWith('*') && host.endsWith(allowed.slice(1))),
  )
}

/** What a Web platform may be registered as: a host name without scheme, port or path, or a wildcard. */
export const isPlatformHostname = (value: string): boolean =>
  /^(\*|(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)$/i.test(value) && value.length <= 253

export class TrustedOrigins {
  private readonly allowList: string[]

  /** `platforms`: the host names registered as Web platforms. */
  constructor(platforms: readonly string[] = []) {
    this.allowList = [SERVER_DOMAIN, ...platforms].map((name) => name.toLowerCase())
  }

  private trustsHost(host: string): boolean {
    if (hostMatches(host, this.allowList)) return true
    return LOOPBACK_ALIASES.includes(host) && hostMatches(SERVER_DOMAIN, this.allowList)
  }

  /**
   * Why a page at `origin` may not call, in Appwrite's words; undefined when it may. An absent Origin
   * (a server, a tool, the build) is not checked, as in Appwrite.
   */
  refusal(origin: string | undefined): string | undefined {
    if (!origin) return undefined
    const url = URL.canParse(origin) ? new URL(origin) : undefined
    const scheme = url?.protocol.slice(0, -1)
    // URL keeps IPv6 brackets, as PHP's parse_url does.
    const host = url?.hostname.toLowerCase() ?? ''
    if (!scheme) return 'Invalid Origin.'
    if (scheme !== 'http' && scheme !== 'https')
      return `Invalid Scheme. The scheme used (${scheme}) in the Origin (${origin}) is not supported. If you are using a custom scheme, please change it to \`appwrite-callback-<PROJECT_ID>\``
    if (this.trustsHost(host)) return undefined
    return `Invalid Origin. Register your new client ${host ? `(${host}) ` : ''}as a new Web platform on your project console dashboard`
  }
}
