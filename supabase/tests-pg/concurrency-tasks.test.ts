import { generateNKeysBetween } from 'fractional-indexing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyDatabase } from './support/db.ts'
import {
  createTeam,
  createUsers,
  query,
  REGISTER_SQL,
  registerAttachment,
  simultaneously,
  tally,
  type User,
  uploadObject,
} from './support/people.ts'

// The task invariants of docs/limits.md and supabase/README.md under many connections at once:
// PGlite has one connection, so only a real server can overlap two transactions.

let database: Awaited<ReturnType<typeof copyDatabase>>
let owner: User
let members: User[]
let ws: string

beforeAll(async () => {
  database = await copyDatabase()
  const users = await createUsers(database.pool, ['Owner', 'Ann', 'Bob', 'Cat', 'Dan'])
  owner = users[0]!
  members = users.slice(1)
  ws = await createTeam(
    database.pool,
    owner,
    members.map((m) => [m, 'member'] as [User, 'member']),
  )
})

afterAll(async () => {
  await database?.close()
})

const people = () => [owner, ...members]

async function createTask(user: User, title: string, status = 'todo', position = 'a0') {
  const [row] = await query<{ id: string; number: number }>(
    database.pool,
    user,
    'insert into public.tasks (workspace_id, title, status, position) values ($1, $2, $3, $4) returning id, number',
    [ws, title, status, position],
  )
  return row!
}

describe('tasks under concurrency', () => {
  it('20 simultaneous creations in one workspace get 20 different numbers, with no gap', async () => {
    const before = await database.pool.query<{ n: number }>(
      'select coalesce(max(number), 0)::int as n from public.tasks where workspace_id = $1',
      [ws],
    )
    const outcomes = await simultaneously(
      database.pool,
      Array.from({ length: 20 }, (_, i) => ({
        user: people()[i % 5]!,
        text: 'insert into public.tasks (workspace_id, title, position) values ($1, $2, $3)',
        params: [ws, `Burst ${i}`, 'a0'],
      })),
    )
    expect(tally(outcomes)).toEqual({ ok: 20 })
    const { rows } = await database.pool.query<{ number: number }>(
      `select number from public.tasks where workspace_id = $1 and title like 'Burst %' order by number`,
      [ws],
    )
    const first = before.rows[0]!.n + 1
    expect(rows.map((r) => r.number)).toEqual(Array.from({ length: 20 }, (_, i) => first + i))
  })

  it('20 simultaneous moves into one column land at their targets: unique and in order', async () => {
    const tasks = []
    for (let i = 0; i < 20; i++)
      tasks.push(await createTask(people()[i % 5]!, `Move ${i}`, 'backlog'))
    const [column] = (
      await database.pool.query<{ id: string }>(
        `select id from public.board_columns where workspace_id = $1 and name = 'In review'`,
        [ws],
      )
    ).rows
    // The targets: 20 slots of the empty In review column; task i goes to slot (7 * i) % 20, so
    // the column's final order differs from the order the tasks were created and sent in.
    const slots = generateNKeysBetween(null, null, 20)
    const target = (i: number) => slots[(7 * i) % 20]!
    const outcomes = await simultaneously(
      database.pool,
      tasks.map((task, i) => ({
        user: people()[(i + 1) % 5]!,
        text: `select public.move_task(task_id => $1, position_key => $2, column_id => $3,
                 workspace_id => $4)`,
        params: [task.id, target(i), column!.id, ws],
      })),
    )
    expect(tally(outcomes)).toEqual({ ok: 20 })
    const { rows } = await database.pool.query<{ id: string; position: string }>(
      `select id, position from public.tasks where column_id = $1 order by position, id`,
      [column!.id],
    )
    const expected = tasks
      .map((task, i) => ({ id: task.id, position: target(i) }))
      .sort((a, b) => (a.position < b.position ? -1 : 1))
    expect(rows).toEqual(expected)
    expect(new Set(rows.map((r) => r.position)).size).toBe(20)
  })
})

describe('attachments under concurrency', () => {
  // The limit counts registered attachments and uploads in flight together (start_attachment_upload).
  it('five uploads started at once on a task with 19: one starts, four are refused at 20', async () => {
    const task = await createTask(owner, 'Files')
    for (let i = 0; i < 19; i++)
      await registerAttachment(
        database.pool,
        owner,
        task.id,
        await uploadObject(database.pool, owner, task.id, `f${i}.bin`),
      )
    const outcomes = await simultaneously(
      database.pool,
      people().map((user, i) => ({
        user,
        text: `select public.start_attachment_upload($1, $2, 5, 'application/octet-stream')`,
        params: [task.id, `late-${i}.bin`],
      })),
    )
    expect(tally(outcomes)).toEqual({ ok: 1, limit_reached: 4 })
  })

  it('five registrations at once on a task with 15 and five uploads in flight: all land, 20 in all', async () => {
    const task = await createTask(owner, 'More files')
    for (let i = 0; i < 15; i++)
      await registerAttachment(
        database.pool,
        owner,
        task.id,
        await uploadObject(database.pool, owner, task.id, `f${i}.bin`),
      )
    const pending = []
    for (const user of people())
      pending.push({ user, path: await uploadObject(database.pool, user, task.id, 'p.bin') })
    // A sixth start is refused while the five are in flight.
    const [sixth] = await simultaneously(database.pool, [
      {
        user: owner,
        text: `select public.start_attachment_upload($1, 'x.bin', 5, 'application/octet-stream')`,
        params: [task.id],
      },
    ])
    expect(sixth).toBe('limit_reached')
    const outcomes = await simultaneously(
      database.pool,
      pending.map(({ user, path }) => ({ user, text: REGISTER_SQL, params: [task.id, path] })),
    )
    expect(tally(outcomes)).toEqual({ ok: 5 })
    const { rows } = await database.pool.query<{ n: number }>(
      'select count(*)::int as n from public.attachments where task_id = $1',
      [task.id],
    )
    expect(rows[0]!.n).toBe(20)
  })
})
