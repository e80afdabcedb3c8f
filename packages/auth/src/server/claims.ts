import type { JwtPayload, SupabaseClient } from '@supabase/supabase-js'

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
 * getClaims() verifies the JWT (locally against the project's JWKS when keys are asymmetric,
 * otherwise through the Auth server) and refreshes an expired token first. A failure of any
 * kind means "not signed in": callers never see a half-trusted user.
 */
export async function verifiedUser(
  // Any schema: only `auth` is used.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  supabase: SupabaseClient<any, any, any>,
): Promise<AuthUser | null> {
  try {
    const { data, error } = await supabase.auth.getClaims()
    if (error || !data) return null
    return userFromClaims(data.claims)
  } catch {
    return null
  }
}
