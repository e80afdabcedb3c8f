/**
 * Two request shapes lite 0.10 answers differently from PostgREST, rewritten on the way in:
 * - `Prefer: count=estimated` gave the planner's row estimate even for small tables (510 for 5
 *   rows, with 206 Partial Content); PostgREST counts exactly up to `max_rows` and estimates only
 *   beyond. Local tables are small, so the count is exact (reported back as `count=estimated`).
 * - `HEAD /rest/v1/rpc/…` (postgrest-js `rpc(fn, args, { head: true })`) was not routed (400 with
 *   an empty message); it is answered as the GET, without the body.
 */
export async function headAndCount(
  request: Request,
  run: (request: Request) => Promise<Response>,
): Promise<Response> {
  const prefer = request.headers.get('prefer')
  const estimated = prefer !== null && /(?:^|[,\s])count=estimated\b/.test(prefer)
  const headRpc =
    request.method === 'HEAD' && new URL(request.url).pathname.startsWith('/rest/v1/rpc/')
  if (!estimated && !headRpc) return run(request)
  const headers = new Headers(request.headers)
  if (estimated && prefer) headers.set('prefer', prefer.replace(/count=estimated/, 'count=exact'))
  const response = await run(
    // Built on the original request, so its body (and the stream's duplex mode) carries over.
    new Request(request, { method: headRpc ? 'GET' : request.method, headers }),
  )
  const out = new Headers(response.headers)
  const applied = out.get('preference-applied')
  if (estimated && applied)
    out.set('preference-applied', applied.replace('count=exact', 'count=estimated'))
  return new Response(headRpc ? null : response.body, {
    status: response.status,
    statusText: response.statusText,
    headers: out,
  })
}
