import type { SupabaseClient } from '@supabase/supabase-js'
import { createInvitation, createTask } from '@teamboard/supabase/mutations'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  anonClient,
  createUsers,
  type LocalSupabase,
  NIL_UUID,
  sqlBypassingTriggers,
  startBackend,
} from './support/backend.ts'
import { createTeam, must } from './support/team.ts'

// STYLE.md's RLS matrix: every table × operation × role through the REST API with real tokens,
// counting the rows each request touched, then re-reading as the service role to prove that
// exactly those rows (and no others) changed. Writes that did change something are undone from
// a snapshot so every case starts from the same fixture:
//   workspace A: owner, admin, member, one pending invitation, a task by the owner and one by
//                the member (each with its task_created activity row)
//   workspace B: outsider (its owner), one pending invitation, a task by the outsider

type Actor = 'owner' | 'admin' | 'member' | 'outsider' | 'anon'
type Operation = 'select' | 'insert' | 'update by id' | 'update all' | 'delete by id' | 'delete all'
type Table = 'workspaces' | 'workspace_members' | 'invitations' | 'profiles' | 'tasks' | 'activity'
type Counts = [owner: number, admin: number, member: number, outsider: number, anon: number]
type Fixture = {
  ids: Record<Exclude<Actor, 'anon'>, string>
  workspaceA: string
  invitationA: string
  /** Workspace A's task created by the owner, and its task_created activity row. */
  ownersTaskA: string
  activityA: string
}
type Filter = (query: any) => any // eslint-disable-line @typescript-eslint/no-explicit-any -- one filter shape for every table

const ACTORS: Actor[] = ['owner', 'admin', 'member', 'outsider', 'anon']

const tables: Record<
  Table,
  {
    key: string[]
    byId: (f: Fixture) => Filter
    all: Filter
    patch: Record<string, unknown>
    insert: (f: Fixture, actor: Actor) => Record<string, unknown>
    expected: Record<Operation, Counts>
  }
> = {
  workspaces: {
    key: ['id'],
    byId: (f) => (q) => q.eq('id', f.workspaceA),
    all: (q) => q.neq('id', NIL_UUID),
    patch: { name: 'Renamed' },
    insert: (_f, actor) => ({ name: 'Intruder', slug: `intruder-${actor}` }),
    expected: {
      select: [1, 1, 1, 1, 0],
      insert: [0, 0, 0, 0, 0],
      'update by id': [1, 1, 0, 0, 0],
      'update all': [1, 1, 0, 1, 0],
      'delete by id': [1, 0, 0, 0, 0],
      'delete all': [1, 0, 0, 1, 0],
    },
  },
  workspace_members: {
    key: ['workspace_id', 'user_id'],
    byId: (f) => (q) => q.eq('workspace_id', f.workspaceA).eq('user_id', f.ids.member),
    all: (q) => q.neq('workspace_id', NIL_UUID),
    patch: { role: 'owner' },
    insert: (f) => ({ workspace_id: f.workspaceA, user_id: f.ids.outsider, role: 'owner' }),
    expected: {
      select: [3, 3, 3, 1, 0],
      insert: [0, 0, 0, 0, 0],
      'update by id': [0, 0, 0, 0, 0],
      'update all': [0, 0, 0, 0, 0],
      'delete by id': [0, 0, 0, 0, 0],
      'delete all': [0, 0, 0, 0, 0],
    },
  },
  invitations: {
    key: ['id'],
    byId: (f) => (q) => q.eq('id', f.invitationA),
    all: (q) => q.neq('id', NIL_UUID),
    patch: { revoked_at: '2026-11-22T00:00:00Z' },
    insert: (f, actor) => ({
      workspace_id: f.workspaceA,
      email: `${actor}-guest@example.com`,
      role: 'admin',
      token_hash: 'a'.repeat(64),
    }),
    expected: {
      // A's accepted invitations (admin's, member's) count too; only the pending one is revocable.
      select: [3, 3, 0, 1, 0],
      insert: [0, 0, 0, 0, 0],
      'update by id': [1, 1, 0, 0, 0],
      'update all': [1, 1, 0, 1, 0],
      'delete by id': [0, 0, 0, 0, 0],
      'delete all': [0, 0, 0, 0, 0],
    },
  },
  profiles: {
    key: ['id'],
    byId: (f) => (q) => q.eq('id', f.ids.member),
    all: (q) => q.neq('id', NIL_UUID),
    patch: { display_name: 'Renamed' },
    insert: () => ({ id: crypto.randomUUID(), display_name: 'Ghost' }),
    expected: {
      // Each of A's people sees the three of A; the outsider sees only themself.
      select: [3, 3, 3, 1, 0],
      insert: [0, 0, 0, 0, 0],
      'update by id': [0, 0, 1, 0, 0],
      'update all': [1, 1, 1, 1, 0],
      'delete by id': [0, 0, 0, 0, 0],
      'delete all': [0, 0, 0, 0, 0],
    },
  },
  tasks: {
    key: ['id'],
    byId: (f) => (q) => q.eq('id', f.ownersTaskA),
    all: (q) => q.neq('id', NIL_UUID),
    patch: { title: 'Renamed' },
    insert: (f, actor) => ({ workspace_id: f.workspaceA, title: `By ${actor}`, position: 'a5' }),
    expected: {
      select: [2, 2, 2, 1, 0],
      insert: [1, 1, 1, 0, 0],
      'update by id': [1, 1, 1, 0, 0],
      'update all': [2, 2, 2, 1, 0],
      // The owner's task: owners and admins delete any task, a member only their own...
      'delete by id': [1, 1, 0, 0, 0],
      // ...so with no WHERE the member deletes exactly the one they created.
      'delete all': [2, 2, 1, 1, 0],
    },
  },
  activity: {
    key: ['id'],
    byId: (f) => (q) => q.eq('id', f.activityA),
    all: (q) => q.neq('id', NIL_UUID),
    patch: { data: { forged: true } },
    insert: (f) => ({ workspace_id: f.workspaceA, task_id: f.ownersTaskA, kind: 'title_changed' }),
    expected: {
      // Readable by members; written only by the triggers on tasks.
      select: [2, 2, 2, 1, 0],
      insert: [0, 0, 0, 0, 0],
      'update by id': [0, 0, 0, 0, 0],
      'update all': [0, 0, 0, 0, 0],
      'delete by id': [0, 0, 0, 0, 0],
      'delete all': [0, 0, 0, 0, 0],
    },
  },
}

const TABLE_NAMES = Object.keys(tables) as Table[]
// Children first for the delete, parents first for the insert.
// The task counters (schema private) come back too, so a restored workspace numbers on from 3.
const RESTORE_SQL = [
  ...['activity', 'tasks', 'invitations', 'workspace_members', 'workspaces', 'profiles'].map(
    (t) => `delete from public.${t}`,
  ),
  'delete from private.task_counters',
  ...['profiles', 'workspaces', 'workspace_members', 'invitations', 'tasks', 'activity'].map(
    (t) => `insert into public.${t} select * from rls_snapshot.${t}`,
  ),
  'insert into private.task_counters select * from rls_snapshot.task_counters',
].join('; ')

let backend: LocalSupabase
let fixture: Fixture
let clients: Record<Actor, SupabaseClient>
const baseline = new Map<Table, Map<string, string>>()

async function serviceRows(table: Table): Promise<Map<string, string>> {
  const { data, error } = await backend.serviceClient.from(table).select('*')
  if (error) throw error
  return new Map(
    data.map((row: Record<string, unknown>) => [
      tables[table].key.map((k) => row[k]).join('/'),
      JSON.stringify(row),
    ]),
  )
}

/** Rows added, removed or changed since the fixture, as the service role sees them. */
async function changedRows(table: Table): Promise<number> {
  const before = baseline.get(table) as Map<string, string>
  const now = await serviceRows(table)
  const keys = new Set([...before.keys(), ...now.keys()])
  return [...keys].filter((key) => before.get(key) !== now.get(key)).length
}

async function run(table: Table, operation: Operation, actor: Actor): Promise<number> {
  const spec = tables[table]
  const from = () => clients[actor].from(table)
  const request = {
    select: () => from().select('*'),
    insert: () => from().insert(spec.insert(fixture, actor)).select(),
    'update by id': () => spec.byId(fixture)(from().update(spec.patch)).select(),
    'update all': () => spec.all(from().update(spec.patch)).select(),
    'delete by id': () => spec.byId(fixture)(from().delete()).select(),
    'delete all': () => spec.all(from().delete()).select(),
  }[operation]
  const { data } = await request()
  return data?.length ?? 0
}

beforeAll(async () => {
  backend = await startBackend()
  const [owner, admin, member, outsider] = await createUsers(backend, [
    'Owner',
    'Admin',
    'Member',
    'Outsider',
  ])
  const a = await createTeam(owner, [
    [admin, 'admin'],
    [member, 'member'],
  ])
  const b = await createTeam(outsider)
  const pendingA = must(
    await createInvitation(owner.client, a.id, { email: 'guest-a@example.com', role: 'member' }),
  )
  must(
    await createInvitation(outsider.client, b.id, { email: 'guest-b@example.com', role: 'member' }),
  )
  const ownersTaskA = must(await createTask(owner.client, a.id, { title: 'Owner', position: 'a0' }))
  must(await createTask(member.client, a.id, { title: 'Member', position: 'a1' }))
  must(await createTask(outsider.client, b.id, { title: 'Outsider', position: 'a0' }))
  const [activityA] = await backend.sql<{ id: string }>(
    'select id from public.activity where task_id = $1',
    [ownersTaskA.id],
  )
  fixture = {
    ids: { owner: owner.id, admin: admin.id, member: member.id, outsider: outsider.id },
    workspaceA: a.id,
    invitationA: pendingA.id as string,
    ownersTaskA: ownersTaskA.id,
    activityA: activityA!.id,
  }
  clients = {
    owner: owner.client,
    admin: admin.client,
    member: member.client,
    outsider: outsider.client,
    anon: anonClient(backend),
  } as Record<Actor, SupabaseClient>
  await backend.sql(
    `create schema rls_snapshot; ${TABLE_NAMES.map((t) => `create table rls_snapshot.${t} as table public.${t}`).join('; ')}; create table rls_snapshot.task_counters as table private.task_counters`,
  )
  for (const table of TABLE_NAMES) baseline.set(table, await serviceRows(table))
}, 60_000)

afterAll(async () => {
  await backend?.stop()
})

describe.each(TABLE_NAMES)('RLS on %s', (table) => {
  const cases = (Object.keys(tables[table].expected) as Operation[]).flatMap((operation) =>
    ACTORS.map((actor, index) => ({
      operation,
      actor,
      rows: tables[table].expected[operation][index] as number,
    })),
  )

  it.each(cases)('$actor: $operation → $rows row(s)', async ({ operation, actor, rows }) => {
    expect(await run(table, operation, actor)).toBe(rows)
    if (operation === 'select') return
    const changed = await changedRows(table)
    if (changed > 0) await sqlBypassingTriggers(backend, RESTORE_SQL)
    expect(changed).toBe(rows)
  })
})
