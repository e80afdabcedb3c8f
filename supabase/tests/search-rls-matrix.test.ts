import { createTask } from '@teamboard/supabase/mutations'
import { NIL_UUID } from './support/backend.ts'
import {
  createMatrixPeople,
  describeRlsMatrix,
  matrixClients,
  type TableSpec,
} from './support/rls-matrix.ts'
import { must } from './support/team.ts'

// The RLS matrix of rls-matrix.test.ts (support/rls-matrix.ts) for the search documents, which
// only the database's triggers write. Fixture:
//   workspace A: owner, admin, member; a task by the owner and one by the member
//   workspace B: outsider (its owner), a task by the outsider

type Table = 'task_search'
type Fixture = { ownersTaskA: string; workspaceA: string }

const tables: Record<Table, TableSpec<Fixture>> = {
  task_search: {
    key: ['task_id'],
    byId: (f) => (q) => q.eq('task_id', f.ownersTaskA),
    all: (q) => q.neq('task_id', NIL_UUID),
    patch: { document: 'forged' },
    insert: (f) => ({
      task_id: crypto.randomUUID(),
      workspace_id: f.workspaceA,
      document: 'forged',
    }),
    expected: {
      select: [2, 2, 2, 1, 0],
      insert: [0, 0, 0, 0, 0],
      'update by id': [0, 0, 0, 0, 0],
      'update all': [0, 0, 0, 0, 0],
      'delete by id': [0, 0, 0, 0, 0],
      'delete all': [0, 0, 0, 0, 0],
    },
  },
}

describeRlsMatrix({
  tables,
  setupTimeout: 120_000,
  snapshotSql:
    'create schema search_snapshot; create table search_snapshot.task_search as table public.task_search',
  restoreSql:
    'delete from public.task_search; insert into public.task_search (task_id, workspace_id, document) select task_id, workspace_id, document from search_snapshot.task_search',
  async setup(backend) {
    const people = await createMatrixPeople(backend)
    const { owner, member, outsider, a, b } = people
    const ownersTaskA = must(
      await createTask(owner.client, a.id, { title: 'Owner', position: 'a0' }),
    )
    must(await createTask(member.client, a.id, { title: 'Member', position: 'a1' }))
    must(await createTask(outsider.client, b.id, { title: 'Outsider', position: 'a0' }))
    return {
      fixture: { ownersTaskA: ownersTaskA.id, workspaceA: a.id },
      clients: matrixClients(backend, people),
    }
  },
})
