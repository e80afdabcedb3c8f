import type { IncomingMessage, ServerResponse } from 'node:http'

export class BodyTooLargeError extends Error {
  readonly limit: number
  constructor(limit: number) {
    super(`Request body exceeds the ${Math.round(limit / 1024 / 1024)} MiB limit`)
    this.limit = limit
  }
}

/**
 * Node request → Fetch Request. The body is buffered with a hard cap so a huge upload is refused
 * with 413 after `limit` bytes instead of being held in memory in full.
 */
export async function toRequest(req: IncomingMessage, limit: number): Promise<Request> {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`)
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  const method = req.method ?? 'GET'
  if (method === 'GET' || method === 'HEAD') return new Request(url, { method, headers })

  const declared = Number(req.headers['content-length'] ?? 0)
  if (declared > limit) {
    req.resume()
    throw new BodyTooLargeError(limit)
  }
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > limit) {
      req.resume()
      throw new BodyTooLargeError(limit)
    }
    chunks.push(chunk)
  }
  return new Request(url, { method, headers, body: Buffer.concat(chunks) })
}

/** Fetch Response → Node response, streaming the body and keeping every Set-Cookie. */
export async function sendResponse(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) headers['set-cookie'] = cookies
  res.writeHead(response.status, response.statusText || undefined, headers)
  if (!response.body) {
    res.end()
    return
  }
  // A Response body is bytes (Fetch standard); Node's types leave its chunks `any`.
  const reader = (response.body as ReadableStream<Uint8Array>).getReader()
  res.on('close', () => void reader.cancel().catch(() => {}))
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      if (!res.write(value)) await new Promise((resolve) => res.once('drain', resolve))
    }
  } finally {
    res.end()
  }
}
