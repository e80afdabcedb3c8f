/** The headers supabase-js sends with `functions.invoke` (and a browser preflights). */
const ALLOWED_HEADERS = 'authorization, x-client-info, apikey, content-type, x-region'

/**
 * CORS for the app's own origins only: other sites get no Access-Control-Allow-Origin, so a
 * browser will not hand them the response. Requests without an Origin (servers, tests) are
 * unaffected.
 */
export function corsHeaders(request: Request, appOrigins: string[]): Headers {
  const headers = new Headers({ Vary: 'Origin' })
  const origin = request.headers.get('Origin')
  if (origin && appOrigins.includes(origin)) {
    headers.set('Access-Control-Allow-Origin', origin)
    headers.set('Access-Control-Allow-Headers', ALLOWED_HEADERS)
    headers.set('Access-Control-Allow-Methods', 'POST, OPTIONS')
    headers.set('Access-Control-Max-Age', '86400')
  }
  return headers
}

export function preflight(request: Request, appOrigins: string[]): Response {
  return new Response(null, { status: 204, headers: corsHeaders(request, appOrigins) })
}
