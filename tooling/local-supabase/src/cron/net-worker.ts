import type { PGlite } from '@electric-sql/pglite'
import type { Log } from '../log.ts'

type Queued = {
  id: string
  method: string
  url: string
  headers: Record<string, string>
  body: Uint8Array | null
  timeout_milliseconds: number
}

/**
 * pg_net's background worker: takes committed requests from `net.http_request_queue` (removing
 * them, as upstream does, so a request is sent at most once and one lost to a restart stays lost),
 * sends them concurrently, and writes each outcome to `net._http_response` under the request's id:
 * status, content type, headers and body, or `timed_out` / `error_msg`.
 */
export function startNetWorker(options: { db: PGlite; log: Log; intervalMs?: number }) {
  const { db, log } = options
  const inFlight = new Set<Promise<void>>()
  let closed = false
  let busy = false

  async function send(request: Queued) {
    try {
      const response = await fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.method === 'GET' || !request.body ? undefined : Buffer.from(request.body),
        signal: AbortSignal.timeout(request.timeout_milliseconds),
      })
      const content = await response.text()
      await db.query(
        `insert into net._http_response (id, status_code, content_type, headers, content, timed_out)
         values ($1, $2, $3, $4, $5, false)`,
        [
          request.id,
          response.status,
          response.headers.get('content-type'),
          Object.fromEntries(response.headers),
          content,
        ],
      )
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
      const message = timedOut
        ? `Timeout of ${request.timeout_milliseconds} ms reached`
        : error instanceof Error
          ? error.message
          : String(error)
      await db
        .query(`insert into net._http_response (id, timed_out, error_msg) values ($1, $2, $3)`, [
          request.id,
          timedOut,
          message,
        ])
        .catch((failure: unknown) => log.debug('pg_net response not recorded', failure))
    }
  }

  async function drain() {
    if (busy || closed) return
    busy = true
    try {
      const { rows } = await db.query<Queued>(
        `delete from net.http_request_queue where id in (
           select id from net.http_request_queue order by id limit 200
         ) returning id::text, method, url, headers, body, timeout_milliseconds`,
      )
      for (const request of rows) {
        const sending = send(request)
        inFlight.add(sending)
        void sending.finally(() => inFlight.delete(sending))
      }
    } finally {
      busy = false
    }
  }

  const timer = setInterval(() => {
    drain().catch((error: unknown) => log.debug('pg_net drain failed', error))
  }, options.intervalMs ?? 200)
  timer.unref()

  return {
    async close() {
      closed = true
      clearInterval(timer)
      await Promise.allSettled([...inFlight])
    },
  }
}
