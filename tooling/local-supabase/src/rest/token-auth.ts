import type { ServerOptions } from '@supabase/lite'
import { createJwtVerifier } from '../jwt.ts'

type Middleware = NonNullable<ServerOptions['middlewares']>[number]

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * PostgREST authorises a request by its JWT alone (signature, expiry and `role` claim) and reads
 * neither `auth.users` nor `auth.sessions`; so does lite's REST handler. But lite's global auth
 * middleware, there for the auth routes (their `requireAuth` reuses what it found), looks the
 * user and the session up on every request, REST included: two queries, about a quarter of a small
 * REST request's time, on the one PGlite connection every request shares.
 *
 * For `/rest/v1` with a user's token that verifies, this sets what that middleware would set on
 * success (`userId`, `sessionId`, `jwt`), which makes it skip both look-ups. Any other request,
 * and a token that does not verify, goes on to lite's middleware untouched.
 */
export function restTokenAuth(jwtSecret: string): Middleware {
  const verify = createJwtVerifier({ secret: jwtSecret })
  return async (c, next) => {
    const bearer = c.req.header('authorization')
    if (c.req.path.startsWith('/rest/v1/') && bearer?.startsWith('Bearer ')) {
      const claims = await verify(bearer.slice('Bearer '.length)).catch(() => null)
      if (
        claims?.role === 'authenticated' &&
        typeof claims.sub === 'string' &&
        UUID.test(claims.sub) &&
        typeof claims.session_id === 'string'
      ) {
        c.set('userId', claims.sub)
        c.set('sessionId', claims.session_id)
        c.set('jwt', claims)
      }
    }
    await next()
  }
}
