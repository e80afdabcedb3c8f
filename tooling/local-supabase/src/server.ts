/**
 * The API server on port 54321 (or a free port). CONTRACT with the realtime and functions
 * modules (keep stable; both are written against it):
 *
 * - One Node `http.Server`. Request routing by path:
 *   - `/functions/v1/*`            → `functions.handle(request: Request): Promise<Response>`
 *   - `/realtime/v1/api/broadcast[/…]` → `realtime.handleBroadcast(request: Request): Promise<Response>`
 *   - HTTP upgrade on `/realtime/v1/websocket` → `realtime.handleUpgrade(req, socket, head)`
 *   - everything else              → our auth admin API / email-PKCE shim, then lite's
 *                                    `app.fetch(request, { peerAddress })` (see api.ts)
 * - Modules are created in modules.ts (called from start.ts) as
 *   `createRealtime({ db, verifyJwt, publishableKey, secretKey, log })` (src/realtime/index.ts) and
 *   `createFunctions({ functionsDir, config, env, verifyJwt, publishableKey, log })`
 *   (src/functions/index.ts); each returns its handlers plus `close(): Promise<void>`; a
 *   `ready: Promise<void>` on the realtime module is awaited before start-up completes.
 *   A module that is absent answers 503 with a Supabase-shaped error.
 * - Request bodies are buffered with a size cap (413 beyond it); handlers get a plain Fetch Request
 *   whose URL is `http://<Host header><path>`.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { errorFor, gatewayError } from './errors.ts'
import { BodyTooLargeError, sendResponse, toRequest } from './http-bridge.ts'
import type { Log } from './log.ts'

export type RealtimeModule = {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void
  handleBroadcast(request: Request): Promise<Response>
  close(): Promise<void>
}

export type FunctionsModule = {
  handle(request: Request): Promise<Response>
  close(): Promise<void>
}

export type ApiServerOptions = {
  /** Auth admin, the PKCE shim and lite: everything that is not realtime or functions. */
  handleApi(request: Request, peerAddress: string | null): Promise<Response>
  realtime?: RealtimeModule
  functions?: FunctionsModule
  bodyLimit(pathname: string): number
  log: Log
}

export function createApiServer(options: ApiServerOptions): Server {
  const { log } = options
  const server = createServer((req, res) => {
    void (async () => {
      let pathname = '/'
      let response: Response
      try {
        pathname = new URL(req.url ?? '/', 'http://x').pathname
        const request = await toRequest(req, options.bodyLimit(pathname))
        response = await route(options, request, pathname, req.socket.remoteAddress ?? null)
      } catch (error) {
        if (error instanceof BodyTooLargeError) response = errorFor(pathname, 413, error.message)
        else if (error instanceof TypeError && /URL/i.test(error.message))
          response = errorFor(pathname, 400, 'Invalid request URL')
        else {
          log.error(`unhandled error on ${req.method} ${pathname}`, error)
          response = errorFor(pathname, 500, 'Internal server error')
        }
      }
      await sendResponse(res, response).catch((error: unknown) =>
        log.debug('response aborted', error),
      )
    })()
  })

  server.on('upgrade', (req, socket, head) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname
    if (pathname === '/realtime/v1/websocket' && options.realtime) {
      options.realtime.handleUpgrade(req, socket, head)
      return
    }
    const status =
      pathname === '/realtime/v1/websocket' ? '503 Service Unavailable' : '404 Not Found'
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
  })
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n')
  })
  // Node closes an idle keep-alive connection after 5 s; a client whose event loop lags (a busy
  // Next server) can still send its next request on that socket and get "fetch failed". Kept far
  // beyond such a lag instead.
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  return server
}

async function route(
  options: ApiServerOptions,
  request: Request,
  pathname: string,
  peer: string | null,
) {
  if (pathname === '/functions/v1' || pathname.startsWith('/functions/v1/')) {
    return options.functions ? options.functions.handle(request) : unavailable('Edge functions are')
  }
  // `{ messages }` at the root, and realtime-js httpSend()'s `/:topic/events/:event` below it.
  if (
    pathname === '/realtime/v1/api/broadcast' ||
    pathname.startsWith('/realtime/v1/api/broadcast/')
  ) {
    return options.realtime ? options.realtime.handleBroadcast(request) : unavailable('Realtime is')
  }
  return options.handleApi(request, peer)
}

function unavailable(what: string): Response {
  return gatewayError(503, `${what} not available in this local backend build`)
}
