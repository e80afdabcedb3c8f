/**
 * Where lite differed from PostgREST (README.md, "Where lite 0.10 differs from Supabase"), through the unmodified supabase-js against one
 * backend. The postgrest-js suite (`pnpm test:fidelity`) measures the rest.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocalSupabase } from '../src/index.ts'
import { anonClient, FIXTURES, startTestBackend, uniqueEmail } from './backend.ts'
import { anyNumber } from './matchers.ts'

let backend: LocalSupabase
let anon: ReturnType<typeof anonClient>

beforeAll(async () => {
  backend = await startTestBackend({ migrationsDir: `${FIXTURES}fidelity-migrations` })
  anon = anonClient(backend)
})
afterAll(() => backend?.stop())

/** PostgREST's in-database config, changed for one test and reloaded as PostgREST is told to. */
async function withAuthenticatorSetting(name: string, value: string, fn: () => Promise<void>) {
  await backend.sql(`alter role authenticator set pgrst.${name} = '${value}'`)
  await backend.sql(`notify pgrst, 'reload config'`)
  await expect.poll(() => settingVisible(name, value)).toBe(true)
  try {
    await fn()
  } finally {
    await backend.sql(`alter role authenticator reset pgrst.${name}`)
    await backend.sql(`notify pgrst, 'reload config'`)
  }
}
async function settingVisible(name: string, value: string) {
  const rows = await backend.sql<{ on: boolean }>(
    `select exists (select from pg_db_role_setting s join pg_roles r on r.oid = s.setrole, unnest(s.setconfig) c
      where r.rolname = 'authenticator' and c = 'pgrst.${name}=${value}') as on`,
  )
  return rows[0]?.on === true
}

describe('embedding', () => {
  it('a public table named users embeds with its own columns, not auth.users’', async () => {
    const { data, error } = await anon.from('user_profiles').select('*, users(*)').order('id')
    expect(error).toBeNull()
    expect(data).toEqual([
      { id: 10, user_id: 1, bio: 'first', users: { id: 1, username: 'ada' } },
      { id: 11, user_id: 2, bio: 'second', users: { id: 2, username: 'grace' } },
    ])
  })
})

describe('schema changes while the server runs', () => {
  it('serves a table and a function created after start-up at once (no restart)', async () => {
    await backend.sql(`create table public.late_table (id int primary key, label text);
      insert into public.late_table values (1, 'late');
      grant select on public.late_table to anon;
      create function public.late_fn(n int) returns int language sql as 'select n * 2';`)
    const table = await anon.from('late_table').select('id, label')
    expect(table.error).toBeNull()
    expect(table.data).toEqual([{ id: 1, label: 'late' }])
    const rpc = await anon.rpc('late_fn', { n: 21 })
    expect(rpc.error).toBeNull()
    expect(rpc.data).toBe(42)
  })
})

describe('Prefer: tx=rollback', () => {
  it('is not applied by default (PostgREST db-tx-end = commit): the row is stored', async () => {
    const title = `committed-${Date.now()}`
    const { error, status } = await anon.from('documents').insert({ title }).rollback()
    expect(error).toBeNull()
    expect(status).toBe(201)
    expect((await anon.from('documents').select('title').eq('title', title)).data).toEqual([
      { title },
    ])
  })

  it('rolls the change back when db-tx-end allows the override', async () => {
    await withAuthenticatorSetting('db_tx_end', 'commit-allow-override', async () => {
      const title = `rolled-back-${Date.now()}`
      const { data, error } = await anon
        .from('documents')
        .insert({ title })
        .select('title')
        .rollback()
      expect(error).toBeNull()
      expect(data).toEqual([{ title }]) // the representation is still returned
      expect((await anon.from('documents').select('title').eq('title', title)).data).toEqual([])
    })
  })
})

describe('json columns', () => {
  it('stores a JSON string as a string, including text that looks like JSON', async () => {
    const { data, error } = await anon
      .from('documents')
      .insert([
        { title: 'string', body: 'hello', meta: 'world' },
        { title: 'numeric text', body: '42', meta: '{"a":1}' },
        { title: 'object', body: { nested: ['x'] }, meta: [1, 2] },
      ])
      .select('title, body, meta')
    expect(error).toBeNull()
    expect(data).toEqual([
      { title: 'string', body: 'hello', meta: 'world' },
      { title: 'numeric text', body: '42', meta: '{"a":1}' },
      { title: 'object', body: { nested: ['x'] }, meta: [1, 2] },
    ])
    const stored = await backend.sql<{ kind: string }>(
      `select jsonb_typeof(body) as kind from public.documents where title = 'numeric text'`,
    )
    expect(stored).toEqual([{ kind: 'string' }])
  })
})

describe('bulk insert with rows of different keys', () => {
  it('with defaultToNull: false returns the stored defaults, not null', async () => {
    const { data, error } = await anon
      .from('documents')
      .insert([{ title: 'keyed' }, { meta: { only: 'meta' } }], { defaultToNull: false })
      .select('id, title, meta')
    expect(error).toBeNull()
    expect(data).toEqual([
      { id: anyNumber(), title: 'keyed', meta: null },
      { id: anyNumber(), title: 'untitled', meta: { only: 'meta' } },
    ])
    const ids = (data as { id: number }[]).map((row) => row.id)
    expect(
      await backend.sql('select title from public.documents where id = any($1) order by id', [ids]),
    ).toEqual([{ title: 'keyed' }, { title: 'untitled' }])
  })
})

describe('rpc', () => {
  it('builds a row-type argument from a JSON object (absent keys are null)', async () => {
    const labelled = await anon.rpc('user_label', { u: { id: 7, username: 'lin' } })
    expect(labelled.error).toBeNull()
    expect(labelled.data).toBe('lin #7')
  })

  it('refuses and rolls back a call returning more rows than maxAffected', async () => {
    // What postgrest-js's .maxAffected(1) sends (typed only for clients declaring PostgREST 13).
    const maxOne = 'handling=strict, max-affected=1'
    const refused = await anon
      .rpc('shout_users', { pattern: '%a%' })
      .select()
      .setHeader('Prefer', maxOne)
    expect(refused.error?.code).toBe('PGRST124')
    expect(refused.data).toBeNull()
    expect((await anon.from('users').select('username').order('id')).data).toEqual([
      { username: 'ada' },
      { username: 'grace' },
    ])
    const allowed = await anon
      .rpc('shout_users', { pattern: 'ada' })
      .select('username')
      .setHeader('Prefer', maxOne)
    expect(allowed.data).toEqual([{ username: 'ADA' }])
    await backend.sql(`update public.users set username = 'ada' where id = 1`)
  })
})

describe('counts', () => {
  it('count=estimated on a small table is the exact count, in full (200)', async () => {
    const { count, status, error } = await anon
      .from('users')
      .select('*', { count: 'estimated', head: true })
    expect(error).toBeNull()
    expect(status).toBe(200)
    expect(count).toBe(2)
  })

  it('HEAD on an rpc answers its count without a body', async () => {
    const counted = await anon.rpc('users_like', { pattern: '%' }, { head: true, count: 'exact' })
    expect(counted.error).toBeNull()
    expect(counted.count).toBe(2)
    expect(counted.data).toBeNull()
  })
})

describe('aggregates', () => {
  it('are refused by default and allowed once the authenticator role turns them on', async () => {
    const refused = await anon.from('users').select('total:id.count()')
    expect(refused.error?.code).toBe('PGRST123')
    await withAuthenticatorSetting('db_aggregates_enabled', 'true', async () => {
      const counted = await anon.from('users').select('total:id.count()')
      expect(counted.error).toBeNull()
      expect(counted.data).toEqual([{ total: 2 }])
    })
  })
})

describe('concurrent requests', () => {
  it('admin createUser succeeds while REST requests run alongside (no role leaking between them)', async () => {
    const reads = Array.from({ length: 30 }, () => anon.from('users').select('id'))
    const creates = Array.from({ length: 6 }, () =>
      backend.serviceClient.auth.admin.createUser({
        email: uniqueEmail('concurrent'),
        password: 'correct-horse-1',
        email_confirm: true,
      }),
    )
    const [readResults, createResults] = await Promise.all([
      Promise.all(reads),
      Promise.all(creates),
    ])
    expect(readResults.map((r) => r.error)).toEqual(readResults.map(() => null))
    expect(createResults.map((r) => r.error)).toEqual(createResults.map(() => null))
  })
})
