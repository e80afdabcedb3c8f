import { type AuthOptions, isValidApiKey, resolveSubscriber } from './auth.ts'
import { broadcast } from './broadcast.ts'
import { authorizeChannel } from './authorize.ts'
import { type Rooms, roomOf } from './channel-join.ts'
import { type RealtimeDb } from './db.ts'

const MAX_BODY = 1024 * 1024

function json(status: number, body: Record<string, unknown>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })
}

function error(status: number, message: string): Response {
  return json(status, { error: status === 401 ? 'Unauthorized' : 'Bad Request', message })
}

interface Message {
  topic: string
  event: string
  payload: unknown
  private: boolean
}

function readMessages(body: unknown): Message[] | string {
  const messages = (body as { messages?: unknown } | null)?.messages
  if (!Array.isArray(messages) || messages.length === 0)
    return 'body must be { messages: [{ topic, event, payload }] }'
  const out: Message[] = []
  for (const [index, raw] of messages.entries()) {
    const m = (raw ?? {}) as Record<string, unknown>
    if (typeof m.topic !== 'string' || m.topic === '')
      return `messages[${index}].topic must be a non-empty string`
    if (typeof m.event !== 'string' || m.event === '')
      return `messages[${index}].event must be a non-empty string`
    if (m.private !== undefined && typeof m.private !== 'boolean')
      return `messages[${index}].private must be a boolean`
    out.push({
      topic: m.topic,
      event: m.event,
      payload: m.payload ?? {},
      private: m.private === true,
    })
  }
  return out
}

/**
 * POST /realtime/v1/api/broadcast `{ messages: [...] }` and realtime-js httpSend's
 * POST /realtime/v1/api/broadcast/:topic/events/:event; both answer 202 like Supabase.
 */
export async function handleBroadcastRequest(
  request: Request,
  auth: AuthOptions,
  rooms: Rooms,
  db: RealtimeDb,
): Promise<Response> {
  if (request.method !== 'POST')
    return json(405, { error: 'Method Not Allowed', message: 'use POST' })
  const url = new URL(request.url)
  const apikey = request.headers.get('apikey') ?? url.searchParams.get('apikey')
  if (!isValidApiKey(apikey, auth)) return error(401, 'Invalid API key')
  const bearer = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '')
  let subscriber
  try {
    subscriber = await resolveSubscriber(bearer ?? apikey, auth)
  } catch {
    return error(401, 'Invalid authorization token')
  }
  const length = Number(request.headers.get('content-length') ?? 0)
  if (length > MAX_BODY)
    return json(413, { error: 'Payload Too Large', message: 'broadcast body is larger than 1 MiB' })
  const raw = new Uint8Array(await request.arrayBuffer())
  if (raw.byteLength > MAX_BODY)
    return json(413, { error: 'Payload Too Large', message: 'broadcast body is larger than 1 MiB' })

  let messages: Message[] | string
  const single = /\/api\/broadcast\/([^/]+)\/events\/([^/]+)\/?$/.exec(url.pathname)
  if (single) {
    const binary =
      request.headers.get('content-type')?.startsWith('application/octet-stream') === true
    let payload: unknown = raw
    if (!binary) {
      try {
        payload = JSON.parse(new TextDecoder().decode(raw))
      } catch {
        return error(400, 'body is not valid JSON')
      }
    }
    const topic = decodeURIComponent(single[1]!)
    messages = [
      {
        topic,
        event: decodeURIComponent(single[2]!),
        payload,
        private: url.searchParams.get('private') === 'true',
      },
    ]
  } else {
    let body: unknown
    try {
      body = JSON.parse(new TextDecoder().decode(raw))
    } catch {
      return error(400, 'body is not valid JSON')
    }
    messages = readMessages(body)
  }
  if (typeof messages === 'string') return error(400, messages)
  if (subscriber.role === 'anon' && messages.some((m) => m.private))
    return error(401, 'private channels need a signed-in user')
  for (const m of messages) {
    // A private message goes out only if the sender may write broadcasts to its topic (RLS).
    if (m.private && !(await authorizeChannel(db, subscriber, m.topic)).broadcastWrite) continue
    broadcast(rooms, roomOf(m.topic, m.private), m.event, m.payload)
  }
  return new Response(null, { status: 202 })
}
