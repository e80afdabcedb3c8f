import type { NextRequest } from 'next/server'

/** What Next treats as a server action: its fetch header, or a form post to a page. */
function isActionRequest(request: NextRequest): boolean {
  if (request.method !== 'POST') return false
  const type = request.headers.get('content-type') ?? ''
  return (
    request.headers.has('next-action') ||
    type.startsWith('multipart/form-data') ||
    type.startsWith('application/x-www-form-urlencoded')
  )
}

/**
 * A server action posted from another site. Next refuses these itself (its CSRF check in
 * action-handler.js compares `Origin` with `x-forwarded-host`, else `host`), but answers 500,
 * and 500 for an `Origin` it cannot parse (`null`, garbage). The same comparison here lets the
 * proxy answer 403 first. No `Origin` at all passes, as in Next: browsers send one with every
 * cross-site POST, so a request without it carries no one's cookies unwillingly.
 */
export function isCrossSiteAction(request: NextRequest): boolean {
  if (!isActionRequest(request)) return false
  const origin = request.headers.get('origin')
  if (origin === null) return false
  let originHost: string
  try {
    originHost = new URL(origin).host
  } catch {
    return true
  }
  const forwarded = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim()
  const host = request.headers.get('host')
  return originHost === '' || (originHost !== forwarded && originHost !== host)
}
