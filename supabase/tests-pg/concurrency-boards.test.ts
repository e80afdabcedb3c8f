import { generateNKeysBetween } from 'fractional-indexing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyDatabase } from './support/db.ts'
import {
  createTeam,
  createUsers,
  query,
  simultaneously,
  tally,
  type User,
} from './support/people.ts'

// The boards' limits and order (docs/limits.md: 20 columns per board, 10 labels per task, 100
// checklist items per task) under many connections at once.

let database: Awaited<ReturnType<typeof copyDatabase>>
let owner: User
let admin: User
let ws: string
let board: string

beforeAll(async () => {
  database = await copyDatabase()
  const users = await createUsers(database.pool, ['Owner', 'Admin'])
  owner = users[0]!
  admin = users[1]!
  ws = await createTeam(database.pool, owner, [[admin, 'admin']])
  const { rows } = await database.pool.query<{ id: string }>(
    'select id from public.boards where workspace_id = $1',
    [ws],
  )
  board = rows[0]!.id
})

afterAll(async () => {
  await database?.close()
})

async function newTask(title: string): Promise<string> {
  const [row] = await query<{ id: string }>(
    database.pool,
    owner,
    `insert into public.tasks (workspace_id, title, position) values ($1, $2, 'a0') returning id`,
    [ws, title],
  )
  return row!.id
}

const count = async (sql: string, id: string) =>
  (await database.pool.query<{ n: number }>(sql, [id])).rows[0]!.n

describe('board columns under concurrency', () => {
  it('20 columns added at once to a board of 6: 14 are added, in the order of their positions', async () => {
    // The six default columns sit at a0…a5; the new ones go after them.
    const keys = generateNKeysBetween('a5', null, 20)
    const sent = keys.map((key, i) => ({ key, name: `Lane ${i}` })).reverse()
    const outcomes = await simultaneously(
      database.pool,
      sent.map(({ key, name }, i) => ({
        user: i % 2 ? admin : owner,
        text: 'insert into public.board_columns (workspace_id, board_id, name, position) values ($1, $2, $3, $4)',
        params: [ws, board, name, key],
      })),
    )
    expect(tally(outcomes)).toEqual({ ok: 14, limit_reached: 6 })
    const { rows } = await database.pool.query<{ position: string }>(
      'select position from public.board_columns where board_id = $1 order by position, id',
      [board],
    )
    expect(rows).toHaveLength(20)
    const positions = rows.map((r) => r.position)
    expect(new Set(positions).size).toBe(20)
    expect(positions).toEqual([...positions].sort())
  })
})

describe('labels and checklists under concurrency', () => {
  it('five labels put on a task with 8 at once: two go on, three are refused at 10', async () => {
    const task = await newTask('Labelled')
    const labels = []
    for (let i = 0; i < 13; i++) {
      const [row] = await query<{ id: string }>(
        database.pool,
        owner,
        `insert into public.labels (workspace_id, name, color) values ($1, $2, 'teal') returning id`,
        [ws, `Label ${task.slice(0, 4)} ${i}`],
      )
      labels.push(row!.id)
    }
    for (const label of labels.slice(0, 8))
      await query(
        database.pool,
        owner,
        'insert into public.task_labels (task_id, label_id) values ($1, $2)',
        [task, label],
      )
    const outcomes = await simultaneously(
      database.pool,
      labels.slice(8).map((label, i) => ({
        user: i % 2 ? admin : owner,
        text: 'insert into public.task_labels (task_id, label_id) values ($1, $2)',
        params: [task, label],
      })),
    )
    expect(tally(outcomes)).toEqual({ ok: 2, limit_reached: 3 })
    expect(
      await count('select count(*)::int as n from public.task_labels where task_id = $1', task),
    ).toBe(10)
    // The card's mirror agrees with the rows.
    const { rows } = await database.pool.query<{ n: number }>(
      'select cardinality(label_ids) as n from public.tasks where id = $1',
      [task],
    )
    expect(rows[0]!.n).toBe(10)
  })

  it('five checklist items added at once to a task with 98: two are added, three refused at 100', async () => {
    const task = await newTask('Checked')
    const keys = generateNKeysBetween(null, null, 103)
    await database.pool.query(
      `insert into public.checklist_items (task_id, body, position)
       select $1, 'Item ' || k.ord, k.key from unnest($2::text[]) with ordinality as k (key, ord)`,
      [task, keys.slice(0, 98)],
    )
    const outcomes = await simultaneously(
      database.pool,
      keys.slice(98).map((key, i) => ({
        user: i % 2 ? admin : owner,
        text: `insert into public.checklist_items (task_id, body, position) values ($1, 'Late', $2)`,
        params: [task, key],
      })),
    )
    expect(tally(outcomes)).toEqual({ ok: 2, limit_reached: 3 })
    expect(
      await count('select count(*)::int as n from public.checklist_items where task_id = $1', task),
    ).toBe(100)
    const { rows } = await database.pool.query<{ n: number }>(
      'select checklist_total as n from public.tasks where id = $1',
      [task],
    )
    expect(rows[0]!.n).toBe(100)
  })
})
