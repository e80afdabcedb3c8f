import { createInvitation, createTask } from '@teamboard/supabase/mutations'
import { createMatrixPeople, describeRlsMatrix, matrixClients } from './support/rls-matrix.ts'
import { must } from './support/team.ts'
import { type Fixture, RESTORE_SQL, SNAPSHOT_SQL, tables } from './support/workspace-matrix.ts'

// STYLE.md's RLS matrix (support/rls-matrix.ts) over the workspace tables, with the expected
// counts of support/workspace-matrix.ts.

describeRlsMatrix({
  tables,
  setupTimeout: 60_000,
  snapshotSql: SNAPSHOT_SQL,
  restoreSql: RESTORE_SQL,
  async setup(backend) {
    const people = await createMatrixPeople(backend)
    const { owner, admin, member, outsider, a, b } = people
    const pendingA = must(
      await createInvitation(owner.client, a.id, { email: 'guest-a@example.com', role: 'member' }),
    )
    must(
      await createInvitation(outsider.client, b.id, {
        email: 'guest-b@example.com',
        role: 'member',
      }),
    )
    const ownersTaskA = must(
      await createTask(owner.client, a.id, { title: 'Owner', position: 'a0' }),
    )
    must(await createTask(member.client, a.id, { title: 'Member', position: 'a1' }))
    must(await createTask(outsider.client, b.id, { title: 'Outsider', position: 'a0' }))
    const [activityA] = await backend.sql<{ id: string }>(
      'select id from public.activity where task_id = $1',
      [ownersTaskA.id],
    )
    const fixture: Fixture = {
      ids: { owner: owner.id, admin: admin.id, member: member.id, outsider: outsider.id },
      workspaceA: a.id,
      invitationA: pendingA.id as string,
      ownersTaskA: ownersTaskA.id,
      activityA: activityA!.id,
    }
    return { fixture, clients: matrixClients(backend, people) }
  },
})
