import { unauthorized } from './responses.ts'

/**
 * The `verify_jwt` gate in front of a function, answering like Supabase's gateway.
 *
 * Any JWT `verifyJwt` accepts passes: a user's access token, or a legacy anon/service_role key
 * that is itself a JWT. The new `sb_publishable_…`/`sb_secret_…` keys are opaque, not JWTs, so
 * they are refused exactly as on hosted Supabase, where functions called with only those keys
 * must set `verify_jwt = false` and check the caller themselves.
 */
export async function checkJwt(
  authorization: string | null,
  verifyJwt: (token: string) => Promise<unknown>,
): Promise<Response | undefined> {
  if (!authorization) return unauthorized('Missing authorization header')
  const [scheme, token, ...extra] = authorization.trim().split(/\s+/)
  if (scheme?.toLowerCase() !== 'bearer' || !token || extra.length > 0) {
    return unauthorized("Auth header is not 'Bearer {token}'")
  }
  if (token.startsWith('sb_')) return unauthorized('Invalid JWT')
  try {
    await verifyJwt(token)
    return undefined
  } catch {
    return unauthorized('Invalid JWT')
  }
}
