import { type Agent, request as httpRequest, type IncomingMessage } from 'node:http'
import { Readable } from 'node:stream'
import { type ReadableStream as WebReadableStream } from 'node:stream/web'

/** Per-hop headers (RFC 9110 §7.6.1) that must not be copied from one connection to the next. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
])
const NULL_BODY_STATUS = new Set([204, 205, 304])

/** The worker went away before it answered (crashed, exited, was killed). */
export class WorkerGoneError extends Error {}

/**
 * Sends `request` to a worker on 127.0.0.1:`port` at `path` and streams its answer back.
 * node:http rather than fetch: fetch would decode gzip bodies while keeping their
 * Content-Encoding, and would merge repeated Set-Cookie headers. `onDone` runs once the
 * exchange is over: the body was streamed out, or either side gave up.
 */
export function forward(
  request: Request,
  target: { port: number; path: string; agent: Agent },
  onDone: () => void,
): Promise<Response> {
  const { port, path, agent } = target
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {}
    for (const [name, value] of request.headers) {
      if (!HOP_BY_HOP.has(name)) headers[name] = value
    }
    // The function builds req.url from Host, so it sees the public URL, as behind Supabase's gateway.
    headers.host ??= new URL(request.url).host

    const outgoing = httpRequest({
      host: '127.0.0.1',
      port,
      path,
      method: request.method,
      headers,
      agent,
    })
    let responded = false
    let finished = false
    const finish = () => {
      if (finished) return
      finished = true
      onDone()
    }
    outgoing.on('close', () => {
      if (!responded) finish()
    })
    const abort = () => outgoing.destroy(new WorkerGoneError('The client closed the request'))
    request.signal.addEventListener('abort', abort, { once: true })
    outgoing.on('error', (error) =>
      reject(error instanceof WorkerGoneError ? error : new WorkerGoneError(error.message)),
    )
    outgoing.on('response', (incoming) => {
      responded = true
      request.signal.removeEventListener('abort', abort)
      incoming.on('close', finish)
      resolve(toResponse(incoming, request.method))
    })

    if (request.body && request.method !== 'GET' && request.method !== 'HEAD') {
      // Unneeded under this package's Node-only lib, but apps/web's e2e tsconfig compiles this file
      // with the DOM lib, whose ReadableStream Node's `fromWeb` does not accept.
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
      Readable.fromWeb(request.body as WebReadableStream)
        .on('error', abort)
        .pipe(outgoing)
    } else {
      outgoing.end()
    }
  })
}

function toResponse(incoming: IncomingMessage, method: string): Response {
  const headers = new Headers()
  const raw = incoming.rawHeaders
  for (let index = 0; index + 1 < raw.length; index += 2) {
    const name = raw[index] as string
    if (!HOP_BY_HOP.has(name.toLowerCase())) headers.append(name, raw[index + 1] as string)
  }
  const status = incoming.statusCode ?? 502
  if (NULL_BODY_STATUS.has(status) || method === 'HEAD') {
    incoming.resume()
    return new Response(null, { status, statusText: incoming.statusMessage, headers })
  }
  return new Response(Readable.toWeb(incoming) as ReadableStream<Uint8Array>, {
    status,
    statusText: incoming.statusMessage,
    headers,
  })
}
