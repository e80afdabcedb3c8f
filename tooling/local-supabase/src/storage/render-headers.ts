/**
 * Upstream's object renderer (storage-api src/storage/renderer/renderer.ts): `?download` (or
 * `?download=<name>`) answers `Content-Disposition: attachment`, and a stored `text/html` is
 * served as `text/plain`. lite 0.10 ignored `download` and served HTML as HTML.
 */
export function renderHeaders(request: Request, response: Response): Response {
  const url = new URL(request.url)
  if (request.method !== 'GET' || !response.ok || !url.pathname.startsWith('/storage/v1/object/'))
    return response
  const headers = new Headers(response.headers)
  if (headers.get('content-type')?.includes('text/html')) headers.set('content-type', 'text/plain')
  const download = url.searchParams.get('download')
  if (download === '') headers.set('content-disposition', 'attachment;')
  else if (download !== null) {
    const name = encodeURIComponent(download)
    headers.set('content-disposition', `attachment; filename=${name}; filename*=UTF-8''${name}`)
  }
  return new Response(response.body, { status: response.status, headers })
}
