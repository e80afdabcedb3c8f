import { Agent, createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import { type AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { forward, WorkerGoneError } from './proxy.ts'

/** Stands in for a Deno worker: what `forward` speaks to is plain HTTP on a loopback port. */
let worker: Server
let port: number
let seen: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }
const agent = new Agent({ keepAlive: true })

beforeAll(async () => {
  worker = createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8').on('data', (chunk: string) => (body += chunk))
    req.on('end', () => {
      seen = { method: req.method, url: req.url, headers: req.headers, body }
      if (req.url?.startsWith('/gzip')) {
        res.writeHead(200, { 'content-encoding': 'gzip', 'content-type': 'text/plain' })
        res.end(gzipSync('compressed'))
        return
      }
      res.setHeader('set-cookie', ['a=1; Path=/', 'b=2; Path=/'])
      res.writeHead(req.url === '/empty' ? 204 : 201, { connection: 'keep-alive' })
      res.end(req.url === '/empty' ? undefined : 'created')
    })
  })
  await new Promise<void>((resolve) => worker.listen(0, '127.0.0.1', resolve))
  port = (worker.address() as AddressInfo).port
})

afterAll(() => {
  agent.destroy()
  worker.close()
})

function send(request: Request, path: string) {
  return forward(request, { port, path, agent }, () => {})
}

describe('forward', () => {
  it('passes method, path, query, headers and body, with the public Host', async () => {
    const request = new Request('http://localhost:54321/functions/v1/hello/a?b=1', {
      method: 'PATCH',
      headers: { authorization: 'Bearer t', apikey: 'k', 'x-custom': 'c' },
      body: 'payload',
    })
    const response = await send(request, '/hello/a?b=1')
    expect(seen).toMatchObject({ method: 'PATCH', url: '/hello/a?b=1', body: 'payload' })
    expect(seen.headers).toMatchObject({
      authorization: 'Bearer t',
      apikey: 'k',
      'x-custom': 'c',
      host: 'localhost:54321',
    })
    expect(response.status).toBe(201)
    expect(await response.text()).toBe('created')
  })

  it('keeps every Set-Cookie and drops per-hop headers', async () => {
    const response = await send(new Request('http://localhost/functions/v1/hello'), '/hello')
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/'])
    expect(response.headers.has('connection')).toBe(false)
  })

  it('hands compressed bodies through untouched, still matching their Content-Encoding', async () => {
    const response = await send(new Request('http://localhost/functions/v1/gzip'), '/gzip')
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(Buffer.from(await response.arrayBuffer())).toEqual(gzipSync('compressed'))
  })

  it('answers bodiless statuses without a body', async () => {
    const response = await send(new Request('http://localhost/functions/v1/empty'), '/empty')
    expect(response.status).toBe(204)
    expect(response.body).toBeNull()
  })

  it('reports a worker that is not there as gone', async () => {
    const closed = forward(
      new Request('http://localhost/x'),
      { port: 1, path: '/x', agent },
      () => {},
    )
    await expect(closed).rejects.toBeInstanceOf(WorkerGoneError)
  })
})
