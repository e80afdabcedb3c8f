import {
  addChecklistItem,
  addComment,
  addTaskLabel,
  createBoard,
  createLabel,
  createTask,
  deleteColumn,
  moveTask,
  moveTaskToBoard,
  removeTaskLabel,
  updateBoard,
  updateChecklistItem,
  updateColumn,
} from '@teamboard/supabase/mutations'
import { toAppError } from '@teamboard/supabase/errors'
import { type BoardColumn, listBoardColumns, listBoards } from '@teamboard/supabase/queries'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  createUser,
  type LocalSupabase,
  serviceClient,
  sqlBypassingTriggers,
  type TestUser,
  useBackend,
} from './support/backend.ts'
import { createTeam, must } from './support/team.ts'

// Boards, columns, labels and checklists (docs/states.md, docs/roles.md, docs/limits.md): what the
// database refuses whatever the client sends, above all a reference into another workspace.
// Every refusal arrives as a catalogue code and leaves the rows as they were (re-read as the
// superuser).

let backend: LocalSupabase
let owner: TestUser
let member: TestUser
let outsider: TestUser

useBackend(['Member', 'Outsider'], (started, users) => {
  backend = started
  ;[member, outsider] = users
})

// A fresh owner per test: each makes workspaces, and a person may own at most 20.
beforeEach(async () => {
  owner = await createUser(backend, 'Owner')
})

async function taskRow(id: string) {
  const [row] = await backend.sql<{
    board_id: string
    column_id: string
    status: string
    number: number
    completed_at: string | null
    label_ids: string[]
    comment_count: number
    checklist_done: number
    checklist_total: number
  }>(
    `select board_id, column_id, status::text, number, completed_at, label_ids, comment_count,
            checklist_done, checklist_total from public.tasks where id = $1`,
    [id],
  )
  return row!
}

async function columnsOf(boardId: string): Promise<Record<string, BoardColumn>> {
  const columns = must(await listBoardColumns(owner.client, boardId))
  return Object.fromEntries(columns.map((c) => [c.name, c]))
}

/** A workspace A with member, a second board, and a workspace B owned by the same owner. */
async function twoWorkspaces() {
  const a = await createTeam(owner, [[member, 'member']])
  const b = await createTeam(owner)
  const [generalA] = must(await listBoards(owner.client, a.id))
  const [generalB] = must(await listBoards(owner.client, b.id))
  const secondA = must(await createBoard(owner.client, a.id, { name: 'Second' }))
  const task = must(await createTask(member.client, a.id, { title: 'A', position: 'a0' }))
  return { a, b, generalA: generalA!, generalB: generalB!, secondA, task }
}

describe('a workspace and a board start ready to use', () => {
  it('a new workspace has "General" with the six columns; a new task lands in Todo', async () => {
    const { a, generalA, task } = await twoWorkspaces()
    expect(generalA).toMatchObject({ name: 'General', slug: 'general', archived_at: null })
    const columns = must(await listBoardColumns(owner.client, generalA.id))
    expect(columns.map((c) => [c.name, c.status_group])).toEqual([
      ['Backlog', 'backlog'],
      ['Todo', 'unstarted'],
      ['In progress', 'started'],
      ['In review', 'started'],
      ['Done', 'completed'],
      ['Canceled', 'canceled'],
    ])
    expect(task).toMatchObject({ board_id: generalA.id, column_id: columns[1]!.id, status: 'todo' })
    expect(must(await listBoards(member.client, a.id)).map((b) => b.name)).toEqual([
      'General',
      'Second',
    ])
  })

  it('slugs come from the name and stay unique in the workspace', async () => {
    const a = await createTeam(owner)
    const first = must(await createBoard(owner.client, a.id, { name: 'Hiring — 2027!' }))
    const again = must(await createBoard(owner.client, a.id, { name: 'Hiring 2027' }))
    expect([first.slug, again.slug]).toEqual(['hiring-2027', 'hiring-2027-2'])
    expect(
      (await createBoard(owner.client, a.id, { name: 'X', slug: 'hiring-2027' })).error?.code,
    ).toBe('slug_taken')
  })
})

describe('cross-tenant references are refused by the database', () => {
  it('a label of workspace B never reaches a task of A, even for an owner of both', async () => {
    const { a, b, task } = await twoWorkspaces()
    const labelB = must(await createLabel(owner.client, b.id, { name: 'Bug', color: 'red' }))
    const refA = { id: task.id, workspaceId: a.id }
    expect((await addTaskLabel(owner.client, refA, labelB.id)).error?.code).toBe('not_found')
    const service = await serviceClient(backend)
      .from('task_labels')
      .insert({ task_id: task.id, label_id: labelB.id, workspace_id: a.id })
    expect(toAppError(service.error).code).toBe('not_found')
    // Past every trigger, the composite keys still hold.
    await expect(
      sqlBypassingTriggers(
        backend,
        `set session_replication_role = origin; alter table public.task_labels disable trigger user;
         insert into public.task_labels (task_id, label_id, workspace_id) values ('${task.id}', '${labelB.id}', '${b.id}')`,
      ),
    ).rejects.toThrow(/task_labels_task_fkey|foreign key/)
    await backend.sql('alter table public.task_labels enable trigger user')
    expect((await taskRow(task.id)).label_ids).toEqual([])
  })

  it('a board or column of workspace B never holds a task of A', async () => {
    const { a, generalB, task } = await twoWorkspaces()
    const before = await taskRow(task.id)
    const columnsB = await columnsOf(generalB.id)
    const tries = [
      await owner.client.from('tasks').update({ board_id: generalB.id }).eq('id', task.id),
      await owner.client.from('tasks').update({ column_id: columnsB.Done!.id }).eq('id', task.id),
      await serviceClient(backend)
        .from('tasks')
        .update({ board_id: generalB.id, column_id: columnsB.Done!.id })
        .eq('id', task.id),
      await owner.client.from('tasks').insert({
        workspace_id: a.id,
        title: 'Forged',
        position: 'a0',
        column_id: columnsB.Todo!.id,
      }),
    ]
    expect(tries.map((t) => toAppError(t.error).code)).toEqual([
      'not_found',
      'not_found',
      'not_found',
      'not_found',
    ])
    expect(await taskRow(task.id)).toEqual(before)
  })

  it('move_task refuses a column of another board or another workspace', async () => {
    const { a, b, generalA, generalB, secondA, task } = await twoWorkspaces()
    const before = await taskRow(task.id)
    const otherBoard = await columnsOf(secondA.id)
    const otherWorkspace = await columnsOf(generalB.id)
    for (const column of [otherBoard.Done!, otherWorkspace.Done!]) {
      const moved = await moveTask(owner.client, task.id, { columnId: column.id, position: 'a1' })
      expect(moved.error?.code).toBe('not_found')
    }
    const elsewhere = await moveTask(
      member.client,
      task.id,
      { columnId: (await columnsOf(generalA.id)).Done!.id, position: 'a1' },
      { workspaceId: a.id, boardId: secondA.id },
    )
    expect(elsewhere.error?.code).toBe('not_found')
    // The board sends its own workspace with a drop: the owner of both moves nothing when a
    // drop names the other one.
    const otherScope = await moveTask(
      owner.client,
      task.id,
      { columnId: (await columnsOf(generalA.id)).Done!.id, position: 'a1' },
      { workspaceId: b.id, boardId: generalA.id },
    )
    expect(otherScope.error?.code).toBe('not_found')
    expect(await taskRow(task.id)).toEqual(before)
  })

  it('a checklist item names its task’s workspace, whatever the client sends', async () => {
    const { b, task } = await twoWorkspaces()
    const item = must(
      await addChecklistItem(
        owner.client,
        { id: task.id, workspaceId: b.id },
        {
          body: 'Step',
          position: 'a0',
        },
      ),
    )
    expect(item.workspace_id).toBe(task.workspace_id)
    expect(
      (
        await addChecklistItem(
          outsider.client,
          { id: task.id, workspaceId: b.id },
          {
            body: 'Sneak',
            position: 'a1',
          },
        )
      ).error?.code,
    ).toBe('forbidden')
  })
})

describe('columns carry the group; completed_at follows it', () => {
  it('entering a completed column sets completed_at, leaving clears it, regrouping follows', async () => {
    const { generalA, task } = await twoWorkspaces()
    const columns = await columnsOf(generalA.id)
    must(await moveTask(member.client, task.id, { columnId: columns.Done!.id, position: 'a1' }))
    expect(await taskRow(task.id)).toMatchObject({ status: 'done', column_id: columns.Done!.id })
    expect((await taskRow(task.id)).completed_at).not.toBeNull()
    must(
      await moveTask(member.client, task.id, {
        columnId: columns['In review']!.id,
        position: 'a1',
      }),
    )
    expect(await taskRow(task.id)).toMatchObject({ status: 'in_progress', completed_at: null })
    must(await updateColumn(owner.client, columns['In review']!.id, { group: 'completed' }))
    expect(await taskRow(task.id)).toMatchObject({
      status: 'done',
      column_id: columns['In review']!.id,
    })
    expect((await taskRow(task.id)).completed_at).not.toBeNull()
  })

  it('a status written alone (the API before boards) picks the first column of its group', async () => {
    const { generalA, task } = await twoWorkspaces()
    const columns = await columnsOf(generalA.id)
    must(await moveTask(member.client, task.id, { status: 'canceled', position: 'a1' }))
    expect(await taskRow(task.id)).toMatchObject({
      column_id: columns.Canceled!.id,
      status: 'canceled',
    })
  })

  it('members cannot manage columns; 20 per board; a column needs a name of 1–40', async () => {
    const { generalA } = await twoWorkspaces()
    const columns = await columnsOf(generalA.id)
    expect(
      (await updateColumn(member.client, columns.Todo!.id, { name: 'Mine' })).error?.code,
    ).toBe('forbidden')
    expect((await deleteColumn(member.client, columns.Backlog!.id)).error?.code).toBe('forbidden')
    const add = (name: string, position: string) =>
      owner.client
        .from('board_columns')
        .insert({ workspace_id: generalA.workspace_id, board_id: generalA.id, name, position })
    expect(toAppError((await add('x'.repeat(41), 'b00')).error).code).toBe('invalid_input')
    for (let i = 0; i < 14; i++)
      expect((await add(`C${i}`, `b0${i.toString(36)}`)).error).toBeNull()
    expect(toAppError((await add('One too many', 'c000')).error).code).toBe('limit_reached')
  })
})

describe('deleting a column', () => {
  it('one holding tasks needs a destination, which gets the tasks with their activity', async () => {
    const { generalA, secondA, task } = await twoWorkspaces()
    const columns = await columnsOf(generalA.id)
    expect((await deleteColumn(owner.client, columns.Todo!.id)).error?.code).toBe(
      'column_not_empty',
    )
    const rest = await owner.client.from('board_columns').delete().eq('id', columns.Todo!.id)
    expect(toAppError(rest.error).code).toBe('column_not_empty')
    const otherBoard = (await columnsOf(secondA.id)).Todo!.id
    expect((await deleteColumn(owner.client, columns.Todo!.id, otherBoard)).error?.code).toBe(
      'invalid_input',
    )
    expect((await taskRow(task.id)).column_id).toBe(columns.Todo!.id)
    must(await deleteColumn(owner.client, columns.Todo!.id, columns.Done!.id))
    expect(await taskRow(task.id)).toMatchObject({ column_id: columns.Done!.id, status: 'done' })
    const [moved] = await backend.sql<{ data: Record<string, unknown> }>(
      `select data from public.activity where task_id = $1 and kind = 'column_changed'`,
      [task.id],
    )
    expect(moved?.data).toMatchObject({ from: 'Todo', to: 'Done' })
  })

  it('the last column of a board stays', async () => {
    const { secondA } = await twoWorkspaces()
    const columns = Object.values(await columnsOf(secondA.id))
    for (const column of columns.slice(1)) must(await deleteColumn(owner.client, column.id))
    expect((await deleteColumn(owner.client, columns[0]!.id)).error?.code).toBe('last_column')
  })
})

describe('boards: archive, restore, move a task between them', () => {
  it('a task moves to another board keeping its number, in the same group', async () => {
    const { a, generalA, secondA, task } = await twoWorkspaces()
    const generalColumns = await columnsOf(generalA.id)
    must(
      await moveTask(member.client, task.id, {
        columnId: generalColumns['In review']!.id,
        position: 'a0',
      }),
    )
    const moved = must(
      await moveTaskToBoard(member.client, task.id, { boardId: secondA.id }, { workspaceId: a.id }),
    )
    const secondColumns = await columnsOf(secondA.id)
    expect(moved).toMatchObject({
      number: task.number,
      board_id: secondA.id,
      column_id: secondColumns['In progress']!.id,
    })
    const [row] = await backend.sql<{ data: Record<string, unknown> }>(
      `select data from public.activity where task_id = $1 and kind = 'board_changed'`,
      [task.id],
    )
    expect(row?.data).toMatchObject({ from: 'General', to: 'Second', column: 'In progress' })
  })

  it('archived boards take no tasks; the last open board stays; members cannot archive', async () => {
    const { a, generalA, secondA, task } = await twoWorkspaces()
    expect((await updateBoard(member.client, secondA.id, { archived: true })).error?.code).toBe(
      'forbidden',
    )
    must(await updateBoard(owner.client, secondA.id, { archived: true }))
    expect(
      (await moveTaskToBoard(member.client, task.id, { boardId: secondA.id })).error?.code,
    ).toBe('not_found')
    expect((await updateBoard(owner.client, generalA.id, { archived: true })).error?.code).toBe(
      'last_board',
    )
    must(await updateBoard(owner.client, secondA.id, { archived: false }))
    expect(must(await listBoards(member.client, a.id)).length).toBe(2)
  })

  it('at most 50 open boards; restoring checks again', async () => {
    const a = await createTeam(owner)
    await backend.sql(
      `insert into public.boards (workspace_id, name, slug)
       select $1, 'Bulk ' || i, 'bulk-' || i from generate_series(1, 48) as i`,
      [a.id],
    )
    const last = must(await createBoard(owner.client, a.id, { name: 'Fiftieth' }))
    expect((await createBoard(owner.client, a.id, { name: 'Too many' })).error?.code).toBe(
      'limit_reached',
    )
    must(await updateBoard(owner.client, last.id, { archived: true }))
    must(await createBoard(owner.client, a.id, { name: 'Fiftieth again' }))
    expect((await updateBoard(owner.client, last.id, { archived: false })).error?.code).toBe(
      'limit_reached',
    )
  })
})

describe('labels and checklists', () => {
  it('names are unique case-insensitively; 10 labels per task; removal is recorded', async () => {
    const { a, task } = await twoWorkspaces()
    const bug = must(await createLabel(owner.client, a.id, { name: 'Bug', color: 'red' }))
    expect(
      (await createLabel(owner.client, a.id, { name: 'bug', color: 'blue' })).error?.code,
    ).toBe('label_taken')
    expect(
      (await createLabel(member.client, a.id, { name: 'Mine', color: 'blue' })).error?.code,
    ).toBe('forbidden')
    const ref = { id: task.id, workspaceId: a.id }
    const labels = [bug]
    for (let i = 0; i < 10; i++)
      labels.push(must(await createLabel(owner.client, a.id, { name: `L${i}`, color: 'gray' })))
    for (const label of labels.slice(0, 10)) must(await addTaskLabel(member.client, ref, label.id))
    expect((await addTaskLabel(member.client, ref, labels[10]!.id)).error?.code).toBe(
      'limit_reached',
    )
    expect((await taskRow(task.id)).label_ids).toHaveLength(10)
    must(await removeTaskLabel(member.client, task.id, bug.id))
    const kinds = await backend.sql<{ kind: string; n: number }>(
      `select kind::text, count(*)::int as n from public.activity where task_id = $1 and kind::text like 'label%' group by kind order by kind`,
      [task.id],
    )
    expect(kinds).toEqual([
      { kind: 'label_added', n: 10 },
      { kind: 'label_removed', n: 1 },
    ])
    expect((await taskRow(task.id)).label_ids).not.toContain(bug.id)
  })

  it('the card counts follow comments and the checklist; clients cannot write them', async () => {
    const { a, task } = await twoWorkspaces()
    const ref = { id: task.id, workspaceId: a.id }
    must(await addComment(member.client, ref, { body: 'Hi' }))
    const items = []
    for (const body of ['One', 'Two', 'Three'])
      items.push(
        must(await addChecklistItem(member.client, ref, { body, position: `a${items.length}` })),
      )
    must(await updateChecklistItem(owner.client, items[0]!.id, { done: true }))
    expect(await taskRow(task.id)).toMatchObject({
      comment_count: 1,
      checklist_done: 1,
      checklist_total: 3,
    })
    const [completed] = await backend.sql<{ data: Record<string, unknown> }>(
      `select data from public.activity where task_id = $1 and kind = 'checklist_item_completed'`,
      [task.id],
    )
    expect(completed?.data).toMatchObject({ body: 'One' })
    const forged = await member.client
      .from('tasks')
      .update({ comment_count: 99, checklist_done: 3 })
      .eq('id', task.id)
    expect(['forbidden', 'invalid_input']).toContain(toAppError(forged.error).code)
    expect(await taskRow(task.id)).toMatchObject({ comment_count: 1, checklist_done: 1 })
    const tooLong = await addChecklistItem(member.client, ref, {
      body: 'x'.repeat(301),
      position: 'a9',
    })
    expect(tooLong.error?.code).toBe('invalid_input')
  })

  it('a checklist item moves by its key', async () => {
    const { a, task } = await twoWorkspaces()
    const ref = { id: task.id, workspaceId: a.id }
    const [first, second, third] = [
      must(await addChecklistItem(member.client, ref, { body: 'One', position: 'a0' })),
      must(await addChecklistItem(member.client, ref, { body: 'Two', position: 'a1' })),
      must(await addChecklistItem(member.client, ref, { body: 'Three', position: 'a2' })),
    ]
    must(await updateChecklistItem(member.client, third.id, { position: 'a0V' }))
    const rows = await backend.sql<{ body: string }>(
      'select body from public.checklist_items where task_id = $1 order by position, id',
      [task.id],
    )
    expect(rows.map((r) => r.body)).toEqual(['One', 'Three', 'Two'])
    expect([first.position, second.position]).toEqual(['a0', 'a1'])
  })

  it('at most 100 checklist items per task and 100 labels per workspace', async () => {
    const { a, task } = await twoWorkspaces()
    await backend.sql(
      `insert into public.checklist_items (task_id, workspace_id, body, position)
       select $1, $2, 'Step ' || i, 'a0' from generate_series(1, 100) as i`,
      [task.id, a.id],
    )
    const ref = { id: task.id, workspaceId: a.id }
    expect(
      (await addChecklistItem(member.client, ref, { body: 'One more', position: 'a1' })).error
        ?.code,
    ).toBe('limit_reached')
    await backend.sql(
      `insert into public.labels (workspace_id, name) select $1, 'Label ' || i from generate_series(1, 100) as i`,
      [a.id],
    )
    expect(
      (await createLabel(owner.client, a.id, { name: 'Extra', color: 'red' })).error?.code,
    ).toBe('limit_reached')
  })
})
