/** What replaces a secret. Sentry's own server-side scrubber uses the same marker. */
export const FILTERED = '[Filtered]'
export const EMAIL_MASK = '[email]'

const SECRET_QUERY_KEYS = [
  'code',
  'token_hash',
  'access_token',
  'refresh_token',
  'provider_token',
  'provider_refresh_token',
  'token',
  'apikey',
  'api_key',
  'password',
]

const STRING_RULES: ReadonlyArray<readonly [RegExp, string]> = [
  // Supabase auth cookies, chunked ones (`.0`, `.1`) and the PKCE verifier included.
  [/\b(sb-[\w-]*-auth-token[\w.-]*)=[^;,\s]*/g, `$1=${FILTERED}`],
  [/\b(Bearer|Basic)\s+[\w.~+/=-]+/gi, `$1 ${FILTERED}`],
  // Query strings and fragments: `?code=…`, `#access_token=…&refresh_token=…`.
  [
    new RegExp(`(^|[?&#;\\s])(${SECRET_QUERY_KEYS.join('|')})=[^&#\\s"',;]*`, 'gi'),
    `$1$2=${FILTERED}`,
  ],
  // Serialised JSON such as a session object logged as a string.
  [
    /("(?:access_token|refresh_token|provider_token|provider_refresh_token|token_hash|password|apikey)"\s*:\s*)"[^"]*"/gi,
    `$1"${FILTERED}"`,
  ],
  // JWT-shaped strings anywhere (supabase access tokens, anon/service keys).
  [/\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/g, FILTERED],
  // A Supabase secret key anywhere, bare too (a config dump, an error quoting it): it is not
  // JWT-shaped. The publishable key is public by design and stays readable.
  [/sb_secret_[\w-]+/g, FILTERED],
  // The invitation token is a bearer secret that travels in the path of /invite/[token];
  // route patterns such as that one are left readable.
  [/(\/invite\/)(?![[:])[^/?#\s"']+/g, `$1${FILTERED}`],
  [/[\w.%+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/gi, EMAIL_MASK],
]

/** Removes tokens, auth cookies, secret URL parameters and email addresses from a string. */
export function scrubString(input: string): string {
  let output = input
  for (const [pattern, replacement] of STRING_RULES) output = output.replace(pattern, replacement)
  return output
}

const SECRET_KEY =
  /^(authorization|proxy-authorization|cookie|set-cookie|apikey|api[-_]?key|x-api-key|password|passwd|secret|client[-_]?secret|(provider[-_]?)?(refresh|access)[-_]?token|provider[-_]?token|token|token[-_]?hash|code[-_]?verifier|x-forwarded-for|x-real-ip|cf-connecting-ip|true-client-ip|ip[-_]?address)$/i
const AUTH_COOKIE_KEY = /^sb-[\w-]*-auth-token/i

/** Whether a property, header or cookie of this name holds a secret whatever its value. */
export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key) || AUTH_COOKIE_KEY.test(key)
}

const MAX_DEPTH = 20

/**
 * Deep copy with every string scrubbed and every secret-named property replaced. Cycles and
 * depth beyond MAX_DEPTH become FILTERED rather than being sent unchecked.
 */
export function scrubValue<T>(value: T): T {
  return walk(value, 0, new WeakSet()) as T
}

function walk(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return scrubString(value)
  if (value === null || typeof value !== 'object') return value
  if (depth > MAX_DEPTH || seen.has(value)) return FILTERED
  seen.add(value)
  if (Array.isArray(value)) {
    // Header and query lists arrive as [name, value] pairs.
    if (value.length === 2 && typeof value[0] === 'string' && isSecretKey(value[0]))
      return [value[0], FILTERED]
    return value.map((item) => walk(item, depth + 1, seen))
  }
  if (value instanceof Date) return value
  // Class instances (an Error in `extra`, say) are copied as plain data so nothing escapes unchecked.
  const copy: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    copy[key] =
      isSecretKey(key) && item !== null && item !== undefined
        ? FILTERED
        : walk(item, depth + 1, seen)
  }
  return copy
}
