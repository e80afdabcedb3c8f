import type { AdminOptions } from './auth/admin-options.ts'
import { handleAdmin } from './auth/admin.ts'
import { refuseBannedUser } from './auth/bans.ts'
import type { EmailFlows } from './auth/email-flows.ts'
import type { RefreshGate } from './auth/refresh.ts'
import { hideExistingAccount } from './auth/signup.ts'
import type { VerifyLimit } from './auth/verify-limit.ts'
import { errorFor } from './errors.ts'
import type { LiteApp } from './lite-app.ts'
import type { Log } from './log.ts'
import type { PostgrestState } from './rest/settings.ts'
import { duplicateEmbeds } from './rest/embed-names.ts'
import { jsonColumnStrings } from './rest/json-strings.ts'
import { rowArguments } from './rest/row-args.ts'
import { restWithTx } from './rest/tx.ts'
import type { StorageAdapter } from './storage/adapter.ts'
import { handleStorage } from './storage/router.ts'
import { restPreflight } from './rest/preflight.ts'

export type ApiOptions = {
  app: LiteApp
  /** The object bytes lite writes through (storage/keep-bytes.ts restores them on a refused upload). */
  storage: StorageAdapter
  admin: AdminOptions
  emailFlows: EmailFlows
  refresh: RefreshGate
  /** config.toml [auth.email] enable_confirmations: sign-up then hides existing accounts. */
  confirmations: boolean
  verifyLimit: VerifyLimit
  /** POST /resend for sign-up confirmations (auth/resend.ts). */
  resend: (request: Request) => Promise<Response | null>
  /** PostgREST's in-database settings, kept current by database/prepare.ts. */
  postgrest: PostgrestState
  log: Log
}

/**
 * Everything on the API port that is not realtime or functions: our GoTrue admin API, then lite
 * (auth, REST, storage) with the email-flow fixes around its auth routes.
 */
export function createApiHandler({
  app,
  storage,
  admin,
  emailFlows,
  refresh,
  confirmations,
  verifyLimit,
  resend,
  postgrest,
  log,
}: ApiOptions) {
  return async function handleApi(request: Request, peerAddress: string | null): Promise<Response> {
    const { pathname } = new URL(request.url)
    try {
      if (pathname === '/auth/v1/admin' || pathname.startsWith('/auth/v1/admin/'))
        return await handleAdmin(request, admin)
      if (isLiteConsole(pathname)) return errorFor(pathname, 404, 'Not found')
      const lite = (forwarded: Request) => app.fetch(forwarded, { peerAddress })
      if (pathname.startsWith('/storage/v1/')) return await handleStorage(request, lite, storage)
      if (pathname.startsWith('/rest/v1/')) {
        const preflight = restPreflight(request)
        if (preflight) return preflight
        const { connection, defaultSchema } = postgrest
        const rest = await rowArguments(
          await jsonColumnStrings(request, connection, defaultSchema),
          connection,
          defaultSchema,
        )
        return await restWithTx(rest, postgrest.settings, (req) => duplicateEmbeds(req, lite))
      }
      if (!pathname.startsWith('/auth/v1/')) return await lite(request)
      if (request.method === 'OPTIONS') return withAuthCors(request, await lite(request))
      const banned = await refuseBannedUser(request, admin.db)
      if (banned) return withAuthCors(request, banned)
      const hidden = await hideExistingAccount(request, admin.db, confirmations)
      if (hidden) return withAuthCors(request, hidden)
      const resent = await resend(request)
      if (resent) return withAuthCors(request, resent)
      const refreshed = await refresh.handle(request, lite)
      if (refreshed) return withAuthCors(request, refreshed)
      const limited = verifyLimit.refuse(request, peerAddress)
      if (limited) return withAuthCors(request, limited)
      const prepared = await emailFlows.before(request)
      const answer = await emailFlows.after(prepared, await lite(prepared))
      verifyLimit.record(request, peerAddress, answer)
      return withAuthCors(request, answer)
    } catch (error) {
      log.error(`${request.method} ${pathname} failed`, error)
      return errorFor(pathname, 500, 'Internal server error')
    }
  }
}

/**
 * lite's own console and introspection routes (`/_system/*`, `/studio`) have no place on an API
 * that mimics Supabase's. lite's router matches the percent-decoded path, so the check does too
 * (`/%5Fsystem/config` is `/_system/config` to it).
 */
function isLiteConsole(pathname: string): boolean {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname).toLowerCase()
  } catch {
    return true
  }
  return decoded === '/' || decoded.startsWith('/_system') || decoded.startsWith('/studio')
}

/**
 * @supabase/lite 0.10's auth router sends no Access-Control-Allow-Origin on its responses and
 * answers preflights (`options('*')`) without Access-Control-Allow-Headers, so browsers refuse
 * every supabase-js auth call from the app's origin (it sends `apikey`, `authorization`,
 * `x-client-info`). GoTrue allows any origin with the requested headers; do the same here.
 */
function withAuthCors(request: Request, response: Response): Response {
  const requested =
    request.method === 'OPTIONS' ? request.headers.get('access-control-request-headers') : null
  const needsOrigin = !response.headers.has('access-control-allow-origin')
  const needsHeaders = requested !== null && !response.headers.has('access-control-allow-headers')
  if (!needsOrigin && !needsHeaders) return response
  const headers = new Headers(response.headers)
  if (needsOrigin) headers.set('Access-Control-Allow-Origin', '*')
  if (needsHeaders) {
    headers.set('Access-Control-Allow-Headers', requested)
    headers.append('Vary', 'Access-Control-Request-Headers')
  }
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
