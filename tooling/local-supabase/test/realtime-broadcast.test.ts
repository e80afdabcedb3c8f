import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { stringMatching } from './matchers.ts'
import { type Backend, inbox, settle, startBackend, subscribed } from './realtime-harness.ts'

type Message = { type: string; event: string; payload: Record<string, unknown> }

let backend: Backend
beforeAll(async () => {
  backend = await startBackend()
})
afterAll(async () => {
  await backend?.stop()
})

describe.each(['1.0.0', '2.0.0'] as const)('broadcast over vsn %s', (vsn) => {
  it('reaches the other subscribers, and the sender only with self', async () => {
    const room = `room-${vsn}`
    const quiet = backend.anon({ vsn })
    const loud = backend.anon({ vsn })
    const listener = backend.anon({ vsn })
    const quietBox = inbox<Message>()
    const loudBox = inbox<Message>()
    const listenerBox = inbox<Message>()
    const quietChannel = await subscribed(
      quiet.channel(room).on('broadcast', { event: 'cursor' }, (m: Message) => quietBox.push(m)),
    )
    const loudChannel = await subscribed(
      loud
        .channel(room, { config: { broadcast: { self: true } } })
        .on('broadcast', { event: 'cursor' }, (m: Message) => loudBox.push(m)),
    )
    await subscribed(
      listener
        .channel(room)
        .on('broadcast', { event: 'cursor' }, (m: Message) => listenerBox.push(m)),
    )

    expect(
      await quietChannel.send({ type: 'broadcast', event: 'cursor', payload: { from: 'quiet' } }),
    ).toBe('ok')
    expect(
      await loudChannel.send({ type: 'broadcast', event: 'cursor', payload: { from: 'loud' } }),
    ).toBe('ok')
    await listenerBox.next(2)
    await loudBox.next(2)
    await settle()

    expect(listenerBox.items.map((m) => m.payload.from)).toEqual(['quiet', 'loud'])
    expect(loudBox.items.map((m) => m.payload.from)).toEqual(['quiet', 'loud'])
    expect(quietBox.items.map((m) => m.payload.from)).toEqual(['loud'])
    expect(listenerBox.items[0]).toMatchObject({ type: 'broadcast', event: 'cursor' })
  })

  it('acknowledges when ack is on', async () => {
    const client = backend.anon({ vsn })
    const channel = await subscribed(
      client.channel(`ack-${vsn}`, { config: { broadcast: { ack: true } } }),
    )
    expect(await channel.send({ type: 'broadcast', event: 'ping', payload: {} })).toBe('ok')
  })
})

describe('binary broadcast (vsn 2.0.0)', () => {
  it('passes an ArrayBuffer payload through byte for byte', async () => {
    const sender = await subscribed(backend.anon().channel('bytes'))
    const box = inbox<{ payload: ArrayBuffer }>()
    await subscribed(
      backend
        .anon()
        .channel('bytes')
        .on('broadcast', { event: 'blob' }, (m: { payload: ArrayBuffer }) => box.push(m)),
    )
    await sender.send({
      type: 'broadcast',
      event: 'blob',
      payload: Uint8Array.from([0, 1, 254, 255]).buffer,
    })
    const [message] = await box.next(1)
    expect([...new Uint8Array(message!.payload)]).toEqual([0, 1, 254, 255])
  })
})

describe('REST broadcast', () => {
  it('delivers { messages } posted to /realtime/v1/api/broadcast and answers 202', async () => {
    const listener = backend.anon()
    const box = inbox<Message>()
    await subscribed(
      listener.channel('rest').on('broadcast', { event: 'note' }, (m: Message) => box.push(m)),
    )
    const response = await fetch(`${backend.url}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: { apikey: backend.publishableKey, 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ topic: 'rest', event: 'note', payload: { n: 1 } }] }),
    })
    expect(response.status).toBe(202)
    const [message] = await box.next(1)
    expect(message!.payload).toEqual({ n: 1 })
  })

  it('delivers channel.httpSend() (POST …/api/broadcast/:topic/events/:event) with 202', async () => {
    const listener = backend.anon()
    const sender = backend.anon()
    const box = inbox<Message>()
    await subscribed(
      listener.channel('http-send').on('broadcast', { event: 'note' }, (m: Message) => box.push(m)),
    )
    await expect(
      sender.channel('http-send').httpSend('note', { via: 'httpSend' }),
    ).resolves.toEqual({ success: true })
    expect((await box.next(1))[0]!.payload).toEqual({ via: 'httpSend' })
  })

  it('is what channel.send falls back to before subscribing', async () => {
    const listener = backend.anon()
    const sender = backend.anon()
    const box = inbox<Message>()
    await subscribed(
      listener.channel('fallback').on('broadcast', { event: 'note' }, (m: Message) => box.push(m)),
    )
    expect(
      await sender
        .channel('fallback')
        .send({ type: 'broadcast', event: 'note', payload: { via: 'rest' } }),
    ).toBe('ok')
    expect((await box.next(1))[0]!.payload).toEqual({ via: 'rest' })
  })

  it('rejects a missing apikey, a bad token and malformed bodies with JSON errors', async () => {
    const post = (headers: Record<string, string>, body: string) =>
      fetch(`${backend.url}/realtime/v1/api/broadcast`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      })
    const valid = JSON.stringify({ messages: [{ topic: 't', event: 'e', payload: {} }] })
    expect((await post({}, valid)).status).toBe(401)
    expect((await post({ apikey: 'sb_publishable_wrong' }, valid)).status).toBe(401)
    expect(
      (await post({ apikey: backend.publishableKey, authorization: 'Bearer forged' }, valid))
        .status,
    ).toBe(401)
    const notJson = await post({ apikey: backend.publishableKey }, '{')
    expect(notJson.status).toBe(400)
    expect(await notJson.json()).toMatchObject({ message: stringMatching(/JSON/) })
    expect(
      (await post({ apikey: backend.publishableKey }, JSON.stringify({ messages: [{ topic: 1 }] })))
        .status,
    ).toBe(400)
    expect(
      (
        await post(
          { apikey: backend.publishableKey },
          JSON.stringify({ messages: [{ topic: 't', event: 'e', private: true }] }),
        )
      ).status,
    ).toBe(401)
  })
})

describe('private channels', () => {
  it('admit whom RLS on realtime.messages admits, refuse anon, and do not mix with the public room of the same name', async () => {
    // Who may join is realtime-authorization.test.ts's subject; here every signed-in user may.
    await backend.sql(`
      create policy "secret: signed-in users read" on realtime.messages for select to authenticated
        using ((select realtime.topic()) = 'secret')`)
    await backend.sql(`
      create policy "secret: signed-in users send" on realtime.messages for insert to authenticated
        with check ((select realtime.topic()) = 'secret')`)
    const ann = await backend.user()
    const publicListener = backend.anon()
    const privateBox = inbox<Message>()
    const publicBox = inbox<Message>()
    const privateChannel = await subscribed(
      ann.client
        .channel('secret', { config: { private: true, broadcast: { self: true } } })
        .on('broadcast', { event: 'e' }, (m: Message) => privateBox.push(m)),
    )
    await subscribed(
      publicListener
        .channel('secret')
        .on('broadcast', { event: 'e' }, (m: Message) => publicBox.push(m)),
    )
    await expect(
      subscribed(backend.anon().channel('secret', { config: { private: true } })),
    ).rejects.toThrow(/Unauthorized/)

    await privateChannel.send({ type: 'broadcast', event: 'e', payload: { n: 1 } })
    await privateBox.next(1)
    await settle()
    expect(publicBox.items).toEqual([])
  })
})
