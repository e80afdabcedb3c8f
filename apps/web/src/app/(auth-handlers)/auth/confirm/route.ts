import { safeRedirect } from '@teamboard/auth/redirect'
import { createServerAuthClient } from '@teamboard/supabase/server'
import type { EmailOtpType, User } from '@supabase/supabase-js'
import type { NextRequest } from 'next/server'
import { joinFromLanding } from '../_lib/join-invitation'
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
function landing(type: EmailOtpType, next: unknown): string {
  if (type === 'recovery' || type === 'invite') return '/update-password'
  return safeRedirect(next, { fallback: type === 'email_change' ? '/account' : '/w' })
}

/**
 * The page the user was going to: the link's `next`, else this browser's cookie, else (a sign-up
 * confirmed on another device) the `signup_next` the sign-up stored in the user's metadata.
 */
function requested(request: NextRequest, type: EmailOtpType, user: User | null): unknown {
  const fromLink =
    request.nextUrl.searchParams.get('next') ?? request.cookies.get(NEXT_COOKIE)?.value
  if (fromLink || type !== 'signup') return fromLink
  return user?.user_metadata.signup_next
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
  const { data, error } = await supabase.auth.verifyOtp({ token_hash: tokenHash, type })
  if (error) return redirectTo(linkErrorPath(error))

  const target = landing(type, requested(request, type, data.user))
  const response = redirectTo(type === 'signup' ? await joinFromLanding(supabase, target) : target)
  response.headers.append('Set-Cookie', `${NEXT_COOKIE}=; Path=/auth; Max-Age=0; SameSite=Lax`)
  return response
}
