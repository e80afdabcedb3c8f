/**
 * A CORS preflight to `/rest/v1/*`: PostgREST's CORS middleware answers it itself (200, any
 * origin, the requested headers, its methods) before any routing, so a browser may call every
 * rpc. lite routes it like a request and answers `/rest/v1/rpc/<fn>` with 404 PGRST202 (no
 * function without parameters), which browsers refuse ("does not have HTTP ok status").
 */
export function restPreflight(request: Request): Response | null {
  if (request.method !== 'OPTIONS' || !request.headers.has('access-control-request-method'))
    return null
  const headers = new Headers({
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, POST, PATCH, PUT, DELETE, OPTIONS, HEAD',
    'Access-Control-Max-Age': '86400',
    'Access-Control-Expose-Headers': 'Content-Range, Content-Location, Preference-Applied',
  })
  const requested = request.headers.get('access-control-request-headers')
  if (requested) headers.set('Access-Control-Allow-Headers', requested)
  return new Response(null, { status: 200, headers })
}
