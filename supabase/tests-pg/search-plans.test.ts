import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyDatabase } from './support/db.ts'
import { begin, codeOf, createTeam, createUsers, query, type User } from './support/people.ts'

// Search on real PostgreSQL: the plans Postgres picks for the statements inside public.search_tasks
// (auto_explain, nested statements), as a signed-in member under RLS, and who sees what.
// docs/decisions/search-under-rls.md says why the lookups run in private.search_candidates.

let db: Awaited<ReturnType<typeof copyDatabase>>
let ada: User
let bob: User
let olga: User
let acme: string
let other: string

beforeAll(async () => {
  db = await copyDatabase()
  ;[ada, bob, olga] = (await createUsers(db.pool, ['Ada', 'Bob', 'Olga'])) as [User, User, User]
  acme = await createTeam(db.pool, ada)
  other = await createTeam(db.pool, bob)
  for (const [user, ws] of [
    [ada, acme],
    [bob, other],
  ] as const) {
    const [task] = await query<{ id: string }>(
      db.pool,
      user,
      `insert into public.tasks (workspace_id, title, position) values ($1, 'Billing page', 'a0') returning id`,
      [ws],
    )
    await query(db.pool, user, 'insert into public.comments (task_id, body) values ($1, $2)', [
      task!.id,
      'We discussed the webhook retries on Monday.',
    ])
    await query(
      db.pool,
      user,
      `insert into public.tasks (workspace_id, title, position) values ($1, 'Paymnet form', 'a1')`,
      [ws],
    )
  }
}, 120_000)

afterAll(async () => {
  await db?.close()
})

/** Runs `sql` as `user` with seq scans priced out (a tiny table would not need an index) and
 * returns its rows and the plans of every statement it ran, nested ones included. */
async function explained(user: User, sql: string, params: unknown[] = []) {
  const client = await db.pool.connect()
  const plans: string[] = []
  const onNotice = (notice: { message?: string }) => plans.push(notice.message ?? '')
  client.on('notice', onNotice)
  try {
    // Session settings on a connection that is closed afterwards (release(true)).
    await client.query(`load 'auto_explain'`)
    await client.query(`set auto_explain.log_min_duration = 0;
      set auto_explain.log_nested_statements = on;
      set auto_explain.log_level = notice;
      set enable_seqscan = off`)
    await begin(client, user)
    const rows = (await client.query(sql, params)).rows
    await client.query('rollback')
    return { rows, plans: plans.join('\n') }
  } finally {
    client.off('notice', onNotice)
    client.release(true)
  }
}

describe('search on PostgreSQL', () => {
  it('a member searches through the GIN indexes; the same lookup under RLS cannot', async () => {
    const text = await explained(ada, `select title from public.search_tasks('webhook')`)
    expect(text.rows).toEqual([{ title: 'Billing page' }])
    expect(text.plans).toContain('task_search_document_idx')

    const typo = await explained(ada, `select title from public.search_tasks('payment')`)
    expect(typo.rows).toEqual([{ title: 'Paymnet form' }])
    expect(typo.plans).toContain('tasks_title_trgm_idx')

    // Why the lookup moved out of RLS: `@@` is not leakproof, so under the policy Postgres may
    // not use the index for it, however a scan is priced.
    const underRls = await explained(
      ada,
      `select task_id from public.task_search where document @@ to_tsquery('english', 'webhook')`,
    )
    expect(underRls.rows).toHaveLength(1)
    expect(underRls.plans).not.toContain('task_search_document_idx')
  })

  it('each member finds only their own workspace; an outsider finds nothing; anon may not ask', async () => {
    const search = (user: User | null) =>
      query<{ workspace_id: string }>(
        db.pool,
        user,
        `select workspace_id from public.search_tasks('webhook')`,
      )
    expect(await search(ada)).toEqual([{ workspace_id: acme }])
    expect(await search(bob)).toEqual([{ workspace_id: other }])
    expect(await search(olga)).toEqual([])
    expect(codeOf(await search(null).catch((error: unknown) => error))).toBe('42501')
  })

  it('the definer lookup answers only for workspaces the caller belongs to', async () => {
    const candidates = (user: User, ws: string[]) =>
      query(
        db.pool,
        user,
        `select distinct task_id from private.search_candidates($1::uuid[], to_tsquery('english', 'webhook'), 'webhook', true)`,
        [ws],
      )
    expect(await candidates(ada, [acme, other])).toHaveLength(1)
    expect(await candidates(ada, [other])).toEqual([])
    expect(await candidates(olga, [acme, other])).toEqual([])
  })
})
