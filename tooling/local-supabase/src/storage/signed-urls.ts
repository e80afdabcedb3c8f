const relative = (url: unknown) =>
  typeof url === 'string' ? url.replace(/^\/storage\/v1/, '') : url

/**
 * lite 0.10 answers signing requests with `signedUrl: "/storage/v1/object/sign/…"`; upstream
 * Storage (and so supabase-js) uses `signedURL` relative to the storage URL, and `url` for signed
 * upload URLs. Renames the fields on successful responses.
 */
export async function fixSignedUrls(request: Request, response: Response): Promise<Response> {
  const { pathname } = new URL(request.url)
  const signing =
    request.method === 'POST' &&
    (pathname.startsWith('/storage/v1/object/sign/') ||
      pathname.startsWith('/storage/v1/object/upload/sign/'))
  if (!signing || !response.ok) return response
  const body = await response.json()
  const rename = (entry: Record<string, unknown>) => {
    const { signedUrl, ...rest } = entry
    return pathname.startsWith('/storage/v1/object/upload/')
      ? { ...rest, url: relative(signedUrl) }
      : { ...rest, signedURL: relative(signedUrl) }
  }
  const fixed = Array.isArray(body)
    ? body.map((entry: Record<string, unknown>) =>
        entry.signedUrl ? rename(entry) : { ...entry, signedURL: null },
      )
    : rename(body as Record<string, unknown>)
  return new Response(JSON.stringify(fixed), {
    status: response.status,
    headers: { 'content-type': 'application/json' },
  })
}
