import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RealtimePostgresChangesPayload } from '@supabase/supabase-js'
import { SignJWT } from 'jose'
import { DEV_JWT_SECRET } from '../src/index.ts'
import { type Backend, inbox, settle, startBackend, subscribed } from './realtime-harness.ts'

type Note = {
  id: number
  owner_id: string
  room: string
  priority: number
  body: string
  created_at: string
}
type Change = RealtimePostgresChangesPayload<Note>

let backend: Backend
beforeAll(async () => {
  backend = await startBackend()
})
afterAll(async () => {
  await backend?.stop()
})

async function insertNote(owner: string, fields: Partial<Note> = {}): Promise<Note> {
  const [row] = await backend.sql<Note>(
    'insert into rt_notes (owner_id, room, priority, body) values ($1, $2, $3, $4) returning *',
    [owner, fields.room ?? 'main', fields.priority ?? 0, fields.body ?? ''],
  )
  return row!
}

describe.each(['1.0.0', '2.0.0'] as const)('postgres_changes over vsn %s', (vsn) => {
  it('delivers a row only to the user RLS lets see it', async () => {
    const ann = await backend.user({ vsn })
    const bob = await backend.user({ vsn })
    const annBox = inbox<Change>()
    const bobBox = inbox<Change>()
    await subscribed(
      ann.client
        .channel(`rls-${vsn}-a`)
        .on('postgres_changes', { event: '*', schema: 'public', table: 'rt_notes' }, (p: Change) =>
          annBox.push(p),
        ),
    )
    await subscribed(
      bob.client
        .channel(`rls-${vsn}-b`)
        .on('postgres_changes', { event: '*', schema: 'public', table: 'rt_notes' }, (p: Change) =>
          bobBox.push(p),
        ),
    )

    // Through the REST API as each user, the way the app writes.
    const { data: annNote, error: annError } = await ann.client
      .from('rt_notes')
      .insert({ owner_id: ann.id, body: 'for ann' })
      .select()
      .single<Note>()
    expect(annError).toBeNull()
    const { data: bobNote } = await bob.client
      .from('rt_notes')
      .insert({ owner_id: bob.id, body: 'for bob' })
      .select()
      .single<Note>()
    const [annChange] = await annBox.next(1)
    const [bobChange] = await bobBox.next(1)
    await settle()

    expect(annBox.items).toHaveLength(1)
    expect(bobBox.items).toHaveLength(1)
    expect(annChange).toMatchObject({
      schema: 'public',
      table: 'rt_notes',
      eventType: 'INSERT',
      old: {},
      errors: null,
    })
    expect(annChange!.new).toMatchObject({ id: annNote!.id, owner_id: ann.id, body: 'for ann' })
    expect(bobChange!.new).toMatchObject({ id: bobNote!.id, owner_id: bob.id })
    expect(new Date(annChange!.commit_timestamp).toISOString()).toBe(annChange!.commit_timestamp)
  })
})

describe('postgres_changes', () => {
  it('sends INSERT, UPDATE and DELETE to matching bindings with Supabase payloads', async () => {
    const ann = await backend.user()
    const all = inbox<Change>()
    const updates = inbox<Change>()
    const deletes = inbox<Change>()
    await subscribed(
      ann.client
        .channel('events')
        .on('postgres_changes', { event: '*', schema: 'public', table: 'rt_notes' }, (p: Change) =>
          all.push(p),
        )
        .on(
          'postgres_changes',
          { event: 'UPDATE', schema: 'public', table: 'rt_notes' },
          (p: Change) => updates.push(p),
        )
        .on(
          'postgres_changes',
          { event: 'DELETE', schema: 'public', table: 'rt_notes' },
          (p: Change) => deletes.push(p),
        ),
    )
    const note = await insertNote(ann.id, { body: 'v1' })
    await all.next(1)
    await backend.sql("update rt_notes set body = 'v2' where id = $1", [note.id])
    const [update] = await updates.next(1)
    await backend.sql('delete from rt_notes where id = $1', [note.id])
    const [deletion] = await deletes.next(1)

    expect((await all.next(3)).map((c) => c.eventType)).toEqual(['INSERT', 'UPDATE', 'DELETE'])
    expect(update).toMatchObject({
      eventType: 'UPDATE',
      new: { id: note.id, body: 'v2' },
      old: { id: note.id },
    })
    // RLS tables: a DELETE is not RLS-checked, so only the primary key is sent.
    expect(deletion).toMatchObject({ eventType: 'DELETE', new: {}, old: { id: note.id } })
    expect(Object.keys(deletion!.old)).toEqual(['id'])
  })

  it('sends whole old rows for REPLICA IDENTITY FULL tables without RLS', async () => {
    const viewer = backend.anon()
    const box = inbox<Change>()
    await subscribed(
      viewer
        .channel('full')
        .on('postgres_changes', { event: '*', schema: 'public', table: 'rt_full' }, (p: Change) =>
          box.push(p),
        ),
    )
    await backend.sql("insert into rt_full values (1, 'one')")
    await backend.sql("update rt_full set label = 'uno' where id = 1")
    await backend.sql('delete from rt_full where id = 1')
    const [, update, deletion] = await box.next(3)
    expect(update!.old).toEqual({ id: 1, label: 'one' })
    expect(deletion!.old).toEqual({ id: 1, label: 'uno' })
  })

  it('applies eq, neq, lt, lte, gt, gte and in filters', async () => {
    const ann = await backend.user()
    const boxes = Object.fromEntries(
      [
        'room=eq.red',
        'room=neq.red',
        'priority=lt.2',
        'priority=lte.2',
        'priority=gt.2',
        'priority=gte.2',
        'room=in.(blue,green)',
      ].map((filter) => [filter, inbox<Change>()]),
    )
    let channel = ann.client.channel('filters')
    for (const [filter, box] of Object.entries(boxes)) {
      channel = channel.on(
        'postgres_changes',
        { event: 'INSERT', schema: 'public', table: 'rt_notes', filter },
        (p: Change) => box.push(p),
      )
    }
    await subscribed(channel)
    const rows = [
      { room: 'red', priority: 1 },
      { room: 'blue', priority: 2 },
      { room: 'green', priority: 3 },
    ]
    for (const row of rows) await insertNote(ann.id, row)
    const catchAll = boxes['room=neq.red']!
    await catchAll.next(2)
    await settle()
    const seen = Object.fromEntries(
      Object.entries(boxes).map(([f, box]) => [
        f,
        box.items.map((c) => `${(c.new as Note).room}:${(c.new as Note).priority}`),
      ]),
    )
    expect(seen).toEqual({
      'room=eq.red': ['red:1'],
      'room=neq.red': ['blue:2', 'green:3'],
      'priority=lt.2': ['red:1'],
      'priority=lte.2': ['red:1', 'blue:2'],
      'priority=gt.2': ['green:3'],
      'priority=gte.2': ['blue:2', 'green:3'],
      'room=in.(blue,green)': ['blue:2', 'green:3'],
    })
  })

  it('filters a DELETE on the old row Realtime has: the key only, on an RLS table', async () => {
    const ann = await backend.user()
    const note = await insertNote(ann.id, { room: 'gone' })
    const byRoom = inbox<Change>()
    const byId = inbox<Change>()
    await subscribed(
      ann.client
        .channel('delete-filters')
        .on(
          'postgres_changes',
          { event: 'DELETE', schema: 'public', table: 'rt_notes', filter: 'room=eq.gone' },
          (p: Change) => byRoom.push(p),
        )
        .on(
          'postgres_changes',
          { event: 'DELETE', schema: 'public', table: 'rt_notes', filter: `id=eq.${note.id}` },
          (p: Change) => byId.push(p),
        ),
    )
    await backend.sql('delete from rt_notes where id = $1', [note.id])
    expect((await byId.next(1))[0]!.old).toEqual({ id: note.id })
    await settle()
    expect(byRoom.items).toEqual([])
  })

  it('keeps RLS per user when both write at the same time', async () => {
    const ann = await backend.user()
    const bob = await backend.user()
    const annBox = inbox<Change>()
    const bobBox = inbox<Change>()
    await subscribed(
      ann.client
        .channel('busy-a')
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'rt_notes' },
          (p: Change) => annBox.push(p),
        ),
    )
    await subscribed(
      bob.client
        .channel('busy-b')
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'rt_notes' },
          (p: Change) => bobBox.push(p),
        ),
    )
    const writes = Array.from({ length: 8 }, (_, i) => [
      ann.client.from('rt_notes').insert({ owner_id: ann.id, body: `ann ${i}` }),
      bob.client.from('rt_notes').insert({ owner_id: bob.id, body: `bob ${i}` }),
    ]).flat()
    const results = await Promise.all(writes)
    expect(results.map((r) => r.error)).toEqual(writes.map(() => null))
    await annBox.next(8)
    await bobBox.next(8)
    await settle()
    expect(annBox.items.map((c) => (c.new as Note).owner_id)).toEqual(Array(8).fill(ann.id))
    expect(bobBox.items.map((c) => (c.new as Note).owner_id)).toEqual(Array(8).fill(bob.id))
  })

  it('delivers rows larger than the 8000-byte NOTIFY limit', async () => {
    const ann = await backend.user()
    const box = inbox<Change>()
    await subscribed(
      ann.client
        .channel('large')
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'rt_notes' },
          (p: Change) => box.push(p),
        ),
    )
    const body = 'x'.repeat(50_000)
    await insertNote(ann.id, { body })
    const [change] = await box.next(1)
    expect((change!.new as Note).body).toBe(body)
  })

  it('renders a timestamp the same way as REST does (ISO 8601, like PostgREST)', async () => {
    const ann = await backend.user()
    const box = inbox<Change>()
    await subscribed(
      ann.client
        .channel('timestamps')
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'rt_notes' },
          (p: Change) => box.push(p),
        ),
    )
    const { data, error } = await ann.client
      .from('rt_notes')
      .insert({ owner_id: ann.id, body: 'when' })
      .select('created_at')
      .single()
    expect(error).toBeNull()
    const [change] = await box.next(1)
    expect(data?.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00$/)
    expect((change!.new as Note).created_at).toBe(data?.created_at)
  })

  it('follows the token on a live channel (setAuth)', async () => {
    const ann = await backend.user()
    const later = backend.anon()
    const box = inbox<Change>()
    await subscribed(
      later
        .channel('upgrade')
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'rt_notes' },
          (p: Change) => box.push(p),
        ),
    )
    await insertNote(ann.id, { body: 'while anon' })
    await settle()
    expect(box.items).toEqual([])

    await later.realtime.setAuth(ann.token)
    await settle(100)
    await insertNote(ann.id, { body: 'after setAuth' })
    const [change] = await box.next(1)
    expect((change!.new as Note).body).toBe('after setAuth')
  })

  it('keeps delivering after the session refreshes its token', async () => {
    const ann = await backend.user()
    const box = inbox<Change>()
    await subscribed(
      ann.client
        .channel('refresh')
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'rt_notes' },
          (p: Change) => box.push(p),
        ),
    )
    // JWTs have one-second resolution: wait so the refreshed token differs from the first.
    await settle(1100)
    const { data, error } = await ann.client.auth.refreshSession()
    expect(error).toBeNull()
    expect(data.session!.access_token).not.toBe(ann.token)
    await settle(100)
    await insertNote(ann.id, { body: 'after refresh' })
    expect(((await box.next(1))[0]!.new as Note).body).toBe('after refresh')
  })

  it('closes a live channel whose new token is invalid', async () => {
    const ann = await backend.user()
    const system = inbox<{ status: string; message: string }>()
    const channel = await subscribed(
      ann.client
        .channel('bad-token')
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'rt_notes' },
          () => undefined,
        )
        .on('system', {}, (p: { status: string; message: string }) => system.push(p)),
    )
    await ann.client.realtime.setAuth('not-a-jwt')
    const messages = await system.next(2)
    expect(messages[1]).toMatchObject({ status: 'error' })
    await settle(100)
    expect(channel.state).toBe('closed')
  })

  it('closes the channel when its token expires, saying why', async () => {
    const ann = await backend.user()
    const expiresSoon = await new SignJWT({
      sub: ann.id,
      role: 'authenticated',
      aud: 'authenticated',
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + 2)
      .sign(new TextEncoder().encode(DEV_JWT_SECRET))
    const client = backend.anon()
    await client.realtime.setAuth(expiresSoon)
    const system = inbox<{ status: string; message: string }>()
    const channel = await subscribed(
      client
        .channel('expiring')
        .on('system', {}, (p: { status: string; message: string }) => system.push(p)),
    )
    const [notice] = await system.next(1, 5_000)
    expect(notice).toMatchObject({ status: 'error', message: 'Token has expired' })
    await settle(100)
    expect(channel.state).toBe('closed')
  })

  it('picks up tables added to the publication later', async () => {
    await backend.sql('create table public.rt_late (id integer primary key, label text)')
    await backend.sql('alter publication supabase_realtime add table public.rt_late')
    const viewer = backend.anon()
    const box = inbox<Change>()
    await subscribed(
      viewer
        .channel('late')
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'rt_late' },
          (p: Change) => box.push(p),
        ),
    )
    await backend.sql("insert into rt_late values (1, 'late')")
    const [change] = await box.next(1)
    expect(change!.new).toEqual({ id: 1, label: 'late' })
  })
})
