import type { JwtPayload, SupabaseClient } from '@supabase/supabase-js'
import { isSessionGone } from '@teamboard/supabase/errors'

/** Who is signed in, from the verified JWT — never from an unverified cookie session. */
export interface AuthUser {
  id: string
  email: string | null
  /** Postgres role of the token: `authenticated` for users (`anon` tokens are not users). */
  role: string
  isAnonymous: boolean
}

export function userFromClaims(claims: JwtPayload | null | undefined): AuthUser | null {
  if (!claims || typeof claims.sub !== 'string' || claims.sub === '' || claims.role === 'anon')
    return null
  return {
    id: claims.sub,
    email: typeof claims.email === 'string' && claims.email !== '' ? claims.email : null,
    role: claims.role,
    isAnonymous: claims.is_anonymous === true,
  }
}

/**
 * The session could not be checked this time (the Auth server or the network failed, or the
 * proxy could not refresh an expired access token on this request). Not a sign-out: the page
 * fails with a retry instead of sending a signed-in user to the sign-in page.
 */
export class SessionUnavailableError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The session could not be verified right now', options)
    this.name = 'SessionUnavailableError'
  }
}

/**
 * getClaims() verifies the JWT (locally against the project's JWKS when keys are asymmetric,
 * otherwise through the Auth server). Server clients read the session the proxy settled and never
 * refresh (`@teamboard/supabase/server`), so an access token that has expired means the proxy's
 * refresh failed for a passing reason (it clears the cookies when the session is gone): that, and
 * any other transient failure, throws SessionUnavailableError, so a hiccup never signs anyone
 * out. A definite failure means "not signed in": callers never see a half-trusted user.
 */
export async function verifiedUser(
  // Any schema: only `auth` is used.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  supabase: SupabaseClient<any, any, any>,
): Promise<AuthUser | null> {
  let result: Awaited<ReturnType<typeof supabase.auth.getClaims>>
  try {
    result = await supabase.auth.getClaims()
    // A request that never reached the Auth server (a dropped connection) is tried once more.
    if (result.error?.name === 'AuthRetryableFetchError' && result.error.status === 0)
      result = await supabase.auth.getClaims()
  } catch (cause) {
    if (isSessionGone(cause)) return null
    throw new SessionUnavailableError({ cause })
  }
  const { data, error } = result
  if (error && (!isSessionGone(error) || isExpiredJwt(error)))
    throw new SessionUnavailableError({ cause: error })
  if (error || !data) return null
  return userFromClaims(data.claims)
}

/** auth-js's answer for a token past its `exp` (`validateExp`), before any network call. */
function isExpiredJwt(error: { name?: string; message?: string }): boolean {
  return error.name === 'AuthInvalidJwtError' && error.message === 'JWT has expired'
}
