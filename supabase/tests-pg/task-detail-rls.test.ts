import {
  type Fixture,
  RESTORE_SQL,
  SNAPSHOT_SQL,
  tables,
} from '../tests/support/task-detail-matrix.ts'
import {
  createTeam,
  createUsers,
  query,
  registerAttachment,
  type User,
  uploadObject,
} from './support/people.ts'
import { describeSqlRlsMatrix } from './support/sql-matrix.ts'

// tests/task-detail-rls.test.ts's cases and expected counts (tests/support/task-detail-matrix.ts)
// on real PostgreSQL, with the same fixture made as each person's own transactions.

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
    const attach = async (user: User, taskId: string, name: string) =>
      registerAttachment(pool, user, taskId, await uploadObject(pool, user, taskId, name))
    const ownersAttachment = await attach(owner, taskA, 'owner.txt')
    await attach(member, taskA, 'member.txt')
    await attach(outsider, taskB, 'outsider.txt')
    // Started and stored, not registered: what each actor's insert registers.
    const spareObjects = {
      owner: await uploadObject(pool, owner, taskA, 'spare.bin'),
      admin: await uploadObject(pool, admin, taskA, 'spare.bin'),
      member: await uploadObject(pool, member, taskA, 'spare.bin'),
    }
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
      spareObjects,
    }
    return { fixture, actors: { owner, admin, member, outsider, anon: null } }
  },
})
