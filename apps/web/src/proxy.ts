import { errorCatalogue } from '@teamboard/supabase/errors'
import { updateSession } from '@teamboard/supabase/proxy'
import type { NextRequest } from 'next/server'
import { isCrossSiteAction } from '@/lib/cross-site'

/**
 * Refreshes the Supabase session cookies on every page and action request. It never decides
 * access: pages, server actions and route handlers each check the user themselves
 * (`@teamboard/auth/server`), so a request that skips the proxy gains nothing.
 */
export async function proxy(request: NextRequest) {
  // A bad request is a 4xx, never Next's 500 (docs/security-first-run.md, 12.10).
  if (isCrossSiteAction(request))
    return Response.json({ code: 'forbidden', message: errorCatalogue.forbidden }, { status: 403 })
  return updateSession(request)
}

export const config = {
  matcher: [
    // Not: Next internals, static files, the Sentry tunnel (`tunnelRoute` in next.config.ts).
    '/((?!_next/static|_next/image|monitoring|favicon.ico|icon.svg|.*\\.(?:svg|png|jpg|jpeg|gif|webp|ico|txt|xml|woff2?)$).*)',
  ],
}
