import {
  addChecklistItem,
  addTaskLabel,
  createBoard,
  createLabel,
  createTask,
} from '@teamboard/supabase/mutations'
import { listBoardColumns } from '@teamboard/supabase/queries'
import { NIL_UUID } from './support/backend.ts'
import {
  createMatrixPeople,
  describeRlsMatrix,
  matrixClients,
  NONE,
  type TableSpec,
} from './support/rls-matrix.ts'
import { must } from './support/team.ts'

// The RLS matrix of rls-matrix.test.ts (support/rls-matrix.ts) for boards, their columns, labels,
// the labels on tasks and checklist items. Fixture:
//   workspace A: owner, admin, member; boards "General" (made with the workspace) and "Second"
//                (the owner's), six columns each; labels "Bug" and "Feature"; the owner's task on
//                General carrying "Bug", with a checklist item by the owner and one by the member
//   workspace B: outsider (its owner), "General", a label, a task carrying it, one checklist item

type Table = 'boards' | 'board_columns' | 'labels' | 'task_labels' | 'checklist_items'
type Fixture = {
  workspaceA: string
  secondBoard: string
  secondTodo: string
  bugA: string
  featureA: string
  taskA: string
  ownersItem: string
}

const tables: Record<Table, TableSpec<Fixture>> = {
  boards: {
    byId: (f) => (q) => q.eq('id', f.secondBoard),
    patch: { name: 'Renamed' },
    insert: (f, actor) => ({ workspace_id: f.workspaceA, name: `By ${actor}` }),
    expected: {
      select: [2, 2, 2, 1, 0],
      // Owners and admins create and rename boards; members use them.
      insert: [1, 1, 0, 0, 0],
      'update by id': [1, 1, 0, 0, 0],
      'update all': [2, 2, 0, 1, 0],
      // Boards are archived, never deleted through the API.
      'delete by id': NONE,
      'delete all': NONE,
    },
  },
  board_columns: {
    byId: (f) => (q) => q.eq('id', f.secondTodo),
    patch: { name: 'Renamed' },
    insert: (f) => ({
      workspace_id: f.workspaceA,
      board_id: f.secondBoard,
      name: 'Added',
      status_group: 'started',
      position: 'a9',
    }),
    expected: {
      select: [12, 12, 12, 6, 0],
      insert: [1, 1, 0, 0, 0],
      'update by id': [1, 1, 0, 0, 0],
      'update all': [12, 12, 0, 6, 0],
      // An empty column goes; deleting every column at once is refused as a whole (a board keeps
      // one column, and General's Todo still holds a task).
      'delete by id': [1, 1, 0, 0, 0],
      'delete all': NONE,
    },
  },
  labels: {
    byId: (f) => (q) => q.eq('id', f.bugA),
    patch: { color: 'blue' },
    insert: (_f, actor) => ({ workspace_id: _f.workspaceA, name: `By ${actor}`, color: 'red' }),
    expected: {
      select: [2, 2, 2, 1, 0],
      insert: [1, 1, 0, 0, 0],
      'update by id': [1, 1, 0, 0, 0],
      'update all': [2, 2, 0, 1, 0],
      'delete by id': [1, 1, 0, 0, 0],
      'delete all': [2, 2, 0, 1, 0],
    },
  },
  task_labels: {
    key: ['task_id', 'label_id'],
    byId: (f) => (q) => q.eq('task_id', f.taskA).eq('label_id', f.bugA),
    all: (q) => q.neq('task_id', NIL_UUID),
    patch: { created_at: '2020-01-01T00:00:00Z' },
    insert: (f) => ({ task_id: f.taskA, label_id: f.featureA, workspace_id: f.workspaceA }),
    expected: {
      select: [1, 1, 1, 1, 0],
      // Any member labels a task; a label is put on or taken off, never edited.
      insert: [1, 1, 1, 0, 0],
      'update by id': NONE,
      'update all': NONE,
      'delete by id': [1, 1, 1, 0, 0],
      'delete all': [1, 1, 1, 1, 0],
    },
  },
  checklist_items: {
    byId: (f) => (q) => q.eq('id', f.ownersItem),
    patch: { body: 'Rewritten' },
    insert: (f, actor) => ({
      task_id: f.taskA,
      workspace_id: f.workspaceA,
      body: `By ${actor}`,
      position: 'a9',
    }),
    expected: {
      select: [2, 2, 2, 1, 0],
      insert: [1, 1, 1, 0, 0],
      'update by id': [1, 1, 1, 0, 0],
      'update all': [2, 2, 2, 1, 0],
      'delete by id': [1, 1, 1, 0, 0],
      'delete all': [2, 2, 2, 1, 0],
    },
  },
}

// Writes here also change tasks (label_ids, counts) and activity, so those come back too.
const SNAPSHOT = [
  'boards',
  'board_columns',
  'labels',
  'tasks',
  'task_labels',
  'checklist_items',
  'activity',
]

describeRlsMatrix({
  tables,
  setupTimeout: 90_000,
  snapshotSql: `create schema boards_snapshot; ${SNAPSHOT.map((t) => `create table boards_snapshot.${t} as table public.${t}`).join('; ')}`,
  restoreSql: [
    ...[...SNAPSHOT].reverse().map((t) => `delete from public.${t}`),
    ...SNAPSHOT.map((t) => `insert into public.${t} select * from boards_snapshot.${t}`),
  ].join('; '),
  async setup(backend) {
    const people = await createMatrixPeople(backend)
    const { owner, member, outsider, a, b } = people
    const second = must(await createBoard(owner.client, a.id, { name: 'Second' }))
    const secondTodo = must(await listBoardColumns(owner.client, second.id)).find(
      (c) => c.name === 'Todo',
    )
    const bugA = must(await createLabel(owner.client, a.id, { name: 'Bug', color: 'red' }))
    const featureA = must(
      await createLabel(owner.client, a.id, { name: 'Feature', color: 'green' }),
    )
    const bugB = must(await createLabel(outsider.client, b.id, { name: 'Bug', color: 'red' }))
    const taskA = must(await createTask(owner.client, a.id, { title: 'A', position: 'a0' }))
    const taskB = must(await createTask(outsider.client, b.id, { title: 'B', position: 'a0' }))
    const refA = { id: taskA.id, workspaceId: a.id }
    const refB = { id: taskB.id, workspaceId: b.id }
    must(await addTaskLabel(owner.client, refA, bugA.id))
    must(await addTaskLabel(outsider.client, refB, bugB.id))
    const ownersItem = must(
      await addChecklistItem(owner.client, refA, { body: 'Owner step', position: 'a0' }),
    )
    must(await addChecklistItem(member.client, refA, { body: 'Member step', position: 'a1' }))
    must(await addChecklistItem(outsider.client, refB, { body: 'Outsider step', position: 'a0' }))
    const fixture: Fixture = {
      workspaceA: a.id,
      secondBoard: second.id,
      secondTodo: secondTodo!.id,
      bugA: bugA.id,
      featureA: featureA.id,
      taskA: taskA.id,
      ownersItem: ownersItem.id,
    }
    return { fixture, clients: matrixClients(backend, people) }
  },
})
