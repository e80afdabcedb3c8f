import { SignJWT, decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { withClaims, type LocalSupabase } from '../src/index.ts'
import { anonClient, signedInClient, startTestBackend } from './backend.ts'
import { stringContaining } from './matchers.ts'

/** public.notes in test/fixtures/migrations; the clients here carry no generated types. */
type Note = { id: number; owner_id: string; title: string; body: string | null }

let backend: LocalSupabase
let alice: Awaited<ReturnType<typeof signedInClient>>
let bob: Awaited<ReturnType<typeof signedInClient>>

beforeAll(async () => {
  backend = await startTestBackend()
  alice = await signedInClient(backend, 'Alice')
  bob = await signedInClient(backend, 'Bob')
})
afterAll(() => backend?.stop())

describe('REST under RLS', () => {
  it('creates, reads, updates and deletes rows as their owner', async () => {
    const created = await alice.client
      .from('notes')
      .insert({ title: 'first', body: 'hello' })
      .select()
      .single<Note>()
    expect(created.error).toBeNull()
    expect(created.data).toMatchObject({ title: 'first', body: 'hello', owner_id: alice.user.id })

    const updated = await alice.client
      .from('notes')
      .update({ body: 'edited' })
      .eq('id', created.data!.id)
      .select('body')
      .single()
    expect(updated.data).toEqual({ body: 'edited' })

    const read = await alice.client
      .from('notes')
      .select('id, title, body')
      .eq('id', created.data!.id)
    expect(read.data).toEqual([{ id: created.data!.id, title: 'first', body: 'edited' }])

    const removed = await alice.client
      .from('notes')
      .delete()
      .eq('id', created.data!.id)
      .select('id')
    expect(removed.data).toEqual([{ id: created.data!.id }])
    expect((await alice.client.from('notes').select().eq('id', created.data!.id)).data).toEqual([])
  })

  it('hides and protects other users’ rows', async () => {
    const { data: note } = await alice.client
      .from('notes')
      .insert({ title: 'private' })
      .select()
      .single<Note>()
    expect((await bob.client.from('notes').select().eq('id', note!.id)).data).toEqual([])

    const sneakyUpdate = await bob.client
      .from('notes')
      .update({ title: 'hacked' })
      .eq('id', note!.id)
      .select()
    expect(sneakyUpdate.error).toBeNull()
    expect(sneakyUpdate.data).toEqual([])
    const sneakyDelete = await bob.client.from('notes').delete().gt('id', 0).select()
    expect(sneakyDelete.data).toEqual([])
    const [row] = await backend.sql<{ title: string }>(
      'select title from public.notes where id = $1',
      [note!.id],
    )
    expect(row?.title).toBe('private')
  })

  it('answers RLS denials with PostgREST’s shapes', async () => {
    const forged = await bob.client
      .from('notes')
      .insert({ title: 'as alice', owner_id: alice.user.id })
    expect(forged.status).toBe(403)
    expect(forged.error).toMatchObject({ code: '42501' })
    expect(forged.error?.message).toMatch(/row-level security/)

    const anon = await anonClient(backend).from('notes').insert({ title: 'anon' })
    expect([401, 403]).toContain(anon.status)
    expect(anon.error?.code).toBe('42501')
    expect((await anonClient(backend).from('notes').select()).data).toEqual([])
  })

  it('embeds related rows and counts', async () => {
    const { data: note } = await alice.client
      .from('notes')
      .insert({ title: 'tagged' })
      .select()
      .single<Note>()
    expect(
      (
        await alice.client.from('note_tags').insert([
          { note_id: note!.id, tag: 'a' },
          { note_id: note!.id, tag: 'b' },
        ])
      ).error,
    ).toBeNull()
    const embedded = await alice.client
      .from('notes')
      .select('title, note_tags(tag)')
      .eq('id', note!.id)
      .single()
    expect(embedded.data?.title).toBe('tagged')
    expect(embedded.data?.note_tags.map((t: { tag: string }) => t.tag).sort()).toEqual(['a', 'b'])

    const counted = await alice.client
      .from('note_tags')
      .select('*', { count: 'exact', head: true })
      .eq('note_id', note!.id)
    expect(counted.count).toBe(2)
    expect(counted.data).toBeNull()
  })

  it('calls functions with rpc, including their raised errors', async () => {
    const added = await alice.client.rpc('add_note', { p_title: 'via rpc' })
    expect(added.error).toBeNull()
    expect(added.data).toMatchObject({ title: 'via rpc', owner_id: alice.user.id })
    const count = await bob.client.rpc('note_count')
    expect(count.data).toBe(0)
    const failed = await alice.client.rpc('add_note', { p_title: '' })
    expect(failed.error).toMatchObject({ code: '22023', message: 'title must not be empty' })
    const missing = await alice.client.rpc('no_such_function')
    expect(missing.error?.code).toBe('PGRST202')
  })

  it('single() reports zero or many rows as PGRST116', async () => {
    const none = await alice.client.from('notes').select().eq('title', 'does not exist').single()
    expect(none.error?.code).toBe('PGRST116')
    expect(none.status).toBe(406)
    await alice.client.from('notes').insert([{ title: 'dup' }, { title: 'dup' }])
    const many = await alice.client.from('notes').select().eq('title', 'dup').single()
    expect(many.error?.code).toBe('PGRST116')
    const maybe = await alice.client
      .from('notes')
      .select()
      .eq('title', 'does not exist')
      .maybeSingle()
    expect(maybe).toMatchObject({ data: null, error: null })
  })

  it('answers constraint violations and raised exceptions with PostgREST’s codes and statuses', async () => {
    const tooLong = await alice.client.from('notes').insert({ title: 'x'.repeat(201) })
    expect(tooLong.status).toBe(400)
    expect(tooLong.error).toMatchObject({
      code: '23514',
      message: stringContaining('notes_title_check'),
    })
    const missing = await alice.client.from('notes').insert({ title: null })
    expect(missing).toMatchObject({ status: 400, error: { code: '23502' } })
    const raised = await alice.client.rpc('fail_plain')
    expect(raised.status).toBe(400)
    expect(raised.error).toMatchObject({
      code: 'P0001',
      message: 'plain failure',
      hint: 'try again',
    })
  })

  it('lets the secret key bypass RLS', async () => {
    const { count } = await backend.serviceClient
      .from('notes')
      .select('*', { count: 'exact', head: true })
    const [{ n } = { n: -1 }] = await backend.sql<{ n: number }>(
      'select count(*)::int as n from public.notes',
    )
    expect(count).toBe(n)
    expect(n).toBeGreaterThan(0)
  })

  it('withClaims runs SQL under RLS as the token’s user, like a REST call', async () => {
    await alice.client.from('notes').insert({ title: 'seen by alice only' })
    const claims = await backend.verifyJwt(bob.session.access_token)
    const asBob = await withClaims(backend.db, claims, (tx) =>
      tx.query<{ title: string }>(
        `select title from public.notes where title = 'seen by alice only'`,
      ),
    )
    expect(asBob.rows).toEqual([])
    const aliceClaims = await backend.verifyJwt(alice.session.access_token)
    const asAlice = await withClaims(backend.db, aliceClaims, (tx) =>
      tx.query<{ uid: string }>('select auth.uid()::text as uid'),
    )
    expect(asAlice.rows).toEqual([{ uid: alice.user.id }])
  })
})

describe('authorisation by the token alone, as PostgREST', () => {
  /** A REST read of `notes` with `token` as the bearer. */
  const readNotes = (token: string) =>
    fetch(`${backend.url}/rest/v1/notes?select=title`, {
      headers: { apikey: backend.publishableKey, authorization: `Bearer ${token}` },
    })

  it('keeps serving a signed-out session’s token until it expires; the auth server refuses it', async () => {
    const carol = await signedInClient(backend, 'Carol')
    await carol.client.from('notes').insert({ title: 'carol’s' }).throwOnError()
    const token = carol.session.access_token
    expect((await carol.client.auth.signOut()).error).toBeNull()
    expect(
      await backend.sql('select 1 from auth.sessions where user_id = $1', [carol.user.id]),
    ).toEqual([])

    const read = await readNotes(token)
    expect(read.status).toBe(200)
    expect(await read.json()).toEqual([{ title: 'carol’s' }])
    const user = await fetch(`${backend.url}/auth/v1/user`, {
      headers: { apikey: backend.publishableKey, authorization: `Bearer ${token}` },
    })
    expect(user.status).toBe(403)
    expect(await user.json()).toMatchObject({ error_code: 'session_not_found' })
  })

  it('reads neither auth.users nor auth.sessions for a REST request; the auth server does', async () => {
    const query = vi.spyOn(backend.db, 'query')
    const authTables = () =>
      query.mock.calls.map(([sql]) => sql).filter((sql) => /"auth"\."(users|sessions)"/.test(sql))
    try {
      expect((await readNotes(alice.session.access_token)).status).toBe(200)
      expect(authTables()).toEqual([])
      expect((await alice.client.auth.getUser()).error).toBeNull()
      expect(authTables()).toContainEqual(stringContaining('"auth"."sessions"'))
    } finally {
      query.mockRestore()
    }
  })

  it('still refuses a forged or expired token, as before', async () => {
    const claims = decodeJwt(alice.session.access_token)
    const signed = (secret: string, expiresAt: number) =>
      new SignJWT({ ...claims, exp: expiresAt })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(new TextEncoder().encode(secret))
    const inAnHour = Math.floor(Date.now() / 1000) + 3600
    const forged = await readNotes(
      await signed('another-secret-of-at-least-32-characters', inAnHour),
    )
    const expired = await readNotes(
      await signed(backend.jwtSecret, Math.floor(Date.now() / 1000) - 60),
    )
    expect(forged.status).toBe(401)
    expect(expired.status).toBe(401)
    expect(await expired.json()).toMatchObject({ message: stringContaining('expired') })
    expect((await readNotes(await signed(backend.jwtSecret, inAnHour))).status).toBe(200)
  })
})
