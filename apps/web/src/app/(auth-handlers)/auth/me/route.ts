import { requireUserForRoute } from '@teamboard/auth/server'

/**
 * Who the session cookie belongs to, verified (getClaims): `{ id, email }` or 401 in catalogue
 * words. For other tabs and tools that need the current user without rendering a page.
 */
export async function GET() {
  const user = await requireUserForRoute()
  if (user instanceof Response) return user
  return Response.json(
    { id: user.id, email: user.email },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}
