import { randomUUID } from 'node:crypto'
import type pg from 'pg'
import {
  type Fixture,
  RESTORE_SQL,
  SNAPSHOT_SQL,
  tables,
} from '../tests/support/task-detail-matrix.ts'
import { createTeam, createUsers, query, type User } from './support/people.ts'
import { describeSqlRlsMatrix } from './support/sql-matrix.ts'

// tests/task-detail-rls.test.ts's cases and expected counts (tests/support/task-detail-matrix.ts)
// on real PostgreSQL, with the same fixture made as each person's own transactions.

/** What an upload leaves in storage.objects (the Storage API writes it), then its registration. */
async function attach(pool: pg.Pool, user: User, ws: string, task: string, name: string) {
  const path = await uploaded(pool, user, ws, task, name)
  const [row] = await query<{ id: string }>(
    pool,
    user,
    `insert into public.attachments (task_id, object_path, file_name, size_bytes, mime_type)
     values ($1, $2, $3, 5, 'text/plain') returning id`,
    [task, path, name],
  )
  return row!.id
}

async function uploaded(pool: pg.Pool, user: User, ws: string, task: string, name: string) {
  const path = `${ws}/${task}/${randomUUID()}-${name}`
  await pool.query(
    `insert into storage.objects (bucket_id, name, owner_id, metadata)
     values ('attachments', $1, $2, '{"size": 5, "mimetype": "text/plain"}')`,
    [path, user.id],
  )
  return path
}

describeSqlRlsMatrix({
  tables,
  snapshotSql: SNAPSHOT_SQL,
  restoreSql: RESTORE_SQL,
  async setup(pool) {
    const [owner, admin, member, outsider] = (await createUsers(pool, [
      'Owner',
      'Admin',
      'Member',
      'Outsider',
    ])) as [User, User, User, User]
    const a = await createTeam(pool, owner, [
      [admin, 'admin'],
      [member, 'member'],
    ])
    const b = await createTeam(pool, outsider)
    const task = async (user: User, ws: string) =>
      (
        await query<{ id: string }>(
          pool,
          user,
          `insert into public.tasks (workspace_id, title, position) values ($1, 'T', 'a0') returning id`,
          [ws],
        )
      )[0]!.id
    const taskA = await task(owner, a)
    const taskB = await task(outsider, b)
    const comment = async (user: User, taskId: string, body: string) =>
      (
        await query<{ id: string }>(
          pool,
          user,
          'insert into public.comments (task_id, body) values ($1, $2) returning id',
          [taskId, body],
        )
      )[0]!.id
    const ownersComment = await comment(owner, taskA, 'Owner says')
    await comment(member, taskA, 'Member says')
    await comment(outsider, taskB, 'Outsider says')
    const ownersAttachment = await attach(pool, owner, a, taskA, 'owner.txt')
    await attach(pool, member, a, taskA, 'member.txt')
    await attach(pool, outsider, b, taskB, 'outsider.txt')
    const spareObject = await uploaded(pool, owner, a, taskA, 'spare.txt')
    const { rows } = await pool.query<{ id: string }>(
      `select id from public.activity where task_id = $1 and kind = 'task_created'`,
      [taskA],
    )
    const fixture: Fixture = {
      workspaceA: a,
      taskA,
      ownersComment,
      ownersAttachment,
      activityA: rows[0]!.id,
      spareObject,
    }
    return { fixture, actors: { owner, admin, member, outsider, anon: null } }
  },
})
