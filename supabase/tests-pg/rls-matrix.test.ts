import {
  type Fixture,
  RESTORE_SQL,
  SNAPSHOT_SQL,
  tables,
} from '../tests/support/workspace-matrix.ts'
import { createTeam, createUsers, invite, query } from './support/people.ts'
import { describeSqlRlsMatrix } from './support/sql-matrix.ts'

// tests/rls-matrix.test.ts's cases and expected counts (tests/support/workspace-matrix.ts) on real
// PostgreSQL, where table and column privileges are enforced as on hosted Supabase. The fixture
// is the same, made by the same calls as each person's own transactions.

describeSqlRlsMatrix({
  tables,
  snapshotSql: SNAPSHOT_SQL,
  restoreSql: RESTORE_SQL,
  async setup(pool) {
    const [owner, admin, member, outsider] = await createUsers(pool, [
      'Owner',
      'Admin',
      'Member',
      'Outsider',
    ])
    const a = await createTeam(pool, owner!, [
      [admin!, 'admin'],
      [member!, 'member'],
    ])
    const b = await createTeam(pool, outsider!)
    await invite(pool, owner!, a, 'guest-a@example.com')
    await invite(pool, outsider!, b, 'guest-b@example.com')
    const [pendingA] = (
      await pool.query<{ id: string }>(
        `select id from public.invitations where workspace_id = $1 and email = 'guest-a@example.com'`,
        [a],
      )
    ).rows
    const task = (user: typeof owner, ws: string, title: string, position: string) =>
      query<{ id: string }>(
        pool,
        user!,
        'insert into public.tasks (workspace_id, title, position) values ($1, $2, $3) returning id',
        [ws, title, position],
      )
    const [ownersTaskA] = await task(owner, a, 'Owner', 'a0')
    await task(member, a, 'Member', 'a1')
    await task(outsider, b, 'Outsider', 'a0')
    const [activityA] = (
      await pool.query<{ id: string }>('select id from public.activity where task_id = $1', [
        ownersTaskA!.id,
      ])
    ).rows
    const fixture: Fixture = {
      ids: { owner: owner!.id, admin: admin!.id, member: member!.id, outsider: outsider!.id },
      workspaceA: a,
      invitationA: pendingA!.id,
      ownersTaskA: ownersTaskA!.id,
      activityA: activityA!.id,
    }
    return {
      fixture,
      actors: { owner: owner!, admin: admin!, member: member!, outsider: outsider!, anon: null },
    }
  },
})
