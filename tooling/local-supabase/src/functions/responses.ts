/**
 * Error answers shaped like Supabase's: the gateway's `{code:401,message}` for JWT failures,
 * and the edge runtime's `{code,message}` for worker failures, plus `error` with the cause so
 * a developer sees why without opening the logs.
 */
function json(status: number, body: Record<string, unknown>): Response {
  return Response.json(body, { status })
}

export function notFound(): Response {
  return json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' })
}

export function unauthorized(message: string): Response {
  return json(401, { code: 401, message })
}

export function bootFailed(cause: string): Response {
  return json(503, {
    code: 'BOOT_ERROR',
    message: 'Function failed to start (please check logs)',
    error: cause,
  })
}

export function workerFailed(cause: string): Response {
  return json(500, {
    code: 'WORKER_ERROR',
    message: 'Function exited due to an error (please check logs)',
    error: cause,
  })
}

/** 546 is Supabase's own status for a function stopped by a resource limit. */
export function workerLimit(cause: string): Response {
  return json(546, {
    code: 'WORKER_LIMIT',
    message: 'Function stopped by a resource limit (please check logs)',
    error: cause,
  })
}
