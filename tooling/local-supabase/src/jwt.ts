import { errors, jwtVerify } from 'jose'

export type JwtClaims = Record<string, unknown> & { sub?: string; role?: string; exp?: number }
export type VerifyJwt = (token: string) => Promise<JwtClaims>

/**
 * @supabase/lite signs access tokens with HS256 over `auth.jwt_secret` (no JWKS, no asymmetric
 * keys), so a verifier only needs that secret. Throws on a forged, malformed or expired token.
 */
export function createJwtVerifier({ secret }: { secret: string }): VerifyJwt {
  const key = new TextEncoder().encode(secret)
  return async function verifyJwt(token: string): Promise<JwtClaims> {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] })
      return payload
    } catch (error) {
      const reason = error instanceof errors.JWTExpired ? 'token is expired' : 'invalid JWT'
      throw new Error(reason, { cause: error })
    }
  }
}
