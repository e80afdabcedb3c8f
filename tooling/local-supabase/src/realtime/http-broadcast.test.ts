import { describe, expect, it } from 'vitest'
import { UNRESTRICTED } from './authorize.ts'
import { ChannelJoin, type Connection, Rooms } from './channel-join.ts'
import { type RealtimeDb } from './db.ts'
import { handleBroadcastRequest as handle } from './http-broadcast.ts'

// These cases are about fan-out, not RLS (test/realtime-authorization.test.ts covers that): a
// database whose policies let the sender write everywhere.
const writableEverywhere = {
  query: () =>
    Promise.resolve({ rows: [{ policies: { broadcast_write: true, broadcast_read: true } }] }),
} as unknown as RealtimeDb
const handleBroadcastRequest = (request: Request, a: typeof auth, rooms: Rooms) =>
  handle(request, a, rooms, writableEverywhere)

const auth = {
  publishableKey: 'sb_publishable_k',
  secretKey: 'sb_secret_k',
  verifyJwt: async (token: string) => {
    if (token !== 'user-jwt') throw new Error('bad signature')
    return { sub: 'u1', role: 'authenticated' }
  },
}

function listener(rooms: Rooms, topic: string, vsn: '1.0.0' | '2.0.0', isPrivate = false) {
  const frames: (string | Uint8Array)[] = []
  const connection: Connection = { vsn, send: (frame) => frames.push(frame) }
  rooms.add(
    new ChannelJoin({
      connection,
      topic: `realtime:${topic}`,
      joinRef: '1',
      isPrivate,
      broadcastSelf: false,
      broadcastAck: false,
      presenceKey: 'k',
      presenceEnabled: false,
      subscriber: { role: 'anon', claims: {}, exp: undefined },
      policies: UNRESTRICTED,
      changes: [],
    }),
  )
  return frames
}

const post = (
  path: string,
  body: string | Uint8Array<ArrayBuffer>,
  headers: Record<string, string> = {},
) =>
  new Request(`http://localhost/realtime/v1/api/broadcast${path}`, {
    method: 'POST',
    body,
    headers: { apikey: 'sb_publishable_k', ...headers },
  })

describe('REST broadcast', () => {
  it('serves realtime-js httpSend (/api/broadcast/:topic/events/:event), JSON and binary', async () => {
    const rooms = new Rooms()
    const v1 = listener(rooms, 'room 1', '1.0.0')
    const v2 = listener(rooms, 'room 1', '2.0.0')
    const json = await handleBroadcastRequest(
      post('/room%201/events/moved', '{"x":1}', { 'content-type': 'application/json' }),
      auth,
      rooms,
    )
    expect(json.status).toBe(202)
    expect(JSON.parse(v1[0] as string)).toMatchObject({
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'moved', payload: { x: 1 } },
    })
    const binary = await handleBroadcastRequest(
      post('/room%201/events/blob', Uint8Array.from([7, 8]), {
        'content-type': 'application/octet-stream',
      }),
      auth,
      rooms,
    )
    expect(binary.status).toBe(202)
    const frame = v2[1] as Uint8Array
    expect([frame[0], frame[4], ...frame.slice(-2)]).toEqual([4, 0, 7, 8])
    expect(v1).toHaveLength(1)
  })

  it('keeps private messages out of public rooms and away from anon callers', async () => {
    const rooms = new Rooms()
    const publicRoom = listener(rooms, 'r', '1.0.0')
    const privateRoom = listener(rooms, 'r', '1.0.0', true)
    const body = JSON.stringify({
      messages: [{ topic: 'r', event: 'e', payload: {}, private: true }],
    })
    expect((await handleBroadcastRequest(post('', body), auth, rooms)).status).toBe(401)
    expect(
      (
        await handleBroadcastRequest(
          post('', body, { authorization: 'Bearer user-jwt' }),
          auth,
          rooms,
        )
      ).status,
    ).toBe(202)
    expect(privateRoom).toHaveLength(1)
    expect(publicRoom).toHaveLength(0)
  })

  it('answers other methods with 405', async () => {
    const response = await handleBroadcastRequest(
      new Request('http://localhost/realtime/v1/api/broadcast'),
      auth,
      new Rooms(),
    )
    expect(response.status).toBe(405)
    expect(await response.json()).toMatchObject({ message: 'use POST' })
  })
})
