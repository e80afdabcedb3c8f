import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Backend, inbox, settle, startBackend, subscribed } from './realtime-harness.ts'

// docs/security-first-run.md, 12.7: private channels are authorised by RLS on realtime.messages, as Supabase Realtime
// Authorization does it — SELECT (with realtime.topic() naming the channel) to join and receive,
// INSERT to send. Policies here: `room:<user id>` is its user's own; presence on it is read-only.

type Message = { type: string; event: string; payload: Record<string, unknown> }

let backend: Backend
beforeAll(async () => {
  backend = await startBackend()
  await backend.sql(`
    create policy "rooms: the owner reads" on realtime.messages for select to authenticated
      using ((select realtime.topic()) = 'room:' || (select auth.uid())::text)`)
  await backend.sql(`
    create policy "rooms: the owner broadcasts" on realtime.messages for insert to authenticated
      with check ((select realtime.topic()) = 'room:' || (select auth.uid())::text and extension = 'broadcast')`)
})
afterAll(async () => {
  await backend?.stop()
})

describe('12.7 private realtime channels are authorised by RLS on realtime.messages', () => {
  it('a user the SELECT policy does not admit cannot join; one it admits can', async () => {
    const ann = await backend.user()
    const bob = await backend.user()
    await subscribed(ann.client.channel(`room:${ann.id}`, { config: { private: true } }))
    await expect(
      subscribed(bob.client.channel(`room:${ann.id}`, { config: { private: true } })),
    ).rejects.toThrow(/Unauthorized: You do not have permissions to read from this Channel topic/)
    await expect(
      subscribed(backend.anon().channel(`room:${ann.id}`, { config: { private: true } })),
    ).rejects.toThrow(/Unauthorized/)
  })

  it('a refused user hears nothing; the INSERT policy decides who may send and track', async () => {
    const ann = await backend.user()
    const bob = await backend.user()
    const topic = `room:${ann.id}`
    const annBox = inbox<Message>()
    const annChannel = await subscribed(
      ann.client
        .channel(topic, { config: { private: true, broadcast: { self: true, ack: true } } })
        .on('broadcast', { event: 'e' }, (m: Message) => annBox.push(m)),
    )
    // bob on his own room, trying ann's room's name in public: separate rooms, nothing crosses.
    const bobBox = inbox<Message>()
    await subscribed(
      bob.client.channel(topic).on('broadcast', { event: 'e' }, (m: Message) => bobBox.push(m)),
    )
    expect(await annChannel.send({ type: 'broadcast', event: 'e', payload: { n: 1 } })).toBe('ok')
    await annBox.next(1)
    // Presence has no INSERT policy here: tracking is refused, as upstream refuses it.
    expect(await annChannel.track({ online: true })).toBe('error')
    await settle()
    expect(bobBox.items).toEqual([])
  })

  it('REST broadcast to a private topic reaches it only from a sender RLS lets write', async () => {
    const ann = await backend.user()
    const bob = await backend.user()
    const topic = `room:${ann.id}`
    const annBox = inbox<Message>()
    await subscribed(
      ann.client
        .channel(topic, { config: { private: true } })
        .on('broadcast', { event: 'e' }, (m: Message) => annBox.push(m)),
    )
    const post = (token: string, n: number) =>
      fetch(`${backend.url}/realtime/v1/api/broadcast`, {
        method: 'POST',
        headers: {
          apikey: backend.publishableKey,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ messages: [{ topic, event: 'e', payload: { n }, private: true }] }),
      })
    expect((await post(bob.token, 1)).status).toBe(202)
    expect((await post(ann.token, 2)).status).toBe(202)
    await annBox.next(1)
    await settle()
    expect(annBox.items.map((m) => m.payload)).toEqual([{ n: 2 }])
  })

  it('the probe leaves nothing behind in realtime.messages', async () => {
    const rows = await backend.sql<{ n: number }>(
      'select count(*)::int as n from realtime.messages',
    )
    expect(rows[0]?.n).toBe(0)
  })
})
