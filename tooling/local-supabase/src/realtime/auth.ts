/** Who a subscriber is, as the database sees it when RLS decides what they may receive. */
export interface Subscriber {
  role: string
  claims: Record<string, unknown>
  /** Seconds since epoch; undefined for API keys, which do not expire. */
  exp: number | undefined
}

export interface AuthOptions {
  verifyJwt: (token: string) => Promise<Record<string, unknown>>
  publishableKey: string | undefined
  secretKey: string | undefined
}

export class AuthError extends Error {}

const ROLE = /^[a-z_][a-z0-9_]*$/

/**
 * supabase-js sends the publishable key as `access_token` when nobody is signed in
 * (SupabaseClient._getAccessToken falls back to supabaseKey), so keys map to their roles.
 */
export async function resolveSubscriber(token: unknown, options: AuthOptions): Promise<Subscriber> {
  if (token === undefined || token === null || token === '')
    return { role: 'anon', claims: { role: 'anon' }, exp: undefined }
  if (typeof token !== 'string') throw new AuthError('access_token must be a string')
  if (options.publishableKey && token === options.publishableKey)
    return { role: 'anon', claims: { role: 'anon' }, exp: undefined }
  if (options.secretKey && token === options.secretKey) {
    return { role: 'service_role', claims: { role: 'service_role' }, exp: undefined }
  }
  let claims: Record<string, unknown>
  try {
    claims = await options.verifyJwt(token)
  } catch (error) {
    throw new AuthError(
      `Invalid JWT: ${error instanceof Error ? error.message : 'verification failed'}`,
    )
  }
  const role =
    typeof claims.role === 'string' && ROLE.test(claims.role) ? claims.role : 'authenticated'
  const exp = typeof claims.exp === 'number' ? claims.exp : undefined
  if (exp !== undefined && exp * 1000 <= Date.now()) throw new AuthError('Token has expired')
  return { role, claims, exp }
}

/** An apikey is valid when it is one of the configured keys; with none configured, anything goes (as lite). */
export function isValidApiKey(apikey: string | null, options: AuthOptions): boolean {
  if (!options.publishableKey && !options.secretKey) return true
  return (
    apikey !== null &&
    apikey !== '' &&
    (apikey === options.publishableKey || apikey === options.secretKey)
  )
}
