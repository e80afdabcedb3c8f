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
 * The session could not be checked this time (the Auth server or the network failed, or a
 * parallel request had just rotated the refresh token). Not a sign-out: the page fails with a
 * retry instead of sending a signed-in user to the sign-in page.
 */
export class SessionUnavailableError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The session could not be verified right now', options)
    this.name = 'SessionUnavailableError'
  }
}

/**
 * getClaims() verifies the JWT (locally against the project's JWKS when keys are asymmetric,
 * otherwise through the Auth server) and refreshes an expired token first. A definite failure
 * means "not signed in": callers never see a half-trusted user. A transient one throws
 * SessionUnavailableError, so a hiccup never signs anyone out.
 */
export async function verifiedUser(
  // Any schema: only `auth` is used.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  supabase: SupabaseClient<any, any, any>,
): Promise<AuthUser | null> {
  let result: Awaited<ReturnType<typeof supabase.auth.getClaims>>
  try {
    result = await supabase.auth.getClaims()
  } catch (cause) {
    if (isSessionGone(cause)) return null
    throw new SessionUnavailableError({ cause })
  }
  const { data, error } = result
  if (error && !isSessionGone(error)) throw new SessionUnavailableError({ cause: error })
  if (error || !data) return null
  return userFromClaims(data.claims)
}
