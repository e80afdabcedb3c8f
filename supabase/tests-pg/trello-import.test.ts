import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importPlan } from '../tests/support/import-plan.ts'
import { copyDatabase } from './support/db.ts'
import { createTeam, createUsers, query, simultaneously, type User } from './support/people.ts'

// A Trello import on a real, many-connection server (20261126170000_trello_import_speed.sql):
// steps that write their cards in chunks, each step in one transaction, driven by two
// connections at once as two drivers of one import would be (docs/decisions/trello-import-jobs.md).

let database: Awaited<ReturnType<typeof copyDatabase>>
let owner: User
let admin: User
let ws: string

beforeAll(async () => {
  database = await copyDatabase()
  const users = await createUsers(database.pool, ['Owner', 'Admin'])
  owner = users[0]!
  admin = users[1]!
  ws = await createTeam(database.pool, owner, [[admin, 'admin']])
})

afterAll(async () => {
  await database?.close()
})

const CARDS = 600

type Job = { id: string; status: string; done: number; board_id: string | null }

describe('Trello import on PostgreSQL', () => {
  it('two drivers at once: every card once, in order, with its mirrors, documents and activity', async () => {
    const [started] = await query<{ r: { import: Job } }>(
      database.pool,
      admin,
      'select public.start_trello_import($1, $2) as r',
      [ws, importPlan(CARDS, owner.id)],
    )
    const id = started!.r.import.id
    let job: Job = started!.r.import
    let rounds = 0
    while (job.status === 'running') {
      // 50 cards a step at most, so that the two drivers meet many times.
      const outcomes = await simultaneously(database.pool, [
        { user: admin, text: 'select public.run_import_step($1, 50)', params: [id] },
        { user: owner, text: 'select public.run_import_step($1, 50)', params: [id] },
      ])
      expect(outcomes).toEqual(['ok', 'ok'])
      const { rows } = await database.pool.query<Job>(
        'select * from public.imports where id = $1',
        [id],
      )
      job = rows[0]!
      rounds++
    }
    expect(job).toMatchObject({ status: 'completed', done: CARDS })
    expect(rounds).toBeGreaterThan(1)

    const { rows } = await database.pool.query<{
      tasks: number
      numbers_in_order: boolean
      comments: number
      items: number
      mirrors_right: boolean
      documents: number
      created: number
    }>(
      `with t as (select * from public.tasks where board_id = $1)
       select (select count(*)::int from t) as tasks,
         (select bool_and(d = 1) from (select number - lag(number) over (order by position) as d from t) x
            where d is not null) as numbers_in_order,
         (select count(*)::int from public.comments c join t on t.id = c.task_id) as comments,
         (select count(*)::int from public.checklist_items i join t on t.id = i.task_id) as items,
         (select bool_and(
            t.label_ids = (select array_agg(x.label_id order by lower(l.name), l.id)
              from public.task_labels x join public.labels l on l.id = x.label_id where x.task_id = t.id)
            and t.comment_count = 2 and t.checklist_total = 3 and t.checklist_done = 1) from t) as mirrors_right,
         (select count(*)::int from public.task_search s join t on t.id = s.task_id
            where s.document @@ to_tsquery('english', 'tina')) as documents,
         (select count(*)::int from public.activity a join t on t.id = a.task_id
            where a.kind = 'task_created') as created`,
      [job.board_id],
    )
    expect(rows[0]).toEqual({
      tasks: CARDS,
      numbers_in_order: true,
      comments: 2 * CARDS,
      items: 3 * CARDS,
      mirrors_right: true,
      documents: CARDS,
      created: CARDS,
    })
  })
})
