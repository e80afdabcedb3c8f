import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type RealtimePostgresChangesPayload,
  type RealtimeSystemPayload,
} from '@supabase/supabase-js'
import { type Backend, inbox, settle, startBackend, subscribed } from './realtime-harness.ts'

/**
 * Two behaviours of hosted Realtime that supabase-js users see (src/realtime/README.md), checked with
 * the unmodified client: bad postgres_changes bindings join and then get a `system` error, and
 * `commit_timestamp` is the commit time.
 */
type Full = { id: number; label: string }
type Change = RealtimePostgresChangesPayload<Full>

let backend: Backend
beforeAll(async () => {
  backend = await startBackend()
})
afterAll(async () => {
  await backend?.stop()
})

const ISO_MS = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/

describe('a postgres_changes binding Realtime cannot subscribe', () => {
  // The texts are upstream's, from supabase/realtime's realtime_channel_test.exs and
  // subscriptions_test.exs (rt_full's id is an integer, as their test table's is).
  const cases: [string, Record<string, string>, string][] = [
    [
      'a column that does not exist',
      { table: 'rt_full', filter: 'nosuchcolumn=eq.1' },
      'Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: [event: *, schema: public, table: rt_full, filters: [{"nosuchcolumn", "eq", "1", false}], select: nil]. Exception: ERROR P0001 (raise_exception) invalid column for filter nosuchcolumn',
    ],
    [
      'an unknown operator',
      { table: 'rt_full', filter: 'id=foo.1' },
      'Error parsing `filter` params: ["foo", "1"]',
    ],
    [
      'a malformed filter',
      { table: 'rt_full', filter: 'wrong' },
      'Error parsing `filter` params: ["wrong"]',
    ],
    [
      'a value of the wrong type',
      { table: 'rt_full', filter: 'id=eq.hey' },
      'Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: [event: *, schema: public, table: rt_full, filters: [{"id", "eq", "hey", false}], select: nil]. Exception: ERROR 22P02 (invalid_text_representation) invalid input syntax for type integer: "hey"',
    ],
    [
      'a table that does not exist',
      { table: 'doesnotexist' },
      'Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [event: *, schema: public, table: doesnotexist, filters: [], select: nil]',
    ],
    [
      'a table outside the supabase_realtime publication',
      { table: 'rt_hidden' },
      'Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [event: *, schema: public, table: rt_hidden, filters: [], select: nil]',
    ],
  ]

  let nextId = 1_000
  it.each(cases)(
    'with %s: SUBSCRIBED, then a system error, then no changes on that channel while others keep theirs',
    async (_, binding, message) => {
      const client = backend.anon()
      const topic = `bad-${Math.random().toString(36).slice(2)}`
      const good = inbox<Change>()
      const bad = inbox<Change>()
      const system = inbox<RealtimeSystemPayload>()
      const other = inbox<Change>()
      const channel = client
        .channel(topic)
        .on('postgres_changes', { event: '*', schema: 'public', table: 'rt_full' }, (p: Change) =>
          good.push(p),
        )
        .on('postgres_changes', { event: '*', schema: 'public', ...binding }, (p: Change) =>
          bad.push(p),
        )
        .on('system', {}, (p: RealtimeSystemPayload) => system.push(p))
      // subscribed() resolves on SUBSCRIBED and rejects on CHANNEL_ERROR or TIMED_OUT.
      await subscribed(channel)
      const [notice] = await system.next(1)
      expect(notice).toEqual({
        extension: 'postgres_changes',
        status: 'error',
        message,
        channel: topic,
      })
      await subscribed(
        client
          .channel(`${topic}-other`)
          .on('postgres_changes', { event: '*', schema: 'public', table: 'rt_full' }, (p: Change) =>
            other.push(p),
          ),
      )

      const id = nextId++
      await backend.sql('insert into rt_full (id, label) values ($1, $2)', [id, 'seen elsewhere'])
      const [change] = await other.next(1)
      expect(change).toMatchObject({ eventType: 'INSERT', new: { id, label: 'seen elsewhere' } })
      await settle()
      // Realtime subscribes a channel's bindings in one transaction: one bad binding leaves the
      // channel with none, the good one included.
      expect(good.items).toEqual([])
      expect(bad.items).toEqual([])
      expect(system.items).toHaveLength(1)
      expect(channel.state).toBe('joined')
    },
  )
})

describe('commit_timestamp', () => {
  it('is the commit time: after the last statement of a long transaction, the same for all its changes', async () => {
    const client = backend.anon()
    const box = inbox<Change>()
    await subscribed(
      client
        .channel('commit-time')
        .on('postgres_changes', { event: '*', schema: 'public', table: 'rt_full' }, (p: Change) =>
          box.push(p),
        ),
    )
    const iso = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`
    // One exec: begin, a change, half a second of work, a last statement that records when it
    // ran and when the transaction started, commit.
    await backend.script(`
      begin;
      insert into rt_full (id, label) values (2001, 'early');
      select pg_sleep(0.5);
      update rt_full
        set label = to_char(now() at time zone 'utc', ${iso}) || ' ' || to_char(clock_timestamp() at time zone 'utc', ${iso})
        where id = 2001;
      commit;`)
    const [insert, update] = await box.next(2)
    expect(insert).toMatchObject({ eventType: 'INSERT', new: { id: 2001, label: 'early' } })
    expect(update).toMatchObject({ eventType: 'UPDATE' })
    const [started, late] = (update!.new as Full).label.split(' ').map((t) => Date.parse(t))
    const committed = Date.parse(insert!.commit_timestamp)
    expect(insert!.commit_timestamp).toMatch(ISO_MS)
    expect(update!.commit_timestamp).toBe(insert!.commit_timestamp)
    expect(committed).toBeGreaterThanOrEqual(late!)
    expect(committed - started!).toBeGreaterThanOrEqual(500)
  })

  it('is one time for every change of a transaction, however many rows it stamps', async () => {
    const client = backend.anon()
    const box = inbox<Change>()
    await subscribed(
      client
        .channel('commit-time-many')
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'rt_full' },
          (p: Change) => box.push(p),
        ),
    )
    // Stamping 300 queued rows takes longer than a millisecond, so a clock read per row differs.
    await backend.sql(
      "insert into rt_full (id, label) select n, 'bulk' from generate_series(3001, 3300) as n",
    )
    const changes = await box.next(300)
    expect(new Set(changes.map((change) => change.commit_timestamp)).size).toBe(1)
  })

  it('moves on with each transaction', async () => {
    const client = backend.anon()
    const box = inbox<Change>()
    await subscribed(
      client
        .channel('commit-time-2')
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'rt_full' },
          (p: Change) => box.push(p),
        ),
    )
    await backend.sql("insert into rt_full (id, label) values (2002, 'one')")
    await settle(20)
    await backend.sql("insert into rt_full (id, label) values (2003, 'two')")
    const [one, two] = await box.next(2)
    expect(Date.parse(two!.commit_timestamp)).toBeGreaterThan(Date.parse(one!.commit_timestamp))
  })
})
