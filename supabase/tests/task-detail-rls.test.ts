import type { SupabaseClient } from '@supabase/supabase-js'
import { addComment, createTask, uploadAttachment } from '@teamboard/supabase/mutations'
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

// The RLS matrix of rls-matrix.test.ts for the task detail's tables: every operation × role
// through the REST API with real tokens, counting the rows each request touched, then re-reading
// as the service role. Fixture:
//   workspace A: owner, admin, member; the owner's task with a comment and an attachment by the
//                owner and by the member (activity: task_created, two attachment_added), and one
//                uploaded but unregistered object (what an insert registers)
//   workspace B: outsider (its owner), a task with their comment and attachment

type Actor = 'owner' | 'admin' | 'member' | 'outsider' | 'anon'
type Operation = 'select' | 'insert' | 'update by id' | 'update all' | 'delete by id' | 'delete all'
type Table = 'comments' | 'attachments' | 'activity'
type Counts = [owner: number, admin: number, member: number, outsider: number, anon: number]
type Fixture = {
  workspaceA: string
  taskA: string
  ownersComment: string
  ownersAttachment: string
  activityA: string
  spareObject: string
}
interface Filterable {
  eq(column: string, value: string): Filterable
  neq(column: string, value: string): Filterable
  select(): PromiseLike<{ data: unknown[] | null }>
}
type Filter = (query: Filterable) => Filterable

const ACTORS: Actor[] = ['owner', 'admin', 'member', 'outsider', 'anon']
const NONE: Counts = [0, 0, 0, 0, 0]

const tables: Record<
  Table,
  {
    byId: (f: Fixture) => Filter
    patch: Record<string, unknown>
    insert: (f: Fixture, actor: Actor) => Record<string, unknown>
    expected: Record<Operation, Counts>
  }
> = {
  comments: {
    byId: (f) => (q) => q.eq('id', f.ownersComment),
    patch: { body: 'Rewritten' },
    insert: (f, actor) => ({ task_id: f.taskA, workspace_id: f.workspaceA, body: `By ${actor}` }),
    expected: {
      select: [2, 2, 2, 1, 0],
      insert: [1, 1, 1, 0, 0],
      // Only the author edits, whatever their role...
      'update by id': [1, 0, 0, 0, 0],
      // ...so with no WHERE each author rewrites exactly their own comment.
      'update all': [1, 0, 1, 1, 0],
      'delete by id': [1, 1, 0, 0, 0],
      'delete all': [2, 2, 1, 1, 0],
    },
  },
  attachments: {
    byId: (f) => (q) => q.eq('id', f.ownersAttachment),
    patch: { file_name: 'renamed.txt' },
    insert: (f) => ({
      task_id: f.taskA,
      workspace_id: f.workspaceA,
      object_path: f.spareObject,
      file_name: 'spare.txt',
      size_bytes: 5,
      mime_type: 'text/plain',
    }),
    expected: {
      select: [2, 2, 2, 1, 0],
      insert: [1, 1, 1, 0, 0],
      // An attachment never changes; it is deleted and uploaded again.
      'update by id': NONE,
      'update all': NONE,
      'delete by id': [1, 1, 0, 0, 0],
      'delete all': [2, 2, 1, 1, 0],
    },
  },
  activity: {
    byId: (f) => (q) => q.eq('id', f.activityA),
    patch: { data: { forged: true } },
    insert: (f) => ({ workspace_id: f.workspaceA, task_id: f.taskA, kind: 'attachment_added' }),
    expected: {
      // Readable by members; written only by triggers, by nobody else.
      select: [3, 3, 3, 2, 0],
      insert: NONE,
      'update by id': NONE,
      'update all': NONE,
      'delete by id': NONE,
      'delete all': NONE,
    },
  },
}

const TABLE_NAMES = Object.keys(tables) as Table[]
// Writes to comments and attachments also write activity (attachment_removed), so all three
// come back from the snapshot.
const RESTORE_SQL = [
  ...TABLE_NAMES.map((t) => `delete from public.${t}`),
  ...TABLE_NAMES.map((t) => `insert into public.${t} select * from detail_snapshot.${t}`),
].join('; ')

let backend: LocalSupabase
let fixture: Fixture
let clients: Record<Actor, SupabaseClient>
const baseline = new Map<Table, Map<string, string>>()

async function serviceRows(table: Table): Promise<Map<string, string>> {
  const { data, error } = await backend.serviceClient.from(table).select('*')
  if (error) throw error
  return new Map(data.map((row: Record<string, unknown>) => [String(row.id), JSON.stringify(row)]))
}

async function changedRows(table: Table): Promise<number> {
  const before = baseline.get(table) as Map<string, string>
  const now = await serviceRows(table)
  const keys = new Set([...before.keys(), ...now.keys()])
  return [...keys].filter((key) => before.get(key) !== now.get(key)).length
}

async function run(table: Table, operation: Operation, actor: Actor): Promise<number> {
  const spec = tables[table]
  const from = () => clients[actor].from(table)
  const all: Filter = (q) => q.neq('id', NIL_UUID)
  const request = {
    select: () => from().select('*'),
    insert: () => from().insert(spec.insert(fixture, actor)).select(),
    'update by id': () => spec.byId(fixture)(from().update(spec.patch)).select(),
    'update all': () => all(from().update(spec.patch)).select(),
    'delete by id': () => spec.byId(fixture)(from().delete()).select(),
    'delete all': () => all(from().delete()).select(),
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
  const taskA = must(await createTask(owner.client, a.id, { title: 'A', position: 'a0' }))
  const taskB = must(await createTask(outsider.client, b.id, { title: 'B', position: 'a0' }))
  const refA = { id: taskA.id, workspaceId: a.id }
  const refB = { id: taskB.id, workspaceId: b.id }
  const text = new Blob(['hello'], { type: 'text/plain' })
  const ownersComment = must(await addComment(owner.client, refA, { body: 'Owner says' }))
  must(await addComment(member.client, refA, { body: 'Member says' }))
  must(await addComment(outsider.client, refB, { body: 'Outsider says' }))
  const ownersAttachment = must(await uploadAttachment(owner.client, refA, text, 'owner.txt'))
  must(await uploadAttachment(member.client, refA, text, 'member.txt'))
  must(await uploadAttachment(outsider.client, refB, text, 'outsider.txt'))
  const spareObject = `${a.id}/${taskA.id}/${crypto.randomUUID()}-spare.txt`
  const spare = await backend.serviceClient.storage
    .from('attachments')
    .upload(spareObject, new TextEncoder().encode('spare'), { contentType: 'text/plain' })
  if (spare.error) throw spare.error
  const [activityA] = await backend.sql<{ id: string }>(
    `select id from public.activity where task_id = $1 and kind = 'task_created'`,
    [taskA.id],
  )
  fixture = {
    workspaceA: a.id,
    taskA: taskA.id,
    ownersComment: ownersComment.id,
    ownersAttachment: ownersAttachment.id,
    activityA: activityA!.id,
    spareObject,
  }
  clients = {
    owner: owner.client,
    admin: admin.client,
    member: member.client,
    outsider: outsider.client,
    anon: anonClient(backend),
  } as Record<Actor, SupabaseClient>
  await backend.sql(
    `create schema detail_snapshot; ${TABLE_NAMES.map((t) => `create table detail_snapshot.${t} as table public.${t}`).join('; ')}`,
  )
  for (const table of TABLE_NAMES) baseline.set(table, await serviceRows(table))
}, 90_000)

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
