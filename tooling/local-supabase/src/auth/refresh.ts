import type { PGlite } from '@electric-sql/pglite'
import { authError } from '../errors.ts'

/**
 * Refresh-token rotation the way GoTrue does it, around @supabase/lite 0.10's, in this one place:
 * 1. lite's `refreshSession` reads the token, revokes it and inserts a child with no conditional
 *    update, so refreshes that arrive together each mint a child of the same parent (and the next
 *    reuse of any of them revokes the whole session). Here refreshes run one at a time, so a
 *    parent has at most one child however many requests present it at once.
 * 2. lite's `refreshWithRevokedToken` never reads `refresh_token_reuse_interval`: a revoked token
 *    with one descendant answers with the live token forever, one with more revokes the session at
 *    once. GoTrue (`RefreshTokenGrant` in supabase/auth's internal/api/token_refresh.go) answers
 *    - the live token's parent with the live token at any time ("the client was not able to store
 *      the result when it refreshed": a response the browser dropped);
 *    - any other revoked token of the session with a valid token while it was revoked less than
 *      the interval ago (parallel requests and tabs refreshing together are normal);
 *    - and revokes the whole session on a reuse of such a token after the interval.
 *    The parent goes to lite as it is (its only descendant is the live token, so lite's own code
 *    answers with it); an older token within the interval is swapped for the live token's parent.
 *    One difference stays: there GoTrue mints a second child of the old token, here the answer is
 *    the live token, so a session never has two live branches.
 */
export type RefreshGateOptions = {
  db: PGlite
  rotation: boolean
  reuseIntervalSeconds: number
}

type TokenRow = { revoked: boolean; session_id: string | null; revoked_seconds_ago: number }

export function createRefreshGate({ db, rotation, reuseIntervalSeconds }: RefreshGateOptions) {
  let queue: Promise<unknown> = Promise.resolve()

  async function resolve(
    request: Request,
    token: string,
    lite: (request: Request) => Promise<Response>,
  ): Promise<Response> {
    const { rows } = await db.query<TokenRow>(
      `select revoked, session_id, extract(epoch from now() - updated_at)::float8 as revoked_seconds_ago
       from auth.refresh_tokens where token = $1`,
      [token],
    )
    const row = rows[0]
    if (!row?.revoked || !rotation || !row.session_id) return lite(request)
    const live = await db.query<{ parent: string | null }>(
      `select parent from auth.refresh_tokens where session_id = $1 and not revoked
       order by created_at desc, id desc limit 1`,
      [row.session_id],
    )
    const parent = live.rows[0]?.parent
    if (parent === token) return lite(request)
    if (row.revoked_seconds_ago <= reuseIntervalSeconds && parent)
      return lite(withToken(request, parent))
    await db.query(
      'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked',
      [row.session_id],
    )
    return authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used')
  }

  return {
    /** Handles `POST /auth/v1/token?grant_type=refresh_token`; null for every other request. */
    async handle(
      request: Request,
      lite: (request: Request) => Promise<Response>,
    ): Promise<Response | null> {
      const url = new URL(request.url)
      const isRefresh =
        request.method === 'POST' &&
        url.pathname === '/auth/v1/token' &&
        url.searchParams.get('grant_type') === 'refresh_token'
      if (!isRefresh) return null
      const body = (await request
        .clone()
        .json()
        .catch(() => null)) as { refresh_token?: unknown } | null
      const token = body?.refresh_token
      if (typeof token !== 'string') return lite(request)
      const turn = queue.then(() => resolve(request, token, lite))
      queue = turn.catch(() => {})
      return turn
    },
  }
}

export type RefreshGate = ReturnType<typeof createRefreshGate>

function withToken(request: Request, refreshToken: string): Request {
  return new Request(request.url, {
    method: 'POST',
    headers: request.headers,
    body: JSON.stringify({ refresh_token: refreshToken }),
  })
}
