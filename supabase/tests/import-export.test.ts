import { createLabel, importMemberIds, importTasks } from '@teamboard/supabase/mutations'
import type { ImportTaskRow } from '@teamboard/supabase/mutations'
import { exportWorkspace, listBoards } from '@teamboard/supabase/queries'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  anonClient,
  createUser,
  type LocalSupabase,
  type TestUser,
  useBackend,
} from './support/backend.ts'
import { createTeam, must } from './support/team.ts'

// CSV import (public.import_tasks) and workspace export under RLS (docs/roles.md: owners and
// admins import, every member exports). What is written is re-read as the superuser.

let backend: LocalSupabase
let owner: TestUser
let admin: TestUser
let member: TestUser
let outsider: TestUser

useBackend(['Admin', 'Member', 'Outsider'], (started, users) => {
  backend = started
  ;[admin, member, outsider] = users
})

beforeEach(async () => {
  owner = await createUser(backend, 'Owner')
})

function row(title: string, extra: Partial<ImportTaskRow> = {}): ImportTaskRow {
  return {
    title,
    description: '',
    column: 'Todo',
    priority: 'none',
    assignee_email: '',
    due_date: '',
    labels: [],
    position: 'a0',
    ...extra,
  }
}

async function setup() {
  const a = await createTeam(owner, [
    [admin, 'admin'],
    [member, 'member'],
  ])
  const b = await createTeam(outsider)
  const [boardA] = must(await listBoards(owner.client, a.id))
  const [boardB] = must(await listBoards(outsider.client, b.id))
  return { a, b, boardA: boardA!, boardB: boardB! }
}

async function countTasks(workspaceId: string): Promise<number> {
  const [row_] = await backend.sql<{ n: number }>(
    'select count(*)::int as n from public.tasks where workspace_id = $1',
    [workspaceId],
  )
  return row_!.n
}

describe('import_tasks', () => {
  it('an admin imports every field; labels are made in the workspace; activity records each', async () => {
    const { a, boardA } = await setup()
    must(await createLabel(owner.client, a.id, { name: 'Bug', color: 'red' }))
    const made = must(
      await importTasks(admin.client, boardA.id, [
        row('First', {
          description: 'Body',
          column: 'in progress',
          priority: 'high',
          assignee_email: member.email.toUpperCase(),
          due_date: '2026-12-31',
          labels: ['bug', 'New one'],
          position: 'a1',
        }),
        row('Second', { column: 'Done', position: 'a2' }),
      ]),
    )
    expect(made).toBe(2)
    const tasks = await backend.sql<Record<string, unknown>>(
      `select t.title, t.description, c.name as column_name, t.priority::text, t.assignee_id,
              t.due_date::text, t.status::text, t.completed_at is not null as completed,
              (select array_agg(l.name order by l.name) from public.task_labels x
                 join public.labels l on l.id = x.label_id where x.task_id = t.id) as labels,
              t.created_by
       from public.tasks t join public.board_columns c on c.id = t.column_id
       where t.board_id = $1 order by t.number`,
      [boardA.id],
    )
    expect(tasks).toEqual([
      {
        title: 'First',
        description: 'Body',
        column_name: 'In progress',
        priority: 'high',
        assignee_id: member.id,
        due_date: '2026-12-31',
        status: 'in_progress',
        completed: false,
        labels: ['Bug', 'New one'],
        created_by: admin.id,
      },
      {
        title: 'Second',
        description: '',
        column_name: 'Done',
        priority: 'none',
        assignee_id: null,
        due_date: null,
        status: 'done',
        completed: true,
        labels: null,
        created_by: admin.id,
      },
    ])
    const labels = await backend.sql<{ workspace_id: string; name: string }>(
      'select workspace_id, name from public.labels where workspace_id = $1 order by name',
      [a.id],
    )
    expect(labels.map((l) => l.name)).toEqual(['Bug', 'New one'])
    const activity = await backend.sql<{ n: number }>(
      `select count(*)::int as n from public.activity where workspace_id = $1 and kind = 'task_created'`,
      [a.id],
    )
    expect(activity[0]!.n).toBe(2)
  })

  it('writes nothing when one row is refused (all or nothing)', async () => {
    const { a, boardA } = await setup()
    const result = await importTasks(owner.client, boardA.id, [
      row('Good', { labels: ['Fresh'] }),
      row('Bad column', { column: 'No such column' }),
    ])
    expect(result.error?.code).toBe('import_invalid')
    expect(await countTasks(a.id)).toBe(0)
    const labels = await backend.sql('select 1 from public.labels where workspace_id = $1', [a.id])
    expect(labels).toEqual([])
    // An assignee who is not a member of this workspace (the outsider) is refused the same way.
    const stranger = await importTasks(owner.client, boardA.id, [
      row('X', { assignee_email: outsider.email }),
    ])
    expect(stranger.error?.code).toBe('import_invalid')
    expect(await countTasks(a.id)).toBe(0)
  })

  it('members are refused, strangers find no board, the anonymous cannot call it', async () => {
    const { a, boardA } = await setup()
    expect((await importTasks(member.client, boardA.id, [row('M')])).error?.code).toBe('forbidden')
    expect((await importTasks(outsider.client, boardA.id, [row('O')])).error?.code).toBe(
      'not_found',
    )
    expect((await importMemberIds(member.client, a.id, [owner.email])).error?.code).toBe(
      'forbidden',
    )
    expect((await importMemberIds(outsider.client, a.id, [owner.email])).error?.code).toBe(
      'not_found',
    )
    const anon = await anonClient(backend).rpc('import_tasks', {
      board_id: boardA.id,
      rows: [row('Anon')],
    })
    expect(anon.error).not.toBeNull()
    expect(await countTasks(a.id)).toBe(0)
  })

  it("a crafted import naming another workspace's board, columns or labels never writes there", async () => {
    const { a, b, boardA, boardB } = await setup()
    must(await createLabel(outsider.client, b.id, { name: 'Theirs', color: 'blue' }))
    // An admin of A aims at B's board: B is not theirs to see.
    expect((await importTasks(admin.client, boardB.id, [row('Into B')])).error?.code).toBe(
      'not_found',
    )
    // Rows naming B's ids in every field go to A's board, or are refused; B is untouched.
    const crafted = row('Crafted', {
      labels: ['Theirs'],
      ...({ workspace_id: b.id, board_id: boardB.id, column_id: boardB.id } as object),
    })
    expect(must(await importTasks(admin.client, boardA.id, [crafted]))).toBe(1)
    expect(await countTasks(b.id)).toBe(0)
    const [placed] = await backend.sql<{ workspace_id: string; board_id: string }>(
      'select workspace_id, board_id from public.tasks where title = $1 and workspace_id = $2',
      ['Crafted', a.id],
    )
    expect(placed).toEqual({ workspace_id: a.id, board_id: boardA.id })
    // "Theirs" became a label of A; B's label carries nothing.
    const theirs = await backend.sql<{ workspace_id: string; uses: number }>(
      `select l.workspace_id, (select count(*)::int from public.task_labels x where x.label_id = l.id) as uses
       from public.labels l where l.name = 'Theirs' order by l.workspace_id = $1`,
      [a.id],
    )
    expect(theirs).toEqual([
      { workspace_id: b.id, uses: 0 },
      { workspace_id: a.id, uses: 1 },
    ])
    // Anything but an array of rows is refused.
    const raw = await admin.client.rpc('import_tasks', { board_id: boardA.id, rows: { x: 1 } })
    expect(raw.error?.hint).toBe('import_invalid')
  })
})

describe('exportWorkspace', () => {
  it('a member exports everything of their workspace and nothing of another', async () => {
    const { a, b, boardA } = await setup()
    must(await importTasks(owner.client, boardA.id, [row('Mine', { labels: ['L'] })]))
    const outsiderTask = await outsider.client
      .from('tasks')
      .insert({ workspace_id: b.id, title: 'Theirs', position: 'a0' })
    expect(outsiderTask.error).toBeNull()
    const named = { id: a.id, slug: a.slug, name: a.name, created_at: a.created_at }
    const backup = must(await exportWorkspace(member.client, named))
    expect(backup.tasks.map((t) => t.title)).toEqual(['Mine'])
    expect(backup.boards.map((x) => x.id)).toEqual([boardA.id])
    expect(backup.board_columns).toHaveLength(6)
    expect(backup.labels.map((l) => l.name)).toEqual(['L'])
    expect(backup.task_labels).toHaveLength(1)
    expect(backup.activity.some((x) => x.kind === 'task_created')).toBe(true)
    expect(backup.members.map((m) => m.role).sort()).toEqual(['admin', 'member', 'owner'])
    // A stranger naming A's id gets an empty backup: RLS shows them nothing.
    const stranger = must(await exportWorkspace(outsider.client, named))
    expect([stranger.tasks, stranger.boards, stranger.members, stranger.activity]).toEqual([
      [],
      [],
      [],
      [],
    ])
  })
})
