import {
  cancelImport,
  type ImportPlan,
  type ImportPlanTask,
  runImportStep,
  startTrelloImport,
} from '@teamboard/supabase/mutations'
import { getImport } from '@teamboard/supabase/queries'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  anonClient,
  createUser,
  type LocalSupabase,
  type TestUser,
  useBackend,
} from './support/backend.ts'
import { createTeam, must } from './support/team.ts'

// Trello import jobs (public.start_trello_import, run_import_step, cancel_import; docs/roles.md:
// owners and admins import). What is written is re-read as the superuser.

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

async function setup() {
  const a = await createTeam(owner, [
    [admin, 'admin'],
    [member, 'member'],
  ])
  const b = await createTeam(outsider)
  return { a, b }
}

function task(title: string, extra: Partial<ImportPlanTask> = {}): ImportPlanTask {
  return {
    source_id: `card-${title}`,
    title,
    description: '',
    column: 0,
    due_date: null,
    assignee_id: null,
    label_source_ids: [],
    checklist: [],
    comments: [],
    ...extra,
  }
}

function plan(tasks: ImportPlanTask[], sourceId = `board-${Math.random()}`): ImportPlan {
  return {
    source_id: sourceId,
    name: 'From Trello',
    columns: [
      { name: 'Ideas', group: 'backlog' },
      { name: 'Doing', group: 'started' },
      { name: 'Shipped', group: 'completed' },
    ],
    labels: [
      { source_id: 'l1', name: 'Bug', color: 'red' },
      { source_id: 'l2', name: 'Design', color: 'purple' },
    ],
    tasks,
  }
}

async function runToEnd(user: TestUser, id: string, size = 2) {
  let job = must(await runImportStep(user.client, id, size))
  const seen = [job.done]
  while (job.status === 'running') {
    job = must(await runImportStep(user.client, id, size))
    seen.push(job.done)
  }
  return { job, seen }
}

async function count(sql: string, params: unknown[]): Promise<number> {
  const [row] = await backend.sql<{ n: number }>(`select count(*)::int as n from ${sql}`, params)
  return row!.n
}

describe('Trello import', () => {
  it('an admin imports columns, cards, labels, checklists and attributed comments, in steps', async () => {
    const { a } = await setup()
    const started = must(
      await startTrelloImport(
        admin.client,
        a.id,
        plan([
          task('One', {
            description: 'Body',
            due_date: '2026-12-31',
            assignee_id: member.id,
            label_source_ids: ['l1', 'l2', 'l1', 'unknown'],
            checklist: [
              { text: 'first', done: true },
              { text: 'second', done: false },
            ],
            comments: [
              {
                author_id: member.id,
                imported_author: null,
                body: 'By a member',
                at: '2020-01-02T03:04:05Z',
              },
              { author_id: null, imported_author: 'Trello Tom', body: 'By nobody here', at: null },
            ],
          }),
          task('Two', { column: 1 }),
          task('Three', { column: 2 }),
        ]),
      ),
    )
    expect(started.existing).toBe(false)
    expect(started.import).toMatchObject({ status: 'running', total: 3, done: 0 })
    const { job, seen } = await runToEnd(admin, started.import.id)
    expect(seen).toEqual([2, 3])
    expect(job).toMatchObject({ status: 'completed', done: 3, error: null })

    const columns = await backend.sql(
      `select name, status_group::text as group from public.board_columns where board_id = $1 order by position`,
      [job.board_id],
    )
    expect(columns).toEqual([
      { name: 'Ideas', group: 'backlog' },
      { name: 'Doing', group: 'started' },
      { name: 'Shipped', group: 'completed' },
    ])
    const tasks = await backend.sql(
      `select t.title, t.description, c.name as column_name, t.due_date::text, t.assignee_id,
              t.status::text, t.checklist_total, t.checklist_done, t.comment_count, t.created_by,
              (select array_agg(l.name order by l.name) from public.task_labels x
                 join public.labels l on l.id = x.label_id where x.task_id = t.id) as labels
       from public.tasks t join public.board_columns c on c.id = t.column_id
       where t.board_id = $1 order by t.position`,
      [job.board_id],
    )
    expect(tasks).toEqual([
      {
        title: 'One',
        description: 'Body',
        column_name: 'Ideas',
        due_date: '2026-12-31',
        assignee_id: member.id,
        status: 'backlog',
        checklist_total: 2,
        checklist_done: 1,
        comment_count: 2,
        created_by: admin.id,
        labels: ['Bug', 'Design'],
      },
      expect.objectContaining({ title: 'Two', column_name: 'Doing', status: 'in_progress' }),
      expect.objectContaining({ title: 'Three', column_name: 'Shipped', status: 'done' }),
    ])
    const comments = await backend.sql(
      `select c.author_id, c.imported_author, c.body, c.created_at::text like '2020-01-02%' as kept_date
       from public.comments c join public.tasks t on t.id = c.task_id
       where t.board_id = $1 order by c.body`,
      [job.board_id],
    )
    expect(comments).toEqual([
      { author_id: member.id, imported_author: null, body: 'By a member', kept_date: true },
      {
        author_id: admin.id,
        imported_author: 'Trello Tom',
        body: 'By nobody here',
        kept_date: false,
      },
    ])
    // History is not news: nobody is notified about imported assignments or comments.
    expect(
      await count('public.notifications where workspace_id = $1 and task_id is not null', [a.id]),
    ).toBe(0)
    // The plan is gone once the import is done.
    expect(await count('private.import_plans where import_id = $1', [job.id])).toBe(0)
  })

  it('cards written in chunks get what the triggers give a card: numbers, mirrors, search, activity', async () => {
    const { a } = await setup()
    const cards = Array.from({ length: 30 }, (_, i) =>
      task(`Card ${i}`, {
        column: i % 3,
        label_source_ids: i % 2 === 0 ? ['l2', 'l1'] : [],
        checklist: [
          { text: 'one', done: true },
          { text: '  ', done: true },
          { text: 'two', done: false },
        ],
        comments:
          i === 17
            ? [{ author_id: null, imported_author: 'Trello Tina', body: 'the walrus', at: null }]
            : [],
      }),
    )
    const started = must(await startTrelloImport(admin.client, a.id, plan(cards)))
    const { job } = await runToEnd(admin, started.import.id, 1000)
    expect(job).toMatchObject({ status: 'completed', done: 30 })
    const rows = await backend.sql<{
      title: string
      number: number
      label_names: string[] | null
      checklist_total: number
      checklist_done: number
      comment_count: number
      items: string[]
      created: { number: number; title: string; status: string; column: string }[]
    }>(
      `select t.title, t.number, t.checklist_total, t.checklist_done, t.comment_count,
              (select array_agg(l.name order by k.n) from unnest(t.label_ids) with ordinality k (id, n)
                 join public.labels l on l.id = k.id) as label_names,
              (select array_agg(i.body order by i.position) from public.checklist_items i where i.task_id = t.id) as items,
              (select jsonb_agg(x.data) from public.activity x where x.task_id = t.id and x.kind = 'task_created') as created
       from public.tasks t where t.board_id = $1 order by t.position`,
      [job.board_id],
    )
    expect(rows.map((r) => r.title)).toEqual(cards.map((c) => c.title))
    const first = rows[0]!.number
    rows.forEach((row, i) => {
      expect(row).toMatchObject({
        number: first + i,
        label_names: i % 2 === 0 ? ['Bug', 'Design'] : null,
        checklist_total: 2,
        checklist_done: 1,
        comment_count: i === 17 ? 1 : 0,
        items: ['one', 'two'],
        created: [
          {
            number: first + i,
            title: `Card ${i}`,
            status: ['backlog', 'in_progress', 'done'][i % 3],
            column: ['Ideas', 'Doing', 'Shipped'][i % 3],
          },
        ],
      })
    })
    // The label mirror is what the labels trigger keeps; the activity is what a new card gets.
    const [mirror] = await backend.sql<{ same: boolean }>(
      `select bool_and(t.label_ids = coalesce((select array_agg(x.label_id order by lower(l.name), l.id)
         from public.task_labels x join public.labels l on l.id = x.label_id where x.task_id = t.id), '{}')) as same
       from public.tasks t where t.board_id = $1`,
      [job.board_id],
    )
    expect(mirror!.same).toBe(true)
    const made = await admin.client
      .from('tasks')
      .insert({ workspace_id: a.id, title: 'By hand', position: 'a0' })
      .select('id')
      .single()
    if (made.error) throw made.error
    const [keys] = await backend.sql<{ by_hand: string[]; imported: string[] }>(
      `select (select array_agg(k order by k) from public.activity x, jsonb_object_keys(x.data) k
                where x.task_id = $1 and x.kind = 'task_created') as by_hand,
              (select array_agg(k order by k) from public.activity x, jsonb_object_keys(x.data) k
                where x.task_id = (select id from public.tasks where board_id = $2 order by position limit 1)
                  and x.kind = 'task_created') as imported`,
      [made.data.id, job.board_id],
    )
    expect(keys!.imported).toEqual(keys!.by_hand)
    // Found by its title and by its comment, as any card.
    const byComment = await admin.client.rpc('search_tasks', { query: 'walrus' })
    expect(byComment.data?.map((r) => r.title)).toEqual(['Card 17'])
    const byTitle = await admin.client.rpc('search_tasks', { query: 'Card 29' })
    expect(byTitle.data?.map((r) => r.title)).toContain('Card 29')
  })

  it('a card over the limits (11 labels, 101 checklist items) fails the import and keeps nothing', async () => {
    const { a } = await setup()
    const many = Array.from({ length: 11 }, (_, i) => ({
      source_id: `m${i}`,
      name: `Many ${i}`,
      color: 'gray' as const,
    }))
    for (const card of [
      task('Labels', { label_source_ids: many.map((l) => l.source_id) }),
      task('Items', {
        checklist: Array.from({ length: 101 }, (_, i) => ({ text: `Item ${i}`, done: false })),
      }),
    ]) {
      const over = { ...plan([task('Fine'), card]), labels: many }
      const started = must(await startTrelloImport(admin.client, a.id, over))
      const { job } = await runToEnd(admin, started.import.id, 1000)
      expect(job).toMatchObject({ status: 'failed', error: 'limit_reached', board_id: null })
    }
    expect(await count('public.tasks where workspace_id = $1', [a.id])).toBe(0)
    expect(await count('public.labels where workspace_id = $1', [a.id])).toBe(0)
  })

  it('importing the same export again answers the first import and writes nothing', async () => {
    const { a } = await setup()
    const same = plan([task('Only')], 'trello-board-1')
    const first = must(await startTrelloImport(owner.client, a.id, same))
    await runToEnd(owner, first.import.id)
    const again = must(await startTrelloImport(admin.client, a.id, same))
    expect(again).toMatchObject({
      existing: true,
      import: { id: first.import.id, status: 'completed' },
    })
    expect(await count('public.boards where workspace_id = $1', [a.id])).toBe(2)
    expect(await count('public.tasks where workspace_id = $1', [a.id])).toBe(1)
    expect(await count('public.labels where workspace_id = $1', [a.id])).toBe(2)
  })

  it('cancel removes everything the import made, and the export can be imported again', async () => {
    const { a } = await setup()
    const source = plan(
      [
        task('A', {
          label_source_ids: ['l1'],
          comments: [{ author_id: null, imported_author: 'X', body: 'c', at: null }],
        }),
        task('B'),
        task('C'),
      ],
      'trello-cancel',
    )
    const started = must(await startTrelloImport(admin.client, a.id, source))
    must(await runImportStep(admin.client, started.import.id, 1))
    expect(await count('public.tasks where workspace_id = $1', [a.id])).toBe(1)
    const canceled = must(await cancelImport(owner.client, started.import.id))
    expect(canceled).toMatchObject({ status: 'canceled', board_id: null, done: 1 })
    expect(await count('public.tasks where workspace_id = $1', [a.id])).toBe(0)
    expect(await count('public.comments where workspace_id = $1', [a.id])).toBe(0)
    expect(await count('public.boards where workspace_id = $1', [a.id])).toBe(1)
    expect(await count('public.labels where workspace_id = $1', [a.id])).toBe(0)
    // A step after the cancel writes nothing.
    expect(must(await runImportStep(admin.client, started.import.id))).toMatchObject({
      status: 'canceled',
    })
    expect(await count('public.tasks where workspace_id = $1', [a.id])).toBe(0)
    const again = must(await startTrelloImport(admin.client, a.id, source))
    expect(again.existing).toBe(false)
  })

  it('a label the workspace already has is reused and survives a failed import', async () => {
    const { a } = await setup()
    await backend.sql(
      `insert into public.labels (workspace_id, name, color) values ($1, 'bug', 'blue')`,
      [a.id],
    )
    const started = must(
      await startTrelloImport(
        admin.client,
        a.id,
        plan([task('Ok', { label_source_ids: ['l1'] }), task('Bad', { column: 7 })]),
      ),
    )
    const { job } = await runToEnd(admin, started.import.id, 1)
    expect(job).toMatchObject({ status: 'failed', error: 'import_invalid', board_id: null })
    expect(await count('public.tasks where workspace_id = $1', [a.id])).toBe(0)
    const labels = await backend.sql(`select name from public.labels where workspace_id = $1`, [
      a.id,
    ])
    expect(labels).toEqual([{ name: 'bug' }])
  })

  it('members are refused, strangers find nothing, the anonymous cannot call it', async () => {
    const { a } = await setup()
    expect((await startTrelloImport(member.client, a.id, plan([task('M')]))).error?.code).toBe(
      'forbidden',
    )
    expect((await startTrelloImport(outsider.client, a.id, plan([task('O')]))).error?.code).toBe(
      'not_found',
    )
    const anon = await anonClient(backend).rpc('start_trello_import', {
      workspace_id: a.id,
      plan: plan([task('X')]),
    })
    expect(anon.error).not.toBeNull()
    const started = must(await startTrelloImport(admin.client, a.id, plan([task('Mine')])))
    const id = started.import.id
    expect((await runImportStep(member.client, id)).error?.code).toBe('forbidden')
    expect((await runImportStep(outsider.client, id)).error?.code).toBe('not_found')
    expect((await cancelImport(member.client, id)).error?.code).toBe('forbidden')
    expect((await cancelImport(outsider.client, id)).error?.code).toBe('not_found')
    // Owners and admins read the import; members and strangers do not see it.
    expect(must(await getImport(owner.client, id))?.id).toBe(id)
    expect(must(await getImport(member.client, id))).toBeNull()
    expect(must(await getImport(outsider.client, id))).toBeNull()
    // Nobody writes the job row directly.
    const forged = await admin.client.from('imports').update({ done: 1 }).eq('id', id).select()
    expect(forged.data ?? []).toEqual([])
    const inserted = await admin.client
      .from('imports')
      .insert({ workspace_id: a.id, source: 'trello', source_id: 'x', name: 'x' })
    expect(inserted.error).not.toBeNull()
    expect(await count('public.tasks where workspace_id = $1', [a.id])).toBe(0)
  })

  it("a crafted export naming another workspace's people writes nothing anywhere", async () => {
    const { a, b } = await setup()
    for (const crafted of [
      task('Assigned out', { assignee_id: outsider.id }),
      task('Commented out', {
        comments: [{ author_id: outsider.id, imported_author: null, body: 'forged', at: null }],
      }),
    ]) {
      const started = must(
        await startTrelloImport(admin.client, a.id, plan([task('Fine'), crafted])),
      )
      const { job } = await runToEnd(admin, started.import.id, 1)
      expect(job).toMatchObject({ status: 'failed', error: 'import_invalid', board_id: null })
    }
    expect(await count('public.tasks where workspace_id in ($1, $2)', [a.id, b.id])).toBe(0)
    expect(await count('public.comments where author_id = $1', [outsider.id])).toBe(0)
    expect(await count('public.boards where workspace_id = $1', [a.id])).toBe(1)
    // Naming B's workspace as the target is refused outright.
    expect((await startTrelloImport(admin.client, b.id, plan([task('Into B')]))).error?.code).toBe(
      'not_found',
    )
    expect(await count('public.boards where workspace_id = $1', [b.id])).toBe(1)
    // Anything but a plan is refused.
    const raw = await admin.client.rpc('start_trello_import', {
      workspace_id: a.id,
      plan: { x: 1 },
    })
    expect(raw.error?.hint).toBe('import_invalid')
  })
})

describe('imported comment authorship cannot be forged', () => {
  it('a client cannot write imported_author or another author, even with the setting in hand', async () => {
    const { a } = await setup()
    const [t] = await backend.sql<{ id: string }>(
      `insert into public.tasks (workspace_id, title, position, created_by) values ($1, 'T', 'a0', $2) returning id`,
      [a.id, owner.id],
    )
    const withName = await member.client
      .from('comments')
      .insert({ task_id: t!.id, workspace_id: a.id, body: 'hi', imported_author: 'The CEO' })
    expect(withName.error).not.toBeNull()
    const asOwner = await member.client
      .from('comments')
      .insert({ task_id: t!.id, workspace_id: a.id, body: 'hi', author_id: owner.id })
    expect(asOwner.error).not.toBeNull()
    // The setting is not reachable through the API.
    const setting = await member.client.rpc(
      'set_config' as never,
      {
        setting_name: 'teamboard.importing',
        new_value: a.id,
        is_local: true,
      } as never,
    )
    expect(setting.error).not.toBeNull()
    expect(await count('public.comments where task_id = $1', [t!.id])).toBe(0)
    // An own comment cannot be turned into an imported one afterwards.
    const own = await member.client
      .from('comments')
      .insert({ task_id: t!.id, workspace_id: a.id, body: 'mine' })
      .select()
      .single()
    if (own.error) throw own.error
    const relabel = await member.client
      .from('comments')
      .update({ imported_author: 'Someone' } as never)
      .eq('id', own.data.id)
    expect(relabel.error).not.toBeNull()
    const [row] = await backend.sql(
      `select author_id, imported_author from public.comments where id = $1`,
      [own.data.id],
    )
    expect(row).toEqual({ author_id: member.id, imported_author: null })
  })
})
