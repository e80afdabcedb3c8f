import { positionBetween } from '@teamboard/supabase'
import { createTask, deleteTask, moveTask, updateTask } from '@teamboard/supabase/mutations'
import {
  type Workspace,
  findTaskInWorkspace,
  getTaskByNumber,
  listBoardTasks,
  listTaskActivity,
} from '@teamboard/supabase/queries'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUsers, type LocalSupabase, startBackend, type TestUser } from './support/backend.ts'
import { createTeam, must } from './support/team.ts'

// The read side of @teamboard/supabase for tasks, against the real schema and RLS.

let backend: LocalSupabase
let owner: TestUser
let member: TestUser
let outsider: TestUser
let acme: Workspace

beforeAll(async () => {
  backend = await startBackend()
  ;[owner, member, outsider] = await createUsers(backend, ['Ada Owner', 'Max Member', 'Olga Out'])
  acme = await createTeam(owner, [[member, 'member']])
  await createTeam(outsider)
}, 60_000)

afterAll(async () => {
  await backend?.stop()
})

describe('task queries', () => {
  it('the board is every task of the workspace in column order, with the assignee profile', async () => {
    // Built the way a board does: each new card between its neighbours, keys from the package.
    const first = positionBetween(null, null)
    const last = positionBetween(first, null)
    const middle = positionBetween(first, last)
    const top = positionBetween(null, first)
    const titles = { [first]: 'First', [last]: 'Last', [middle]: 'Middle', [top]: 'Top' }
    for (const [position, title] of Object.entries(titles)) {
      must(
        await createTask(member.client, acme.id, {
          title,
          position,
          assigneeId: title === 'Middle' ? owner.id : null,
          description: 'Long text the board does not load',
        }),
      )
    }
    const board = must(await listBoardTasks(member.client, acme.id))
    expect(board.map((t) => t.title)).toEqual(['Top', 'First', 'Middle', 'Last'])
    expect(board.map((t) => t.number).sort()).toEqual([1, 2, 3, 4])
    const assigned = board.find((t) => t.title === 'Middle')
    expect(assigned?.assignee).toMatchObject({ id: owner.id, display_name: 'Ada Owner' })
    expect(board.find((t) => t.title === 'Top')?.assignee).toBeNull()
    expect(board[0]).not.toHaveProperty('description')
  })

  it('a non-member gets an empty board, and no task by number', async () => {
    expect(must(await listBoardTasks(outsider.client, acme.id))).toEqual([])
    expect((await getTaskByNumber(outsider.client, acme.id, 1)).error?.code).toBe('not_found')
  })

  it('a task by number carries its description; its activity is in order', async () => {
    const task = must(await getTaskByNumber(member.client, acme.id, 1))
    expect(task.description).toBe('Long text the board does not load')
    must(await moveTask(owner.client, task.id, { status: 'in_progress', position: task.position }))
    const history = must(await listTaskActivity(member.client, task.id))
    expect(history.map((a) => a.kind)).toEqual(['task_created', 'column_changed'])
    expect(history[1]?.data).toMatchObject({ from: 'Todo', to: 'In progress' })
    expect(must(await listTaskActivity(outsider.client, task.id))).toEqual([])
  })

  it('a task is found in its own workspace only, even by a member of both', async () => {
    const other = await createTeam(member)
    const theirs = must(await getTaskByNumber(member.client, acme.id, 1))
    expect(must(await findTaskInWorkspace(member.client, acme.id, theirs.id))).toEqual({
      id: theirs.id,
    })
    expect((await findTaskInWorkspace(member.client, other.id, theirs.id)).error?.code).toBe(
      'not_found',
    )
    expect((await findTaskInWorkspace(outsider.client, acme.id, theirs.id)).error?.code).toBe(
      'not_found',
    )
  })

  it('a write scoped to another workspace is not_found and changes nothing, even for a member of both', async () => {
    const other = await createTeam(member)
    const before = must(await getTaskByNumber(member.client, acme.id, 1))
    const elsewhere = { workspaceId: other.id }
    const moved = await moveTask(
      member.client,
      before.id,
      { status: 'done', position: 'a5' },
      elsewhere,
    )
    expect(moved.error?.code).toBe('not_found')
    const updated = await updateTask(member.client, before.id, { title: 'Hijacked' }, elsewhere)
    expect(updated.error?.code).toBe('not_found')
    expect((await deleteTask(member.client, before.id, elsewhere)).error?.code).toBe('not_found')
    const after = must(await getTaskByNumber(member.client, acme.id, 1))
    expect(after).toMatchObject({ id: before.id, title: before.title, status: before.status })
    expect(after.position).toBe(before.position)

    // Scoped to the task's own workspace, the same writes go through.
    const home = { workspaceId: acme.id }
    const position = positionBetween(before.position, null)
    expect(
      must(await moveTask(member.client, before.id, { status: 'in_review', position }, home)),
    ).toMatchObject({ status: 'in_progress', position })
    expect(
      must(await updateTask(member.client, before.id, { priority: 'high' }, home)),
    ).toMatchObject({ priority: 'high' })
  })
})
