import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type RealtimePresenceJoinPayload,
  type RealtimePresenceLeavePayload,
} from '@supabase/supabase-js'
import { anyString } from './matchers.ts'
import { type Backend, inbox, startBackend, subscribed } from './realtime-harness.ts'

type Status = { status: string }

let backend: Backend
beforeAll(async () => {
  backend = await startBackend()
})
afterAll(async () => {
  await backend?.stop()
})

describe.each(['1.0.0', '2.0.0'] as const)('presence over vsn %s', (vsn) => {
  it('syncs, joins and leaves, with several tabs under one key', async () => {
    const topic = `board-${vsn}`
    const watcher = backend.anon({ vsn })
    const joins = inbox<RealtimePresenceJoinPayload<Status>>()
    const leaves = inbox<RealtimePresenceLeavePayload<Status>>()
    const syncs = inbox<void>()
    const watching = watcher
      .channel(topic, { config: { presence: { key: 'watcher' } } })
      .on('presence', { event: 'sync' }, () => syncs.push())
      .on('presence', { event: 'join' }, (p: RealtimePresenceJoinPayload<Status>) => joins.push(p))
      .on('presence', { event: 'leave' }, (p: RealtimePresenceLeavePayload<Status>) =>
        leaves.push(p),
      )
    await subscribed(watching)
    await syncs.next(1)

    const tabOne = await subscribed(
      backend.anon({ vsn }).channel(topic, { config: { presence: { key: 'ann' } } }),
    )
    const tabTwo = await subscribed(
      backend.anon({ vsn }).channel(topic, { config: { presence: { key: 'ann' } } }),
    )
    expect(await tabOne.track({ status: 'one' })).toBe('ok')
    expect(await tabTwo.track({ status: 'two' })).toBe('ok')
    await joins.next(2)
    expect(
      watching
        .presenceState<Status>()
        .ann!.map((p) => p.status)
        .sort(),
    ).toEqual(['one', 'two'])
    expect(joins.items[1]!.key).toBe('ann')
    expect(joins.items[1]!.newPresences[0]).toMatchObject({
      status: 'two',
      presence_ref: anyString(),
    })

    expect(await tabTwo.untrack()).toBe('ok')
    const [left] = await leaves.next(1)
    expect(left!.leftPresences.map((p) => p.status)).toEqual(['two'])
    expect(watching.presenceState<Status>().ann!.map((p) => p.status)).toEqual(['one'])

    await tabOne.unsubscribe()
    await leaves.next(2)
    expect(watching.presenceState()).toEqual({})
  })

  it('hands a late joiner the current state', async () => {
    const topic = `late-${vsn}`
    const early = await subscribed(
      backend.anon({ vsn }).channel(topic, { config: { presence: { key: 'early' } } }),
    )
    await early.track({ status: 'here' })
    const late = backend.anon({ vsn }).channel(topic, { config: { presence: { key: 'late' } } })
    const syncs = inbox<void>()
    late.on('presence', { event: 'sync' }, () => syncs.push())
    await subscribed(late)
    await syncs.next(1)
    expect(late.presenceState<Status>().early!.map((p) => p.status)).toEqual(['here'])
  })

  it('drops the presence of a client whose socket goes away', async () => {
    const topic = `gone-${vsn}`
    const watcher = backend.anon({ vsn }).channel(topic, { config: { presence: { key: 'w' } } })
    const leaves = inbox<RealtimePresenceLeavePayload<Status>>()
    const joins = inbox<RealtimePresenceJoinPayload<Status>>()
    watcher.on('presence', { event: 'leave' }, (p: RealtimePresenceLeavePayload<Status>) =>
      leaves.push(p),
    )
    watcher.on('presence', { event: 'join' }, (p: RealtimePresenceJoinPayload<Status>) =>
      joins.push(p),
    )
    await subscribed(watcher)
    const leaver = backend.anon({ vsn })
    const channel = await subscribed(
      leaver.channel(topic, { config: { presence: { key: 'leaver' } } }),
    )
    await channel.track({ status: 'bye' })
    await joins.next(1)
    await leaver.realtime.disconnect()
    const [left] = await leaves.next(1)
    expect(left!.key).toBe('leaver')
  })
})
