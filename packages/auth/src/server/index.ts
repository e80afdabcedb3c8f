import { errorCatalogue } from '@teamboard/supabase/errors'
import { createServerClient } from '@teamboard/supabase/server'
import { redirect } from 'next/navigation.js'
import { cache } from 'react'
import { signInPath } from '../redirect.js'
import { type AuthUser, SessionUnavailableError, verifiedUser } from './claims.js'

export { type AuthUser, SessionUnavailableError, userFromClaims, verifiedUser } from './claims.js'

/**
 * The signed-in user for this request, or null. For Server Components, Server Actions and
 * Route Handlers. `cache` shares one verification between all callers of one render.
 */
export const getUser = cache(async (): Promise<AuthUser | null> =>
  verifiedUser(await createServerClient()),
)

export interface RequireUserOptions {
  /** Path to come back to after signing in, e.g. `/w/acme/tasks/12`. Unsafe values are dropped. */
  next?: string
}

/** The signed-in user, or a redirect to `/sign-in?next=…` (throws Next's redirect). */
export async function requireUser({ next }: RequireUserOptions = {}): Promise<AuthUser> {
  const user = await getUser()
  if (!user) redirect(signInPath(next))
  return user
}

/** 401 body in catalogue words: a route handler never answers with a raw backend message. */
export function unauthorizedResponse(): Response {
  return Response.json(
    { code: 'forbidden', message: errorCatalogue.forbidden },
    { status: 401, headers: { 'Cache-Control': 'private, no-store' } },
  )
}

/** For Route Handlers: `const user = await requireUserForRoute(); if (user instanceof Response) return user` */
export async function requireUserForRoute(): Promise<AuthUser | Response> {
  try {
    return (await getUser()) ?? unauthorizedResponse()
  } catch (error) {
    if (!(error instanceof SessionUnavailableError)) throw error
    // Retryable, and not a sign-out: the client keeps its session and tries again.
    return Response.json(
      { code: 'unexpected', message: errorCatalogue.unexpected },
      { status: 503, headers: { 'Cache-Control': 'private, no-store', 'Retry-After': '1' } },
    )
  }
}
