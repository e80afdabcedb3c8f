import { safeRedirect } from '@teamboard/auth/redirect'
import { createServerAuthClient } from '@teamboard/supabase/server'
import type { NextRequest } from 'next/server'
import { linkErrorPath } from '../_lib/link-error'
import { redirectTo } from '../_lib/redirect-to'

/**
 * PKCE code exchange (OAuth, and email links whose `redirect_to` is this route). The code
 * verifier is the cookie the browser client stored when it started the flow, so the exchange
 * only succeeds in the browser that asked.
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams
  const code = params.get('code')
  // No code: a used or expired link, which the auth server reports as ?error=…&error_code=….
  if (!code) return redirectTo('/auth/error?code=link_invalid')

  const supabase = await createServerAuthClient()
  const { error } = await supabase.auth.exchangeCodeForSession(code)
  if (error) return redirectTo(linkErrorPath(error))
  return redirectTo(safeRedirect(params.get('next')))
}
