/**
 * Supabase-shaped error bodies for what this server answers itself. Each API has its own shape
 * upstream: GoTrue `{ code, error_code, msg }`, PostgREST `{ code, message, details, hint }`,
 * Storage `{ statusCode, error, message }`; the gateway (Kong) `{ message }`.
 */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  })
}

export function authError(status: number, errorCode: string, msg: string): Response {
  return json({ code: status, error_code: errorCode, msg }, status)
}

export function restError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
): Response {
  return json({ code, message, details, hint: null }, status)
}

export function storageError(status: number, error: string, message: string): Response {
  return json({ statusCode: String(status), error, message }, status)
}

export function gatewayError(status: number, message: string): Response {
  return json({ message }, status)
}

/** The error shape a client of `pathname` expects, for failures outside the API's own handler. */
export function errorFor(pathname: string, status: number, message: string): Response {
  const code =
    status === 413 ? 'request_too_large' : status >= 500 ? 'unexpected_failure' : 'bad_request'
  if (pathname.startsWith('/auth/v1')) return authError(status, code, message)
  if (pathname.startsWith('/rest/v1'))
    return restError(status, status >= 500 ? 'PGRST000' : 'PGRST100', message)
  if (pathname.startsWith('/storage/v1'))
    return storageError(status, status === 413 ? 'Payload too large' : 'Error', message)
  return gatewayError(status, message)
}
