import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Column, PRIVILEGE_COLUMNS_SQL } from '../tests/support/column-privileges.ts'
import { copyDatabase } from './support/db.ts'
import {
  as,
  codeOf,
  createTeam,
  createUsers,
  invite,
  query,
  registerAttachment,
  type User,
  uploadObject,
} from './support/people.ts'

// tests/column-matrix.test.ts on real PostgreSQL, where column privileges are Postgres's own: every
// column of every API table that `authenticated` holds no UPDATE grant on is written by primary
// key, as the workspace owner, with the value it already has — the statement PostgREST runs for
// `.update({ [column]: value }).eq(key, …)` — and must be refused (42501) and unchanged.

let database: Awaited<ReturnType<typeof copyDatabase>>
let owner: User
/** One row per API table, keyed by table, as the superuser reads it. */
const rows = new Map<string, Record<string, unknown>>()

beforeAll(async () => {
  database = await copyDatabase('teamboard', 4)
  const { pool } = database
  ;[owner] = (await createUsers(pool, ['Owner'])) as [User]
  const ws = await createTeam(pool, owner)
  await invite(pool, owner, ws, 'someone@example.com')
  const [task] = await query<{ id: string }>(
    pool,
    owner,
    `insert into public.tasks (workspace_id, title, position) values ($1, 'Probe', 'a0') returning id`,
    [ws],
  )
  await query(pool, owner, `insert into public.comments (task_id, body) values ($1, 'Probe')`, [
    task!.id,
  ])
  await registerAttachment(
    pool,
    owner,
    task!.id,
    await uploadObject(pool, owner, task!.id, 'probe.bin'),
  )
  const [label] = await query<{ id: string }>(
    pool,
    owner,
    `insert into public.labels (workspace_id, name, color) values ($1, 'Probe', 'teal') returning id`,
    [ws],
  )
  await query(pool, owner, 'insert into public.task_labels (task_id, label_id) values ($1, $2)', [
    task!.id,
    label!.id,
  ])
  await query(
    pool,
    owner,
    `insert into public.checklist_items (task_id, body, position) values ($1, 'Probe', 'a0')`,
    [task!.id],
  )
  // Only the staff function writes the support audit (with the secret key).
  await pool.query(
    `insert into public.support_audit (actor_id, actor_email, action, target_type, target_id, reason)
     values ($1, 'staff@example.com', 'revoke_invitation', 'invitation', $2, 'Probe row')`,
    [owner.id, ws],
  )
  // Notifications are written by triggers only; one for the owner (its mail follows it).
  await pool.query(
    `insert into public.notifications (user_id, workspace_id, task_id, kind, event_id)
     values ($1, $2, $3, 'assigned', gen_random_uuid())`,
    [owner.id, ws, task!.id],
  )
  await pool.query(
    `insert into public.notification_preferences (user_id, kind, delivery) values ($1, 'commented', 'digest')`,
    [owner.id],
  )
  // Imports are written by the import functions only.
  await pool.query(
    `insert into public.imports (workspace_id, source, source_id, name) values ($1, 'trello', 'probe', 'Probe')`,
    [ws],
  )
  for (const table of [
    'workspaces',
    'workspace_members',
    'invitations',
    'profiles',
    'tasks',
    'activity',
    'comments',
    'attachments',
    'support_audit',
    'boards',
    'board_columns',
    'labels',
    'task_labels',
    'checklist_items',
    'task_search',
    'watchers',
    'notifications',
    'notification_mails',
    'notification_preferences',
    'imports',
  ]) {
    const { rows: found } = await pool.query<Record<string, unknown>>(
      `select * from public.${table} limit 1`,
    )
    rows.set(table, found[0]!)
  }
})

afterAll(async () => {
  await database?.close()
})

async function columns(): Promise<Column[]> {
  return (await database.pool.query<Column>(PRIVILEGE_COLUMNS_SQL)).rows
}

async function reread(table: string, keys: Column[], row: Record<string, unknown>) {
  const where = keys.map((k, i) => `"${k.column}" = $${i + 1}`).join(' and ')
  const { rows: found } = await database.pool.query<Record<string, unknown>>(
    `select * from public.${table} where ${where}`,
    keys.map((k) => row[k.column]),
  )
  return found[0]
}

describe('columns a client may not write, for every API table (real privileges)', () => {
  it('every table the app has is probed', async () => {
    const tables = new Set((await columns()).map((c) => c.table))
    expect([...tables].sort()).toEqual([...rows.keys()].sort())
  })

  it('each column without an UPDATE grant is refused by primary key and keeps its value', async () => {
    const all = await columns()
    const failures: string[] = []
    for (const { table, column } of all.filter((c) => !c.writable)) {
      const row = rows.get(table)!
      const keys = all.filter((c) => c.table === table && c.key)
      const where = keys.map((k, i) => `t."${k.column}" = $${i + 2}`).join(' and ')
      const code = await as(database.pool, owner, (client) =>
        client.query(
          `update public.${table} t set "${column}" = p."${column}"
           from json_populate_record(null::public.${table}, $1) p where ${where}`,
          [JSON.stringify(row), ...keys.map((k) => row[k.column])],
        ),
      ).then(
        () => 'accepted',
        (error: unknown) => codeOf(error),
      )
      if (code !== '42501') failures.push(`${table}.${column}: ${code}`)
    }
    expect(failures).toEqual([])
    for (const [table, before] of rows) {
      const keys = all.filter((c) => c.table === table && c.key)
      expect(await reread(table, keys, before), table).toEqual(before)
    }
  })
})
