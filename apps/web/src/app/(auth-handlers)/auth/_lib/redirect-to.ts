/**
 * A 303 with a relative Location. Relative on purpose: an absolute URL would be built from the
 * request's Host header, which a client controls; `path` always comes from safeRedirect or a literal.
 * Cookies set through `cookies()` during the request are added to this response by Next.
 */
export function redirectTo(path: string): Response {
  return new Response(null, {
    status: 303,
    headers: { Location: path, 'Cache-Control': 'private, no-store' },
  })
}
