import { randomBytes } from 'node:crypto'
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { LocalSupabase } from '@teamboard/local-supabase'

/**
 * The e2e backend's superuser SQL for specs, which run in worker processes while the backend
 * lives in global setup's: for the few states no API can make (a task finished weeks ago; the
 * database stamps `completed_at` itself). On 127.0.0.1, a port of the system's choosing and a
 * token of the run's, published to the workers through the environment like the mailbox URL.
 */
export async function startSqlBridge(backend: LocalSupabase): Promise<() => Promise<void>> {
  const token = randomBytes(24).toString('hex')
  const server = createServer((request, response) => void answer(request, response))
  async function answer(request: IncomingMessage, response: ServerResponse) {
    if (request.method !== 'POST' || request.headers.authorization !== `Bearer ${token}`) {
      response.writeHead(403).end()
      return
    }
    let body = ''
    for await (const chunk of request) body += String(chunk)
    try {
      const { text, params } = JSON.parse(body) as { text: string; params?: unknown[] }
      // Without parameters, several statements in one (e.g. `set session_replication_role`).
      const rows = await backend.sql(text, params?.length ? params : undefined)
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(rows))
    } catch (error) {
      response.writeHead(400).end(String(error))
    }
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  process.env.E2E_SQL_URL = `http://127.0.0.1:${port}`
  process.env.E2E_SQL_TOKEN = token
  return () => new Promise((resolve) => server.close(() => resolve()))
}

/** Runs `text` as the e2e backend's superuser (global-setup.ts starts the bridge). */
export async function sql<Row>(text: string, params: unknown[] = []): Promise<Row[]> {
  const url = process.env.E2E_SQL_URL
  if (!url) throw new Error('E2E_SQL_URL is not set; run the specs through playwright.config.ts.')
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${process.env.E2E_SQL_TOKEN}` },
    body: JSON.stringify({ text, params }),
  })
  if (!response.ok) throw new Error(`sql failed: ${await response.text()}`)
  return (await response.json()) as Row[]
}
