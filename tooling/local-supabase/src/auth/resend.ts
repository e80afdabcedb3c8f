import { randomInt } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import type { SupabaseConfig } from '../config.ts'
import { authError, json } from '../errors.ts'
import type { AuthMail } from '../mailbox/driver.ts'
import { tokenHash } from './generate-link.ts'

export type ResendOptions = {
  db: PGlite
  config: SupabaseConfig
  /** Where `[auth.email.template.*] content_path`s are relative to (the Supabase CLI's project root). */
  projectRoot: string
  siteUrl: string
  apiUrl: () => string
  allowRedirect: (url: string) => boolean
  send: (mail: AuthMail) => Promise<void>
}

/** A Go duration as config.toml writes `max_frequency` ("1s", "60s", "1m30s") in milliseconds. */
function goDuration(value: string | undefined, fallbackMs: number): number {
  const parts = [...(value ?? '').matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)]
  if (parts.length === 0) return fallbackMs
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const
  return parts.reduce((total, [, n, u]) => total + Number(n) * unit[u as keyof typeof unit], 0)
}

/** lite's `{{ .Name }}` substitution (unknown names stay as written). */
function render(template: string, vars: Record<string, string>): string {
  return template.replace(/\{\{\s*\.(\w+)\s*\}\}/g, (whole, name: string) => vars[name] ?? whole)
}

/**
 * `POST /auth/v1/resend` with `type: signup`, as GoTrue's resend.go: an unconfirmed user gets a
 * new confirmation email (a fresh token, `confirmation_sent_at` now) unless the last one went out
 * within `[auth.email] max_frequency`, which answers 429 `over_email_send_rate_limit`; an unknown
 * or confirmed address answers 200 and sends nothing. @supabase/lite 0.10 refuses every resend of
 * a confirmation that was ever sent (429, whatever the time) and never sends one.
 */
export function createResend(options: ResendOptions) {
  const email = options.config.auth?.email ?? {}
  const maxFrequencyMs = goDuration(email.max_frequency, 60_000)
  const otpLength = email.otp_length ?? 6

  async function confirmationMail(to: string, token: string, code: string, redirectTo: string) {
    const template = email.template?.confirmation
    const confirmationUrl = new URL('/auth/v1/verify', options.apiUrl())
    confirmationUrl.searchParams.set('token', token)
    confirmationUrl.searchParams.set('type', 'signup')
    confirmationUrl.searchParams.set('redirect_to', redirectTo)
    const vars = {
      ConfirmationURL: confirmationUrl.toString(),
      Token: code,
      TokenHash: token,
      SiteURL: options.siteUrl,
      Email: to,
      RedirectTo: redirectTo,
      Data: '',
    }
    const html = template?.content_path
      ? await readFile(path.resolve(options.projectRoot, template.content_path), 'utf8')
      : '<h2>Confirm your signup</h2><p><a href="{{ .ConfirmationURL }}">Confirm your mail</a></p>'
    return {
      to,
      subject: render(template?.subject ?? 'Confirm Your Signup', vars),
      text: render('Follow this link to confirm your email: {{ .ConfirmationURL }}', vars),
      html: render(html, vars),
    }
  }

  return async function resend(request: Request): Promise<Response | null> {
    const url = new URL(request.url)
    if (request.method !== 'POST' || url.pathname !== '/auth/v1/resend') return null
    const body = (await request
      .clone()
      .json()
      .catch(() => null)) as { type?: unknown; email?: unknown } | null
    if (body?.type !== 'signup' || typeof body.email !== 'string') return null
    const address = body.email.trim().toLowerCase()
    const { rows } = await options.db.query<{ id: string; sent_at: Date | string | null }>(
      `select id, confirmation_sent_at as sent_at from auth.users
        where lower(email) = $1 and email_confirmed_at is null`,
      [address],
    )
    const user = rows[0]
    if (!user) return json({})
    const sentAt = user.sent_at ? new Date(user.sent_at).getTime() : 0
    const waitMs = sentAt + maxFrequencyMs - Date.now()
    if (waitMs > 0)
      return authError(
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${Math.ceil(waitMs / 1000)} seconds.`,
      )
    const code = String(randomInt(0, 10 ** otpLength)).padStart(otpLength, '0')
    const token = tokenHash(address, code)
    await options.db.query(
      'update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1',
      [user.id, token],
    )
    const requested = url.searchParams.get('redirect_to') ?? ''
    const redirectTo = requested && options.allowRedirect(requested) ? requested : options.siteUrl
    await options.send(await confirmationMail(address, token, code, redirectTo))
    return json({})
  }
}
