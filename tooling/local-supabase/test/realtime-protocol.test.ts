import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { anyNumber, anyString, stringMatching } from './matchers.ts'
import { type Backend, startBackend } from './realtime-harness.ts'

let backend: Backend
beforeAll(async () => {
  backend = await startBackend()
})
afterAll(async () => {
  await backend?.stop()
})

type Frame = [string | null, string | null, string, string, Record<string, unknown>]

/** A bare phoenix client: what a buggy or hostile client can send, without realtime-js in the way. */
async function connect(query = `apikey=${backend.publishableKey}&vsn=2.0.0`) {
  const ws = new WebSocket(`${backend.url.replace('http', 'ws')}/realtime/v1/websocket?${query}`)
  const frames: Frame[] = []
  const waiters: (() => void)[] = []
  // ws delivers every message as a Buffer (its default binaryType, 'nodebuffer').
  ws.on('message', (data, binary) => {
    frames.push(
      binary ? ['binary', null, '', '', {}] : (JSON.parse((data as Buffer).toString()) as Frame),
    )
    waiters.splice(0).forEach((wake) => wake())
  })
  const closed = new Promise<{ code: number }>((resolve) =>
    ws.on('close', (code) => resolve({ code })),
  )
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('error', reject)
  })
  return {
    ws,
    closed,
    send: (data: string | Buffer) => ws.send(data),
    async find(predicate: (frame: Frame) => boolean): Promise<Frame> {
      for (;;) {
        const found = frames.find(predicate)
        if (found) return found
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(
            () => reject(new Error(`no such frame; got ${JSON.stringify(frames)}`)),
            3000,
          )
          waiters.push(() => (clearTimeout(timer), resolve()))
        })
      }
    },
    reply(ref: string): Promise<Frame> {
      return this.find((f) => f[1] === ref && f[3] === 'phx_reply')
    },
    async next(): Promise<Frame> {
      const count = frames.length
      await new Promise<void>((resolve) => waiters.push(resolve))
      return frames[count]!
    },
  }
}

async function heartbeatWorks(): Promise<void> {
  const client = await connect()
  client.send(JSON.stringify([null, 'hb', 'phoenix', 'heartbeat', {}]))
  expect((await client.reply('hb'))[4]).toEqual({ status: 'ok', response: {} })
  client.ws.close()
}

describe('phoenix protocol edge cases', () => {
  it('answers heartbeats on the phoenix topic', heartbeatWorks)

  it('refuses a connection without a valid apikey or with an unknown vsn', async () => {
    await expect(connect('vsn=2.0.0')).rejects.toThrow(/401/)
    await expect(connect('apikey=sb_publishable_nope&vsn=2.0.0')).rejects.toThrow(/401/)
    await expect(connect(`apikey=${backend.publishableKey}&vsn=9.9.9`)).rejects.toThrow(/400/)
  })

  it('replies with an error to invalid JSON, wrong shapes and binary junk, and keeps the socket', async () => {
    const client = await connect()
    for (const junk of [
      '{not json',
      '42',
      '["1","2"]',
      '{"topic":"x"}',
      '[null,"r","t","e","payload"]',
    ]) {
      client.send(junk)
      const frame = await client.next()
      expect(frame.slice(2, 4)).toEqual(['phoenix', 'phx_reply'])
      expect(frame[4]).toMatchObject({
        status: 'error',
        response: { reason: stringMatching(/malformed/) },
      })
    }
    client.send(Buffer.from([0xff, 0x00, 0x13, 0x37]))
    expect((await client.next())[4]).toMatchObject({ status: 'error' })
    client.send(Buffer.from([3, 250, 0, 0, 0, 0, 1, 65]))
    expect((await client.next())[4]).toMatchObject({ status: 'error' })
    client.send(JSON.stringify([null, 'still', 'phoenix', 'heartbeat', {}]))
    expect((await client.reply('still'))[4]).toMatchObject({ status: 'ok' })
    client.ws.close()
  })

  it('answers messages to topics that were never joined with "unmatched topic"', async () => {
    const client = await connect()
    client.send(
      JSON.stringify([
        '1',
        '1',
        'realtime:nowhere',
        'broadcast',
        { type: 'broadcast', event: 'x', payload: {} },
      ]),
    )
    expect((await client.reply('1'))[4]).toEqual({
      status: 'error',
      response: { reason: 'unmatched topic' },
    })
    client.send(JSON.stringify(['2', '2', 'not-realtime', 'phx_join', {}]))
    expect((await client.reply('2'))[4]).toMatchObject({ status: 'error' })
    client.ws.close()
  })

  it('rejects bad access tokens with a reason instead of failing', async () => {
    const client = await connect()
    const joins: [string, Record<string, unknown>][] = [
      ['e', { access_token: 'garbage.jwt.value' }],
      ['f', { access_token: 42 }],
    ]
    for (const [ref, payload] of joins)
      client.send(JSON.stringify([ref, ref, `realtime:bad-${ref}`, 'phx_join', payload]))
    for (const [ref] of joins) {
      const [, , , , payload] = await client.reply(ref)
      expect(payload).toMatchObject({ status: 'error', response: { reason: anyString() } })
    }
    client.ws.close()
  })

  it('joins with odd postgres_changes configs as Realtime does, saying in a system message what failed', async () => {
    const client = await connect()
    const rtNotes = { event: '*', schema: 'public', table: 'rt_notes' }
    // [ref, postgres_changes, the join's postgres_changes echo, the system message (none: undefined)]
    const joins: [string, unknown, unknown[], Record<string, unknown> | undefined][] = [
      // Not a list: no bindings (upstream ignores it after logging InvalidJoinPayload).
      ['a', 'everything', [], undefined],
      // An event Realtime does not know means every event (Subscriptions.action_filter/1).
      [
        'b',
        [{ ...rtNotes, event: 'TRUNCATE' }],
        [{ ...rtNotes, event: 'TRUNCATE', id: anyNumber() }],
        { status: 'ok', message: 'Subscribed to PostgreSQL' },
      ],
      [
        'c',
        [{ ...rtNotes, filter: 'body=like.%x%' }, null],
        [{ ...rtNotes, filter: 'body=like.%x%', id: anyNumber() }],
        { status: 'ok', message: 'Subscribed to PostgreSQL' },
      ],
      [
        'd',
        [
          { ...rtNotes, filter: 'priority=lt.1' },
          { ...rtNotes, filter: 'priority=is.true' },
        ],
        [
          { ...rtNotes, filter: 'priority=lt.1', id: anyNumber() },
          { ...rtNotes, filter: 'priority=is.true', id: anyNumber() },
        ],
        {
          status: 'error',
          // The first binding is fine; the second fails the check, and with it the channel's lot.
          message:
            'Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: [event: *, schema: public, table: rt_notes, filters: [{"priority", "is", "true", false}], select: nil]. Exception: ERROR P0001 (raise_exception) is true filter requires a boolean column, got integer',
        },
      ],
      [
        'g',
        [{ event: '*', filter: 'id=eq.1' }],
        [{ event: '*', filter: 'id=eq.1', id: anyNumber() }],
        {
          status: 'error',
          message:
            'No subscription params provided. Please provide at least a `schema` or `table` to subscribe to: %{"event" => "*", "filter" => "id=eq.1"}',
        },
      ],
      [
        'h',
        [{ ...rtNotes, table: '*', select: ['id'] }],
        [{ ...rtNotes, table: '*', select: ['id'], id: anyNumber() }],
        {
          status: 'error',
          message:
            'Column selection is not supported for wildcard subscriptions. Provide an explicit schema and table name.',
        },
      ],
    ]
    for (const [ref, changes] of joins) {
      const payload = { config: { postgres_changes: changes } }
      client.send(JSON.stringify([ref, ref, `realtime:odd-${ref}`, 'phx_join', payload]))
    }
    for (const [ref, , echo, system] of joins) {
      expect((await client.reply(ref))[4]).toEqual({
        status: 'ok',
        response: { postgres_changes: echo },
      })
      if (system) {
        const [, , , , notice] = await client.find(
          (f) => f[2] === `realtime:odd-${ref}` && f[3] === 'system',
        )
        expect(notice).toEqual({
          extension: 'postgres_changes',
          channel: `odd-${ref}`,
          ...system,
        })
      }
    }
    // Frames arrive in order: had 'a' got a system message, it would come before this reply.
    client.send(JSON.stringify([null, 'hb', 'phoenix', 'heartbeat', {}]))
    const first = await client.find(
      (f) => (f[2] === 'realtime:odd-a' && f[3] === 'system') || f[1] === 'hb',
    )
    expect(first[1]).toBe('hb')
    client.ws.close()
  })

  it('joins, leaves, and gives postgres_changes ids in the order asked', async () => {
    const client = await connect()
    const changes = [
      { event: 'INSERT', schema: 'public', table: 'rt_notes' },
      { event: '*', schema: 'public', table: 'rt_full', filter: 'id=eq.1' },
    ]
    client.send(
      JSON.stringify([
        '9',
        '9',
        'realtime:ids',
        'phx_join',
        { config: { postgres_changes: changes } },
      ]),
    )
    const reply = (await client.reply('9'))[4] as {
      status: string
      response: { postgres_changes: Record<string, unknown>[] }
    }
    expect(reply.status).toBe('ok')
    expect(reply.response.postgres_changes).toEqual(changes.map((c) => ({ ...c, id: anyNumber() })))
    expect(new Set(reply.response.postgres_changes.map((c) => c.id)).size).toBe(2)
    const system = await client.find((f) => f[3] === 'system')
    expect(system[4]).toMatchObject({
      extension: 'postgres_changes',
      status: 'ok',
      message: 'Subscribed to PostgreSQL',
      channel: 'ids',
    })
    client.send(JSON.stringify(['9', '10', 'realtime:ids', 'phx_leave', {}]))
    expect((await client.reply('10'))[4]).toMatchObject({ status: 'ok' })
    client.send(
      JSON.stringify(['9', '11', 'realtime:ids', 'broadcast', { type: 'broadcast', event: 'x' }]),
    )
    expect((await client.reply('11'))[4]).toMatchObject({
      status: 'error',
      response: { reason: 'unmatched topic' },
    })
    client.ws.close()
  })

  it('confirms replication_ready with a system message', async () => {
    const client = await connect()
    client.send(
      JSON.stringify([
        'r',
        'r',
        'realtime:ready',
        'phx_join',
        { config: { broadcast: { replication_ready: true } } },
      ]),
    )
    expect((await client.reply('r'))[4]).toMatchObject({ status: 'ok' })
    const system = await client.find((f) => f[3] === 'system')
    expect(system[4]).toMatchObject({
      extension: 'system',
      status: 'ok',
      message: 'Replication connection established',
      channel: 'ready',
    })
    client.ws.close()
  })

  it('speaks vsn 1.0.0 objects', async () => {
    const client = await connect(`apikey=${backend.publishableKey}&vsn=1.0.0`)
    const frames: unknown[] = []
    client.ws.on('message', (data) => frames.push(JSON.parse((data as Buffer).toString())))
    client.send(JSON.stringify({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: 'v1' }))
    await new Promise((resolve) => client.ws.once('message', resolve))
    expect(frames[0]).toEqual({
      join_ref: null,
      ref: 'v1',
      topic: 'phoenix',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
    })
    client.ws.close()
  })

  it('closes a socket that sends an oversized frame with 1009, and keeps serving others', async () => {
    const client = await connect()
    client.send(
      JSON.stringify([null, 'big', 'phoenix', 'heartbeat', { blob: 'x'.repeat(2 * 1024 * 1024) }]),
    )
    expect((await client.closed).code).toBe(1009)
    await heartbeatWorks()
  })

  it('survives a client that vanishes mid-join', async () => {
    const client = await connect()
    client.send(
      JSON.stringify([
        '1',
        '1',
        'realtime:vanish',
        'phx_join',
        { config: { presence: { key: 'v', enabled: true } } },
      ]),
    )
    client.ws.terminate()
    await heartbeatWorks()
  })
})
