import { randomUUID } from 'node:crypto'
import type { PGlite } from '@electric-sql/pglite'
import type { VerifyJwt } from '../jwt.ts'

/**
 * Workarounds for @supabase/lite 0.10's email-link flows, all in this one place:
 * 1. lite builds links as `{site_url}/auth/v1/verify…`; GoTrue uses the API's external URL.
 * 2. lite always sets the link's `redirect_to` to site_url, ignoring the request's `redirect_to`
 *    (supabase-js `emailRedirectTo` / `redirectTo`).
 * 3. lite ignores PKCE (`code_challenge`) on sign-up, magic link, recovery and email change: its
 *    GET /verify always returns tokens in the URL fragment, where GoTrue redirects with `?code=`.
 *    We record the challenge and, on verify, turn lite's session into an `auth.flow_state` row that
 *    lite's own `grant_type=pkce` exchange redeems.
 * 4. lite's /verify rejects the `email` and `invite` types GoTrue accepts; they map onto `magiclink`
 *    and `signup`, which check the same token columns.
 * 5. lite renders a template's `{{ .RedirectTo }}` as site_url; GoTrue renders the request's
 *    `redirect_to` when the allow-list accepts it (site_url otherwise). lite-app.ts hands lite
 *    such templates with REDIRECT_TO_MARKER in its place, replaced here.
 */
type Pending = {
  redirectTo?: string
  challenge?: string
  method?: string
  flow: string
  at: number
}

const FLOW_BY_PATH: Record<string, string> = {
  '/auth/v1/signup': 'email/signup',
  '/auth/v1/otp': 'magiclink',
  '/auth/v1/magiclink': 'magiclink',
  '/auth/v1/recover': 'recovery',
  '/auth/v1/resend': 'email/signup',
  '/auth/v1/user': 'email_change',
}
const TYPE_ALIASES: Record<string, string> = { email: 'magiclink', invite: 'signup' }
const LINK = /https?:\/\/[^\s"'<>]+?\/auth\/v1\/verify\?[^\s"'<>]+/g
const TTL_MS = 60 * 60 * 1000
export const REDIRECT_TO_MARKER = 'local-supabase-redirect-to:'

export type EmailFlowOptions = {
  db: PGlite
  verifyJwt: VerifyJwt
  apiUrl: () => string
  allowRedirect: (url: string) => boolean
  siteUrl: string
}

export function createEmailFlows({
  db,
  verifyJwt,
  apiUrl,
  allowRedirect,
  siteUrl,
}: EmailFlowOptions) {
  const byEmail = new Map<string, Pending>()
  const byToken = new Map<string, Pending>()
  const prune = (map: Map<string, Pending>) => {
    for (const [key, value] of map) if (Date.now() - value.at > TTL_MS) map.delete(key)
  }

  async function emailsOf(request: Request, body: Record<string, unknown>): Promise<string[]> {
    const emails = typeof body.email === 'string' ? [body.email] : []
    if (request.method === 'PUT') {
      const token = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]
      const claims = token ? await verifyJwt(token).catch(() => null) : null
      if (typeof claims?.email === 'string') emails.push(claims.email)
    }
    return emails.map((e) => e.toLowerCase())
  }

  function rewriteLink(link: string, pending: Pending | undefined): string {
    const url = new URL(link.replace(/&amp;/g, '&'))
    const fixed = new URL(`/auth/v1/verify${url.search}`, apiUrl())
    if (pending?.redirectTo) fixed.searchParams.set('redirect_to', pending.redirectTo)
    const token = fixed.searchParams.get('token')
    if (token && pending?.challenge) byToken.set(token, pending)
    return link.includes('&amp;') ? fixed.toString().replace(/&/g, '&amp;') : fixed.toString()
  }

  return {
    /** Remembers redirect_to and the PKCE challenge of a request that makes lite send an email. */
    async before(request: Request): Promise<Request> {
      const url = new URL(request.url)
      if (url.pathname === '/auth/v1/verify') return mapVerifyType(request, url)
      const flow = FLOW_BY_PATH[url.pathname]
      if (!flow || (request.method !== 'POST' && request.method !== 'PUT')) return request
      const body = (await request
        .clone()
        .json()
        .catch(() => null)) as Record<string, unknown> | null
      if (!body || typeof body !== 'object') return request
      const redirectTo = url.searchParams.get('redirect_to') ?? undefined
      const pending: Pending = {
        flow,
        at: Date.now(),
        redirectTo: redirectTo && allowRedirect(redirectTo) ? redirectTo : undefined,
        challenge:
          typeof body.code_challenge === 'string' && body.code_challenge
            ? body.code_challenge
            : undefined,
        method:
          typeof body.code_challenge_method === 'string'
            ? body.code_challenge_method.toLowerCase()
            : undefined,
      }
      prune(byEmail)
      for (const email of await emailsOf(request, body)) byEmail.set(email, pending)
      return request
    },

    /** Fixes the verification links and redirects in an email lite is about to send (1–3, 5). */
    rewriteMail<T extends { to: string; text?: string; html?: string }>(mail: T): T {
      const pending = byEmail.get(mail.to.toLowerCase())
      prune(byToken)
      const fix = (body: string | undefined) =>
        body
          ?.replace(LINK, (link) => rewriteLink(link, pending))
          .replaceAll(REDIRECT_TO_MARKER, pending?.redirectTo ?? siteUrl)
      return { ...mail, text: fix(mail.text), html: fix(mail.html) }
    },

    /** GET /verify for a PKCE flow: swap lite's fragment tokens for a one-time `?code=`. */
    async after(request: Request, response: Response): Promise<Response> {
      const url = new URL(request.url)
      if (url.pathname !== '/auth/v1/verify' || request.method !== 'GET') return response
      const pending = byToken.get(url.searchParams.get('token') ?? '')
      const location = response.headers.get('location')
      if (!pending?.challenge || !location?.includes('#')) return response
      const [target = '', fragment = ''] = location.split('#')
      if (!fragment.startsWith('access_token=')) {
        // GoTrue reports a failed PKCE verification in the query, where a server route sees it.
        const failed = new URL(target)
        new URLSearchParams(fragment).forEach((value, key) => failed.searchParams.set(key, value))
        return new Response(null, { status: 303, headers: { location: failed.toString() } })
      }
      const accessToken = new URLSearchParams(fragment).get('access_token') ?? ''
      const claims = await verifyJwt(accessToken)
      const code = randomUUID()
      await db.transaction(async (tx) => {
        await tx.query('delete from auth.sessions where id = $1', [claims.session_id])
        await tx.query(
          `insert into auth.flow_state (id, user_id, auth_code, authentication_method, code_challenge_method, code_challenge,
             provider_type, auth_code_issued_at, created_at, updated_at)
           values ($1, $2, $3, $4, $5, $6, 'email', now(), now(), now())`,
          [
            randomUUID(),
            claims.sub,
            code,
            pending.flow,
            pending.method ?? 's256',
            pending.challenge,
          ],
        )
      })
      const redirect = new URL(target)
      redirect.searchParams.set('code', code)
      return new Response(null, { status: 303, headers: { location: redirect.toString() } })
    },
  }
}

async function mapVerifyType(request: Request, url: URL): Promise<Request> {
  if (request.method === 'GET') {
    const alias = TYPE_ALIASES[url.searchParams.get('type') ?? '']
    if (!alias) return request
    url.searchParams.set('type', alias)
    return new Request(url, request)
  }
  if (request.method !== 'POST') return request
  const text = await request.clone().text()
  const body = (() => {
    try {
      return JSON.parse(text) as Record<string, unknown>
    } catch {
      return null
    }
  })()
  const alias = body && typeof body.type === 'string' ? TYPE_ALIASES[body.type] : undefined
  if (!body || !alias) return request
  return new Request(url, {
    method: 'POST',
    headers: request.headers,
    body: JSON.stringify({ ...body, type: alias }),
  })
}

export type EmailFlows = ReturnType<typeof createEmailFlows>
