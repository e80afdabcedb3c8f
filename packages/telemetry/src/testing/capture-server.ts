import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { decodeBody, type Envelope, type EnvelopeItem, parseEnvelope } from './envelope.js'

export interface CapturedEnvelope extends Envelope {
  /** Request path, e.g. `/api/1/envelope/`. */
  path: string
  /** The raw decoded body, to assert that a secret appears nowhere in what was sent. */
  raw: string
}

export interface CaptureServer {
  port: number
  /** A DSN pointing at this server: `http://<key>@127.0.0.1:<port>/<project>`. */
  dsn(projectId?: number): string
  envelopes: CapturedEnvelope[]
  /** Payloads of all items of one type (`event`, `transaction`, …) in arrival order. */
  items(type: string): EnvelopeItem['payload'][]
  /** Resolves with the first item of `type` matching `predicate`, waiting for it if needed. */
  waitForItem<T = Record<string, unknown>>(
    type: string,
    predicate?: (payload: T) => boolean,
    timeoutMs?: number,
  ): Promise<T>
  clear(): void
  close(): Promise<void>
}

/**
 * A stand-in for Sentry's ingest endpoint that records every envelope it receives. Listens on
 * 127.0.0.1; `port` 0 (the default) picks a free one.
 */
export async function startCaptureServer({
  port = 0,
}: { port?: number } = {}): Promise<CaptureServer> {
  const envelopes: CapturedEnvelope[] = []
  const waiters = new Set<() => void>()

  const server = createServer((request, response) => {
    void handle(request, response)
  })
  // Node closes a connection idle for 5 s; a client with a pool (the web app's `/monitoring`
  // tunnel) may send its next envelope on that socket as it closes, and lose it to "socket hang
  // up". Kept open well past any test's pause between envelopes.
  server.keepAliveTimeout = 65_000

  async function handle(request: IncomingMessage, response: ServerResponse) {
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('access-control-allow-headers', '*')
    if (request.method !== 'POST') return void response.writeHead(204).end()
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    try {
      const body = decodeBody(Buffer.concat(chunks), request.headers['content-encoding'])
      envelopes.push({
        ...parseEnvelope(body),
        path: request.url ?? '',
        raw: body.toString('utf8'),
      })
      for (const wake of waiters) wake()
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    } catch (error) {
      response
        .writeHead(400, { 'content-type': 'application/json' })
        .end(JSON.stringify({ detail: String(error) }))
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  const actualPort = (server.address() as AddressInfo).port

  const items = (type: string) =>
    envelopes.flatMap((envelope) =>
      envelope.items.filter((item) => item.type === type).map((item) => item.payload),
    )

  return {
    port: actualPort,
    dsn: (projectId = 1) => `http://capturekey@127.0.0.1:${actualPort}/${projectId}`,
    envelopes,
    items,
    waitForItem<T>(
      type: string,
      predicate: (payload: T) => boolean = () => true,
      timeoutMs = 10_000,
    ) {
      return new Promise<T>((resolve, reject) => {
        const check = () => {
          const found = (items(type) as T[]).find(predicate)
          if (found === undefined) return
          cleanup()
          resolve(found)
        }
        const timer = setTimeout(() => {
          cleanup()
          reject(
            new Error(
              `No "${type}" envelope item matched within ${timeoutMs} ms (${envelopes.length} envelopes received)`,
            ),
          )
        }, timeoutMs)
        const cleanup = () => {
          clearTimeout(timer)
          waiters.delete(check)
        }
        waiters.add(check)
        check()
      })
    },
    clear: () => void envelopes.splice(0),
    // close() lets in-flight posts finish (a proxy forwarding a late envelope would otherwise see
    // a reset) and drops idle keep-alive connections.
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  }
}
