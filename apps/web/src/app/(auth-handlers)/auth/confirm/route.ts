import { safeRedirect } from '@teamboard/auth/redirect'
import { createServerAuthClient } from '@teamboard/supabase/server'
import type { EmailOtpType } from '@supabase/supabase-js'
import type { NextRequest } from 'next/server'
import { linkErrorPath } from '../_lib/link-error'
import { NEXT_COOKIE } from '@/lib/next-cookie'
import { redirectTo } from '../_lib/redirect-to'

const TYPES = new Set<EmailOtpType>([
  'signup',
  'magiclink',
  'recovery',
  'invite',
  'email_change',
  'email',
])

/** Where each link type lands when its `next` is missing; recovery and invites must set a password. */
function landing(type: EmailOtpType, next: string | undefined): string {
  if (type === 'recovery' || type === 'invite') return '/update-password'
  return safeRedirect(next, { fallback: type === 'email_change' ? '/account' : '/w' })
}

/**
 * The target of every auth email (supabase/templates): verifies `token_hash` + `type` on the
 * server with verifyOtp, which writes the session cookies, then redirects to a same-origin path.
 * Email scanners that pre-fetch links use the token up; the error page lets the user ask again.
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams
  const tokenHash = params.get('token_hash')
  const type = params.get('type')
  if (!tokenHash || !type || !TYPES.has(type)) return redirectTo('/auth/error?code=link_invalid')

  const supabase = await createServerAuthClient()
  const { error } = await supabase.auth.verifyOtp({ token_hash: tokenHash, type })
  if (error) return redirectTo(linkErrorPath(error))

  const response = redirectTo(
    landing(type, params.get('next') ?? request.cookies.get(NEXT_COOKIE)?.value),
  )
  response.headers.append('Set-Cookie', `${NEXT_COOKIE}=; Path=/auth; Max-Age=0; SameSite=Lax`)
  return response
}
